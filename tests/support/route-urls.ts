/**
 * The URL of every route module, read from app/routes by Remix's flat-route naming, so a test can reach
 * every action over HTTP without a list to keep up to date.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROUTES_DIR = path.resolve("app/routes");

/** A path segment: plain text, or a dynamic parameter (`$id`) or splat (`$`) filled in by the caller. */
export type RouteSegment = { kind: "static"; text: string } | { kind: "param" } | { kind: "splat" };

/** 'admin.renkaat.koot.$sizeId.muokkaa' → admin / renkaat / koot / (param) / muokkaa; '_site.' and '_index' vanish. */
export function routeSegments(file: string): RouteSegment[] {
  const name = file.replace(/\.tsx?$/, "");
  return name
    .split(/(?<!\[)\.(?!\])/)
    .map((segment) => segment.replace(/\[\.\]/g, "."))
    .flatMap((segment): RouteSegment[] => {
      if (segment.startsWith("_")) return []; // pathless layout or index
      const plain = segment.replace(/_$/, ""); // 'admin_' opts out of the layout, not the path
      if (plain === "$") return [{ kind: "splat" }];
      if (plain.startsWith("$")) return [{ kind: "param" }];
      return [{ kind: "static", text: plain }];
    });
}

/** The route's URL with `param` for each dynamic segment and `splat` for a splat. */
export function fillRoute(segments: RouteSegment[], param = "1", splat = "x"): string {
  return `/${segments.map((segment) => (segment.kind === "static" ? segment.text : segment.kind === "param" ? param : splat)).join("/")}`;
}

/** 'admin.renkaat.koot.$sizeId.muokkaa' → '/admin/renkaat/koot/1/muokkaa'. */
export function routeUrl(file: string): string {
  return fillRoute(routeSegments(file));
}

export type RouteModuleFile = {
  file: string;
  url: string;
  segments: RouteSegment[];
  isAdmin: boolean;
  hasAction: boolean;
  hasLoader: boolean;
  /** A page (default export), not only a resource route. */
  isPage: boolean;
  /** The action reads JSON bodies (the admin's JSON calls, the chat and the widgets' calls); the others take forms only. */
  acceptsJson: boolean;
  /** The action takes a POST from any origin (its credential is in its address). */
  anyOrigin: boolean;
};

/** Every route module of the app (the test-only `e2e.*` ones too: they ship, answering 404 outside the tests). */
export function routeModules(): RouteModuleFile[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
      return {
        file,
        url: routeUrl(file),
        segments: routeSegments(file),
        isAdmin: /\badmin(?:Json)?(?:Action|Loader)\(/.test(source),
        hasAction: /export (const|async function|function) action\b/.test(source),
        hasLoader: /export (const|async function|function) loader\b/.test(source),
        isPage: /export default function/.test(source),
        acceptsJson: /adminJsonAction\(|acceptsJson: true/.test(source),
        anyOrigin: /anyOrigin: true/.test(source),
      };
    });
}

export function actionRoutes(): RouteModuleFile[] {
  return routeModules().filter((route) => route.hasAction);
}
