/**
 * The homepage content editor ('Etusivun sisältö', spec admin.md "Homepage content editor"): its tabs and
 * their addresses, its texts, and how each tab's form reads into the input its schema checks. Pure, so
 * the routes, the browser's live preview and the tests share one copy.
 */
import {
  BANNER_POSITIONS,
  type BannerPosition,
  HERO_FLAGS,
  HERO_TEXTS,
  type HeroSettings,
  HOMEPAGE_LIMITS,
} from "./schema";

export const HOMEPAGE_EDITOR_PATH = "/admin/asetukset/etusivu";

export type HomepageTabSlug = "paaosio" | "kuva" | "ylabanneri" | "keskibanneri" | "alabanneri" | "osiot" | "rahoitus";

/** The tab buttons, in the spec's order. The legacy banner has a URL but no button. */
export const HOMEPAGE_TABS: readonly { slug: HomepageTabSlug; label: string }[] = [
  { slug: "paaosio", label: "Pääosio" },
  { slug: "kuva", label: "Pääosion kuva" },
  { slug: "ylabanneri", label: "Yläbanneri" },
  { slug: "keskibanneri", label: "Keskibanneri" },
  { slug: "alabanneri", label: "Alabanneri" },
  { slug: "osiot", label: "Sisältöosiot" },
  { slug: "rahoitus", label: "Rahoitusosio" },
];
export const LEGACY_BANNER_SLUG = "vanha-banneri";

export const BANNER_TAB: Record<BannerPosition, { slug: HomepageTabSlug; label: string }> = {
  top: { slug: "ylabanneri", label: "Yläbanneri" },
  middle: { slug: "keskibanneri", label: "Keskibanneri" },
  bottom: { slug: "alabanneri", label: "Alabanneri" },
};

export function tabPath(slug: string): string {
  return `${HOMEPAGE_EDITOR_PATH}/${slug}`;
}

export const HOMEPAGE_TEXTS = {
  saved: "Etusivun sisältö päivitetty onnistuneesti",
  unchanged: "Ei tallentamattomia muutoksia.",
  expired: "Kirjautuminen vanhentunut. Kirjaudu sisään uudelleen.",
  error: (error: string) => `Virhe: ${error}`,
  unknownError: "Tuntematon virhe",
  notLoggedIn: "Kirjaudu sisään muokataksesi etusivun sisältöä",
  imageDeleteError: "Virhe kuvan poistamisessa",
  imageDeleted: "Kuva poistettu",
  fixErrors: "Tarkista merkityt kentät.",
  loadFailed: "Failed to load homepage settings",
  updateFailed: "Failed to update homepage settings",
  uploadFailed: "Failed to upload image",
  deleteFailed: "Failed to delete image",
  metadataFailed: "Failed to update image metadata",
  save: "Tallenna muutokset",
  saving: "Tallennetaan...",
  preview: "Esikatsele",
  previewHeading: "Esikatselu",
  previewNote: "Näin kävijä näkee etusivun pääosion. Esikatselu ei tallenna mitään.",
  previewFromForm: "Esikatselu näyttää lähetetyt arvot. Muutokset eivät ole vielä tallessa.",
  unsaved: "Tallentamattomia muutoksia",
  legacyHeading: "Vanha yksittäinen banneri",
  close: "Sulje",
} as const;

export const HERO_TEXT_LABELS: Record<(typeof HERO_TEXTS)[number], string> = {
  mainHeading: "Pääotsikko",
  title: "Otsikko",
  subtitle: "Alaotsikko",
  buttonText: "Ajanvarauspainike",
  financingButtonText: "Rahoituspainike",
  contactButtonText: "Yhteydenottopainike",
  kaartobottiButtonText: "Kaartobotti-painike",
  catalogButtonText: "Renkaiden haku -painike",
  businessHoursButtonText: "Aukioloajat-painike",
};

export const HERO_TEXT_HINTS: Partial<Record<(typeof HERO_TEXTS)[number], string>> = {
  mainHeading: "Korostettu rivi otsikon yläpuolella.",
  subtitle: "Liikkeen puhelinnumero tekstissä muuttuu soittolinkiksi.",
  catalogButtonText: "Renkaiden haku näkyy aina.",
  businessHoursButtonText: "Kelluva painike etusivun vasemmassa alakulmassa.",
};

/** The section ids of the 'Sisältöosiot' tab and their names. */
export const SECTION_LABELS: Record<"intro" | "services", string> = {
  intro: "Esittelyosio",
  services: "Palveluosio",
};

// ---------------------------------------------------------------- reading the forms

/** What the forms read from: FormData or URLSearchParams. */
export type FormSource = { get(name: string): FormDataEntryValue | null };

/** The values a refused save or 'Esikatsele' sent back (Conform's `initialValue`), read like a form. */
export function submittedValues(values: Record<string, unknown>): FormSource {
  return {
    get: (name) => {
      const value = values[name];
      return typeof value === "string" ? value : null;
    },
  };
}

/** A text field's value ('' when absent or a file). */
export function formText(form: FormSource, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A checkbox: checked sends 'on' (or any value); unchecked sends nothing. */
export function formFlag(form: FormSource, name: string): boolean {
  const value = form.get(name);
  return typeof value === "string" && value !== "" && value !== "false" && value !== "off";
}

/** A text field that is left out when the browser did not send it (a disabled input). */
export function optionalFormText(form: FormSource, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The hero tab's input: every text and its flag. */
export function readHeroTextsForm(form: FormSource) {
  return {
    ...Object.fromEntries(HERO_TEXTS.map((name) => [name, formText(form, name)])),
    ...Object.fromEntries(HERO_FLAGS.map((name) => [name, formFlag(form, name)])),
  } as Record<(typeof HERO_TEXTS)[number], string> & Record<(typeof HERO_FLAGS)[number], boolean>;
}

export function readHeroImageForm(form: FormSource, image: string) {
  return { image, imageAlt: formText(form, "imageAlt"), imagePosition: formText(form, "imagePosition") };
}

export type HeroTextsFormValues = ReturnType<typeof readHeroTextsForm>;
export type HeroImageFormValues = ReturnType<typeof readHeroImageForm>;

/**
 * The hero as the preview shows it: the stored hero with the form's texts and flags laid over it (the
 * values of the form being typed, or the ones submitted with 'Esikatsele'). Texts are cut to their
 * limits so a preview never grows without bound.
 */
export function previewHeroTexts(stored: HeroSettings, values: HeroTextsFormValues): HeroSettings {
  const texts = Object.fromEntries(HERO_TEXTS.map((name) => [name, values[name].slice(0, HOMEPAGE_LIMITS.subtitle)]));
  const flags = Object.fromEntries(HERO_FLAGS.map((name) => [name, values[name]]));
  return { ...stored, ...texts, ...flags };
}

/** The same for the hero image tab; `image` may be a local preview address of a file not yet sent. */
export function previewHeroImage(stored: HeroSettings, values: HeroImageFormValues): HeroSettings {
  return {
    ...stored,
    image: values.image,
    imageAlt: values.imageAlt.slice(0, HOMEPAGE_LIMITS.alt),
    imagePosition: values.imagePosition === "bottom" ? "bottom" : "top",
  };
}

export function isBannerTabSlug(slug: string): boolean {
  return BANNER_POSITIONS.some((position) => BANNER_TAB[position].slug === slug);
}
