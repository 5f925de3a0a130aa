import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLocation } from "@remix-run/react";
import { adminLoader } from "~/services/guard.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => null);

const CARDS = [
  {
    to: "/admin/asetukset/aukioloajat",
    title: "Aukioloajat",
    description: "Näytetään etusivulla ja yhteystiedoissa.",
  },
  {
    to: "/admin/asetukset/etusivu",
    title: "Etusivun sisältö",
    description: "Etusivun pääosio ja kuva, bannerit, sisältöosiot ja rahoitusosio.",
  },
  {
    to: "/admin/asetukset/hinnasto",
    title: "Hinnasto",
    description: "Palveluiden hinnat hinnastosivulla ja Kaartobotin vastauksissa.",
  },
  {
    to: "/admin/asetukset/yllapitajat",
    title: "Ylläpitäjät",
    description: "Ylläpitäjien tilit: kutsu uusi, poista käytöstä tai poista, ja vaadi kaksivaiheinen tunnistautuminen kaikilta.",
  },
] as const;

/** Cards that lead to a page of their own instead of opening a form inside the card. */
const PAGE_CARDS = [
  {
    id: "tapahtumaloki",
    to: "/admin/tapahtumaloki",
    title: "Tapahtumaloki",
    description: "Kuka muutti mitä ja milloin: kaikki ylläpidon muutokset, kirjautumiset ja epäonnistuneet kirjautumisyritykset 12 kuukauden ajalta.",
    link: "Avaa tapahtumaloki",
  },
  {
    id: "jarjestelma",
    to: "/admin/jarjestelma",
    title: "Järjestelmä",
    description: "Taustatöiden tila: onko worker käynnissä, jonojen pituudet, seuraavat ajot ja epäonnistuneet työt, jotka voi yrittää uudelleen.",
    link: "Avaa järjestelmä",
  },
  {
    id: "kuvapankki",
    to: "/admin/kuvat",
    title: "Kuvapankki",
    description: "Etusivun, bannerien, uutiskirjeiden ja tuotteiden kuvat: lataa, hae, muokkaa alt-tekstejä ja poista.",
    link: "Avaa kuvapankki",
  },
] as const;

/** Settings: one card per settings form; opening a card shows its form inline (a nested route). */
export default function SettingsTab() {
  const location = useLocation();
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Asetukset</h2>
      {CARDS.map((card) => {
        const open = location.pathname.startsWith(card.to);
        return (
          <section key={card.to} className="card" aria-labelledby={`card-${card.to}`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h3 id={`card-${card.to}`} className="text-lg font-semibold">
                  {card.title}
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{card.description}</p>
              </div>
              <Link to={open ? "/admin/asetukset" : card.to} className="btn-secondary" aria-expanded={open}>
                {open ? "Sulje" : "Muokkaa"}
              </Link>
            </div>
            {open ? (
              <div className="mt-6">
                <Outlet />
              </div>
            ) : null}
          </section>
        );
      })}
      {PAGE_CARDS.map((card) => (
        <section key={card.to} className="card" aria-labelledby={`card-${card.id}`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h3 id={`card-${card.id}`} className="text-lg font-semibold">
                {card.title}
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">{card.description}</p>
            </div>
            <Link to={card.to} className="btn-secondary">
              {card.link}
            </Link>
          </div>
        </section>
      ))}
    </div>
  );
}
