import { z } from "zod";
import { ALT_MAX_LENGTH, IMAGE_CATEGORIES, IMAGE_TEXTS } from "./rules";

/*
 * The image library's forms (/admin/kuvat): the upload and the alt text of one image. The same schema
 * checks in the browser (Conform) and in the route's action; what only the server can tell (the file's
 * content is really an image, the image exists) stays in the action.
 */

/** A file that was chosen: a File with content (Conform sends an empty file input as nothing). */
const isChosenFile = (value: unknown): value is File =>
  typeof value === "object" && value !== null && "size" in value && typeof value.size === "number" && value.size > 0;

/** An alt text: counted without its surrounding spaces, stored as typed; empty is allowed. */
const altText = z
  .string()
  .default("")
  .refine((value) => value.trim().length <= ALT_MAX_LENGTH, IMAGE_TEXTS.altTooLong);

export const IMAGE_UPLOAD_FORM_ID = "upload";

/** 'Lataa uusi kuva': a file, its alt text and category (an unknown category is 'Yleinen'). */
export const imageUploadSchema = z.object({
  image: z.custom<File>(isChosenFile, { error: IMAGE_TEXTS.noFile }),
  alt: altText,
  category: z.enum(IMAGE_CATEGORIES).catch("general"),
});

/** 'Muokkaa alt-tekstiä' of one image (its id is read by the action, as a missing image is a toast). */
export const imageAltSchema = z.object({
  alt: altText,
});

/** The id of one image's alt form. */
export const imageAltFormId = (imageId: number) => `image-alt-${imageId}`;
