import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { COMPANY } from "~/content/company";
import { useShopLinks } from "~/components/layout/useShopLinks";

/** The closing call to action of a service page: phone, e-mail, booking and the contact page. */
export function ContactCallout({ title, children }: { title: string; children: ReactNode }) {
  const links = useShopLinks();
  return (
    <aside
      aria-labelledby="yhteydenotto-otsikko"
      className="rounded-xl bg-slate-900 p-8 text-slate-100 shadow-lg dark:bg-slate-800 md:p-10"
    >
      <h2 id="yhteydenotto-otsikko" className="text-2xl font-bold text-white">
        {title}
      </h2>
      <div className="mt-3 max-w-2xl leading-relaxed text-slate-300">{children}</div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={COMPANY.phoneHref} className="btn-primary">
          Soita {COMPANY.phone}
        </a>
        <a href={`mailto:${COMPANY.salesEmail}`} className="btn-secondary">
          {COMPANY.salesEmail}
        </a>
        <a href={links.booking} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          Varaa aika<span className="sr-only"> (avautuu uuteen välilehteen)</span>
        </a>
        <Link to="/ota-yhteytta" className="text-sm font-semibold text-white underline underline-offset-4 hover:text-slate-200">
          Kaikki yhteystiedot
        </Link>
      </div>
    </aside>
  );
}
