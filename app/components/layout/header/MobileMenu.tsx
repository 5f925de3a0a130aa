import { Link, NavLink, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { COMPANY } from "~/content/company";
import { NewsletterForm } from "~/features/subscribers/components/NewsletterForm";
import { TyreSearchBox } from "~/features/tyres/components/TyreSearchBox";
import { CalendarIcon, ClockIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from "~/components/ui/icons";
import { Logo } from "./Logo";
import { NAV, isGroup } from "./nav-items";
import { useDialog } from "./useDialog";
import { useHydrated } from "./useHydrated";
import { useShopLinks } from "~/components/layout/useShopLinks";

export const MENU_ID = "valikko";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-lg font-semibold transition hover:bg-slate-100 dark:hover:bg-slate-800 ${
    isActive ? "text-brand-600 dark:text-red-400" : "text-slate-900 dark:text-slate-100"
  }`;

/**
 * The full-screen menu of small screens. Without JavaScript the button is a link to #valikko and
 * the panel shows through :target (its close link goes to '#'); with JavaScript React state drives
 * it, it closes on Escape and on every navigation, and focus moves in and back out.
 */
export function MobileMenu() {
  const links = useShopLinks();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    // A visitor who opened the menu before hydration has #valikko in the address.
    if (window.location.hash === `#${MENU_ID}`) history.replaceState(history.state, "", window.location.pathname + window.location.search);
  }, []);

  useEffect(() => {
    if (window.location.hash === `#${MENU_ID}`) setOpen(true);
  }, []);
  useEffect(() => setOpen(false), [location.key]);
  useDialog(open, panel, close);

  const visibility = hydrated ? (open ? "flex" : "hidden") : "hidden target:flex";

  return (
    <>
      <a
        href={`#${MENU_ID}`}
        role={hydrated ? "button" : undefined}
        aria-controls={MENU_ID}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition hover:bg-brand-700 lg:hidden"
        data-testid="menu-button"
      >
        <MenuIcon className="h-6 w-6" />
        <span className="sr-only">Avaa valikko</span>
      </a>
      <div
        id={MENU_ID}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Valikko"
        className={`${visibility} fixed inset-0 z-[60] flex-col overflow-y-auto bg-white lg:!hidden dark:bg-slate-950`}
        data-testid="mobile-menu"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white/95 px-4 py-3 dark:border-slate-800 dark:bg-slate-950/95">
          <Logo className="h-9 w-auto" />
          <a
            href="#"
            role={hydrated ? "button" : undefined}
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100"
            data-testid="menu-close"
          >
            <CloseIcon className="h-6 w-6" />
            <span className="sr-only">Sulje valikko</span>
          </a>
        </div>

        <div className="mx-auto w-full max-w-lg flex-1 space-y-6 px-4 py-6">
          <TyreSearchBox variant="menu" />
          <nav aria-label="Mobiilivalikko">
            <ul className="space-y-1">
              {NAV.map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.id} className="pt-2">
                    <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-slate-500 dark:text-slate-400">{entry.label}</p>
                    <ul className="space-y-1 border-l-2 border-brand-600/30 pl-2">
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={item.to} className={linkClass}>
                            {item.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.to}>
                    <NavLink to={entry.to} end className={linkClass} data-autofocus={entry.to === "/" ? "" : undefined}>
                      {entry.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="grid grid-cols-2 gap-3">
            <a href={links.booking} target="_blank" rel="noopener noreferrer" className="btn-secondary py-3">
              <CalendarIcon className="h-4 w-4" />
              Ajanvaraus
            </a>
            <Link to="/ota-yhteytta" className="btn-primary py-3">
              Ota Yhteyttä
            </Link>
          </div>

          <section aria-labelledby="menu-contact" className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-900">
            <h2 id="menu-contact" className="mb-2 font-bold text-slate-900 dark:text-white">
              Yhteystiedot
            </h2>
            <ul className="space-y-2 text-slate-700 dark:text-slate-300">
              <li>
                <a href={COMPANY.phoneHref} className="inline-flex items-center gap-2 font-semibold hover:text-brand-600">
                  <PhoneIcon className="h-4 w-4 text-brand-600" />
                  {COMPANY.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${COMPANY.salesEmail}`} className="inline-flex items-center gap-2 hover:text-brand-600">
                  <MailIcon className="h-4 w-4 text-brand-600" />
                  {COMPANY.salesEmail}
                </a>
              </li>
              <li className="inline-flex items-center gap-2">
                <ClockIcon className="h-4 w-4 text-brand-600" />
                {COMPANY.headerHoursText}
              </li>
            </ul>
          </section>

          <NewsletterForm variant="menu" />
        </div>
      </div>
    </>
  );
}
