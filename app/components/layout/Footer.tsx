import { Link } from "@remix-run/react";
import { type BusinessHours, groupHoursForFooter } from "~/features/hours/rules";
import { COMPANY } from "~/content/company";
import { ExternalIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { Logo } from "./header/Logo";
import { BrandLogos } from "~/features/homepage/components/BrandLogos";
import { NewsletterForm } from "~/features/subscribers/components/NewsletterForm";
import { useShopLinks } from "./useShopLinks";

const { latitude: lat, longitude: lon } = COMPANY.geo;
const MAP_EMBED =
  `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.012}%2C${lat - 0.005}%2C${lon + 0.012}%2C${lat + 0.005}` +
  `&layer=mapnik&marker=${lat}%2C${lon}`;
const MAP_LINK = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

const PARTNERS = [
  { src: "/images/partners/point-s.svg", alt: `${COMPANY.network} -ketjun jäsen` },
  { src: "/images/partners/rahoituskumppani.svg", alt: "Rahoituskumppani" },
  { src: "/images/partners/suomalainen-palvelu.svg", alt: "Suomalainen palvelu" },
];

const SERVICE_LINKS = [
  { to: "/renkaat?type=summer", label: "Kesärenkaat" },
  { to: "/renkaat?type=winter", label: "Talvirenkaat" },
  { to: "/vanteet", label: "Vanteet" },
  { to: "/rengashotelli", label: "Rengashotelli" },
  { to: "/palvelut/tasapainoitus", label: "Tasapainotus" },
  { to: "/palvelut/korjaustyot", label: "Korjaustyöt" },
];
const INFO_LINKS = [
  { to: "/rahoitus", label: "Rahoitus" },
  { to: "/ota-yhteytta", label: "Ota yhteyttä" },
];

const heading = "mb-4 text-sm font-bold uppercase tracking-wider text-white";
const link = "transition hover:text-white hover:underline";

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${link}`}>
      {children}
      <ExternalIcon className="h-3.5 w-3.5" />
      <span className="sr-only"> (avautuu uuteen välilehteen)</span>
    </a>
  );
}

export function Footer({ hours }: { hours: BusinessHours | null }) {
  const lines = groupHoursForFooter(hours);
  const links = useShopLinks();
  return (
    // The bottom padding reserves room for the floating buttons (chat, hours, campaigns), so at the end of
    // the page they cover nothing; from a tablet's width up the campaign box shows its list (at most
    // 12 rem of it, CampaignBox.tsx), and the footer keeps room for that too.
    <footer
      className="mt-16 bg-slate-900 pb-24 text-slate-300 sm:[body:has([data-section=campaigns])_&]:pb-64 dark:border-t dark:border-slate-800 dark:bg-slate-950"
      data-testid="site-footer"
    >
      <div className="border-b border-slate-800">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-8 md:grid-cols-[1fr_auto] lg:px-6">
          <div>
            <p className="text-lg font-bold text-white">Tilaa uutiskirjeemme</p>
            <p className="mb-3 text-sm text-slate-400">Tarjoukset, kampanjat ja rengasvinkit suoraan sähköpostiisi.</p>
            <NewsletterForm variant="footer" />
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={links.booking} target="_blank" rel="noopener noreferrer" className="btn-primary">
              Varaa aika verkossa
              <span className="sr-only"> (avautuu uuteen välilehteen)</span>
            </a>
            {links.financeApplication ? (
              <a
                href={links.financeApplication}
                target="_blank"
                rel="noopener noreferrer"
                className="btn border border-slate-600 text-white hover:bg-slate-800"
              >
                Täytä rahoitushakemus
                <span className="sr-only"> (avautuu uuteen välilehteen)</span>
              </a>
            ) : (
              <Link to="/rahoitus" className="btn border border-slate-600 text-white hover:bg-slate-800">
                Rahoitus
              </Link>
            )}
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.1fr_1fr_0.8fr_1.4fr] lg:px-6">
        <div className="space-y-5">
          <Logo className="h-11 w-auto" inverted />
          <p className="text-sm leading-relaxed text-slate-400">
            Perheyritys Lohjalla: kesä- ja talvirenkaat, vanteet, rengashotelli ja rengastyöt saman katon alta.
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Kumppanit">
            {PARTNERS.map((partner) => (
              <li key={partner.src} className="rounded-md bg-white p-1">
                <img src={partner.src} alt={partner.alt} width={120} height={40} loading="lazy" className="h-10 w-[120px]" />
              </li>
            ))}
          </ul>
        </div>

        <div className="space-y-8">
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className={heading}>
              Aukioloajat
            </h2>
            {lines.length === 0 ? (
              <p>Aukioloaikoja ei saatavilla</p>
            ) : (
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" data-testid="footer-hours">
                {lines.map((line) => (
                  <div key={line.label} className="contents">
                    <dt className="font-semibold text-white">{line.label}</dt>
                    <dd>{line.text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={heading}>
              Yhteystiedot
            </h2>
            <address className="space-y-2 text-sm not-italic">
              <p className="font-semibold text-white">{COMPANY.name}</p>
              <p className="flex items-start gap-2">
                <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-red-400" />
                <span>
                  {COMPANY.street}, {COMPANY.postalCode} {COMPANY.town}
                </span>
              </p>
              <p>
                <a href={COMPANY.phoneHref} className={`inline-flex items-center gap-2 ${link}`}>
                  <PhoneIcon className="h-4 w-4 text-red-400" />
                  {COMPANY.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${COMPANY.salesEmail}`} className={`inline-flex items-center gap-2 ${link}`}>
                  <MailIcon className="h-4 w-4 text-red-400" />
                  {COMPANY.salesEmail}
                </a>
              </p>
              <p className="pl-6">Y-tunnus {COMPANY.businessId}</p>
            </address>
          </section>
        </div>

        <nav aria-labelledby="footer-links" className="grid grid-cols-2 gap-6 text-sm sm:grid-cols-1 sm:gap-8">
          <div>
            <h2 id="footer-links" className={heading}>
              Palvelut
            </h2>
            <ul className="space-y-2">
              {SERVICE_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={heading}>Asiakkaalle</h2>
            <ul className="space-y-2">
              {INFO_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <External href={links.booking}>Ajanvaraus</External>
              </li>
              {links.financeApplication ? (
                <li>
                  <External href={links.financeApplication}>Rahoitushakemus</External>
                </li>
              ) : null}
            </ul>
          </div>
        </nav>

        <section aria-labelledby="footer-map" className="sm:col-span-2 lg:col-span-1">
          <h2 id="footer-map" className={heading}>
            Löydä perille
          </h2>
          <iframe
            title={`Kartta: ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.town}`}
            src={MAP_EMBED}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-[300px] w-full rounded-lg border-0 bg-slate-800"
            data-testid="footer-map"
          />
          <p className="mt-2 text-xs">
            <External href={MAP_LINK}>Avaa suurempi kartta</External>
          </p>
        </section>
      </div>

      <section aria-labelledby="footer-brands" className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
          <h2 id="footer-brands" className={`${heading} text-center`}>
            Myymämme merkit
          </h2>
          <BrandLogos className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-7" testId="footer-brands" />
        </div>
      </section>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between lg:px-6">
          <p>
            © {new Date().getFullYear()} {COMPANY.name} – rengaspalvelua Lohjalla yli 20 vuoden kokemuksella.
          </p>
          <Link to="/tietosuojaseloste" className={link}>
            Tietosuojaseloste
          </Link>
        </div>
      </div>
    </footer>
  );
}
