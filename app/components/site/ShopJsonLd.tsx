// STUB (owned by the content/SEO work): JSON-LD TireShop with address, geo, phone and opening hours.
import type { BusinessHours } from "~/lib/business-hours";

export function ShopJsonLd({ hours: _hours, origin: _origin }: { hours: BusinessHours | null; origin: string }) {
  return null;
}
