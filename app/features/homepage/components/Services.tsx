import { Link } from "@remix-run/react";
import { brandLogo } from "~/content/brands";
import { ArrowRightIcon } from "~/components/ui/icons";
import { SectionHeading } from "./SectionHeading";
import { LazyImage } from "~/components/ui/LazyImage";

const SERVICES = [
  {
    id: "kesarenkaat",
    title: "Kesärenkaat",
    to: "/renkaat?type=summer",
    brand: "Michelin",
    text: "Laaja valikoima kesärenkaita henkilö- ja pakettiautoihin – asennettuna ilman ajanvarausta.",
  },
  {
    id: "talvirenkaat",
    title: "Talvirenkaat",
    to: "/renkaat?type=winter",
    brand: "Nokian Tyres",
    text: "Nasta- ja kitkarenkaat Suomen talveen. Autamme valitsemaan ajotapaasi sopivan renkaan.",
  },
  {
    id: "rengashotelli",
    title: "Rengashotelli",
    to: "/rengashotelli",
    brand: "Point S",
    text: "Säilytämme kauden renkaat pestyinä ja tarkistettuina, eikä niitä tarvitse kuljettaa kotiin.",
  },
  {
    id: "erikoisvanteet",
    title: "Erikoisvanteet",
    to: "/vanteet",
    brand: "Point S",
    text: "Kevytmetalli- ja erikoisvanteet autoosi sopivina, sovitus ja asennus samalla käynnillä.",
  },
  {
    id: "tasapainotus",
    title: "Tasapainotus",
    to: "/palvelut/tasapainoitus",
    brand: "Point S",
    text: "Tarkka tasapainotus poistaa tärinän, säästää jousitusta ja pidentää renkaiden ikää.",
  },
  {
    id: "renkaiden-korjaus",
    title: "Renkaiden korjaus",
    to: "/palvelut/korjaustyot",
    brand: "Point S",
    text: "Paikkaamme puhjenneet renkaat ja arvioimme vauriot, jotta ajat taas turvallisesti.",
  },
];

/** Six service cards under the 'services' section text of the homepage settings. */
export function Services({ section }: { section: { title: string; content: string; visible: boolean } | undefined }) {
  if (section && !section.visible) return null;
  return (
    <section aria-labelledby="services-title" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/40" data-section="services">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeading id="services-title" eyebrow="Palvelut" title={section?.title ?? "Palvelumme"}>
          {section?.content ? <p>{section.content}</p> : null}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => {
            const logo = brandLogo(service.brand);
            return (
              <li
                key={service.id}
                className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl dark:bg-slate-900 dark:ring-slate-800"
                data-testid="service-card"
              >
                <div className="relative">
                  <LazyImage
                    src={`/images/services/${service.id}.svg`}
                    alt=""
                    width={480}
                    height={300}
                    loading="lazy"
                    className="aspect-[8/5] h-auto w-full object-cover"
                  />
                  {logo ? (
                    <span className="absolute bottom-3 left-3 rounded-md bg-white px-2 py-1 shadow-md">
                      <img src={logo} alt={service.brand} width={110} height={33} loading="lazy" className="h-[33px] w-[110px]" />
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 id={`service-${service.id}`} className="text-xl font-bold text-slate-900 dark:text-white">
                    {service.title}
                  </h3>
                  <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{service.text}</p>
                  <Link
                    to={service.to}
                    aria-describedby={`service-${service.id}`}
                    className="mt-5 inline-flex items-center gap-2 self-start font-bold text-brand-600 hover:text-brand-700 dark:text-red-400 dark:hover:text-red-300"
                  >
                    Lue lisää
                    <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-1" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
