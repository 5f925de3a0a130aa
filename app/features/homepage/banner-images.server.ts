/**
 * A banner whose image is gone must not show a broken picture, and without JavaScript nothing in the
 * browser can hide it: the server checks our own stored images (the library's /api/images/<id> and the
 * files under public/) and switches off a banner whose image is missing. An external address cannot be
 * checked here; the browser hides that banner if it fails (Banner's onError).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { BANNER_POSITIONS, type Banner } from "~/features/homepage/schema";
import { getImageRecord, imageIdFromUrl } from "~/features/images/model.server";

const PUBLIC_DIR = path.resolve("public");

async function storedImageExists(image: string): Promise<boolean> {
  const src = image.trim();
  if (!src.startsWith("/") || src.startsWith("//")) return true; // external: the browser decides
  if (!existsSync(PUBLIC_DIR)) return true; // started elsewhere than the project folder: cannot tell
  const id = imageIdFromUrl(src);
  if (id !== null) return (await getImageRecord(id)) !== null;
  const file = path.resolve(PUBLIC_DIR, `.${decodeURI(src.split(/[?#]/)[0])}`);
  return file.startsWith(`${PUBLIC_DIR}${path.sep}`) && existsSync(file);
}

export async function withoutMissingBannerImages<T extends { banners: Record<(typeof BANNER_POSITIONS)[number], Banner> }>(
  settings: T,
): Promise<T> {
  const checked = await Promise.all(
    BANNER_POSITIONS.map(async (position) => {
      const banner = settings.banners[position];
      if (!banner.enabled || !banner.visible || banner.image.trim() === "") return [position, banner] as const;
      const exists = await storedImageExists(banner.image).catch(() => true);
      return [position, exists ? banner : { ...banner, enabled: false }] as const;
    }),
  );
  return { ...settings, banners: Object.fromEntries(checked) as T["banners"] };
}
