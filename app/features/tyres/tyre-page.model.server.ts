/**
 * A tyre's public page and the comparison of a few tyres (decision 0023): one product with its size,
 * manufacturer, details, images and the sale as it stands today. Reads go through the catalogue cache,
 * so an admin's edit is seen at once and an unchanged catalogue costs one version read.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { isSaleActive } from "~/lib/price";
import { RATING_FIELDS } from "~/features/tyres/admin.rules";
import type { TyrePageSource } from "~/features/tyres/tyre-page.rules";
import { cachedCatalogueRead } from "~/features/tyres/cache.server";
import { MARKING_COLUMNS, type VehicleType, deliveryDaysOf, markingsOf } from "./model.server";
import type { TyreMarkings } from "~/lib/tyre-markings";
import { helsinkiDay } from "~/lib/helsinki-time";

export type TyreRating = { label: string; value: number | null };

export type TyrePageProduct = TyrePageSource & {
  vehicleType: VehicleType;
  designedFor: string;
  features: string[];
  eprelId: string | null;
  markings: TyreMarkings;
  deliveryDays: { min: number; max: number } | null;
  ratings: TyreRating[];
  thumbnail: string | null;
  pattern: string | null;
  gallery: string[];
  /** Money as numeric strings ('89.90'), exactly as stored. */
  price: string;
  financingPrice: string;
  sale: TyrePageSource["sale"] & { salePrice: string | null; name: string | null; description: string | null };
  updatedAt: string;
};

const columns = {
  id: tyreProducts.id,
  fullSize: tyreSizes.fullSize,
  vehicleType: tyreSizes.vehicleType,
  brand: manufacturers.name,
  model: tyreProducts.model,
  season: tyreProducts.type,
  winterType: tyreProducts.winterType,
  description: tyreProducts.description,
  designedFor: tyreProducts.designedFor,
  features: tyreProducts.features,
  fuelEfficiency: tyreProducts.fuelEfficiency,
  wetGrip: tyreProducts.wetGrip,
  noiseLevel: tyreProducts.noiseLevel,
  noiseClass: tyreProducts.noiseClass,
  ratingDryGrip: tyreProducts.ratingDryGrip,
  ratingWetGrip: tyreProducts.ratingWetGrip,
  ratingSnowGrip: tyreProducts.ratingSnowGrip,
  ratingIceGrip: tyreProducts.ratingIceGrip,
  ratingComfort: tyreProducts.ratingComfort,
  ratingDurability: tyreProducts.ratingDurability,
  thumbnail: tyreProducts.thumbnail,
  pattern: tyreProducts.pattern,
  gallery: tyreProducts.gallery,
  price: tyreProducts.price,
  financingPrice: tyreProducts.financingPrice,
  stock: tyreProducts.stock,
  deliveryDaysMin: tyreProducts.deliveryDaysMin,
  deliveryDaysMax: tyreProducts.deliveryDaysMax,
  eprelId: tyreProducts.eprelId,
  ean: tyreProducts.ean,
  ...MARKING_COLUMNS,
  saleIsActive: tyreProducts.saleIsActive,
  salePrice: tyreProducts.salePrice,
  saleEndDate: tyreProducts.saleEndDate,
  saleName: tyreProducts.saleName,
  saleDescription: tyreProducts.saleDescription,
  updatedAt: tyreProducts.updatedAt,
};

function selectTyres() {
  return db
    .select(columns)
    .from(tyreProducts)
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId));
}

type Row = Awaited<ReturnType<typeof selectTyres>>[number];

function toTyrePage(row: Row, today: string): TyrePageProduct {
  const active = isSaleActive({ isActive: row.saleIsActive, salePrice: row.salePrice, endDate: row.saleEndDate }, today);
  const features = row.features.map((line) => line.trim()).filter(Boolean);
  const gallery = row.gallery.filter((image) => image.trim() !== "");
  const images = [row.thumbnail, row.pattern, ...gallery].filter((image): image is string => Boolean(image));
  return {
    id: row.id,
    fullSize: row.fullSize,
    vehicleType: row.vehicleType,
    brand: row.brand,
    model: row.model,
    season: row.season,
    winterType: row.winterType,
    description: row.description,
    designedFor: row.designedFor,
    features,
    eprelId: row.eprelId,
    gtin: row.ean,
    markings: markingsOf(row),
    deliveryDays: deliveryDaysOf(row),
    euLabel: {
      fuelEfficiency: row.fuelEfficiency,
      wetGrip: row.wetGrip,
      noiseLevel: row.noiseLevel,
      noiseClass: row.noiseClass,
    },
    ratings: RATING_FIELDS.map(({ name, label }) => ({ label, value: row[name] })),
    thumbnail: row.thumbnail,
    pattern: row.pattern,
    gallery,
    images: [...new Set(images)],
    price: row.price,
    financingPrice: row.financingPrice,
    currentPrice: active && row.salePrice !== null ? row.salePrice : row.price,
    sale: {
      active,
      salePrice: row.salePrice,
      saleEndDate: row.saleEndDate,
      name: row.saleName,
      description: row.saleDescription,
    },
    stock: row.stock,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One tyre's page, or null. `today` ('YYYY-MM-DD' in Helsinki) decides whether its sale still runs. */
export async function getTyrePage(id: number, today = helsinkiDay()): Promise<TyrePageProduct | null> {
  return cachedCatalogueRead(`tyre-page:${id}:${today}`, async () => {
    const [row] = await selectTyres().where(eq(tyreProducts.id, id));
    return row ? toTyrePage(row, today) : null;
  });
}

/** The given tyres (at most a handful), in no particular order; unknown ids are simply missing. */
export async function getTyresByIds(ids: readonly number[], today = helsinkiDay()): Promise<TyrePageProduct[]> {
  if (ids.length === 0) return [];
  const key = `tyre-compare:${[...ids].sort((a, b) => a - b).join(",")}:${today}`;
  return cachedCatalogueRead(key, async () => {
    const rows = await selectTyres().where(inArray(tyreProducts.id, [...ids]));
    return rows.map((row) => toTyrePage(row, today));
  });
}

export type TyreSitemapEntry = { id: number; fullSize: string; brand: string; model: string; updatedAt: Date };

/** Every tyre's address parts for the sitemap, in size order (the protocol allows 50,000 URLs a file). */
export async function listTyrePageAddresses(limit = 45_000): Promise<TyreSitemapEntry[]> {
  return db
    .select({
      id: tyreProducts.id,
      fullSize: tyreSizes.fullSize,
      brand: manufacturers.name,
      model: tyreProducts.model,
      updatedAt: tyreProducts.updatedAt,
    })
    .from(tyreProducts)
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreSizes.diameter), asc(tyreProducts.id))
    .limit(limit);
}
