import { listSaleItems } from "~/features/sales/model.server";

/**
 * GET /api/tires/sales (public): the products on a running sale in the spec's sale-list shape
 * `{ _id, manufacturer, model, size, category, originalPrice, salePrice }` plus `endDate`
 * (null: while stock lasts). Newsletters' offer messages read it.
 */
export async function loader() {
  try {
    return Response.json(await listSaleItems(), { headers: { "Cache-Control": "no-cache" } });
  } catch (error) {
    console.error("Failed to list sale items", error);
    // The details stay in the log: a database error's text is not for the public.
    return Response.json(
      { message: "Tarjoustuotteiden haku epäonnistui: palvelinvirhe" },
      { status: 500, headers: { "Cache-Control": "no-store" } },
    );
  }
}
