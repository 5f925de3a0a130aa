import type { BusinessHours } from "~/features/hours/rules";
import { buildTireShopJsonLd, serializeJsonLd } from "~/features/site/structured-data.rules";

/** schema.org TireShop for search engines; the hours come from the database through the layout. */
export function ShopJsonLd({ hours, origin }: { hours: BusinessHours | null; origin: string }) {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes '<', '>' and '&', so the content can never end the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildTireShopJsonLd({ hours, origin })) }}
    />
  );
}
