/**
 * How a checked input becomes the next settings document. Each editor tab owns one slice (the hero's
 * texts, the hero image, one banner, the two content sections, the financing section, the legacy
 * banner) and replaces only that slice, so one tab's save never overwrites another's fields. The JSON
 * call PUT /api/homepage-settings goes through the same slices (`applySettingsInput`). Pure.
 */
import { type BannerFormInput, applyBannerForm } from "./banners.rules";
import {
  type BannerPosition,
  BANNER_POSITIONS,
  type HomepageSection,
  type HomepageSettings,
  HOMEPAGE_LIMITS,
  INPUT_TEXTS,
  bannerInputSchema,
  fieldErrors,
  financingInputSchema,
  heroImageInputSchema,
  heroTextsInputSchema,
  legacyBannerInputSchema,
  sectionInputSchema,
} from "./schema";
import type { z } from "zod";

export type HeroTextsValue = z.infer<typeof heroTextsInputSchema>;
export type HeroImageValue = z.infer<typeof heroImageInputSchema>;
export type SectionValue = z.infer<typeof sectionInputSchema>;
export type FinancingValue = z.infer<typeof financingInputSchema>;
export type LegacyBannerValue = z.infer<typeof legacyBannerInputSchema>;

export function withHeroTexts(current: HomepageSettings, texts: HeroTextsValue): HomepageSettings {
  return { ...current, hero: { ...current.hero, ...texts } };
}

export function withHeroImage(current: HomepageSettings, image: HeroImageValue): HomepageSettings {
  return { ...current, hero: { ...current.hero, ...image } };
}

/** The given sections replace the ones with the same id; new ids are added; others stay as they were. */
export function withSections(current: HomepageSettings, sections: SectionValue[]): HomepageSettings {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const kept: HomepageSection[] = current.sections.map((section) => byId.get(section.id) ?? section);
  const added = sections.filter((section) => !current.sections.some((existing) => existing.id === section.id));
  return { ...current, sections: [...kept, ...added] };
}

export function withFinancing(current: HomepageSettings, financing: FinancingValue): HomepageSettings {
  return { ...current, financingCTA: financing };
}

export function withLegacyBanner(current: HomepageSettings, banner: LegacyBannerValue): HomepageSettings {
  return { ...current, legacyBanner: banner };
}

export function withBanner(current: HomepageSettings, position: BannerPosition, banner: HomepageSettings["banners"][BannerPosition]): HomepageSettings {
  return { ...current, banners: { ...current.banners, [position]: banner } };
}

// ---------------------------------------------------------------- PUT /api/homepage-settings

export type SettingsInputResult = { ok: true; settings: HomepageSettings } | { ok: false; errors: Record<string, string> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function prefixed(prefix: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key === "form" ? prefix : `${prefix}.${key}`, message]));
}

const pick = <T extends object>(source: T, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, (source as Record<string, unknown>)[key]]));

const HERO_IMAGE_KEYS = ["image", "imageAlt", "imagePosition"] as const;

/**
 * `{ homepageSettings }` of PUT /api/homepage-settings: each top-level part that is present is merged
 * field by field over the stored one and checked like its tab's form; `sections` replaces the list.
 * Parts left out stay as they are, so a client that knows only some fields cannot erase the others.
 * Banners follow the banner rules against their stored state.
 */
export function applySettingsInput(current: HomepageSettings, body: unknown): SettingsInputResult {
  if (!isObject(body)) return { ok: false, errors: { homepageSettings: INPUT_TEXTS.choice } };
  const errors: Record<string, string> = {};
  let next = current;

  if ("hero" in body) {
    if (!isObject(body.hero)) errors.hero = INPUT_TEXTS.choice;
    else {
      const merged = { ...current.hero, ...body.hero };
      const texts = heroTextsInputSchema.safeParse(merged);
      const image = heroImageInputSchema.safeParse(pick(merged, HERO_IMAGE_KEYS));
      if (!texts.success) Object.assign(errors, prefixed("hero", fieldErrors(texts.error)));
      if (!image.success) Object.assign(errors, prefixed("hero", fieldErrors(image.error)));
      if (texts.success && image.success) next = withHeroImage(withHeroTexts(next, texts.data), image.data);
    }
  }

  if ("sections" in body) {
    const list = body.sections;
    if (!Array.isArray(list)) errors.sections = INPUT_TEXTS.choice;
    else if (list.length > HOMEPAGE_LIMITS.sections) errors.sections = INPUT_TEXTS.tooManySections;
    else {
      const parsed = list.map((section) => sectionInputSchema.safeParse(section));
      parsed.forEach((result, index) => {
        if (!result.success) Object.assign(errors, prefixed(`sections.${index}`, fieldErrors(result.error)));
      });
      if (parsed.every((result) => result.success)) next = { ...next, sections: parsed.map((result) => result.data!) };
    }
  }

  if ("banners" in body) {
    if (!isObject(body.banners)) errors.banners = INPUT_TEXTS.choice;
    else {
      for (const position of BANNER_POSITIONS) {
        const given = body.banners[position];
        if (given === undefined) continue;
        const key = `banners.${position}`;
        if (!isObject(given)) {
          errors[key] = INPUT_TEXTS.choice;
          continue;
        }
        const stored = current.banners[position];
        const parsed = bannerInputSchema.safeParse({ ...stored, ...given });
        if (!parsed.success) {
          Object.assign(errors, prefixed(key, fieldErrors(parsed.error)));
          continue;
        }
        const result = applyBannerForm(stored, parsed.data satisfies BannerFormInput);
        if (result.ok) next = withBanner(next, position, result.banner);
        else errors[`${key}.${result.field}`] = result.error;
      }
    }
  }

  if ("legacyBanner" in body) {
    if (!isObject(body.legacyBanner)) errors.legacyBanner = INPUT_TEXTS.choice;
    else {
      const parsed = legacyBannerInputSchema.safeParse({ ...current.legacyBanner, ...body.legacyBanner });
      if (parsed.success) next = withLegacyBanner(next, parsed.data);
      else Object.assign(errors, prefixed("legacyBanner", fieldErrors(parsed.error)));
    }
  }

  if ("financingCTA" in body) {
    if (!isObject(body.financingCTA)) errors.financingCTA = INPUT_TEXTS.choice;
    else {
      const parsed = financingInputSchema.safeParse({ ...current.financingCTA, ...body.financingCTA });
      if (parsed.success) next = withFinancing(next, parsed.data);
      else Object.assign(errors, prefixed("financingCTA", fieldErrors(parsed.error)));
    }
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings: next };
}
