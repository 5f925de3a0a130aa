import { createRequire } from "node:module";
import type { AgnosticRouteObject, matchRoutes as MatchRoutes } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The server loads the router's CommonJS build (its package "main"), the file patches/ changes; vitest's
// own resolution would pick the ES build the browser bundle uses.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: typeof MatchRoutes };

type Route = AgnosticRouteObject;

const tree: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "tyres", path: "renkaat" },
      { id: "tyre", path: "renkaat/:size/:slug" },
      { id: "compare", path: "renkaat/vertaa" },
      { id: "admin", path: "admin", children: [{ id: "admin-home", index: true }, { id: "admin-tyres", path: "renkaat" }] },
      { id: "not-found", path: "*" },
    ],
  },
];

const matchedIds = (routes: Route[], pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);

/** The route tree, with a count of how many times matching walks its top level. */
function countingTree(): { routes: Route[]; walks: () => number } {
  let walks = 0;
  const routes = new Proxy(tree, {
    get(target, property, receiver) {
      if (property === "forEach") walks += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { routes, walks: () => walks };
}

describe("route matching (patches/@remix-run+router)", () => {
  it("ranks static segments over parameters and both over the catch-all", () => {
    expect(matchedIds(tree, "/")).toEqual(["root", "home"]);
    expect(matchedIds(tree, "/renkaat/vertaa")).toEqual(["root", "compare"]);
    expect(matchedIds(tree, "/renkaat/205-55r16/nokian-hakka")).toEqual(["root", "tyre"]);
    expect(matchedIds(tree, "/admin/renkaat/")).toEqual(["root", "admin", "admin-tyres"]);
    expect(matchedIds(tree, "/ei/ole")).toEqual(["root", "not-found"]);
    expect(matchRoutes(tree, "/renkaat/205-55r16/nokian-hakka")?.at(-1)?.params).toEqual({ size: "205-55r16", slug: "nokian-hakka" });
  });

  it("flattens and ranks a route tree once, not on every request", () => {
    const { routes, walks } = countingTree();
    for (const pathname of ["/", "/renkaat", "/admin", "/renkaat/vertaa", "/"]) matchRoutes(routes, pathname);
    expect(walks()).toBe(1);
  });

  it("gives every caller its own copy of a remembered match", () => {
    const first = matchRoutes(tree, "/renkaat/205-55r16/nokian-hakka")!;
    (first[1].params as Record<string, string>).size = "muutettu";
    const second = matchRoutes(tree, "/renkaat/205-55r16/nokian-hakka")!;
    expect(second[1].params).toEqual({ size: "205-55r16", slug: "nokian-hakka" });
    expect(second[1].route).toBe(first[1].route);
  });
});
