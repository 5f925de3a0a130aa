import { useLocation } from "@remix-run/react";

/**
 * Links inside the tyres tab's drawers keep the tab's query (its filters and page), so closing a drawer
 * returns to the same view of the tab.
 */
export function useTabLinks() {
  const { search } = useLocation();
  return (path: string) => `${path}${search}`;
}
