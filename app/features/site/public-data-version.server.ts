/**
 * One string that moves whenever what the public pages show from the database may have changed: the
 * content version (hours, home page, campaigns, articles…) and the catalogue version (tyres, stock,
 * sales, rims). The page cache in front of Remix (server/page-cache.ts) keys its pages by it; it is read
 * through the build's entry module so that it is this build's own counters, not a second copy's.
 */
import { currentCatalogueVersion } from "~/features/tyres/cache.server";
import { contentVersion } from "~/services/content-version.server";

export function publicDataVersion(): string | Promise<string> {
  const content = contentVersion();
  const catalogue = currentCatalogueVersion();
  return typeof catalogue === "number" ? `${content}.${catalogue}` : catalogue.then((version) => `${content}.${version}`);
}
