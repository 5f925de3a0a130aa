/**
 * The facts the offline blog writer (~/lib/blog-writer) composes from, read fresh from the shop's own
 * data: the price list the admin edits, the opening hours, the brands the catalogue carries, the
 * cheapest tyres in one common size, and the company's fixed details. The writer never invents a price:
 * whatever is not here, it leaves out.
 */
import { groupHoursForFooter } from "~/features/hours/rules";
import type { BlogFacts } from "~/content/articles/writer";
import { COMPANY } from "~/content/company";
import { getEnv } from "~/services/env.server";
import { listManufacturers } from "~/features/manufacturers/model.server";
import { getPriceList } from "~/features/price-list/model.server";
import type { TyreProductItem } from "~/features/tyres/model.server";
import { searchTyres } from "~/features/tyres/search.model.server";
import { getBusinessSettings } from "~/features/hours/model.server";

/** The size the articles quote tyre prices in: the most common passenger-car size in Finland. */
export const EXAMPLE_TYRE_SIZE = "205/55R16";

/** The financing terms the /rahoitus page states (0 % interest, no fees, 12 months, from 300 €). */
export const FINANCING_TERMS = { months: 12, minimumPurchaseCents: 30_000 } as const;

/** COMPANY's names in the cases the articles need; Finnish cannot build them from the base forms. */
const COMPANY_FORMS = { townAt: "Lohjalla", shopAt: "Rengas-Kaartolla", shopTo: "Rengas-Kaartoon", shopOf: "Rengas-Kaarton" } as const;

const toCents = (money: string) => Math.round(Number(money) * 100);

function lowest(products: TyreProductItem[]): number | null {
  const prices = products.map((product) => toCents(product.price)).filter((cents) => Number.isFinite(cents) && cents > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

async function exampleTyres(): Promise<BlogFacts["tyres"]> {
  const { sizes } = await searchTyres({ search: EXAMPLE_TYRE_SIZE, pageSize: 1 });
  const size = sizes.find((group) => group.fullSize === EXAMPLE_TYRE_SIZE);
  if (!size) return null;
  const tyres = {
    size: size.fullSize,
    summerFrom: lowest(size.summer),
    studdedFrom: lowest(size.winter.filter((product) => product.winterType === "studded")),
    frictionFrom: lowest(size.winter.filter((product) => product.winterType === "friction")),
  };
  return tyres.summerFrom === null && tyres.studdedFrom === null && tyres.frictionFrom === null ? null : tyres;
}

/** Brands with tyres in the catalogue, the most stocked first. */
async function stockedBrands(): Promise<string[]> {
  const manufacturers = await listManufacturers();
  return manufacturers
    .filter((manufacturer) => manufacturer.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name, "fi"))
    .map((manufacturer) => manufacturer.name);
}

async function openingHours(): Promise<BlogFacts["hours"]> {
  const { businessHours } = await getBusinessSettings();
  const lines = groupHoursForFooter(businessHours);
  // The footer leaves closed weekend days out; an article says so.
  for (const [day, label] of [["la", "La"], ["su", "Su"]] as const) {
    if (businessHours.find((entry) => entry.day === day)?.isClosed) lines.push({ label, text: "suljettu" });
  }
  return lines;
}

export async function gatherBlogFacts(): Promise<BlogFacts> {
  const [prices, hours, brands, tyres] = await Promise.all([getPriceList(), openingHours(), stockedBrands(), exampleTyres()]);
  return {
    company: {
      name: COMPANY.name,
      shortName: COMPANY.shortName,
      street: COMPANY.street,
      postalCode: COMPANY.postalCode,
      town: COMPANY.town,
      phone: COMPANY.phone,
      email: COMPANY.salesEmail,
      bookingUrl: getEnv().shopLinks.booking,
      network: COMPANY.network,
      ...COMPANY_FORMS,
    },
    hours,
    prices,
    brands,
    tyres,
    financing: { ...FINANCING_TERMS, applicationUrl: getEnv().shopLinks.financeApplication ?? "/rahoitus" },
  };
}
