import { NavLink, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { availableAdminTabs } from "./tabs";

const tabClass = (isActive: boolean) =>
  `inline-block rounded-t-md px-4 py-2 text-sm font-medium ${
    isActive ? "border-b-2 border-brand-600 text-brand-700 dark:text-brand-100" : "text-slate-600 hover:text-slate-900 dark:text-slate-300"
  }`;

/**
 * The admin's tabs: a row of links from a tablet's width up; on a phone one line naming the current tab
 * that opens the list (a <details>, so it works without JavaScript and by keyboard) instead of nine
 * links wrapped over five rows.
 */
export function AdminTabs() {
  const tabs = availableAdminTabs();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <nav aria-label="Ylläpidon välilehdet" className="mx-auto max-w-6xl px-4">
      <details ref={menu} className="group relative py-2 sm:hidden" data-testid="admin-tab-menu">
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-md border border-slate-300 px-3 py-2 text-sm font-medium dark:border-slate-600 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="sr-only">Välilehti: </span>
            {current?.label ?? "Valitse välilehti"}
          </span>
          <span aria-hidden="true" className="transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <ul className="absolute inset-x-0 top-full z-30 mt-1 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                onClick={() => menu.current?.removeAttribute("open")}
                className={({ isActive }) => `block px-4 py-2 text-sm ${isActive ? "font-semibold text-brand-700 dark:text-brand-100" : ""}`}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
      <ul className="hidden flex-wrap gap-1 sm:flex">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className={({ isActive }) => tabClass(isActive)}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
