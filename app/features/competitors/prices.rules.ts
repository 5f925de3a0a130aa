/** Competitors' prices against ours, to the cent, and the price history chart's geometry. */
import { formatFinnishEuros } from "~/lib/finnish-number";

const cents = (value: string | number) => Math.round(Number(value) * 100);

// Intl's EUR format always shows cents; plain JavaScript keeps Intl out of the pages (decision 0024).
const WITH_CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Always with cents ('129,90 €'): a competitor's price is compared to the cent. */
export function formatEuros(value: string | number): string {
  return formatFinnishEuros(Number(value), WITH_CENTS);
}

/** Our price against theirs: positive euros when we are dearer. Null when either is missing. */
export function priceDifference(ours: string | number | null, theirs: string | number | null): { euros: number; percent: number } | null {
  if (ours === null || theirs === null) return null;
  const ourCents = cents(ours);
  const theirCents = cents(theirs);
  if (!Number.isFinite(ourCents) || !Number.isFinite(theirCents) || theirCents <= 0) return null;
  const euros = (ourCents - theirCents) / 100;
  return { euros, percent: Math.round(((ourCents - theirCents) / theirCents) * 1000) / 10 };
}

/** Which way a new price went from the previous one (by the cent), or null when it did not move. */
export function priceMove(previous: string | number | null, current: string | number | null): "increase" | "decrease" | null {
  if (previous === null || current === null) return null;
  const before = cents(previous);
  const after = cents(current);
  if (after > before) return "increase";
  if (after < before) return "decrease";
  return null;
}

export type PricePoint = { at: string; price: number };

/** An SVG polyline's points for a price series in a width × height box (oldest left), with the range. */
export function chartGeometry(points: PricePoint[], width: number, height: number, pad = 4) {
  if (points.length === 0) return null;
  const prices = points.map((point) => point.price);
  const times = points.map((point) => Date.parse(point.at));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = (time: number) => (last === first ? width / 2 : pad + ((time - first) / (last - first)) * (width - 2 * pad));
  const y = (price: number) => (max === min ? height / 2 : pad + (1 - (price - min) / (max - min)) * (height - 2 * pad));
  const coordinates = points.map((point) => ({ x: round(x(Date.parse(point.at))), y: round(y(point.price)) }));
  return { min, max, coordinates, polyline: coordinates.map((c) => `${c.x},${c.y}`).join(" "), y: (price: number) => round(y(price)) };
}

const round = (value: number) => Math.round(value * 10) / 10;
