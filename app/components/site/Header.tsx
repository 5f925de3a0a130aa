import { Link } from "@remix-run/react";
import type { Theme } from "~/lib/theme";
import { COMPANY } from "~/lib/company";
import { ThemeToggle } from "~/components/ui/ThemeToggle";

export function Header({ theme }: { theme: Theme }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="bg-slate-900 text-sm text-slate-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-4 px-4 py-1">
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          <a href={`mailto:${COMPANY.salesEmail}`}>{COMPANY.salesEmail}</a>
          <span>{COMPANY.headerHoursText}</span>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-black tracking-tight">
          {COMPANY.shortName}
        </Link>
        <nav aria-label="Päävalikko" className="flex items-center gap-4 text-sm font-medium">
          <Link to="/">Etusivu</Link>
          <Link to="/renkaat">Renkaat</Link>
          <Link to="/ota-yhteytta" className="btn-primary">
            Ota Yhteyttä
          </Link>
          <ThemeToggle theme={theme} />
        </nav>
      </div>
    </header>
  );
}
