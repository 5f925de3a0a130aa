import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_SHOP_LINKS, type ShopLinks } from "~/content/company";
import type { loader as rootLoader } from "~/root";

/** The booking and finance application addresses the root loader read from the environment. */
export function useShopLinks(): ShopLinks {
  return useRouteLoaderData<typeof rootLoader>("root")?.shopLinks ?? DEFAULT_SHOP_LINKS;
}
