/**
 * Reading the product form (multipart: text fields and the ImageField inputs): images are resolved
 * (uploads stored in the library) first, and the text fields alone go to the zod schema.
 */
import type { ProductImages } from "~/features/tyres/admin.model.server";
import { type ImageFieldSpec, readUploadForm, resolveImageFields } from "~/features/images/image-fields.server";

export const PRODUCT_IMAGE_FIELDS: ImageFieldSpec[] = [
  { name: "thumbnail", category: "product" },
  { name: "pattern", category: "product" },
  { name: "gallery", category: "product", multiple: true },
];

const isImageKey = (key: string) => PRODUCT_IMAGE_FIELDS.some(({ name }) => key === name || key.startsWith(`${name}__`));

const single = (value: string | string[] | null | undefined) => (typeof value === "string" && value ? value : null);
const list = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value : typeof value === "string" && value ? [value] : []);

export type ProductFormInput = {
  /** The text fields only, for the schema (no files, no image inputs). */
  fields: FormData;
  images: ProductImages;
  /** Upload errors by image field name (e.g. 'File size exceeds 5MB limit'). */
  imageErrors: Record<string, string>;
};

export async function readProductForm(request: Request): Promise<ProductFormInput> {
  const formData = await readUploadForm(request);
  const { values, errors } = await resolveImageFields(formData, PRODUCT_IMAGE_FIELDS);
  const fields = new FormData();
  for (const [key, value] of formData) {
    if (typeof value === "string" && !isImageKey(key)) fields.append(key, value);
  }
  return {
    fields,
    images: { thumbnail: single(values.thumbnail), pattern: single(values.pattern), gallery: list(values.gallery) },
    imageErrors: errors,
  };
}
