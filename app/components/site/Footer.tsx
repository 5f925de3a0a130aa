import { Link } from "@remix-run/react";
import { type BusinessHours, groupHoursForFooter } from "~/lib/business-hours";
import { COMPANY } from "~/lib/company";

export function Footer({ hours }: { hours: BusinessHours | null }) {
  const lines = groupHoursForFooter(hours);
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="mb-3 text-lg font-semibold text-white">
            Aukioloajat
          </h2>
          {lines.length === 0 ? (
            <p>Aukioloaikoja ei saatavilla</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="footer-hours">
              {lines.map((line) => (
                <div key={line.label} className="contents">
                  <dt className="font-medium">{line.label}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold text-white">
            Yhteystiedot
          </h2>
          <address className="not-italic leading-relaxed">
            {COMPANY.name}
            <br />
            {COMPANY.street}, {COMPANY.postalCode} {COMPANY.town}
            <br />
            Puh. <a href={COMPANY.phoneHref} className="underline">{COMPANY.phone}</a>
            <br />
            <a href={`mailto:${COMPANY.salesEmail}`} className="underline">{COMPANY.salesEmail}</a>
            <br />
            Y-tunnus {COMPANY.businessId}
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-lg font-semibold text-white">
            Palvelut
          </h2>
          <ul className="space-y-1">
            <li><Link to="/renkaat?type=summer" className="hover:underline">Kesärenkaat</Link></li>
            <li><Link to="/renkaat?type=winter" className="hover:underline">Talvirenkaat</Link></li>
            <li><Link to="/vanteet" className="hover:underline">Vanteet</Link></li>
            <li><Link to="/rengashotelli" className="hover:underline">Rengashotelli</Link></li>
            <li><Link to="/palvelut/tasapainoitus" className="hover:underline">Tasapainotus</Link></li>
            <li><Link to="/palvelut/korjaustyot" className="hover:underline">Korjaustyöt</Link></li>
            <li><Link to="/rahoitus" className="hover:underline">Rahoitus</Link></li>
            <li><Link to="/ota-yhteytta" className="hover:underline">Ota yhteyttä</Link></li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-400">
          <p>© {new Date().getFullYear()} {COMPANY.name}. Yli 20 vuoden kokemuksella.</p>
          <Link to="/tietosuojaseloste" className="hover:underline">Tietosuojaseloste</Link>
        </div>
      </div>
    </footer>
  );
}
