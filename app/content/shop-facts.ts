import { COMPANY } from "./company";

/**
 * What Kaartobotti knows about the people, the dog and the network. Plain data so the chat, the no-JS
 * page and the bot's tools tell the same story. Content to confirm with the shop.
 */
export const STAFF = [
  {
    name: "Kari Kaarto",
    firstName: "Kari",
    role: "yrittäjä ja rengasasentaja",
    since: 1990,
    note: "perusti liikkeen ja tuntee jokaisen vannekoon ulkoa",
    sv: "företagare och däckmontör, grundade butiken",
    en: "owner and tyre fitter, founded the shop",
  },
  {
    name: "Sanna Kaarto",
    firstName: "Sanna",
    role: "myynti ja asiakaspalvelu",
    since: 2004,
    note: "hoitaa tarjoukset, rahoituksen ja rengashotellin varaukset",
    sv: "försäljning och kundservice: offerter, finansiering och bokningar till däckhotellet",
    en: "sales and customer service: quotes, financing and tyre hotel bookings",
  },
  {
    name: "Mikko Laine",
    firstName: "Mikko",
    role: "rengasasentaja",
    since: 2015,
    note: "tasapainotuksen ja rengaskorjausten osaaja",
    sv: "däckmontör, expert på balansering och däckreparationer",
    en: "tyre fitter, expert in balancing and tyre repairs",
  },
  {
    name: "Jere Virtanen",
    firstName: "Jere",
    role: "rengasasentaja ja rengashotellin vastaava",
    since: 2019,
    note: "pitää huolen asiakkaiden kausirenkaista",
    sv: "däckmontör och ansvarig för däckhotellet",
    en: "tyre fitter, in charge of the tyre hotel",
  },
] as const;

export const SHOP_DOG = {
  name: "Rölli",
  breed: "suomenlapinkoira",
  description: "liikkeen oma koira, joka tervehtii asiakkaita tiskin vieressä ja rakastaa talvirengaskautta",
  image: "/images/rolli.svg",
} as const;

export const NETWORK = {
  name: COMPANY.network,
  description:
    "Point S on kansainvälinen, itsenäisten rengasliikkeiden ketju, jossa on yli 5 000 liikettä yli 40 maassa ja Suomessa kymmeniä jäsenliikkeitä. " +
    "Jäsenyys tuo asiakkaillemme ketjun yhteishankintojen hinnat, ketjun omat rengasmerkit ja valtakunnallisen rengastakuun, mutta palvelu pysyy perheyrityksen omana.",
} as const;
