/**
 * Image uploads: reading a multipart form with bounded memory, checking a file by its content and
 * re-encoding it with sharp. A stored image is always our own re-encoding: EXIF orientation applied,
 * every piece of metadata (EXIF with GPS, XMP, ICC, comments) dropped, at most MAX_DIMENSION px on the
 * long side, in the format it came in. Whatever a file claims (name, browser type), only its bytes count.
 */
import sharp from "sharp";
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TEXTS as IMAGE_TEXTS, type ImageMime, SIGNATURE_LENGTH, detectImageType, safeFilename } from "~/lib/image-files";
import { type FormLimits, INPUT_TEXTS, badRequest, parseFormBody, readForm } from "./form.server";

/** Decoding bigger images is refused (a small PNG can claim 50 000 × 50 000 pixels). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images are at most this many pixels on the long side. */
export const MAX_DIMENSION = 2400;
const QUALITY = 82;

export type ProcessedImage = {
  filename: string;
  mime: ImageMime;
  bytes: Uint8Array;
  size: number;
  width: number;
  height: number;
};

export type UploadResult = { ok: true; image: ProcessedImage } | { ok: false; error: string };

export type ProcessOptions = { maxBytes?: number; maxDimension?: number };

type UploadedFile = Blob & { name?: string };

/**
 * Checks one uploaded file and re-encodes it. Errors are the spec's texts: 'File size exceeds 5MB limit'
 * for a file over 5 MB, 'File type not supported. Please upload JPEG, PNG or WebP' for anything that is
 * not really a JPEG, PNG or WebP image (including one that claims to be but does not decode).
 */
export async function processUpload(file: UploadedFile, options: ProcessOptions = {}): Promise<UploadResult> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const maxDimension = options.maxDimension ?? MAX_DIMENSION;
  if (file.size > maxBytes) return { ok: false, error: IMAGE_TEXTS.sizeError };
  if (file.size === 0) return { ok: false, error: IMAGE_TEXTS.typeError };

  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  const mime = detectImageType(head);
  if (!mime) return { ok: false, error: IMAGE_TEXTS.typeError };

  const input = new Uint8Array(await file.arrayBuffer());
  if (input.byteLength > maxBytes) return { ok: false, error: IMAGE_TEXTS.sizeError };

  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await reencode(input, mime, maxDimension);
  } catch {
    // Truncated, corrupt, too many pixels, or a different format behind the signature.
    return { ok: false, error: IMAGE_TEXTS.typeError };
  }
  // A re-encoding can come out bigger than a well-optimised original; the store never holds more.
  if (output.data.byteLength > maxBytes) return { ok: false, error: IMAGE_TEXTS.sizeError };
  return {
    ok: true,
    image: {
      filename: safeFilename(file.name, mime),
      mime,
      bytes: new Uint8Array(output.data.buffer, output.data.byteOffset, output.data.byteLength),
      size: output.data.byteLength,
      width: output.info.width,
      height: output.info.height,
    },
  };
}

const SHARP_FORMAT: Record<ImageMime, keyof sharp.FormatEnum> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

async function reencode(input: Uint8Array, mime: ImageMime, maxDimension: number) {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const metadata = await image.metadata();
  if (metadata.format !== SHARP_FORMAT[mime]) throw new Error(`signature ${mime} but content ${metadata.format}`);
  // No withMetadata(): sharp writes none of the input's metadata and converts to sRGB.
  const pipeline = image
    .rotate() // apply the EXIF orientation before it is dropped
    .resize({ width: maxDimension, height: maxDimension, fit: "inside", withoutEnlargement: true });
  if (mime === "image/jpeg") pipeline.jpeg({ quality: QUALITY, mozjpeg: true });
  else if (mime === "image/png") pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  else pipeline.webp({ quality: QUALITY });
  return pipeline.toBuffer({ resolveWithObject: true });
}

// ---------------------------------------------------------------- reading an upload form

/** At most this many files in one form (a gallery and a couple of single images). */
export const MAX_FILES_PER_FORM = 12;
/** A text field of a form is never this long. */
const MAX_FIELD_BYTES = 1024 * 1024;

/**
 * The form data of a request, for forms with file inputs. The HTTP server has already capped the body
 * (server/request-policy.ts, UPLOAD_BODY_LIMIT) and only an admin's request gets this far, so the body is
 * parsed by the platform's own multipart parser, which reads file names as browsers send them (Remix's
 * streaming parser fails on a name like 'talvi=ale.png'). A file over 5 MB is kept so that
 * `processUpload` can answer with the spec's 'File size exceeds 5MB limit'. A malformed body, more than
 * MAX_FILES_PER_FORM files, or a text field that is too long or holds control characters is refused with
 * a 4xx. A form without files (urlencoded) is read as usual.
 */
export async function readUploadForm(request: Request, limits: FormLimits = UPLOAD_FORM_LIMITS): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return readForm(request, limits);
  const form = await parseFormBody(request, limits);
  let files = 0;
  for (const value of form.values()) {
    if (typeof value === "string") {
      if (value.length > MAX_FIELD_BYTES) throw badRequest(INPUT_TEXTS.tooManyFields, 413);
    } else if (value.size > 0) {
      files += 1;
      if (files > MAX_FILES_PER_FORM) throw badRequest(IMAGE_TEXTS.tooManyFiles, 413);
    }
  }
  return form;
}

/** A product form: its text fields, a feature list and the image inputs. */
const UPLOAD_FORM_LIMITS = { maxFields: 200, maxIndex: 50 };

/** A non-empty uploaded file from a form value. */
export function isUploadedFile(value: FormDataEntryValue | null): value is File {
  return typeof value === "object" && value !== null && value.size > 0;
}
