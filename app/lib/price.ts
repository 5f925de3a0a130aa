/**
 * Prices and sales as the shop shows them: EUR in the fi-FI format with no decimals for whole euros and
 * two where there are cents (90 €, 89,90 €: the spec's 0 to 2 decimals, written as shops write them), monthly financing, discount percent and the sale's end date in Finnish.
 * Money arrives from the database as numeric strings ('89.90'), so every function takes a string too.
 */
import { formatFinnishEuros } from "./finnish-number";
import { helsinkiWallClock, twoDigits } from "./helsinki-time";

// Plain JavaScript, not Intl: prices render while public pages hydrate (decision 0024).
const WHOLE_EUROS = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
const WITH_CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

export type Money = number | string;

/** A money value as a number; null for missing or unparsable input. */
export function toAmount(value: Money | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const amount = typeof value === "number" ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** '89,90 €', '90 €', '1 234,50 €' (Intl separates with no-break spaces). */
export function formatPrice(value: Money): string {
  const withCents = formatFinnishEuros(toAmount(value) ?? 0, WITH_CENTS);
  return /,00\s€$/.test(withCents) ? formatFinnishEuros(toAmount(value) ?? 0, WHOLE_EUROS) : withCents;
}

/** Financing instalment: '7,49 €/kk'. */
export function formatMonthly(value: Money): string {
  return `${formatPrice(value)}/kk`;
}

/** Whole-percent discount of a sale price from the normal price (0 when there is none). */
export function discountPercent(price: Money, salePrice: Money): number {
  const normal = toAmount(price);
  const sale = toAmount(salePrice);
  if (normal === null || sale === null || normal <= 0 || sale >= normal) return 0;
  return Math.round((1 - sale / normal) * 100);
}

/** A date-only value ('2026-12-05') read as noon UTC, which is the same calendar day in Helsinki. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** '05.12.2026', in the shop's time zone. */
export function formatFinnishDate(value: string | Date): string {
  const clock = helsinkiWallClock(toDate(value));
  return `${twoDigits(clock.day)}.${twoDigits(clock.month)}.${clock.year}`;
}

/** A sale counts while it is switched on and its end date (inclusive, Helsinki time) has not passed. */
export function isSaleActive(
  sale: { isActive: boolean; salePrice: Money | null; endDate: string | null },
  today: string,
): boolean {
  return sale.isActive && toAmount(sale.salePrice) !== null && (sale.endDate === null || sale.endDate >= today);
}

/** 'Tarjous voimassa 05.12.2026 asti', or while stock lasts when the sale has no end date. */
export function saleValidityText(endDate: string | null): string {
  return endDate ? `Tarjous voimassa ${formatFinnishDate(endDate)} asti` : "Tarjous voimassa niin kauan kuin tavaraa riittää";
}
