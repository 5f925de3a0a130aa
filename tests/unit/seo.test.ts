import { describe, expect, it } from "vitest";
import { DEFAULT_SHARE_IMAGE, META_DESCRIPTION_MAX, fitDescription, pageMeta } from "~/features/site/seo.rules";

const content = (tags: Record<string, string>[], key: string, value: string) => tags.find((tag) => tag[key] === value)?.content;

describe("pageMeta", () => {
  it("cuts a long description at a whole word to 160 characters, in the meta tag and Open Graph alike", () => {
    const long = "Rengas-Kaarto Lohjalta: ".concat("kesärenkaat talvirenkaat vanteet rengashotelli ".repeat(6));
    const tags = pageMeta({ title: "Renkaat", description: long, path: "/renkaat", origin: "https://rk.example" });
    const description = content(tags, "name", "description")!;
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description.endsWith("…")).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(long.charAt(description.length - 1)).toBe(" "); // cut between words
    expect(content(tags, "property", "og:description")).toBe(description);
  });

  it("leaves a short description as it is and never returns an empty one", () => {
    expect(fitDescription("Hinnasto.")).toBe("Hinnasto.");
    const tags = pageMeta({ description: "", path: "/", origin: "https://rk.example" });
    expect(content(tags, "name", "description")!.length).toBeGreaterThan(50);
  });

  it("shares the shop's picture unless the page has its own", () => {
    const plain = pageMeta({ path: "/hinnasto", origin: "https://rk.example" });
    expect(content(plain, "property", "og:image")).toBe(`https://rk.example${DEFAULT_SHARE_IMAGE.path}`);
    expect(content(plain, "property", "og:image:width")).toBe("1200");
    expect(content(plain, "property", "og:url")).toBe("https://rk.example/hinnasto");
    expect(content(plain, "property", "og:type")).toBe("website");
    const own = pageMeta({ path: "/artikkelit/a", origin: "https://rk.example", image: "/api/images/3", type: "article" });
    expect(own.filter((tag) => tag.property === "og:image")).toEqual([{ property: "og:image", content: "https://rk.example/api/images/3" }]);
  });
});
