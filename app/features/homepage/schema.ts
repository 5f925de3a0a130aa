/**
 * The homepage settings document (spec admin.md "Homepage settings", public-site.md "Homepage settings
 * (read side)"): one JSON document in `homepage_settings`.
 *
 * Two schemas:
 * - `homepageSettingsSchema` READS what is stored, tolerantly: a missing or unreadable field gets its
 *   default on its own (`.catch`), so one bad value never costs the rest of the document, and documents
 *   written before a field existed (e.g. the legacy banner) read with that field's default.
 * - the `*InputSchema`s below CHECK what an admin writes (forms and the JSON calls): bounded lengths,
 *   image addresses and banner links that are safe to render, a visible text that is not empty.
 *
 * Hero fields are the union of both specs (decision 0019): the admin spec's catalog and opening-hours
 * buttons and the public hero's Kaartobotti button are all kept.
 */
import { z } from "zod";
import { COMPANY } from "~/content/company";
import { ALT_MAX_LENGTH, isImageAddress } from "~/features/images/rules";

export const BANNER_POSITIONS = ["top", "middle", "bottom"] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const BANNER_FORMATS = ["wide", "square"] as const;
export type BannerFormat = (typeof BANNER_FORMATS)[number];
export const HERO_IMAGE_POSITIONS = ["top", "bottom"] as const;
export type HeroImagePosition = (typeof HERO_IMAGE_POSITIONS)[number];

export function isBannerPosition(value: unknown): value is BannerPosition {
  return typeof value === "string" && (BANNER_POSITIONS as readonly string[]).includes(value);
}

/** Longest texts an admin may store (characters). */
export const HOMEPAGE_LIMITS = {
  heading: 150,
  subtitle: 300,
  button: 60,
  sectionTitle: 150,
  sectionContent: 5000,
  ctaText: 3000,
  highlighted: 200,
  alt: ALT_MAX_LENGTH,
  link: 2000,
  sections: 20,
} as const;

export const DEFAULT_INTRO_TITLE = "Rengasalan ammattilainen Lohjalla vuodesta 1990";
export const DEFAULT_INTRO_TEXT =
  "Rengas-Kaarto on perheyritys, joka myy ja asentaa kesä- ja talvirenkaat, vanteet ja tarvikkeet. " +
  "Meiltä saat renkaanvaihdon, tasapainotuksen, korjaukset ja rengashotellin saman katon alta – " +
  "ilman ajanvarausta ja reilulla, paikallisella palvelulla.";
export const DEFAULT_SERVICES_TITLE = "Palvelumme";
export const DEFAULT_SERVICES_TEXT = "Hoidamme autosi renkaat kauden vaihteesta toiseen: myynti, asennus, säilytys ja huolto.";

/**
 * The hero's texts, each with the flag that shows it (default true). `catalogButtonText` labels the tyre
 * search link, which the public spec shows always: it has no flag.
 */
export const HERO_TEXT_DEFAULTS = {
  mainHeading: "Uudet renkaat, ilman ajanvarausta!",
  title: "Luotettavaa Rengaspalvelua",
  subtitle: `Varmista renkaiden saatavuus ${COMPANY.phone}`,
  buttonText: "Varaa aika",
  financingButtonText: "Hae rahoitusta",
  contactButtonText: "Ota yhteyttä",
  kaartobottiButtonText: "Kaartobotti",
  catalogButtonText: "Hae renkaita",
  businessHoursButtonText: "Aukioloajat",
} as const;
export type HeroTextName = keyof typeof HERO_TEXT_DEFAULTS;

export const HERO_FLAG_OF = {
  mainHeading: "mainHeadingVisible",
  title: "titleVisible",
  subtitle: "subtitleVisible",
  buttonText: "buttonVisible",
  financingButtonText: "financingButtonVisible",
  contactButtonText: "contactButtonVisible",
  kaartobottiButtonText: "kaartobottiButtonVisible",
  catalogButtonText: null,
  businessHoursButtonText: "businessHoursButtonVisible",
} as const satisfies Record<HeroTextName, string | null>;
export type HeroFlagName = Exclude<(typeof HERO_FLAG_OF)[HeroTextName], null>;
export const HERO_FLAGS = Object.values(HERO_FLAG_OF).filter((flag): flag is HeroFlagName => flag !== null);
export const HERO_TEXTS = Object.keys(HERO_TEXT_DEFAULTS) as HeroTextName[];

export const HERO_TEXT_MAX: Record<HeroTextName, number> = {
  mainHeading: HOMEPAGE_LIMITS.heading,
  title: HOMEPAGE_LIMITS.heading,
  subtitle: HOMEPAGE_LIMITS.subtitle,
  buttonText: HOMEPAGE_LIMITS.button,
  financingButtonText: HOMEPAGE_LIMITS.button,
  contactButtonText: HOMEPAGE_LIMITS.button,
  kaartobottiButtonText: HOMEPAGE_LIMITS.button,
  catalogButtonText: HOMEPAGE_LIMITS.button,
  businessHoursButtonText: HOMEPAGE_LIMITS.button,
};

export const FINANCING_DEFAULTS = {
  visible: true,
  title: "Renkaat nyt, maksa myöhemmin",
  mainText:
    "Jaa rengas- ja vannehankinta tasaerille ilman kuluja 12 kuukauden ajalle.\n\n" +
    "Hakemus käsitellään verkossa muutamassa minuutissa, ja päätöksen saat heti.",
  highlightedText: "0 % korko, 0 € avausmaksu",
  buttonText: "Hae rahoitusta",
};

// ---------------------------------------------------------------- reading what is stored

const text = (fallback: string) => z.string().catch(fallback);
const flag = (fallback: boolean) => z.boolean().catch(fallback);

/** An object whose fields fall back one by one, and that is all defaults when it is not an object. */
function tolerant<S extends z.ZodRawShape>(shape: S) {
  const object = z.object(shape);
  return object.catch(() => object.parse({}));
}

const storedHero = tolerant({
  ...(Object.fromEntries(HERO_TEXTS.map((name) => [name, text(HERO_TEXT_DEFAULTS[name])])) as {
    [K in HeroTextName]: z.ZodCatch<z.ZodString>;
  }),
  ...(Object.fromEntries(HERO_FLAGS.map((name) => [name, flag(true)])) as {
    [K in HeroFlagName]: z.ZodCatch<z.ZodBoolean>;
  }),
  image: text(""),
  imageAlt: text(""),
  // Only 'bottom' means something to the hero; anything else is the background image.
  imagePosition: z.enum(HERO_IMAGE_POSITIONS).catch("top"),
});

const storedBanner = tolerant({
  enabled: flag(false),
  visible: flag(false),
  image: text(""),
  imageAlt: text(""),
  link: text(""),
  format: z.enum(BANNER_FORMATS).catch("wide"),
});
export type Banner = z.infer<typeof storedBanner>;

const storedLegacyBanner = tolerant({
  image: text(""),
  imageAlt: text(""),
  link: text(""),
  visible: flag(false),
  position: z.enum(BANNER_POSITIONS).catch("top"),
});
export type LegacyBanner = z.infer<typeof storedLegacyBanner>;

const storedSection = z.object({
  id: z.string().min(1),
  title: text(""),
  content: text(""),
  visible: flag(true),
});
export type HomepageSection = z.infer<typeof storedSection>;

export const CONTENT_SECTION_IDS = ["intro", "services"] as const;
export type ContentSectionId = (typeof CONTENT_SECTION_IDS)[number];

export function defaultSections(): HomepageSection[] {
  return [
    {
      id: "intro",
      title: DEFAULT_INTRO_TITLE,
      content: DEFAULT_INTRO_TEXT,
      visible: true,
    },
    {
      id: "services",
      title: DEFAULT_SERVICES_TITLE,
      content: DEFAULT_SERVICES_TEXT,
      visible: true,
    },
  ];
}

/** No list: the defaults; a list: its readable entries (an unreadable entry is dropped, not the list). */
const storedSections = z
  .array(z.unknown())
  .nullable()
  .catch(null)
  .transform((value): HomepageSection[] => {
    if (value === null) return defaultSections();
    return value.flatMap((item) => {
      const parsed = storedSection.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  });

const storedFinancing = tolerant({
  visible: flag(FINANCING_DEFAULTS.visible),
  title: text(FINANCING_DEFAULTS.title),
  mainText: text(FINANCING_DEFAULTS.mainText),
  highlightedText: text(FINANCING_DEFAULTS.highlightedText),
  buttonText: text(FINANCING_DEFAULTS.buttonText),
});

const documentSchema = z.object({
  hero: storedHero,
  sections: storedSections,
  banners: tolerant({
    top: storedBanner,
    middle: storedBanner,
    bottom: storedBanner,
  }),
  legacyBanner: storedLegacyBanner,
  financingCTA: storedFinancing,
});

export const homepageSettingsSchema = documentSchema.catch(() => documentSchema.parse({}));
export type HomepageSettings = z.infer<typeof documentSchema>;
export type HeroSettings = HomepageSettings["hero"];
export type FinancingSettings = HomepageSettings["financingCTA"];

export function defaultHomepageSettings(): HomepageSettings {
  return homepageSettingsSchema.parse({});
}

/** Whatever is stored, as a complete document. Never throws. */
export function readHomepageSettings(stored: unknown): HomepageSettings {
  return homepageSettingsSchema.parse(stored ?? {});
}

// ---------------------------------------------------------------- checking what an admin writes

export const INPUT_TEXTS = {
  tooLong: (max: number) => `Enintään ${max} merkkiä`,
  required: "Kirjoita teksti tai piilota se",
  requiredTitle: "Otsikko on pakollinen, kun osio näkyy",
  image: "Kuvan pitää olla kuvapankin kuva tai https://-osoite",
  link: "Linkin täytyy olla verkko-osoite (https://…) tai sivuston polku (/…)",
  choice: "Valitse jokin vaihtoehdoista",
  flag: "Arvon täytyy olla true tai false",
  sectionId: "Osion tunniste puuttuu",
  tooManySections: `Enintään ${HOMEPAGE_LIMITS.sections} osiota`,
} as const;

/**
 * A banner link: empty (no link), a path on this site ('/renkaat?type=winter', not '//…'), or an http(s)
 * URL. `javascript:` and the like are refused: the link is rendered as an `href`.
 */
export function isBannerLink(value: string): boolean {
  if (value === "") return true;
  if (value.length > HOMEPAGE_LIMITS.link || /\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const boundedText = (max: number) =>
  z
    .string({ error: INPUT_TEXTS.tooLong(max) })
    .trim()
    .max(max, INPUT_TEXTS.tooLong(max));
/** Texts whose line breaks mean paragraphs: Windows line ends become '\n'. */
export const boundedLongText = (max: number) =>
  z
    .string({ error: INPUT_TEXTS.tooLong(max) })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, INPUT_TEXTS.tooLong(max)));
export const booleanInput = z.boolean({ error: INPUT_TEXTS.flag });
/** '' (no image) or an image address that is safe to render. */
export const imageAddressInput = z
  .string({ error: INPUT_TEXTS.image })
  .trim()
  .refine((value) => value === "" || isImageAddress(value), INPUT_TEXTS.image);
export const bannerLinkInput = z.string({ error: INPUT_TEXTS.link }).trim().refine(isBannerLink, INPUT_TEXTS.link);
export const altInput = boundedText(HOMEPAGE_LIMITS.alt);

/** A text the visitor sees must say something; a hidden one may be empty. */
export function requireShownHeroTexts(hero: Readonly<Record<string, unknown>>, context: z.RefinementCtx) {
  for (const name of HERO_TEXTS) {
    const flagName = HERO_FLAG_OF[name];
    const shown = flagName === null || hero[flagName];
    if (shown && hero[name] === "")
      context.addIssue({
        code: "custom",
        path: [name],
        message: INPUT_TEXTS.required,
      });
  }
}

/**
 * The hero's texts and flags read by the given fields: the JSON API's (every field present) or the
 * editor form's (editor.schema.ts: an emptied text or an unticked box is not sent, and defaults).
 */
export function heroTextsSchemaOf<Text extends z.ZodType<string>, Flag extends z.ZodType<boolean>>(text: (max: number) => Text, flag: Flag) {
  return z
    .object({
      ...(Object.fromEntries(HERO_TEXTS.map((name) => [name, text(HERO_TEXT_MAX[name])])) as { [K in HeroTextName]: Text }),
      ...(Object.fromEntries(HERO_FLAGS.map((name) => [name, flag])) as { [K in HeroFlagName]: Flag }),
    })
    .superRefine(requireShownHeroTexts);
}

export const heroTextsInputSchema = heroTextsSchemaOf(boundedText, booleanInput);
export type HeroTextsInput = z.infer<typeof heroTextsInputSchema>;

export const heroImageInputSchema = z.object({
  image: imageAddressInput,
  imageAlt: altInput,
  imagePosition: z.enum(HERO_IMAGE_POSITIONS, { error: INPUT_TEXTS.choice }),
});
export type HeroImageInput = z.infer<typeof heroImageInputSchema>;

export const bannerInputSchema = z.object({
  enabled: booleanInput,
  visible: booleanInput,
  image: imageAddressInput,
  imageAlt: altInput,
  link: bannerLinkInput,
  format: z.enum(BANNER_FORMATS, { error: INPUT_TEXTS.choice }),
});

export const legacyBannerInputSchema = z.object({
  image: imageAddressInput,
  imageAlt: altInput,
  link: bannerLinkInput,
  visible: booleanInput,
  position: z.enum(BANNER_POSITIONS, { error: INPUT_TEXTS.choice }),
});

export function requireVisibleSectionTitle(section: { title: string; visible: boolean }, context: z.RefinementCtx) {
  if (section.visible && section.title === "")
    context.addIssue({
      code: "custom",
      path: ["title"],
      message: INPUT_TEXTS.requiredTitle,
    });
}

export const sectionInputSchema = z
  .object({
    id: z.string({ error: INPUT_TEXTS.sectionId }).trim().min(1, INPUT_TEXTS.sectionId).max(50),
    title: boundedText(HOMEPAGE_LIMITS.sectionTitle),
    content: boundedLongText(HOMEPAGE_LIMITS.sectionContent),
    visible: booleanInput,
  })
  .superRefine(requireVisibleSectionTitle);

export function requireVisibleFinancing(cta: { visible: boolean; title: string; buttonText: string }, context: z.RefinementCtx) {
  if (!cta.visible) return;
  if (cta.title === "")
    context.addIssue({
      code: "custom",
      path: ["title"],
      message: INPUT_TEXTS.requiredTitle,
    });
  if (cta.buttonText === "")
    context.addIssue({
      code: "custom",
      path: ["buttonText"],
      message: INPUT_TEXTS.required,
    });
}

export const financingInputSchema = z
  .object({
    visible: booleanInput,
    title: boundedText(HOMEPAGE_LIMITS.sectionTitle),
    mainText: boundedLongText(HOMEPAGE_LIMITS.ctaText),
    highlightedText: boundedText(HOMEPAGE_LIMITS.highlighted),
    buttonText: boundedText(HOMEPAGE_LIMITS.button),
  })
  .superRefine(requireVisibleFinancing);

/** The first message per field of a failed check, keyed by the field's path ('hero.title', 'title'). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
