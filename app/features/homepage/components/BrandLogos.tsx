import { BRANDS } from "~/content/brands";

/**
 * The 14 logos on white tiles, so their own colours read the same in light and dark mode.
 * Shared by the home page's brand grid and the footer.
 */
export function BrandLogos({ className = "grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7", testId }: { className?: string; testId?: string }) {
  return (
    <ul className={className} data-testid={testId}>
      {BRANDS.map((brand) => (
        <li key={brand.slug} className="flex items-center justify-center rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
          <img src={brand.logo} alt={brand.name} width={200} height={60} loading="lazy" className="h-auto w-full max-w-[150px]" />
        </li>
      ))}
    </ul>
  );
}
