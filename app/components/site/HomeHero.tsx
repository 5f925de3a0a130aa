import { Link } from "@remix-run/react";
import { COMPANY } from "~/lib/company";
import type { HomepageSettings } from "~/lib/homepage-settings";

/** Every hero text and button shows unless its visibility flag is false; tyre search always shows. */
export function HomeHero({ hero }: { hero: HomepageSettings["hero"] }) {
  return (
    <section className="bg-gradient-to-b from-slate-900 to-slate-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        {hero.mainHeadingVisible ? <p className="text-lg font-semibold text-brand-100">{hero.mainHeading}</p> : null}
        {hero.titleVisible ? <h1 className="mt-2 text-4xl font-black md:text-5xl">{hero.title}</h1> : null}
        {hero.subtitleVisible ? <p className="mt-4 text-xl">{hero.subtitle}</p> : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {hero.buttonVisible ? (
            <a href={COMPANY.bookingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
              {hero.buttonText}
            </a>
          ) : null}
          <Link to="/renkaat" className="btn-secondary">
            Hae renkaita
          </Link>
          {hero.financingButtonVisible ? (
            <Link to="/rahoitus" className="btn-secondary">
              {hero.financingButtonText}
            </Link>
          ) : null}
          {hero.contactButtonVisible ? (
            <Link to="/ota-yhteytta" className="btn-secondary">
              {hero.contactButtonText}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
