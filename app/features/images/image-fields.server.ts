/**
 * The server half of `ImageField` (app/features/images/components/ImageField.tsx): turns what one form
 * submitted for its image fields into image addresses, storing uploaded files in the library on the way.
 *
 * For a field `name` the form may send:
 * - `name`            the current address(es), hidden inputs (one per image for a multiple field);
 * - `name__remove`    addresses the admin removed without JavaScript ('Poista' checkboxes);
 * - `name__pick`      addresses chosen from the library without JavaScript (radio / checkboxes);
 * - `name__upload`    file(s) to upload with the form;
 * - `name__alt`       alt text for the uploaded file(s).
 *
 * A single field takes the upload if there is one, else the pick, else the kept current address, else null.
 * A multiple field takes kept + picked + uploaded, in that order, without duplicates.
 *
 * Usage in an action (read the form with `readUploadForm`, which bounds memory, not `request.formData()`):
 *
 *   const formData = await readUploadForm(request);
 *   const images = await resolveImageFields(formData, [
 *     { name: "thumbnail", category: "product" },
 *     { name: "gallery", category: "product", multiple: true },
 *   ]);
 *   // images.errors.thumbnail → show it by the field; images.values.thumbnail → string | null
 *   // When the form is re-rendered with errors, pass images.values[name] back as the field's
 *   // defaultValue: an upload is already stored and must not be asked for again.
 */
import { IMAGE_TEXTS, type ImageCategory, isImageAddress } from "~/features/images/rules";
import { imageUrl, saveImage } from "~/features/images/model.server";
import { isUploadedFile, processUpload, readUploadForm } from "~/services/images.server";

export { readUploadForm };

export type ImageFieldSpec = {
  name: string;
  /** The library category given to files uploaded through this field. */
  category: ImageCategory;
  multiple?: boolean;
};

export type ResolvedImageFields = {
  /** string | null for a single field, string[] for a multiple field. */
  values: Record<string, string | string[] | null>;
  /** One message per field whose upload failed (the spec's texts, e.g. 'File size exceeds 5MB limit'). */
  errors: Record<string, string>;
};

/** The suffixes of the extra inputs an ImageField renders next to its hidden value inputs. */
export const IMAGE_FIELD_SUFFIX = { upload: "__upload", pick: "__pick", remove: "__remove", alt: "__alt" } as const;

/** The addresses posted under `key`, and whether any was not an address a page may show (isImageAddress). */
function postedAddresses(formData: FormData, key: string): { addresses: string[]; refused: boolean } {
  const posted = formData
    .getAll(key)
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.trim())
    .filter((value) => value !== "");
  const addresses = posted.filter(isImageAddress);
  return { addresses, refused: addresses.length < posted.length };
}

/** Processes and stores one file; its library address, or the error text. */
async function storeUpload(file: File, category: ImageCategory, alt: string): Promise<{ url: string } | { error: string }> {
  const result = await processUpload(file);
  if (!result.ok) return { error: result.error };
  try {
    const saved = await saveImage({ ...result.image, alt, category });
    return { url: imageUrl(saved.id) };
  } catch {
    return { error: IMAGE_TEXTS.uploadFailed };
  }
}

export async function resolveImageFields(formData: FormData, fields: ImageFieldSpec[]): Promise<ResolvedImageFields> {
  const values: ResolvedImageFields["values"] = {};
  const errors: ResolvedImageFields["errors"] = {};

  for (const field of fields) {
    const removed = new Set(postedAddresses(formData, field.name + IMAGE_FIELD_SUFFIX.remove).addresses);
    const current = postedAddresses(formData, field.name);
    const chosen = postedAddresses(formData, field.name + IMAGE_FIELD_SUFFIX.pick);
    const kept = current.addresses.filter((url) => !removed.has(url));
    const picked = chosen.addresses;
    // An address typed or posted by hand that a page may not show (http:, javascript:…) is refused, not dropped.
    if (current.refused || chosen.refused) errors[field.name] = IMAGE_TEXTS.addressInvalid;
    const altValue = formData.get(field.name + IMAGE_FIELD_SUFFIX.alt);
    const alt = typeof altValue === "string" ? altValue : "";
    const files = formData.getAll(field.name + IMAGE_FIELD_SUFFIX.upload).filter(isUploadedFile);

    if (!field.multiple) {
      const fallback = picked[0] ?? kept[0] ?? null;
      if (files.length === 0) {
        values[field.name] = fallback;
        continue;
      }
      const stored = await storeUpload(files[0], field.category, alt);
      if ("url" in stored) values[field.name] = stored.url;
      else {
        values[field.name] = fallback;
        errors[field.name] = stored.error;
      }
      continue;
    }

    const uploaded: string[] = [];
    for (const file of files) {
      const stored = await storeUpload(file, field.category, alt);
      if ("url" in stored) uploaded.push(stored.url);
      else errors[field.name] ??= stored.error;
    }
    values[field.name] = [...new Set([...kept, ...picked, ...uploaded])];
  }
  return { values, errors };
}

/**
 * The posted text fields with an image field's inputs (its upload, pick, remove) replaced by the address
 * `resolveImageFields` settled on, so a form's schema checks what will be stored.
 */
export function fieldsWithImage(form: FormData, name: string, image: string | null): FormData {
  const fields = new FormData();
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== name && !key.startsWith(`${name}__`)) fields.append(key, value);
  }
  if (image) fields.set(name, image);
  return fields;
}
