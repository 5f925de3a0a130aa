/**
 * The rules of responsive image variants (decision 0035): which `?w=` is a variant, the format by the
 * Accept header, ETags and If-None-Match, the srcset the <img> component writes; and the demo catalogue's
 * drawings (db/seed-images.ts): per season, deterministic, with the brand and model on the sidewall.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "~/features/images/components/ResponsiveImage";
import {
  etagMatches,
  hasVariants,
  negotiateVariantMime,
  originalEtag,
  parseVariantWidth,
  variantEtag,
  variantSrcSet,
} from "~/features/images/variants.rules";
import { renderDemoPhotos, treadPatternSvg, tyrePhotoSvg } from "#db/seed-images";

const width = (query: string) => parseVariantWidth(new URLSearchParams(query));

describe("variant width", () => {
  it("takes exactly one width of the allow-list; none means the stored image", () => {
    expect(width("")).toBeNull();
    expect(width("x=1")).toBeNull();
    for (const allowed of [160, 320, 480, 640, 960]) expect(width(`w=${allowed}`)).toBe(allowed);
  });

  it("refuses any other value: other numbers, text, NUL, repeated, empty, signs and padding", () => {
    for (const query of ["w=abc", "w=999999", "w=321", "w=0", "w=-320", "w=%2B320", "w=0320", "w=320.0", "w=", "w=320%00", "w=%00", "w=320&w=320", "w=320&w=640", "w=1e3", "w=%20320"]) {
      expect(width(query), query).toBe("invalid");
    }
  });
});

describe("variant format", () => {
  const CHROME = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
  const SAFARI_15 = "image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5";
  it("is AVIF when named, else WebP when named, else the stored format", () => {
    expect(negotiateVariantMime(CHROME, "image/jpeg")).toBe("image/avif");
    expect(negotiateVariantMime(SAFARI_15, "image/jpeg")).toBe("image/webp");
    expect(negotiateVariantMime("*/*", "image/png")).toBe("image/png");
    expect(negotiateVariantMime(null, "image/jpeg")).toBe("image/jpeg");
    expect(negotiateVariantMime("image/*", "image/webp")).toBe("image/webp");
  });

  it("takes q=0 as a refusal and reads parameters and case loosely", () => {
    expect(negotiateVariantMime("image/avif;q=0, image/webp", "image/jpeg")).toBe("image/webp");
    expect(negotiateVariantMime("IMAGE/AVIF ; q=0.5", "image/jpeg")).toBe("image/avif");
    expect(negotiateVariantMime("image/avif;q=0,image/webp;q=0.0", "image/png")).toBe("image/png");
    expect(negotiateVariantMime("x".repeat(10_000) + ",image/avif", "image/jpeg")).toBe("image/jpeg");
  });
});

describe("ETags", () => {
  const image = { id: 12, size: 34567 };
  it("differ by width and format, and keep the stored image's as it was", () => {
    expect(originalEtag(image)).toBe('"img-12-34567"');
    const tags = new Set([variantEtag(image, 160, "image/avif"), variantEtag(image, 160, "image/webp"), variantEtag(image, 320, "image/avif"), originalEtag(image)]);
    expect(tags.size).toBe(4);
  });

  it("match If-None-Match lists, weak tags and '*'", () => {
    const tag = variantEtag(image, 320, "image/webp");
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"other", W/${tag}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches(variantEtag(image, 320, "image/avif"), tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });
});

describe("<ResponsiveImage>", () => {
  it("gives a library image its variants, sizes, box and lazy loading", () => {
    expect(hasVariants("/api/images/12")).toBe(true);
    expect(hasVariants("/api/images/12?w=320")).toBe(false);
    expect(hasVariants("https://cdn.example.com/a.jpg")).toBe(false);
    expect(variantSrcSet("/api/images/12", [160, 320])).toBe("/api/images/12?w=160 160w, /api/images/12?w=320 320w");
    const html = renderToStaticMarkup(<ResponsiveImage src="/api/images/12" alt="Rengas" width={96} height={96} sizes="96px" widths={[160, 320]} />);
    expect(html).toContain('srcSet="/api/images/12?w=160 160w, /api/images/12?w=320 320w"');
    expect(html).toContain('sizes="96px"');
    expect(html).toContain('src="/api/images/12?w=160"');
    expect(html).toMatch(/width="96" height="96"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Rengas"');
  });

  it("loads the page's main image at once and first; an outside address as it is", () => {
    const main = renderToStaticMarkup(<ResponsiveImage src="/api/images/3" alt="" width={600} height={600} sizes="384px" priority />);
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchpriority="high"');
    const outside = renderToStaticMarkup(<ResponsiveImage src="https://cdn.example.com/a.jpg" alt="A" width={96} height={96} sizes="96px" />);
    expect(outside).not.toContain("srcSet");
    expect(outside).toContain('src="https://cdn.example.com/a.jpg"');
  });
});

describe("demo photos", () => {
  const summer = { brand: "Michelin", model: "Primacy 4+", season: "summer" as const };
  const studded = { brand: "Nokian Tyres", model: "Hakkapeliitta 10p", season: "studded" as const };
  const friction = { brand: "Nokian Tyres", model: "Hakkapeliitta R5", season: "friction" as const };

  it("draw the brand and model on the sidewall, letter by letter, escaped", () => {
    const svg = tyrePhotoSvg({ brand: "A&B", model: "X<1>", season: "summer" });
    expect(svg).toContain("&#38;");
    expect(svg).not.toMatch(/>[<&]</);
    const letters = [...tyrePhotoSvg(summer).matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]).join("");
    expect(letters).toContain("MICHELIN");
    expect(letters).toContain("PRIMACY4+");
  });

  it("differ by season: grooves for summer, sipes for winter, studs only on a studded tyre", () => {
    const stud = /fill="#cfd4da"/;
    expect(tyrePhotoSvg(studded)).toMatch(stud);
    expect(tyrePhotoSvg(friction)).not.toMatch(stud);
    expect(tyrePhotoSvg(summer)).not.toMatch(stud);
    expect(treadPatternSvg(studded)).toMatch(/fill="#d3d8de"/);
    expect(treadPatternSvg(friction)).not.toMatch(/fill="#d3d8de"/);
    expect(treadPatternSvg(summer)).not.toEqual(treadPatternSvg({ ...summer, season: "friction" }));
  });

  it("render to the same bytes every time: 800 × 800 WebP of a few tens of kB", async () => {
    const [first, second] = await Promise.all([renderDemoPhotos(studded), renderDemoPhotos(studded)]);
    expect(Buffer.from(first.photo.bytes).equals(Buffer.from(second.photo.bytes))).toBe(true);
    expect(Buffer.from(first.pattern.bytes).equals(Buffer.from(second.pattern.bytes))).toBe(true);
    expect(first.photo).toMatchObject({ width: 800, height: 800 });
    expect(Buffer.from(first.photo.bytes).subarray(8, 12).toString()).toBe("WEBP");
    expect(first.photo.bytes.byteLength).toBeLessThan(60_000);
  });
});
