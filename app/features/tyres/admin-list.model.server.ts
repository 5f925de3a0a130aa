/**
 * The tab's list: sizes matching the filters, 10 a page in size order, each with its summer and winter
 * tyres (manufacturer, price, financing, sale). Three queries a page whatever the catalogue's size.
 */
import { type SQL, and, asc, count, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { type TyreAdminFilters, TYRE_ADMIN_PAGE_SIZE, type VehicleType, allKindsSelected } from "~/features/tyres/admin.rules";
import { clampPage } from "~/lib/paging";
import { parseTyreAdminSearch } from "~/features/tyres/admin-search.rules";
import { sizeMatchCondition } from "./search.model.server";

export type AdminTyreProduct = {
  id: number;
  sizeId: number;
  manufacturer: string;
  model: string;
  type: "summer" | "winter";
  winterType: "studded" | "friction" | null;
  /** Money as numeric strings ('89.90'), exactly as stored. */
  price: string;
  financingPrice: string;
  stock: number;
  sale: { isActive: boolean; price: string | null; name: string | null; description: string | null; endDate: string | null };
};

export type AdminTyreSize = {
  id: number;
  fullSize: string;
  vehicleType: VehicleType;
  summer: AdminTyreProduct[];
  winter: AdminTyreProduct[];
};

export type AdminTyreList = { sizes: AdminTyreSize[]; page: number; pageCount: number; total: number };

/** LIKE pattern for "contains", with the admin's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** Products of the kinds the checkboxes keep: summer, winter studded, winter friction. */
function kindCondition(filters: TyreAdminFilters): SQL {
  const arms: SQL[] = [];
  if (filters.summer) arms.push(eq(tyreProducts.type, "summer"));
  const winterKinds = [filters.studded && "studded", filters.friction && "friction"].filter(Boolean) as ("studded" | "friction")[];
  if (winterKinds.length > 0) arms.push(and(eq(tyreProducts.type, "winter"), inArray(tyreProducts.winterType, winterKinds))!);
  return arms.length > 0 ? or(...arms)! : sql`false`;
}

/**
 * Which sizes and products the list shows. The search is split into words (app/features/tyres/admin-search.rules):
 * a whole size typed anywhere among them ('205 55 16', '205/55R16') must be the size; every other word
 * must be in the manufacturer's name or the model (ILIKE), or, when it has a digit, match the size by the
 * public search's rules ('nokian 16'). A size whose own columns satisfy every term is listed with all the
 * products of the chosen kinds; otherwise it shows only its matching products. With every kind on, sizes
 * without products are listed too, so new sizes can be filled; otherwise a size needs a product of a
 * chosen kind.
 */
function listConditions(filters: TyreAdminFilters) {
  const { size, words } = parseTyreAdminSearch(filters.search);
  const searching = size !== null || words.length > 0;
  const sizeTerm = size ? sizeMatchCondition(size) : undefined;
  const wordAsSize = (word: string) => (/\d/.test(word) ? sizeMatchCondition(word) : undefined);
  const productText = sql`${manufacturers.name} || ' ' || ${tyreProducts.model}`;
  // Every term matched by the size alone (no word needs a product).
  const sizeMatch = searching && words.every((word) => wordAsSize(word)) ? and(sizeTerm, ...words.map(wordAsSize)) : undefined;
  const textMatch = searching
    ? and(sizeTerm, ...words.map((word) => or(ilike(productText, containing(word)), wordAsSize(word))))
    : undefined;
  const productVisible = and(kindCondition(filters), textMatch);
  const someProduct = (condition: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(tyreProducts)
        .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
        .where(and(eq(tyreProducts.sizeId, tyreSizes.id), condition)),
    );
  const sizeListed = allKindsSelected(filters)
    ? searching
      ? or(sizeMatch, someProduct(textMatch))
      : undefined
    : someProduct(productVisible);
  return { sizeListed, productVisible };
}

const productColumns = {
  id: tyreProducts.id,
  sizeId: tyreProducts.sizeId,
  manufacturer: manufacturers.name,
  model: tyreProducts.model,
  type: tyreProducts.type,
  winterType: tyreProducts.winterType,
  price: tyreProducts.price,
  financingPrice: tyreProducts.financingPrice,
  stock: tyreProducts.stock,
  saleIsActive: tyreProducts.saleIsActive,
  salePrice: tyreProducts.salePrice,
  saleName: tyreProducts.saleName,
  saleDescription: tyreProducts.saleDescription,
  saleEndDate: tyreProducts.saleEndDate,
};

/** The tab's list: one page of sizes (10) in size order, each with its summer and winter tyres. Three queries. */
export async function listTyresForAdmin(filters: TyreAdminFilters, pageSize = TYRE_ADMIN_PAGE_SIZE): Promise<AdminTyreList> {
  const { sizeListed, productVisible } = listConditions(filters);
  const [{ total }] = await db.select({ total: count() }).from(tyreSizes).where(sizeListed);
  const { page, pageCount } = clampPage(filters.page, Number(total), pageSize);
  const sizeRows = await db
    .select({ id: tyreSizes.id, fullSize: tyreSizes.fullSize, vehicleType: tyreSizes.vehicleType })
    .from(tyreSizes)
    .where(sizeListed)
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreSizes.diameter), asc(tyreSizes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  const sizes = new Map<number, AdminTyreSize>(sizeRows.map((row) => [row.id, { ...row, summer: [], winter: [] }]));
  if (sizes.size > 0) {
    const rows = await db
      .select(productColumns)
      .from(tyreProducts)
      .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
      // The size's columns take part in the search condition.
      .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
      .where(and(inArray(tyreProducts.sizeId, [...sizes.keys()]), productVisible))
      .orderBy(asc(sql`lower(${manufacturers.name})`), asc(tyreProducts.model), asc(tyreProducts.id));
    for (const row of rows) {
      const product = toAdminProduct(row);
      sizes.get(row.sizeId)?.[product.type].push(product);
    }
  }
  return { sizes: [...sizes.values()], page, pageCount, total: Number(total) };
}

type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]["_"]["notNull"] extends true
    ? (typeof productColumns)[K]["_"]["data"]
    : (typeof productColumns)[K]["_"]["data"] | null;
};

function toAdminProduct(row: ProductRow): AdminTyreProduct {
  return {
    id: row.id,
    sizeId: row.sizeId,
    manufacturer: row.manufacturer,
    model: row.model,
    type: row.type,
    winterType: row.winterType,
    price: row.price,
    financingPrice: row.financingPrice,
    stock: row.stock,
    sale: {
      isActive: row.saleIsActive,
      price: row.salePrice,
      name: row.saleName,
      description: row.saleDescription,
      endDate: row.saleEndDate,
    },
  };
}
