import { COMPETITOR_ADMIN_TEXTS as A } from "~/features/competitors/texts";
import { type PricePoint, chartGeometry, formatEuros } from "~/features/competitors/prices.rules";

const WIDTH = 240;
const HEIGHT = 64;

/**
 * A tracker's price history as a small line (oldest left), drawn as plain SVG. Its accessible name says
 * what the line shows, so a screen reader gets the same facts as the eye.
 */
export function PriceChart({ name, points }: { name: string; points: PricePoint[] }) {
  const geometry = chartGeometry(points, WIDTH, HEIGHT);
  if (!geometry) return null;
  const latest = points[points.length - 1].price;
  const label = A.chartLabel(name, formatEuros(geometry.min), formatEuros(geometry.max), formatEuros(latest), points.length);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-16 w-full max-w-[15rem] rounded border border-slate-200 bg-slate-50 text-brand-600 dark:border-slate-700 dark:bg-slate-800 dark:text-brand-100"
      data-testid="price-chart"
    >
      <title>{label}</title>
      {geometry.coordinates.length > 1 ? (
        <polyline points={geometry.polyline} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      ) : null}
      {geometry.coordinates.map((point, index) => (
        <circle key={index} cx={point.x} cy={point.y} r={2.5} fill="currentColor" />
      ))}
    </svg>
  );
}
