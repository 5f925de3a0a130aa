/**
 * Making the responsive variants of library images (decision 0035): a stored image resized with sharp
 * to one of the allowed widths (never enlarged) and encoded as AVIF, WebP or the stored format.
 *
 * Resizing and encoding take a core for tens of milliseconds (AVIF more), so:
 * - a variant once made is kept in memory, in an LRU bounded by bytes (VARIANT_CACHE_BYTES): an id's bytes
 *   never change, so a variant never goes stale, and browsers and proxies keep it for a year anyway;
 * - requests for a variant being made wait for that one job instead of starting another;
 * - at most VARIANT_CONCURRENCY jobs run at once, at most VARIANT_QUEUE wait; beyond that (or when the
 *   encoder fails) the caller gets `null` and serves the stored image instead, so a burst of new
 *   variants cannot pin the CPU and every request is still answered.
 */
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { createLimiter } from "~/lib/limiter";
import { MAX_INPUT_PIXELS } from "~/services/images.server";
import type { StoredImage } from "./model.server";
import type { VariantMime, VariantWidth } from "./variants.rules";

/** Memory for made variants: a card's variant is a few kB, a tyre page's largest some tens of kB. */
export const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;
/** A variant larger than this is served but not kept (it would push out hundreds of small ones). */
const MAX_CACHED_VARIANT_BYTES = 1024 * 1024;
/** Half the cores (at least one) resize at a time: pages, the database and uploads keep the rest. */
export const VARIANT_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
/** A page of search results asks for a few dozen variants at once; more than this waiting is a flood. */
export const VARIANT_QUEUE = 64;

/**
 * Encoder settings by format (bump VARIANT_ENCODING_VERSION when they change). Qualities are lower than an
 * upload's (82): a variant is shown at its own size, where these still look clean, and a card's thumbnail
 * stays a few kB. AVIF at effort 2 takes 2–3 times WebP's time (its default effort 4 twice that again, for
 * files a fifth smaller); made once per variant, that is paid for by every visitor's smaller download.
 */
const ENCODERS: Record<VariantMime, (pipeline: sharp.Sharp) => sharp.Sharp> = {
  "image/avif": (pipeline) => pipeline.avif({ quality: 50, effort: 2 }),
  "image/webp": (pipeline) => pipeline.webp({ quality: 72, effort: 4 }),
  "image/jpeg": (pipeline) => pipeline.jpeg({ quality: 75, mozjpeg: true }),
  "image/png": (pipeline) => pipeline.png({ compressionLevel: 8 }),
};

export type ImageVariant = { bytes: Uint8Array; mime: VariantMime; width: number; height: number };

const holder = globalThis as typeof globalThis & {
  __rengasImageVariants?: { entries: Map<string, ImageVariant>; bytes: number; pending: Map<string, Promise<ImageVariant | null>> };
};
// On globalThis so `remix dev`'s rebuilds share one cache instead of growing a new one each time.
const cache = (holder.__rengasImageVariants ??= { entries: new Map(), bytes: 0, pending: new Map() });
const limiter = createLimiter({ concurrency: VARIANT_CONCURRENCY, queue: VARIANT_QUEUE });

const keyOf = (image: Pick<StoredImage, "id" | "size">, width: VariantWidth, mime: VariantMime) => `${image.id}:${image.size}:${width}:${mime}`;

function remember(key: string, variant: ImageVariant): void {
  if (variant.bytes.byteLength > MAX_CACHED_VARIANT_BYTES || cache.entries.has(key)) return;
  cache.entries.set(key, variant);
  cache.bytes += variant.bytes.byteLength;
  // A Map iterates in insertion order and a hit is re-inserted: the first entries are the least recently used.
  for (const [oldKey, oldEntry] of cache.entries) {
    if (cache.bytes <= VARIANT_CACHE_BYTES) break;
    cache.entries.delete(oldKey);
    cache.bytes -= oldEntry.bytes.byteLength;
  }
}

function recall(key: string): ImageVariant | null {
  const entry = cache.entries.get(key);
  if (!entry) return null;
  cache.entries.delete(key);
  cache.entries.set(key, entry);
  return entry;
}

async function encode(image: StoredImage, width: VariantWidth, mime: VariantMime): Promise<ImageVariant> {
  // The stored image is our own re-encoding, but its limits are kept: a variant never decodes more pixels than an upload may have.
  const pipeline = sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).resize({ width, withoutEnlargement: true });
  const { data, info } = await ENCODERS[mime](pipeline).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), mime, width: info.width, height: info.height };
}

/** The variant if it was made before (no need to read the stored bytes then), else null. */
export function cachedImageVariant(image: Pick<StoredImage, "id" | "size">, width: VariantWidth, mime: VariantMime): ImageVariant | null {
  return recall(keyOf(image, width, mime));
}

/**
 * The variant of `image` at `width` in `mime`: from the cache, from the job already making it, or made
 * now. `null` when it cannot be made now (too many waiting, the encoder failed): serve the stored image
 * then.
 */
export async function imageVariant(image: StoredImage, width: VariantWidth, mime: VariantMime): Promise<ImageVariant | null> {
  const key = keyOf(image, width, mime);
  const cached = recall(key);
  if (cached) return cached;
  const running = cache.pending.get(key);
  if (running) return running;
  const job = limiter
    // Shared by every request for this variant: no single request's disconnect cancels it.
    .run(() => encode(image, width, mime))
    .then((variant) => {
      remember(key, variant);
      return variant;
    })
    .catch(() => null)
    .finally(() => cache.pending.delete(key));
  cache.pending.set(key, job);
  return job;
}
