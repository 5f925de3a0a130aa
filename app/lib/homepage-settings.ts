import { z } from "zod";
import { COMPANY } from "./company";

const bannerSchema = z.object({
  enabled: z.boolean().default(false),
  visible: z.boolean().default(false),
  image: z.string().default(""),
  imageAlt: z.string().default(""),
  link: z.string().default(""),
  format: z.enum(["wide", "square"]).default("wide"),
});
export type Banner = z.infer<typeof bannerSchema>;
export const BANNER_POSITIONS = ["top", "middle", "bottom"] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

const sectionSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  content: z.string(),
  visible: z.boolean().default(true),
});

export const DEFAULT_INTRO_TITLE = "Rengasalan ammattilainen Lohjalla vuodesta 1990";
export const DEFAULT_INTRO_TEXT =
  "Rengas-Kaarto on perheyritys, joka myy ja asentaa kesä- ja talvirenkaat, vanteet ja tarvikkeet. " +
  "Meiltä saat renkaanvaihdon, tasapainotuksen, korjaukset ja rengashotellin saman katon alta – " +
  "ilman ajanvarausta ja reilulla, paikallisella palvelulla.";
export const DEFAULT_SERVICES_TITLE = "Palvelumme";
export const DEFAULT_SERVICES_TEXT =
  "Hoidamme autosi renkaat kauden vaihteesta toiseen: myynti, asennus, säilytys ja huolto.";

export const homepageSettingsSchema = z.object({
  hero: z.object({
    mainHeading: z.string().default("Uudet renkaat, ilman ajanvarausta!"),
    title: z.string().default("Luotettavaa Rengaspalvelua"),
    subtitle: z.string().default(`Varmista renkaiden saatavuus ${COMPANY.phone}`),
    buttonText: z.string().default("Varaa aika"),
    contactButtonText: z.string().default("Ota yhteyttä"),
    kaartobottiButtonText: z.string().default("Kaartobotti"),
    financingButtonText: z.string().default("Hae rahoitusta"),
    mainHeadingVisible: z.boolean().default(true),
    titleVisible: z.boolean().default(true),
    subtitleVisible: z.boolean().default(true),
    buttonVisible: z.boolean().default(true),
    contactButtonVisible: z.boolean().default(true),
    kaartobottiButtonVisible: z.boolean().default(true),
    financingButtonVisible: z.boolean().default(true),
    image: z.string().default(""),
    imageAlt: z.string().default(""),
    imagePosition: z.string().default("top"),
  }).prefault({}),
  sections: z.array(sectionSchema).default([
    { id: "intro", title: DEFAULT_INTRO_TITLE, content: DEFAULT_INTRO_TEXT, visible: true },
    { id: "services", title: DEFAULT_SERVICES_TITLE, content: DEFAULT_SERVICES_TEXT, visible: true },
  ]),
  banners: z.object({
    top: bannerSchema.prefault({}),
    middle: bannerSchema.prefault({}),
    bottom: bannerSchema.prefault({}),
  }).prefault({}),
  financingCTA: z.object({
    visible: z.boolean().default(true),
    title: z.string().default("Renkaat nyt, maksa myöhemmin"),
    mainText: z.string().default(
      "Jaa rengas- ja vannehankinta tasaerille ilman kuluja 12 kuukauden ajalle.\n\n" +
        "Hakemus käsitellään verkossa muutamassa minuutissa, ja päätöksen saat heti.",
    ),
    highlightedText: z.string().default("0 % korko, 0 € avausmaksu"),
    buttonText: z.string().default("Hae rahoitusta"),
  }).prefault({}),
});
export type HomepageSettings = z.infer<typeof homepageSettingsSchema>;

export function defaultHomepageSettings(): HomepageSettings {
  return homepageSettingsSchema.parse({});
}
