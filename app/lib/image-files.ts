/**
 * What an uploaded file really is, read from its first bytes (its "magic number"). The file's name and
 * the type the browser claims are never trusted: a text file renamed `kuva.png` is still text.
 * Only the three formats the shop accepts are recognised; everything else (SVG, GIF, HEIC, …) is null.
 * With them, the upload's limits, its messages and the name it is kept under: one copy for the image
 * service, the library and the browser widgets.
 */

export type ImageMime = "image/jpeg" | "image/png" | "image/webp";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type the bytes begin with, or null when they are not JPEG, PNG or WebP. */
export function detectImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/** How many leading bytes `detectImageType` needs to see. */
export const SIGNATURE_LENGTH = 12;

/** Spec section 9: an image is at most 5 MB. */
export const IMAGE_MAX_MB = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/** Spec section 9: allowed types jpeg, png, webp (checked by content, `detectImageType`). */
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const satisfies readonly ImageMime[];

/** For `<input type="file" accept>`: a hint to the file picker only; the server checks the bytes. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");

export const IMAGE_EXTENSIONS: Record<ImageMime, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** The upload messages; the English ones are the spec's, verbatim. */
export const IMAGE_UPLOAD_TEXTS = {
  sizeError: `File size exceeds ${IMAGE_MAX_MB}MB limit`,
  typeError: "File type not supported. Please upload JPEG, PNG or WebP",
  tooManyFiles: "Liian monta tiedostoa kerralla. Lähetä enintään 12 kuvaa kerrallaan.",
};

/**
 * A safe display name for an upload: the base name without folders, control or reserved characters,
 * at most 100 characters, with the extension of the real format (a JPEG named 'x.png' becomes 'x.jpg').
 */
export function safeFilename(name: string | null | undefined, mime: ImageMime): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const stem = base
    .replace(/\.[^.]*$/, "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100)
    .trim();
  return `${stem || "kuva"}.${IMAGE_EXTENSIONS[mime]}`;
}
