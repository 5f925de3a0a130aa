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
      <section className="card" aria-labelledby="card-tapahtumaloki">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="card-tapahtumaloki" className="text-lg font-semibold">
              Tapahtumaloki
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Kuka muutti mitä ja milloin: kaikki ylläpidon muutokset, kirjautumiset ja epäonnistuneet kirjautumisyritykset 12 kuukauden ajalta.
            </p>
          </div>
          <Link to="/admin/tapahtumaloki" className="btn-secondary">
            Avaa tapahtumaloki
          </Link>
        </div>
      </section>
      <section className="card" aria-labelledby="card-jarjestelma">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="card-jarjestelma" className="text-lg font-semibold">
              Järjestelmä
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Taustatöiden tila: onko worker käynnissä, jonojen pituudet, seuraavat ajot ja epäonnistuneet työt, jotka voi yrittää uudelleen.
            </p>
          </div>
          <Link to="/admin/jarjestelma" className="btn-secondary">
            Avaa järjestelmä
          </Link>
        </div>
      </section>
      <section className="card" aria-labelledby="card-kuvapankki">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="card-kuvapankki" className="text-lg font-semibold">
              Kuvapankki
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Etusivun, bannerien, uutiskirjeiden ja tuotteiden kuvat: lataa, hae, muokkaa alt-tekstejä ja poista.
            </p>
          </div>
          <Link to="/admin/kuvat" className="btn-secondary">
            Avaa kuvapankki
          </Link>
        </div>
      </section>
    </div>
  );
}
