import { describe, expect, it } from "vitest";
import { isBannerShown } from "~/features/homepage/components/Banner";
import { resolveImageUrl, withoutParam } from "~/features/homepage/components/urls";

const banner = { enabled: true, visible: true, image: "/api/images/5", imageAlt: "Syysale", link: "", format: "wide" as const };

describe("banner display rule", () => {
  it("shows a banner only when enabled, visible and with an image", () => {
    expect(isBannerShown(banner)).toBe(true);
    expect(isBannerShown({ ...banner, enabled: false })).toBe(false);
    expect(isBannerShown({ ...banner, visible: false })).toBe(false);
    expect(isBannerShown({ ...banner, image: "  " })).toBe(false);
  });

  it("keeps the site's own images relative to whatever host the page came from, and absolute URLs as they are", () => {
    expect(resolveImageUrl("/api/images/5")).toBe("/api/images/5");
    expect(resolveImageUrl("uploads/a.webp")).toBe("/uploads/a.webp");
    expect(resolveImageUrl("https://cdn.example.fi/a.webp")).toBe("https://cdn.example.fi/a.webp");
  });

  it("builds the no-JS close link by dropping one parameter", () => {
    expect(withoutParam("/", "?kampanja=3&x=1", "kampanja")).toBe("/?x=1");
    expect(withoutParam("/", "?aukioloajat=1", "aukioloajat")).toBe("/");
  });
});
