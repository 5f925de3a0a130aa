/**
 * What the tabs of the homepage content editor (/admin/asetukset/etusivu/*) do besides rendering: each
 * tab's loader data and its form's action. A save replaces only that tab's slice of the settings
 * (app/features/homepage/rules.ts) and redirects back with the toast 'Etusivun sisältö päivitetty
 * onnistuneesti'; a refused save answers with everything that was submitted (nothing typed is lost);
 * 'Esikatsele' answers with the submitted form and saves nothing.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { BANNER_TEXTS, applyBannerChange, applyBannerForm } from "~/features/homepage/banners.rules";
import {
  BANNER_TAB,
  HOMEPAGE_TEXTS as T,
  LEGACY_BANNER_SLUG,
  type FormSource,
  formText,
  optionalFormText,
  tabPath,
} from "~/features/homepage/editor.rules";
import { type BannerPosition } from "~/features/homepage/schema";
import { bannerFormSchema, CONTENT_FORM_SECTIONS, financingFormSchema, heroImageFormSchema, heroTextsFormSchema, legacyBannerFormSchema, sectionsFormSchema } from "~/features/homepage/editor.schema";
import { withBanner, withFinancing, withHeroImage, withHeroTexts, withLegacyBanner, withSections } from "~/features/homepage/rules";
import type { ImageCategory } from "~/features/images/rules";
import { getImageRecord, imageIdFromUrl, loadImageChoices } from "~/features/images/model.server";
import { type SettingsChange, changeHomepageSettings, getHomepageSettingsVersion } from "~/features/homepage/model.server";
import { readUploadForm, resolveImageFields } from "~/features/images/image-fields.server";
import { redirectWithToast } from "~/services/toast.server";

/** The biggest of the editor's forms has a dozen fields and one image field. */
export const EDITOR_FORM_LIMITS = { form: { maxFields: 40, maxIndex: 0 } };
const UPLOAD_LIMITS = { maxFields: 40, maxIndex: 0 };

/**
 * A tab's answer when it does not redirect: Conform's result (what was sent and its errors, the form's
 * lastResult) and whether 'Esikatsele' asked for the preview.
 */
export type EditorAnswer = { result: SubmissionResult<string[]>; preview: boolean };

/** The answer of the banner link saved on blur: shown in place for a moment. */
export type LinkAnswer = { notice: { type: "success" | "error"; message: string } };

function replied(
  submission: Submission<unknown>,
  status: number,
  options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; preview?: boolean } = {},
) {
  const { preview = false, ...extra } = options;
  return data<EditorAnswer>({ result: submission.reply(extra), preview }, { status });
}

/** A submission the schema refused: its field errors and 'Tarkista merkityt kentät.' above them. */
const refusedSubmission = (submission: Submission<unknown>) => replied(submission, 400, { formErrors: [T.fixErrors] });

/**
 * Saves through `change`; a refusal of the rules comes back as that field's error (and the form's
 * message), a failure of the database as 'Virhe: Failed to update homepage settings' (spec's message and
 * fallback); a save that changes nothing is not a success, as the hours and the price list say it.
 */
async function persistSubmission(
  slug: string,
  submission: Submission<unknown>,
  change: SettingsChange<{ field: string; error: string }>,
  formatError: (message: string) => string = T.error,
) {
  try {
    const outcome = await changeHomepageSettings(change);
    if (!outcome.ok) {
      const { field, error } = outcome.error;
      return replied(submission, 400, { formErrors: [error], fieldErrors: { [field]: [error] } });
    }
    if (!outcome.changed) return replied(submission, 400, { formErrors: [T.unchanged] });
  } catch (error) {
    console.error(T.updateFailed, error);
    return replied(submission, 500, { formErrors: [formatError(T.updateFailed)] });
  }
  return saved(slug);
}

const saved = (slug: string) => redirectWithToast(tabPath(slug), { type: "success", message: T.saved });

/** The alt text of a library image, to offer when the admin gave none. */
async function libraryAlt(url: string): Promise<string> {
  const id = imageIdFromUrl(url);
  return id === null ? "" : ((await getImageRecord(id))?.alt ?? "");
}

// ---------------------------------------------------------------- loaders

export async function loadEditorTab(imageCategory?: ImageCategory) {
  const { settings, updatedAt } = await getHomepageSettingsVersion();
  return { settings, version: updatedAt ?? "default", imageChoices: imageCategory ? await loadImageChoices(imageCategory) : [] };
}

// ---------------------------------------------------------------- Pääosio: texts and flags

export function saveHeroTexts(form: FormData) {
  const submission = parseWithZod(form, { schema: heroTextsFormSchema });
  // 'Esikatsele' answers with what was typed (and its errors) and saves nothing.
  if (formText(form, "intent") === "preview") return replied(submission, 200, { preview: true });
  if (submission.status !== "success") return refusedSubmission(submission);
  const texts = submission.value;
  return persistSubmission("paaosio", submission, (current) => ({ ok: true, settings: withHeroTexts(current, texts) }));
}

// ---------------------------------------------------------------- Pääosion kuva

export async function saveHeroImage(request: Request) {
  const form = await readUploadForm(request, UPLOAD_LIMITS);
  if (formText(form, "intent") === "delete") return deleteHeroImage();
  const images = await resolveImageFields(form, [{ name: "image", category: "hero" }]);
  const image = typeof images.values.image === "string" ? images.values.image : "";
  // The schema checks the address the image field resolved to: an upload, a pick or the kept image.
  form.set("image", image);
  if (images.errors.image) {
    const submission = parseWithZod(form, { schema: heroImageFormSchema });
    return replied(submission, 400, { formErrors: [T.fixErrors], fieldErrors: { image: [images.errors.image] } });
  }
  // A new image without an alt text of its own takes the one given with the upload or in the library.
  const { settings } = await getHomepageSettingsVersion();
  if (image && image !== settings.hero.image && formText(form, "imageAlt").trim() === "") {
    form.set("imageAlt", formText(form, "image__alt").trim() || (await libraryAlt(image)));
  }
  const submission = parseWithZod(form, { schema: heroImageFormSchema });
  if (formText(form, "intent") === "preview") return replied(submission, 200, { preview: true });
  if (submission.status !== "success") return refusedSubmission(submission);
  const input = submission.value;
  return persistSubmission("kuva", submission, (current) => ({ ok: true, settings: withHeroImage(current, input) }));
}

/** 'Poista kuva': clears the hero image and saves (spec: removing also saves the settings). */
export async function deleteHeroImage() {
  try {
    await changeHomepageSettings((current) => ({ ok: true, settings: withHeroImage(current, { ...current.hero, image: "", imageAlt: "" }) }));
  } catch (error) {
    console.error(T.deleteFailed, error);
    return redirectWithToast(tabPath("kuva"), { type: "error", message: T.imageDeleteError });
  }
  return redirectWithToast(tabPath("kuva"), { type: "success", message: T.imageDeleted });
}

// ---------------------------------------------------------------- banners

export async function saveBanner(request: Request, position: BannerPosition) {
  const slug = BANNER_TAB[position].slug;
  const form = await readUploadForm(request, UPLOAD_LIMITS);
  const intent = formText(form, "intent");
  if (intent === "delete") return deleteBannerImageForm(position);
  if (intent === "link") return saveBannerLink(position, form);

  const images = await resolveImageFields(form, [{ name: "image", category: `banner-${position}` }]);
  const image = typeof images.values.image === "string" ? images.values.image : "";
  // The schema checks the address the image field resolved to: an upload, a pick or the kept image.
  form.set("image", image);
  if (images.errors.image) {
    const message = BANNER_TEXTS.uploadAlert(images.errors.image);
    const submission = parseWithZod(form, { schema: bannerFormSchema });
    return replied(submission, 400, { formErrors: [message], fieldErrors: { image: [images.errors.image] } });
  }
  const { settings } = await getHomepageSettingsVersion();
  if (image && image !== settings.banners[position].image && formText(form, "imageAlt").trim() === "") {
    form.set("imageAlt", formText(form, "image__alt").trim() || (await libraryAlt(image)));
  }
  const submission = parseWithZod(form, { schema: bannerFormSchema });
  if (submission.status !== "success") return refusedSubmission(submission);
  // The link is read as sent: a disabled link field sends nothing, which keeps the stored link.
  const input = { ...submission.value, link: optionalFormText(form, "link") };
  return persistSubmission(
    slug,
    submission,
    (current) => {
      const result = applyBannerForm(current.banners[position], input);
      if (!result.ok) return { ok: false, error: { field: result.field, error: result.error } };
      return { ok: true, settings: withBanner(current, position, result.banner) };
    },
    (message) => BANNER_TEXTS.updateAlert(message),
  );
}

/** The link field saved on its own when it loses focus (JavaScript): answers in place, no reload. */
async function saveBannerLink(position: BannerPosition, form: FormSource) {
  const link = formText(form, "link");
  const answer = (notice: LinkAnswer["notice"], status = 200) => data<LinkAnswer>({ notice }, { status });
  try {
    const outcome = await changeHomepageSettings((current) => {
      const result = applyBannerChange(current.banners[position], { field: "link", value: link });
      return result.ok ? { ok: true, settings: withBanner(current, position, result.banner) } : { ok: false, error: result.error };
    });
    if (!outcome.ok) return answer({ type: "error", message: outcome.error }, 400);
  } catch (error) {
    console.error(BANNER_TEXTS.updateFailed, error);
    return answer({ type: "error", message: BANNER_TEXTS.updateAlert(BANNER_TEXTS.updateFailed) }, 500);
  }
  return answer({ type: "success", message: BANNER_TEXTS.linkSaved });
}

async function deleteBannerImageForm(position: BannerPosition) {
  const back = tabPath(BANNER_TAB[position].slug);
  try {
    await changeHomepageSettings((current) => {
      const result = applyBannerChange(current.banners[position], { field: "deleteImage" });
      return result.ok ? { ok: true, settings: withBanner(current, position, result.banner) } : { ok: false, error: result.error };
    });
  } catch (error) {
    console.error(BANNER_TEXTS.deleteFailed, error);
    return redirectWithToast(back, { type: "error", message: BANNER_TEXTS.deleteAlert(BANNER_TEXTS.deleteFailed) });
  }
  return redirectWithToast(back, { type: "success", message: BANNER_TEXTS.deleted });
}

// ---------------------------------------------------------------- Sisältöosiot

export function saveSections(form: FormData) {
  const submission = parseWithZod(form, { schema: sectionsFormSchema });
  if (submission.status !== "success") return refusedSubmission(submission);
  const value = submission.value;
  const sections = CONTENT_FORM_SECTIONS.map((id) => ({ id, ...value[id] }));
  return persistSubmission("osiot", submission, (current) => ({ ok: true, settings: withSections(current, sections) }));
}

// ---------------------------------------------------------------- Rahoitusosio

export function saveFinancing(form: FormData) {
  const submission = parseWithZod(form, { schema: financingFormSchema });
  if (submission.status !== "success") return refusedSubmission(submission);
  const financing = submission.value;
  return persistSubmission("rahoitus", submission, (current) => ({ ok: true, settings: withFinancing(current, financing) }));
}

// ---------------------------------------------------------------- the legacy banner

export async function saveLegacyBanner(request: Request) {
  const form = await readUploadForm(request, UPLOAD_LIMITS);
  if (formText(form, "intent") === "delete") {
    try {
      await changeHomepageSettings((current) => ({
        ok: true,
        settings: withLegacyBanner(current, { ...current.legacyBanner, image: "", imageAlt: "", link: "", visible: false }),
      }));
    } catch (error) {
      console.error(BANNER_TEXTS.legacyDeleteFailed, error);
      return redirectWithToast(tabPath(LEGACY_BANNER_SLUG), { type: "error", message: BANNER_TEXTS.legacyDeleteFailed });
    }
    return redirectWithToast(tabPath(LEGACY_BANNER_SLUG), { type: "success", message: BANNER_TEXTS.deleted });
  }
  const images = await resolveImageFields(form, [{ name: "image", category: "banner-top" }]);
  const image = typeof images.values.image === "string" ? images.values.image : "";
  form.set("image", image);
  const submission = parseWithZod(form, { schema: legacyBannerFormSchema });
  if (images.errors.image) {
    return replied(submission, 400, { formErrors: [BANNER_TEXTS.legacyUploadFailed], fieldErrors: { image: [images.errors.image] } });
  }
  if (submission.status !== "success") return refusedSubmission(submission);
  const banner = submission.value;
  return persistSubmission(LEGACY_BANNER_SLUG, submission, (current) => ({ ok: true, settings: withLegacyBanner(current, banner) }));
}
