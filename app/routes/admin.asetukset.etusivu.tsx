import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { HOMEPAGE_TABS, tabPath } from "~/features/homepage/editor.rules";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: "Etusivun sisältö – Ylläpito" }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => null);

/**
 * The homepage content editor: one tab per part of the home page, each its own URL (a nested route with
 * its own form), so the tabs work as plain links without JavaScript. The current tab's link carries
 * aria-current="page". The legacy banner has a URL (/vanha-banneri) but no tab button (spec).
 */
export default function HomepageEditor() {
  return (
    <div>
      <nav aria-label="Etusivun sisällön osiot">
        <ul className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
          {HOMEPAGE_TABS.map((tab) => (
            <li key={tab.slug}>
              <NavLink
                to={tabPath(tab.slug)}
                end
                preventScrollReset
                className={({ isActive }) =>
                  `-mb-px inline-block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${
                    isActive
                      ? "border-brand-600 text-brand-700 dark:text-brand-100"
                      : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
