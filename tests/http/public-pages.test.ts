/**
 * Every public page over HTTP from the built server: no U+0000 in the HTML (React 18.3 pads a stream
 * chunk with zero bytes when a character straddles its buffer, facebook/react#31134), neither when
 * rendered nor when served again from the render cache; and the tags a search engine or a share reads.
 */
import { describe, expect, inject, it } from "vitest";
import { NOT_FOUND_PATH, publicPagePaths } from "../support/public-pages";

const { url } = inject("sharedServer");

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content?.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

describe("public pages", () => {
  it("carry no NUL byte, rendered or cached", async () => {
    const paths = await publicPagePaths(url);
    for (const path of paths) {
      for (const round of ["rendered", "cached"]) {
        const bytes = new Uint8Array(await (await fetch(`${url}${path}`)).arrayBuffer());
        expect(bytes.indexOf(0), `${path} (${round})`).toBe(-1);
      }
    }
  });

  it("have a description of at most 160 characters and Open Graph title, description, url, type and image", async () => {
    const paths = (await publicPagePaths(url)).filter((path) => path !== NOT_FOUND_PATH);
    for (const path of paths) {
      const html = await (await fetch(`${url}${path}`)).text();
      const description = metaContent(html, "name", "description");
      expect(description, path).toBeTruthy();
      expect(description!.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
      for (const key of ["og:title", "og:description", "og:url", "og:type"]) expect(metaContent(html, "property", key), `${path} ${key}`).toBeTruthy();
      expect(metaContent(html, "property", "og:image"), path).toMatch(/^https?:\/\/[^/]+\/.+/);
    }
    const image = await fetch(`${url}/images/og-rengas-kaarto.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });
});
