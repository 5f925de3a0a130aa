/**
 * Image uploads: reading a multipart form with bounded memory, checking a file by its content and
 * re-encoding it with sharp. A stored image is always our own re-encoding: EXIF orientation applied,
 * every piece of metadata (EXIF with GPS, XMP, ICC, comments) dropped, at most MAX_DIMENSION px on the
 * long side, in the format it came in. Whatever a file claims (name, browser type), only its bytes count.
 */
import { unstable_parseMultipartFormData } from "@remix-run/node";
import sharp from "sharp";
import { type ImageMime, SIGNATURE_LENGTH, detectImageType } from "~/lib/image-signature";
import { IMAGE_MAX_BYTES, IMAGE_TEXTS, safeFilename } from "~/lib/images";

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
/** Refused outright when the declared body is bigger than every allowed part together. */
const MAX_BODY_BYTES = MAX_FILES_PER_FORM * (IMAGE_MAX_BYTES + 64 * 1024) + 4 * MAX_FIELD_BYTES;

function payloadTooLarge(): Response {
  return new Response("Lähetys on liian suuri.", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Reads up to `limit` bytes of a part and discards the rest, so memory stays bounded whatever is sent.
 * Returns the kept bytes and whether anything was cut.
 */
async function collect(data: AsyncIterable<Uint8Array>, limit: number): Promise<{ bytes: Uint8Array<ArrayBuffer>; cut: boolean }> {
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let cut = false;
  for await (const chunk of data) {
    if (kept >= limit) {
      cut = true;
      continue;
    }
    const room = limit - kept;
    const piece = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
    if (piece !== chunk) cut = true;
    chunks.push(piece);
    kept += piece.byteLength;
  }
  const bytes = new Uint8Array(kept);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, cut };
}

/**
 * The form data of a request, for forms with file inputs. Use it instead of `request.formData()`, which
 * would hold any number of files of any size in memory. A file part keeps at most 5 MB + 1 byte: a
 * bigger file arrives cut, and `processUpload` then answers 'File size exceeds 5MB limit'. More than
 * MAX_FILES_PER_FORM files, a text field over 1 MB or a body far over the limits is refused with 413.
 * A form without files (urlencoded) is read as usual.
 */
export async function readUploadForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return request.formData();
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw payloadTooLarge();

  let files = 0;
  return unstable_parseMultipartFormData(request, async ({ filename, contentType, data }) => {
    if (filename === undefined) {
      const { bytes, cut } = await collect(data, MAX_FIELD_BYTES);
      if (cut) throw payloadTooLarge();
      return new TextDecoder().decode(bytes);
    }
    const { bytes } = await collect(data, IMAGE_MAX_BYTES + 1);
    // An empty file input is sent as a part without a name or content: keep it empty, it counts for nothing.
    if (filename === "" && bytes.byteLength === 0) return new File([], "", { type: "application/octet-stream" });
    files += 1;
    if (files > MAX_FILES_PER_FORM) throw payloadTooLarge();
    return new File([bytes], filename, { type: contentType || "application/octet-stream" });
  });
}

/** A non-empty uploaded file from a form value. */
export function isUploadedFile(value: FormDataEntryValue | null): value is File {
  return typeof value === "object" && value !== null && value.size > 0;
}
