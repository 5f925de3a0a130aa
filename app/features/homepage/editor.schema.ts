/**
 * The front-page editor's forms as Conform reads them (decision 0033): each tab's fields, built from the
 * input checks in schema.ts, which the JSON API shares.
 */
import { z } from "zod";
import {
  BANNER_FORMATS,
  BANNER_POSITIONS,
  HERO_IMAGE_POSITIONS,
  HOMEPAGE_LIMITS,
  INPUT_TEXTS,
  bannerLinkInput,
  booleanInput,
  boundedLongText,
  boundedText,
  heroTextsSchemaOf,
  imageAddressInput,
  requireVisibleFinancing,
  requireVisibleSectionTitle,
} from "./schema";

/*
 * The same checks as the inputs of schema.ts, for the editor's forms as a browser posts them: an emptied text
 * field and an unticked checkbox are not sent (Conform reads them as missing), so they default to '' and
 * false. Conform parses these in the browser and the tab's action parses them again.
 */
const formText = (max: number) => boundedText(max).default("");
const formLongText = (max: number) => boundedLongText(max).default("");
const formFlag = booleanInput.default(false);

export const heroTextsFormSchema = heroTextsSchemaOf(formText, formFlag);

export const CONTENT_FORM_SECTIONS = ["intro", "services"] as const;

const sectionFormSchema = z
  .object({
    title: formText(HOMEPAGE_LIMITS.sectionTitle),
    content: formLongText(HOMEPAGE_LIMITS.sectionContent),
    visible: formFlag,
  })
  .superRefine(requireVisibleSectionTitle);

/** 'Sisältöosiot': fields `intro.title`, `intro.content`, `intro.visible`, the same for `services`. */
export const sectionsFormSchema = z.object({
  intro: sectionFormSchema.default({ title: "", content: "", visible: false }),
  services: sectionFormSchema.default({ title: "", content: "", visible: false }),
});

export const heroImageFormSchema = z.object({
  /** The address the image field resolved to (the action sets it: an upload, a pick or the kept one). */
  image: imageAddressInput.default(""),
  imageAlt: formText(HOMEPAGE_LIMITS.alt),
  imagePosition: z.enum(HERO_IMAGE_POSITIONS, { error: INPUT_TEXTS.choice }),
});

/** One banner's form. Its link is checked by the banner rules (it may change only while the banner is on). */
export const bannerFormSchema = z.object({
  image: imageAddressInput.default(""),
  imageAlt: formText(HOMEPAGE_LIMITS.alt),
  format: z.enum(BANNER_FORMATS, { error: INPUT_TEXTS.choice }),
  enabled: formFlag,
  visible: formFlag,
  /** As sent; the action hands it to the banner rules, which check it. */
  link: z.string().optional(),
});

export const legacyBannerFormSchema = z.object({
  image: imageAddressInput.default(""),
  imageAlt: formText(HOMEPAGE_LIMITS.alt),
  link: bannerLinkInput.default(""),
  visible: formFlag,
  position: z.enum(BANNER_POSITIONS, { error: INPUT_TEXTS.choice }),
});

export const financingFormSchema = z
  .object({
    visible: formFlag,
    title: formText(HOMEPAGE_LIMITS.sectionTitle),
    mainText: formLongText(HOMEPAGE_LIMITS.ctaText),
    highlightedText: formText(HOMEPAGE_LIMITS.highlighted),
    buttonText: formText(HOMEPAGE_LIMITS.button),
  })
  .superRefine(requireVisibleFinancing);
