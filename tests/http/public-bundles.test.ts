/**
 * No public page's browser bundle carries a markdown parser or zod (decision 0024; the house rules): the
 * built manifest lists each route's module and the shared chunks it imports, and none of a public route's
 * files may contain them. Articles and the chat page get their markdown as HTML from the server.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const BUILD = path.resolve("public/build");
const manifestFile = readdirSync(BUILD).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
if (!manifestFile) throw new Error("no manifest in public/build: run npm run build");
type Route = { id: string; module: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(path.join(BUILD, manifestFile), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, Route>;
};

/** Strings each library's minified code keeps. */
const FORBIDDEN: [string, RegExp][] = [
  ["react-markdown", /remarkjs\/react-markdown/],
  ["micromark (the markdown parser)", /micromark/],
  ["zod", /ZodError|\$ZodType/],
];

const read = (url: string) => readFileSync(path.join(BUILD, url.replace(/^\/build\//, "")), "utf8");
const isPublic = (id: string) => id === "root" || id.startsWith("routes/_site");

describe("public browser bundles", () => {
  const publicRoutes = Object.values(manifest.routes).filter((route) => isPublic(route.id));

  it("covers the public routes (the article and the chat page among them)", () => {
    const ids = publicRoutes.map((route) => route.id);
    expect(ids).toContain("routes/_site.artikkelit.$slug");
    expect(ids).toContain("routes/_site.kaartobotti");
    expect(ids).toContain("routes/_site._index");
  });

  it("the probe strings are real: the admin's blog editor (live preview) still carries the markdown parser", () => {
    const editor = manifest.routes["routes/admin.blogi"];
    const files = [editor.module, ...(editor.imports ?? [])].map(read).join("\n");
    expect(files).toMatch(FORBIDDEN[0][1]);
  });

  for (const [library, probe] of FORBIDDEN) {
    it(`no public route loads ${library}`, () => {
      const offenders: string[] = [];
      for (const route of [{ id: "entry", module: manifest.entry.module, imports: manifest.entry.imports }, ...publicRoutes]) {
        for (const file of [route.module, ...(route.imports ?? [])]) if (probe.test(read(file))) offenders.push(`${route.id}: ${file}`);
      }
      expect(offenders).toEqual([]);
    });
  }
});
