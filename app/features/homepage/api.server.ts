/**
 * The JSON calls of the homepage settings for widgets and scripts (spec admin.md section 7 "Homepage and
 * hours" and "Uploads"). Reads are public content; every write is the admin's (the routes wrap these in
 * adminJsonAction) and goes through the same rules as the editor's forms: the banner rules of
 * app/features/homepage/banners.rules.ts and the slices of app/features/homepage/rules.ts. Uploads are checked by
 * content (5 MB, JPEG/PNG/WebP, the spec's messages) and stored in the image library.
 */
import { BANNER_TEXTS, type BannerChange, applyBannerChange, parseBannerPatch } from "~/features/homepage/banners.rules";
import { HOMEPAGE_TEXTS as T } from "~/features/homepage/editor.rules";
import {
  type BannerPosition,
  HERO_IMAGE_POSITIONS,
  type HomepageSettings,
  HOMEPAGE_LIMITS,
  INPUT_TEXTS,
  altInput,
  fieldErrors,
  isBannerPosition,
} from "~/features/homepage/schema";
import { applySettingsInput, withBanner, withHeroImage, withLegacyBanner } from "~/features/homepage/rules";
import { IMAGE_TEXTS, type ImageCategory } from "~/features/images/rules";
import { imageUrl, saveImage } from "~/features/images/model.server";
import { changeHomepageSettings, getHomepageSettings } from "~/features/homepage/model.server";
import { readJson } from "~/services/form.server";
import { isUploadedFile, processUpload, readUploadForm } from "~/services/images.server";
import { z } from "zod";

const NO_STORE = { "Cache-Control": "no-store" };

export function json(body: unknown, status = 200, headers: Record<string, string> = NO_STORE): Response {
  return Response.json(body, { status, headers });
}

const failure = (message: string, status: number, extra: Record<string, unknown> = {}) => json({ success: false, message, ...extra }, status);

export const METHOD_TEXT = "Pyyntötapaa ei tueta tässä osoitteessa.";

export function methodNotAllowed(allowed: string[]): Response {
  return json({ success: false, message: METHOD_TEXT }, 405, { ...NO_STORE, Allow: allowed.join(", ") });
}

/** The banner position of the route, or a 404 JSON answer. */
export function requirePosition(value: string | undefined): BannerPosition {
  if (!isBannerPosition(value)) throw failure(BANNER_TEXTS.notFound, 404);
  return value;
}

/** A refusal thrown while reading the body (plain text from form.server.ts) answered as JSON. */
async function readingJson<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 400 && thrown.status < 500) throw failure(await thrown.text(), thrown.status);
    throw thrown;
  }
}

const readBody = (request: Request) => readingJson(() => readJson(request));
const readUpload = (request: Request) => readingJson(() => readUploadForm(request, { maxFields: 10, maxIndex: 0 }));

type Stored = { ok: true; url: string } | { ok: false; message: string; status: number };

/** Checks a file by its content, re-encodes it and stores it in the library. */
async function storeFile(file: FormDataEntryValue | null, category: ImageCategory, alt: string, failed: string): Promise<Stored> {
  if (!isUploadedFile(file)) return { ok: false, message: IMAGE_TEXTS.noFile, status: 400 };
  const result = await processUpload(file);
  if (!result.ok) return { ok: false, message: result.error, status: result.error === IMAGE_TEXTS.sizeError ? 413 : 400 };
  try {
    const saved = await saveImage({ ...result.image, alt, category });
    return { ok: true, url: imageUrl(saved.id) };
  } catch (error) {
    console.error(failed, error);
    return { ok: false, message: failed, status: 500 };
  }
}

const formString = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

// ---------------------------------------------------------------- /api/homepage-settings

/** GET: the settings object (public content, read by the home page's widgets). */
export async function getSettingsAnswer(): Promise<Response> {
  try {
    return json(await getHomepageSettings(), 200, { "Cache-Control": "no-cache" });
  } catch (error) {
    console.error(T.loadFailed, error);
    return failure(T.loadFailed, 500);
  }
}

/** PUT {homepageSettings}: the parts given, merged and checked; answers { success, message, settings }. */
export async function putSettings(request: Request): Promise<Response> {
  const body = await readBody(request);
  const input = typeof body === "object" && body !== null ? (body as { homepageSettings?: unknown }).homepageSettings : undefined;
  try {
    const outcome = await changeHomepageSettings<Record<string, string>>((current) => {
      const result = applySettingsInput(current, input);
      return result.ok ? result : { ok: false, error: result.errors };
    });
    if (!outcome.ok) return failure(Object.values(outcome.error)[0] ?? T.updateFailed, 400, { errors: outcome.error });
    return json({ success: true, message: T.saved, settings: outcome.settings });
  } catch (error) {
    console.error(T.updateFailed, error);
    return failure(T.updateFailed, 500);
  }
}

// ---------------------------------------------------------------- /api/homepage-settings/banner/:position

async function changeBanner(position: BannerPosition, change: BannerChange): Promise<{ ok: true; settings: HomepageSettings } | { ok: false; error: string }> {
  return changeHomepageSettings<string>((current) => {
    const result = applyBannerChange(current.banners[position], change);
    return result.ok ? { ok: true, settings: withBanner(current, position, result.banner) } : { ok: false, error: result.error };
  });
}

/** PATCH with one field: { success, message } (the rules' refusal as the message, 400). */
export async function patchBanner(request: Request, position: BannerPosition): Promise<Response> {
  const parsed = parseBannerPatch(await readBody(request));
  if (!parsed.ok) return failure(parsed.error, 400);
  try {
    const outcome = await changeBanner(position, parsed.change);
    if (!outcome.ok) return failure(outcome.error, 400);
    return json({ success: true, message: BANNER_TEXTS.updated, banner: outcome.settings.banners[position] });
  } catch (error) {
    console.error(BANNER_TEXTS.updateFailed, error);
    return failure(BANNER_TEXTS.updateFailed, 500);
  }
}

/** POST multipart `image` (and optional `imageAlt`): stores it and turns the banner on and visible. */
export async function uploadBannerImage(request: Request, position: BannerPosition): Promise<Response> {
  const form = await readUpload(request);
  const alt = formString(form, "imageAlt");
  if (!altInput.safeParse(alt).success) return failure(BANNER_TEXTS.altTooLong, 400);
  const stored = await storeFile(form.get("image"), `banner-${position}`, alt, BANNER_TEXTS.uploadFailed);
  if (!stored.ok) return failure(stored.message, stored.status);
  try {
    const outcome = await changeBanner(position, { field: "image", value: stored.url, ...(alt ? { imageAlt: alt } : {}) });
    if (!outcome.ok) return failure(outcome.error, 400);
    return json({ success: true, imageUrl: stored.url, message: BANNER_TEXTS.uploaded, banner: outcome.settings.banners[position] });
  } catch (error) {
    console.error(BANNER_TEXTS.uploadFailed, error);
    return failure(BANNER_TEXTS.uploadFailed, 500);
  }
}

/** DELETE: the image removed and image, link, visible and enabled reset (the library keeps the file). */
export async function deleteBannerImage(position: BannerPosition): Promise<Response> {
  try {
    const outcome = await changeBanner(position, { field: "deleteImage" });
    if (!outcome.ok) return failure(outcome.error, 400);
    return json({ success: true, message: BANNER_TEXTS.deleted, banner: outcome.settings.banners[position] });
  } catch (error) {
    console.error(BANNER_TEXTS.deleteFailed, error);
    return failure(BANNER_TEXTS.deleteFailed, 500);
  }
}

// ---------------------------------------------------------------- /api/upload/hero-image

/** POST multipart `heroImage` (optional `alt`): stored and made the hero image; { success, imageUrl, imageAlt, message }. */
export async function uploadHeroImage(request: Request): Promise<Response> {
  const form = await readUpload(request);
  const imageAlt = formString(form, "alt");
  if (!altInput.safeParse(imageAlt).success) return failure(INPUT_TEXTS.tooLong(HOMEPAGE_LIMITS.alt), 400);
  const stored = await storeFile(form.get("heroImage"), "hero", imageAlt, T.uploadFailed);
  if (!stored.ok) return failure(stored.message, stored.status);
  try {
    await changeHomepageSettings((current) => ({ ok: true, settings: withHeroImage(current, { ...current.hero, image: stored.url, imageAlt }) }));
    return json({ success: true, imageUrl: stored.url, imageAlt, message: T.saved });
  } catch (error) {
    console.error(T.uploadFailed, error);
    return failure(T.uploadFailed, 500);
  }
}

/** DELETE: the hero image cleared and the settings saved (spec). */
export async function deleteHeroImage(): Promise<Response> {
  try {
    await changeHomepageSettings((current) => ({ ok: true, settings: withHeroImage(current, { ...current.hero, image: "", imageAlt: "" }) }));
    return json({ success: true, message: T.imageDeleted });
  } catch (error) {
    console.error(T.deleteFailed, error);
    return failure(T.deleteFailed, 500);
  }
}

const metadataSchema = z.object({
  metadata: z
    .object({ alt: altInput.optional(), position: z.enum(HERO_IMAGE_POSITIONS, { error: INPUT_TEXTS.choice }).optional() })
    .refine((metadata) => metadata.alt !== undefined || metadata.position !== undefined, INPUT_TEXTS.choice),
});

/** PUT {metadata: {alt, position}}: the hero image's alt text and position. */
export async function updateHeroMetadata(request: Request): Promise<Response> {
  const parsed = metadataSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return failure(Object.values(errors)[0] ?? INPUT_TEXTS.choice, 400, { errors });
  }
  const { alt, position } = parsed.data.metadata;
  try {
    const outcome = await changeHomepageSettings((current) => ({
      ok: true,
      settings: withHeroImage(current, {
        image: current.hero.image,
        imageAlt: alt ?? current.hero.imageAlt,
        imagePosition: position ?? current.hero.imagePosition,
      }),
    }));
    if (!outcome.ok) return failure(T.metadataFailed, 500);
    const { imageAlt, imagePosition } = outcome.settings.hero;
    return json({ success: true, message: T.saved, imageAlt, imagePosition });
  } catch (error) {
    console.error(T.metadataFailed, error);
    return failure(T.metadataFailed, 500);
  }
}

// ---------------------------------------------------------------- /api/upload/banner-image (legacy banner)

/** POST multipart `bannerImage` (optional `alt`): the legacy banner's image; { success, imageUrl, message }. */
export async function uploadLegacyBannerImage(request: Request): Promise<Response> {
  const form = await readUpload(request);
  const imageAlt = formString(form, "alt");
  if (!altInput.safeParse(imageAlt).success) return failure(BANNER_TEXTS.altTooLong, 400);
  const stored = await storeFile(form.get("bannerImage"), "banner-top", imageAlt, BANNER_TEXTS.legacyUploadFailed);
  if (!stored.ok) return failure(stored.message, stored.status);
  try {
    await changeHomepageSettings((current) => ({
      ok: true,
      settings: withLegacyBanner(current, { ...current.legacyBanner, image: stored.url, imageAlt }),
    }));
    return json({ success: true, imageUrl: stored.url, message: BANNER_TEXTS.uploaded });
  } catch (error) {
    console.error(BANNER_TEXTS.legacyUploadFailed, error);
    return failure(BANNER_TEXTS.legacyUploadFailed, 500);
  }
}

export async function deleteLegacyBannerImage(): Promise<Response> {
  try {
    await changeHomepageSettings((current) => ({
      ok: true,
      settings: withLegacyBanner(current, { ...current.legacyBanner, image: "", imageAlt: "", link: "", visible: false }),
    }));
    return json({ success: true, message: BANNER_TEXTS.deleted });
  } catch (error) {
    console.error(BANNER_TEXTS.legacyDeleteFailed, error);
    return failure(BANNER_TEXTS.legacyDeleteFailed, 500);
  }
}
