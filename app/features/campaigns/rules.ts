/**
 * The admin tab 'Kampanjat' (spec admin.md sections 2, 3, 5 and 8): texts, limits and how a discount
 * reads. No I/O. The form's rules are the zod schema in schema.ts (the form, its action and the JSON
 * calls validate with it); when a campaign runs is in dates.rules.ts.
 */
import { formatFinnishNumber } from "~/lib/finnish-number";
import { DISCOUNT_TYPES, type DiscountType } from "#db/schema/enum-values";

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const CODE_MAX = 50;
export const IMAGE_URL_MAX = 2000;
/** A fixed discount fits numeric(10, 2) with room to spare; nobody gives a bigger one. */
export const FIXED_AMOUNT_MAX = 100_000;
export const PERCENT_MAX = 100;

export { DISCOUNT_TYPES };
export type { DiscountType };

export const CAMPAIGN_TEXTS = {
  metaTitle: "Kampanjat – Ylläpito",
  title: "Kampanjat",
  intro: "Aktiivinen kampanja näkyy etusivun kampanjalaatikossa alkamispäivästä päättymispäivän loppuun (Suomen aikaa).",
  empty: "Ei kampanjoita",
  loading: "Ladataan…",
  createHeading: "Luo uusi kampanja",
  editHeading: "Muokkaa kampanjaa",
  deleteHeading: "Poista kampanja",
  confirmDelete: (name: string) => `Poistetaanko kampanja ”${name}”? Poistoa ei voi perua.`,
  activeHeading: "Aktiiviset kampanjat",
  activeIntro: "Nämä kampanjat näkyvät nyt sivuston kampanjalaatikossa.",
  activeEmpty: "Yksikään kampanja ei ole nyt näkyvissä sivustolla.",
  columns: { name: "Nimi", description: "Kuvaus", startDate: "Alkaa", endDate: "Päättyy", status: "Tila", actions: "Toiminnot" },
  status: { active: "Aktiivinen", inactive: "Ei aktiivinen" },
  notes: {
    ended: "Päättynyt",
    switchedOff: "Poistettu käytöstä",
    upcoming: (day: string) => `Näkyy sivustolla ${day} alkaen`,
  },
  fields: {
    name: "Nimi",
    description: "Kuvaus",
    image: "Kuva",
    imageHint: "Näkyy kampanjan ikkunassa etusivulla. Pakollinen uudelle kampanjalle.",
    startDate: "Alkamispäivä",
    endDate: "Päättymispäivä",
    datesHint: "Suomen aikaa: kampanja näkyy alkamispäivän alusta päättymispäivän loppuun.",
    discountType: "Alennuksen tyyppi",
    discountValue: "Alennuksen arvo",
    discountValueHint: "Prosenttia tai euroa tyypin mukaan, vähintään 0.",
    discountValueIgnored: "Ilmaisella toimituksella arvoa ei käytetä.",
    discountCode: "Alennuskoodi",
  },
  discountTypes: {
    percentage: "Prosenttialennus (%)",
    fixed_amount: "Kiinteä alennus (€)",
    free_shipping: "Ilmainen toimitus",
  } satisfies Record<DiscountType, string>,
  discount: { none: "Ei alennusta", code: (code: string) => `Koodi ${code}`, freeShipping: "Ilmainen toimitus" },
  buttons: {
    create: "Luo uusi kampanja",
    save: "Tallenna",
    saving: "Tallennetaan…",
    cancel: "Peruuta",
    edit: "Muokkaa",
    activate: "Aktivoi",
    activating: "Aktivoidaan…",
    deactivate: "Poista käytöstä",
    deactivating: "Poistetaan käytöstä…",
    delete: "Poista",
    confirmDelete: "Poista kampanja",
    retry: "Yritä uudelleen",
    activeList: "Aktiiviset kampanjat",
    allCampaigns: "Kaikki kampanjat",
  },
  toasts: {
    created: "Kampanja luotu onnistuneesti",
    updated: "Kampanja päivitetty onnistuneesti",
    activated: "Kampanja aktivoitu",
    activatedEnded: "Kampanja aktivoitu, mutta sen päättymispäivä on jo mennyt, joten se ei näy sivustolla.",
    deactivated: "Kampanja poistettu käytöstä",
    deleted: "Kampanja poistettu",
  },
  errors: {
    nameRequired: "Nimi on pakollinen",
    nameTooLong: `Nimi saa olla enintään ${NAME_MAX} merkkiä`,
    descriptionTooLong: `Kuvaus saa olla enintään ${DESCRIPTION_MAX} merkkiä`,
    startRequired: "Alkamispäivä on pakollinen",
    startInvalid: "Alkamispäivä ei ole kelvollinen päivämäärä",
    endRequired: "Päättymispäivä on pakollinen",
    endInvalid: "Päättymispäivä ei ole kelvollinen päivämäärä",
    endBeforeStart: "Päättymispäivä ei voi olla ennen alkamispäivää",
    imageRequired: "Kuva on pakollinen",
    imageInvalid: "Kuvan pitää olla kuvapankin kuva tai https://-osoite",
    discountType: "Valitse alennuksen tyyppi",
    discountValueInvalid: "Alennuksen arvon on oltava numero",
    discountValueNegative: "Alennuksen arvo ei voi olla negatiivinen",
    percentTooBig: `Prosenttialennus voi olla enintään ${PERCENT_MAX} %`,
    amountTooBig: `Alennus voi olla enintään ${formatFinnishNumber(FIXED_AMOUNT_MAX)} €`,
    codeTooLong: `Alennuskoodi saa olla enintään ${CODE_MAX} merkkiä`,
    invalid: "Tarkista kampanjan tiedot",
    create: "Kampanjan luominen epäonnistui",
    update: "Kampanjan päivittäminen epäonnistui",
    toggle: "Kampanjan tilan muuttaminen epäonnistui",
    delete: "Kampanjan poistaminen epäonnistui",
    notFound: "Kampanjaa ei löytynyt",
    list: "Kampanjoiden lataaminen epäonnistui.",
  },
} as const;

/** The form as typed (and as a JSON body is read): strings, so an error can show them back. */
export type CampaignFormValues = {
  name: string;
  description: string;
  /** 'YYYY-MM-DD' as typed (a JSON client may send an ISO timestamp). */
  startDate: string;
  endDate: string;
  discountType: string;
  discountValue: string;
  discountCode: string;
  imageUrl: string | null;
};

export type CampaignField = keyof CampaignFormValues;
export type CampaignFieldErrors = Partial<Record<CampaignField | "form", string>>;

/** What is stored: the days as their Helsinki instants (dates.rules.ts), the discount as numeric text. */
export type CampaignInput = {
  name: string;
  description: string;
  imageUrl: string | null;
  startDate: Date;
  endDate: Date;
  discountType: DiscountType;
  discountValue: string | null;
  discountCode: string | null;
};

export const EMPTY_CAMPAIGN_FORM: CampaignFormValues = {
  name: "",
  description: "",
  startDate: "",
  endDate: "",
  discountType: "percentage",
  discountValue: "",
  discountCode: "",
  imageUrl: null,
};

/** The first message of a refused submit, for a JSON answer's `message`. */
export function firstError(errors: CampaignFieldErrors): string {
  const order: (CampaignField | "form")[] = ["form", "name", "startDate", "endDate", "imageUrl", "description", "discountType", "discountValue", "discountCode"];
  for (const field of order) if (errors[field]) return errors[field]!;
  return CAMPAIGN_TEXTS.errors.invalid;
}

const discountNumber = (amount: number) => formatFinnishNumber(amount, { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '20 %', '40 €', 'Ilmainen toimitus', or 'Ei alennusta' when there is no type or no value. */
export function describeDiscount(type: DiscountType | null, value: string | number | null): string {
  if (type === "free_shipping") return CAMPAIGN_TEXTS.discount.freeShipping;
  const amount = value === null || value === "" ? null : Number(value);
  if (type === null || amount === null || !Number.isFinite(amount)) return CAMPAIGN_TEXTS.discount.none;
  return type === "percentage" ? `${discountNumber(amount)} %` : `${discountNumber(amount)} €`;
}

/** The form's value of a stored discount: '20' for '20.00', '12,5' kept as '12.5' for the number input. */
export function discountValueText(value: string | null): string {
  if (value === null) return "";
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : "";
}
