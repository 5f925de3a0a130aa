import { NavLink } from "@remix-run/react";
import { ThemeToggle } from "~/components/ui/ThemeToggle";
import { COMPANY } from "~/content/company";
import type { ReviewSummary } from "~/features/reviews/rules";
import { CalendarIcon } from "~/components/ui/icons";
import { Logo } from "./header/Logo";
import { MobileMenu } from "./header/MobileMenu";
import { NavDropdown } from "./header/NavDropdown";
import { NAV, isGroup } from "./header/nav-items";
import { TopStrip } from "./header/TopStrip";
import { useScrolled } from "./header/useScrolled";
import { TyreSearchBox } from "~/features/tyres/components/TyreSearchBox";
import { useShopLinks } from "~/components/layout/useShopLinks";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition hover:bg-slate-100 hover:text-brand-600 dark:hover:bg-slate-800 dark:hover:text-red-400 ${
    isActive ? "text-brand-600 dark:text-red-400" : "text-slate-700 dark:text-slate-200"
  }`;

/**
 * The site header. It sticks to the top; on wide screens the dark top strip (40 px) scrolls away first,
 * hence `lg:-top-10`. A shadow appears once the page has scrolled more than 10 px.
 */
export function Header({ reviews }: { reviews: ReviewSummary }) {
  const scrolled = useScrolled(10);
  const links = useShopLinks();
  return (
    <>
      <a
        href="#sisalto"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-slate-900 focus:shadow-lg"
      >
        Siirry sisältöön
      </a>
      <header
        className={`sticky top-0 z-40 border-b bg-white transition-shadow duration-300 lg:-top-10 dark:bg-slate-950 ${
          scrolled ? "border-transparent shadow-lg shadow-slate-900/10 dark:shadow-black/40" : "border-slate-200 dark:border-slate-800"
        }`}
        data-testid="site-header"
        data-scrolled={scrolled ? "true" : "false"}
      >
        <TopStrip reviews={reviews} />
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 lg:gap-6 lg:px-6">
          <Logo className="h-8 w-auto sm:h-11" />
          <div className="hidden max-w-md flex-1 lg:block">
            <TyreSearchBox variant="header" />
          </div>
          <div className="ml-auto flex items-center gap-2">
            <a
              href={links.booking}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary hidden sm:inline-flex"
            >
              <CalendarIcon className="h-4 w-4" />
              Ajanvaraus
              <span className="sr-only"> (avautuu uuteen välilehteen)</span>
            </a>
            <NavLink to="/ota-yhteytta" className="btn-primary hidden lg:inline-flex">
              Ota Yhteyttä
            </NavLink>
            <div className="shrink-0 whitespace-nowrap">
              <ThemeToggle />
            </div>
            <MobileMenu />
          </div>
        </div>
        <div className="hidden border-t border-slate-100 lg:block dark:border-slate-800/80">
          <nav aria-label="Päävalikko" className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 lg:px-6">
            {NAV.map((entry) =>
              isGroup(entry) ? (
                <NavDropdown key={entry.id} group={entry} />
              ) : (
                <NavLink key={entry.to} to={entry.to} end className={navLinkClass}>
                  {entry.label}
                </NavLink>
              ),
            )}
            <p className="ml-auto inline-flex items-center gap-2 text-xs font-semibold text-slate-500 dark:text-slate-400">
              <img src="/images/brands/point-s.svg" alt="" width={80} height={24} className="h-6 w-20" />
              {COMPANY.network} -ketjun jäsen
            </p>
          </nav>
        </div>
      </header>
    </>
  );
}
