/** Rims the shop sells (admin-managed) and the visitors' quote requests for a tyre or a rim. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, money } from "./columns";
import { tyreProducts } from "./catalogue";

export const rims = pgTable(
  "rims",
  {
    id: id(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    /** Rim diameter in inches: the 17 of 17×7.5J. */
    diameter: smallint("diameter").notNull(),
    /** Rim width in inches: the 7.5 of 17×7.5J. */
    width: numeric("width", { precision: 3, scale: 1 }).notNull(),
    /** Bolt pattern: 5 bolts on a 112 mm circle is 5×112. */
    boltCount: smallint("bolt_count").notNull(),
    boltCircle: numeric("bolt_circle", { precision: 4, scale: 1 }).notNull(),
    /** ET (offset) in millimetres; may be negative. */
    offset: smallint("offset_mm").notNull(),
    centreBore: numeric("centre_bore", { precision: 4, scale: 1 }),
    price: money("price").notNull(),
    /** Null: the shop does not keep count (ask). */
    stock: integer("stock"),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("rims_diameter_idx").on(t.diameter),
    index("rims_bolt_pattern_idx").on(t.boltCount, t.boltCircle),
    check("rims_brand_not_blank", sql`btrim(${t.brand}) <> ''`),
    check("rims_model_not_blank", sql`btrim(${t.model}) <> ''`),
    check("rims_diameter_range", sql`${t.diameter} between 12 and 24`),
    check("rims_width_range", sql`${t.width} between 3 and 13`),
    check("rims_bolt_count_range", sql`${t.boltCount} between 3 and 10`),
    check("rims_bolt_circle_range", sql`${t.boltCircle} between 80 and 210`),
    check("rims_offset_range", sql`${t.offset} between -80 and 120`),
    check("rims_centre_bore_range", sql`${t.centreBore} is null or ${t.centreBore} between 40 and 180`),
    check("rims_price_non_negative", sql`${t.price} >= 0`),
    check("rims_stock_non_negative", sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: id(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    quantity: smallint("quantity").notNull().default(4),
    fitting: boolean("fitting").notNull().default(false),
    message: text("message").notNull().default(""),
    /** The product asked about, while it exists; the summary below keeps what it was. */
    tyreProductId: integer("tyre_product_id").references(() => tyreProducts.id, { onDelete: "set null" }),
    rimId: integer("rim_id").references(() => rims.id, { onDelete: "set null" }),
    /** 'Nokian Hakkapeliitta 10 205/55R16, 129 €' as it read when the visitor asked; '' for none. */
    productSummary: text("product_summary").notNull().default(""),
    /** Null while the request is new. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("quote_requests_created_idx").on(t.createdAt),
    index("quote_requests_new_idx").on(t.createdAt).where(sql`${t.handledAt} is null`),
    check("quote_requests_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("quote_requests_contact_given", sql`${t.phone} is not null or ${t.email} is not null`),
    check("quote_requests_quantity_range", sql`${t.quantity} between 1 and 8`),
    check(
      "quote_requests_lengths",
      sql`length(${t.name}) <= 100 and coalesce(length(${t.phone}), 0) <= 40 and coalesce(length(${t.email}), 0) <= 254
        and length(${t.message}) <= 2000 and length(${t.productSummary}) <= 500`,
    ),
    check("quote_requests_one_product", sql`${t.tyreProductId} is null or ${t.rimId} is null`),
  ],
);
