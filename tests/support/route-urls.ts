/**
 * The URL of every route module, read from app/routes by Remix's flat-route naming, so a test can reach
 * every action over HTTP without a list to keep up to date.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROUTES_DIR = path.resolve("app/routes");

/** 'admin.renkaat.koot.$sizeId.muokkaa' → '/admin/renkaat/koot/1/muokkaa'; '_site.' and '_index' vanish. */
export function routeUrl(file: string): string {
  const name = file.replace(/\.tsx?$/, "");
  const segments = name
    .split(/(?<!\[)\.(?!\])/)
    .map((segment) => segment.replace(/\[\.\]/g, "."))
    .flatMap((segment) => {
      if (segment.startsWith("_")) return []; // pathless layout or index
      const plain = segment.replace(/_$/, ""); // 'admin_' opts out of the layout, not the path
      if (plain === "$") return ["x"];
      if (plain.startsWith("$")) return ["1"];
      return [plain];
    });
  return `/${segments.join("/")}`;
}

export type RouteModuleFile = { file: string; url: string; isAdmin: boolean };

export function actionRoutes(): RouteModuleFile[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /export (const|async function|function) action\b/.test(readFileSync(path.join(ROUTES_DIR, file), "utf8")))
    .map((file) => ({ file, url: routeUrl(file), isAdmin: file.startsWith("admin") && !file.startsWith("admin_.login") }));
}
