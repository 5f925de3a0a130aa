/**
 * The banner rules (spec admin.md section 4 "Banner" and section 5), in one place for the editor's forms
 * and the JSON calls:
 * - enabled can only be turned on when an image exists ('Lataa ensin kuva ennen bannerin aktivointia');
 * - uploading or choosing an image sets enabled and visible true;
 * - visible can be toggled only while enabled;
 * - deleting the image resets image, link, visible and enabled (format and alt text stay);
 * - changing the format keeps the image;
 * - the link must be a URL and can be changed only while the banner is enabled.
 * Pure: a change and the current banner in, the next banner or the reason out.
 */
import {
  BANNER_FORMATS,
  type Banner,
  type BannerFormat,
  HOMEPAGE_LIMITS,
  INPUT_TEXTS,
  isBannerLink,
} from "./schema";
import { isImageAddress } from "~/features/images/rules";

export const BANNER_TEXTS = {
  enableNeedsImage: "Lataa ensin kuva ennen bannerin aktivointia",
  visibleNeedsEnabled: "Näkyvyyttä voi muuttaa vain, kun banneri on käytössä",
  linkNeedsEnabled: "Linkkiä voi muuttaa vain, kun banneri on käytössä",
  invalidLink: INPUT_TEXTS.link,
  invalidImage: INPUT_TEXTS.image,
  altTooLong: INPUT_TEXTS.tooLong(HOMEPAGE_LIMITS.alt),
  badPatch: "Anna yksi muutettava kenttä: image, format, enabled, visible, link tai imageAlt",
  badValue: "Kentän arvo on väärää tyyppiä",
  updated: "Banneri päivitetty",
  linkSaved: "Linkki tallennettu",
  uploaded: "Bannerin kuva ladattu",
  deleted: "Bannerin kuva poistettu",
  updateFailed: "Päivitys epäonnistui",
  uploadFailed: "Kuvan lataus epäonnistui",
  deleteFailed: "Kuvan poisto epäonnistui",
  legacyUploadFailed: "Banner-kuvan lataus epäonnistui",
  legacyDeleteFailed: "Banner-kuvan poisto epäonnistui",
  updateAlert: (message: string) => `Virhe päivityksessä: ${message}`,
  uploadAlert: (message: string) => `Virhe kuvan latauksessa: ${message}`,
  deleteAlert: (message: string) => `Virhe kuvan poistossa: ${message}`,
  notFound: "Banneria ei löytynyt",
} as const;

/** Spec section 9: wide 1500×200 (15:2; 180 px high on phones) and square 1080×1080. */
export const BANNER_SIZES: Record<BannerFormat, { width: number; height: number; label: string; ratio: string }> = {
  wide: { width: 1500, height: 200, label: "Leveä", ratio: "15:2" },
  square: { width: 1080, height: 1080, label: "Neliö", ratio: "1:1" },
};

/** The upload hint for a format: 'Sopiva kuvakoko leveälle bannerille: 1500 × 200 px (15:2)'. */
export function bannerSizeHint(format: BannerFormat): string {
  const size = BANNER_SIZES[format];
  const which = format === "wide" ? "leveälle" : "neliönmuotoiselle";
  return `Sopiva kuvakoko ${which} bannerille: ${size.width} × ${size.height} px (${size.ratio})`;
}

export const BANNER_FIELDS = ["image", "format", "enabled", "visible", "link", "imageAlt"] as const;
export type BannerField = (typeof BANNER_FIELDS)[number];

export type BannerChange =
  | { field: "image"; value: string; imageAlt?: string }
  | { field: "format"; value: BannerFormat }
  | { field: "enabled"; value: boolean }
  | { field: "visible"; value: boolean }
  | { field: "link"; value: string }
  | { field: "imageAlt"; value: string }
  | { field: "deleteImage" };

/** `field` names the input the refusal belongs to (the form shows it there). */
export type BannerResult = { ok: true; banner: Banner } | { ok: false; error: string; field: BannerField };

const ok = (banner: Banner): BannerResult => ({ ok: true, banner });
const refuse = (field: BannerField, error: string): BannerResult => ({ ok: false, error, field });

export function deleteBannerImage(banner: Banner): Banner {
  return { ...banner, image: "", link: "", visible: false, enabled: false };
}

export function applyBannerChange(banner: Banner, change: BannerChange): BannerResult {
  switch (change.field) {
    case "deleteImage":
      return ok(deleteBannerImage(banner));
    case "image": {
      const image = change.value.trim();
      if (image === "") return ok(deleteBannerImage(banner));
      if (!isImageAddress(image)) return refuse("image", BANNER_TEXTS.invalidImage);
      const imageAlt = change.imageAlt === undefined ? banner.imageAlt : change.imageAlt.trim();
      if (imageAlt.length > HOMEPAGE_LIMITS.alt) return refuse("imageAlt", BANNER_TEXTS.altTooLong);
      return ok({ ...banner, image, imageAlt, enabled: true, visible: true });
    }
    case "format":
      if (!(BANNER_FORMATS as readonly string[]).includes(change.value)) return refuse("format", INPUT_TEXTS.choice);
      return ok({ ...banner, format: change.value });
    case "enabled":
      if (change.value && banner.image.trim() === "") return refuse("enabled", BANNER_TEXTS.enableNeedsImage);
      return ok({ ...banner, enabled: change.value });
    case "visible":
      if (change.value === banner.visible) return ok(banner);
      if (!banner.enabled) return refuse("visible", BANNER_TEXTS.visibleNeedsEnabled);
      return ok({ ...banner, visible: change.value });
    case "link": {
      const link = change.value.trim();
      if (link === banner.link) return ok(banner);
      if (!banner.enabled) return refuse("link", BANNER_TEXTS.linkNeedsEnabled);
      if (!isBannerLink(link)) return refuse("link", BANNER_TEXTS.invalidLink);
      return ok({ ...banner, link });
    }
    case "imageAlt": {
      const imageAlt = change.value.trim();
      if (imageAlt.length > HOMEPAGE_LIMITS.alt) return refuse("imageAlt", BANNER_TEXTS.altTooLong);
      return ok({ ...banner, imageAlt });
    }
  }
}

/** Applies changes in order; the first refusal stops. */
export function applyBannerChanges(banner: Banner, changes: BannerChange[]): BannerResult {
  let result: BannerResult = ok(banner);
  for (const change of changes) {
    if (!result.ok) break;
    result = applyBannerChange(result.banner, change);
  }
  return result;
}

/**
 * What a whole banner form (or a banner object in PUT /api/homepage-settings) asks for, against the
 * stored banner. `link` undefined: not sent (the field is disabled while the banner is not enabled).
 */
export type BannerFormInput = {
  image: string;
  imageAlt: string;
  format: BannerFormat;
  enabled: boolean;
  visible: boolean;
  link?: string;
};

/**
 * One submit, as the rules read it:
 * - a new image (upload or pick) enables and shows the banner, whatever the toggles said before it;
 * - a removed image resets the banner (the toggles and link of the same submit do not matter);
 * - otherwise the toggles: switching on comes first (so visible and link may then change), switching
 *   off comes last (visible and link may still change while it is on).
 */
export function applyBannerForm(current: Banner, input: BannerFormInput): BannerResult {
  const image = input.image.trim();
  const common: BannerChange[] = [
    { field: "format", value: input.format },
    { field: "imageAlt", value: input.imageAlt },
  ];
  if (image !== current.image) {
    if (image === "") return applyBannerChanges(current, [{ field: "deleteImage" }, ...common]);
    const link: BannerChange[] = input.link === undefined ? [] : [{ field: "link", value: input.link }];
    return applyBannerChanges(current, [{ field: "image", value: image }, ...common, ...link]);
  }
  const toggles: BannerChange[] = [
    { field: "visible", value: input.visible },
    ...(input.link === undefined ? [] : [{ field: "link", value: input.link } as const]),
  ];
  const switchOn = input.enabled && !current.enabled;
  const switchOff = !input.enabled && current.enabled;
  return applyBannerChanges(current, [
    ...common,
    ...(switchOn ? [{ field: "enabled", value: true } as const] : []),
    ...toggles,
    ...(switchOff ? [{ field: "enabled", value: false } as const] : []),
  ]);
}

/**
 * The body of PATCH /api/homepage-settings/banner/:position: exactly one of the banner's fields with a
 * value of its type ({ "enabled": true }, { "link": "https://…" }, { "image": "" } deletes the image).
 */
export function parseBannerPatch(body: unknown): { ok: true; change: BannerChange } | { ok: false; error: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, error: BANNER_TEXTS.badPatch };
  const entries = Object.entries(body);
  if (entries.length !== 1) return { ok: false, error: BANNER_TEXTS.badPatch };
  const [field, value] = entries[0];
  const bad = { ok: false as const, error: BANNER_TEXTS.badValue };
  switch (field) {
    case "enabled":
    case "visible":
      return typeof value === "boolean" ? { ok: true, change: { field, value } } : bad;
    case "image":
    case "link":
    case "imageAlt":
      if (typeof value !== "string" || value.length > HOMEPAGE_LIMITS.link) return bad;
      return { ok: true, change: { field, value } };
    case "format":
      return value === "wide" || value === "square" ? { ok: true, change: { field, value } } : { ok: false, error: INPUT_TEXTS.choice };
    default:
      return { ok: false, error: BANNER_TEXTS.badPatch };
  }
}
