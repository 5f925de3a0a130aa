import { Link } from "@remix-run/react";
import { HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";

const SECTIONS = [
  { to: hotelPaths.places, label: T.nav.places },
  { to: hotelPaths.swapList, label: T.nav.swapList },
  { to: hotelPaths.reminders, label: T.nav.reminders },
  { to: hotelPaths.import, label: T.nav.import },
  { to: hotelPaths.settings, label: T.nav.settings },
];

/**
 * The register's own sections as plain links (they wrap on a phone); the current one is marked.
 * 'Rekisteri' is every page not in another section: the search, customers, vehicles and sets.
 */
export function HotelNav({ pathname }: { pathname: string }) {
  const inSection = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const links = [{ to: hotelPaths.register, label: T.nav.register, current: !SECTIONS.some((section) => inSection(section.to)) }, ...SECTIONS.map((section) => ({ ...section, current: inSection(section.to) }))];
  return (
    <nav aria-label={T.nav.label} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.current ? "page" : undefined} className={`${link.current ? "btn-primary" : "btn-secondary"} px-3 py-1.5 text-sm`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
