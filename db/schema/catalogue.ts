/** Tyre sizes, products (with their sale) and manufacturers, and the catalogue version. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, smallint, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, money } from "./columns";
import { euLabelClass, noiseClass, tyreSeason, vehicleType, winterType } from "./enums";

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: id(),
    name: text("name").notNull(),
    country: text("country"),
    logoUrl: text("logo_url"),
    website: text("website"),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("manufacturers_name_lower_idx").on(sql`lower(${t.name})`),
    check("manufacturers_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

export const tyreSizes = pgTable(
  "tyre_sizes",
  {
    id: id(),
    width: integer("width").notNull(),
    aspect: integer("aspect").notNull(),
    diameter: integer("diameter").notNull(),
    /** '205/55R16', derived by the database so it can never disagree with the parts. */
    fullSize: text("full_size")
      .notNull()
      .generatedAlwaysAs(sql`width::text || '/' || aspect::text || 'R' || diameter::text`),
    /** '2055516': serves the "numbers contained in the size" search rule through a trigram index. */
    digits: text("digits")
      .notNull()
      .generatedAlwaysAs(sql`width::text || aspect::text || diameter::text`),
    vehicleType: vehicleType("vehicle_type").notNull().default("henkilöauto"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tyre_sizes_full_size_idx").on(t.fullSize),
    index("tyre_sizes_full_size_trgm_idx").using("gin", sql`${t.fullSize} gin_trgm_ops`),
    index("tyre_sizes_digits_trgm_idx").using("gin", sql`${t.digits} gin_trgm_ops`),
    index("tyre_sizes_parts_idx").on(t.width, t.aspect, t.diameter),
    check("tyre_sizes_width_range", sql`${t.width} between 100 and 400`),
    check("tyre_sizes_aspect_range", sql`${t.aspect} between 20 and 100`),
    check("tyre_sizes_diameter_range", sql`${t.diameter} between 10 and 30`),
  ],
);

export const tyreProducts = pgTable(
  "tyre_products",
  {
    id: id(),
    sizeId: integer("size_id")
      .notNull()
      .references(() => tyreSizes.id, { onDelete: "cascade" }),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "restrict" }),
    model: text("model").notNull(),
    type: tyreSeason("type").notNull(),
    winterType: winterType("winter_type"),
    price: money("price").notNull().default("0"),
    originalPrice: money("original_price"),
    financingPrice: money("financing_price").notNull().default("0"),
    stock: integer("stock").notNull().default(0),
    // details
    description: text("description").notNull().default(""),
    designedFor: text("designed_for").notNull().default(""),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    fuelEfficiency: euLabelClass("fuel_efficiency"),
    wetGrip: euLabelClass("wet_grip"),
    noiseLevel: smallint("noise_level"),
    noiseClass: noiseClass("noise_class"),
    ratingDryGrip: smallint("rating_dry_grip"),
    ratingWetGrip: smallint("rating_wet_grip"),
    ratingSnowGrip: smallint("rating_snow_grip"),
    ratingIceGrip: smallint("rating_ice_grip"),
    ratingComfort: smallint("rating_comfort"),
    ratingDurability: smallint("rating_durability"),
    // markings on the sidewall ('91H', '104/102T', XL, run-flat, C) and identifiers
    /** Load index: the most one tyre carries ('91' = 615 kg); the dual figure is for twin rear wheels. */
    loadIndex: smallint("load_index"),
    loadIndexDual: smallint("load_index_dual"),
    /** Speed symbol, 'L'…'Y' (app/lib/tyre-markings.ts). */
    speedRating: text("speed_rating"),
    /** XL / Reinforced: a higher load index than the size's standard one. */
    extraLoad: boolean("extra_load").notNull().default(false),
    runFlat: boolean("run_flat").notNull().default(false),
    /** C (or LT): a van tyre's reinforced construction. */
    commercial: boolean("commercial").notNull().default(false),
    /** The EU product database's registration number (EPREL). */
    eprelId: text("eprel_id"),
    /** EAN / GTIN barcode. */
    ean: text("ean"),
    /** When the shop can get more (working days), shown as 'Toimitus 1–3 arkipäivää'. */
    deliveryDaysMin: smallint("delivery_days_min"),
    deliveryDaysMax: smallint("delivery_days_max"),
    // images
    thumbnail: text("thumbnail"),
    pattern: text("pattern"),
    gallery: text("gallery").array().notNull().default(sql`'{}'::text[]`),
    // sale
    saleIsActive: boolean("sale_is_active").notNull().default(false),
    salePrice: money("sale_price"),
    saleName: text("sale_name"),
    saleDescription: text("sale_description"),
    /** null while a sale is active means "as long as stock lasts". */
    saleEndDate: date("sale_end_date"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tyre_products_size_idx").on(t.sizeId),
    index("tyre_products_manufacturer_idx").on(t.manufacturerId),
    index("tyre_products_on_sale_idx").on(t.saleIsActive).where(sql`${t.saleIsActive}`),
    unique("tyre_products_size_manufacturer_model_key").on(t.sizeId, t.manufacturerId, t.model),
    check("tyre_products_model_not_blank", sql`btrim(${t.model}) <> ''`),
    check(
      "tyre_products_winter_type_matches_season",
      sql`(${t.type} = 'summer' and ${t.winterType} is null) or (${t.type} = 'winter' and ${t.winterType} is not null)`,
    ),
    check("tyre_products_price_non_negative", sql`${t.price} >= 0 and ${t.financingPrice} >= 0`),
    check("tyre_products_original_price_non_negative", sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    check("tyre_products_stock_non_negative", sql`${t.stock} >= 0`),
    check("tyre_products_noise_level_range", sql`${t.noiseLevel} is null or ${t.noiseLevel} between 60 and 80`),
    check(
      "tyre_products_ratings_range",
      sql`coalesce(${t.ratingDryGrip}, 1) between 1 and 5 and coalesce(${t.ratingWetGrip}, 1) between 1 and 5
        and coalesce(${t.ratingSnowGrip}, 1) between 1 and 5 and coalesce(${t.ratingIceGrip}, 1) between 1 and 5
        and coalesce(${t.ratingComfort}, 1) between 1 and 5 and coalesce(${t.ratingDurability}, 1) between 1 and 5`,
    ),
    check(
      "tyre_products_sale_price_valid",
      sql`${t.salePrice} is null or (${t.salePrice} >= 0 and ${t.salePrice} <= ${t.price})`,
    ),
    check("tyre_products_active_sale_has_price", sql`not ${t.saleIsActive} or ${t.salePrice} is not null`),
    check("tyre_products_load_index_range", sql`${t.loadIndex} is null or ${t.loadIndex} between 50 and 150`),
    check(
      "tyre_products_load_index_dual_valid",
      sql`${t.loadIndexDual} is null or (${t.loadIndex} is not null and ${t.loadIndexDual} between 50 and ${t.loadIndex})`,
    ),
    check("tyre_products_speed_rating_valid", sql`${t.speedRating} is null or ${t.speedRating} in ('L','M','N','P','Q','R','S','T','U','H','V','W','Y')`),
    check("tyre_products_eprel_id_digits", sql`${t.eprelId} is null or ${t.eprelId} ~ '^[0-9]{1,12}$'`),
    check("tyre_products_ean_digits", sql`${t.ean} is null or ${t.ean} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    check(
      "tyre_products_delivery_days_valid",
      sql`(${t.deliveryDaysMin} is null and ${t.deliveryDaysMax} is null)
        or (${t.deliveryDaysMin} between 0 and 90 and ${t.deliveryDaysMax} between ${t.deliveryDaysMin} and 90)`,
    ),
  ],
);

/**
 * A single row whose version the database itself bumps on every write to the catalogue tables
 * (statement triggers in migration 0002), so caches of catalogue reads know when to refresh whichever
 * code path, process or import wrote.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_version_single_row", sql`${t.id} = 1`)],
);
