/**
 * What an uploaded file really is, read from its first bytes (its "magic number"). The file's name and
 * the type the browser claims are never trusted: a text file renamed `kuva.png` is still text.
 * Only the three formats the shop accepts are recognised; everything else (SVG, GIF, HEIC, …) is null.
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
