import { EuroIcon, PercentIcon, ShieldIcon } from "~/components/ui/icons";

const PROMISES = [
  {
    title: "Aina kilpailukykyiset hinnat",
    text: "Seuraamme markkinaa jatkuvasti, jotta saat laadukkaat renkaat reiluun hintaan.",
    Icon: EuroIcon,
  },
  {
    title: "Asiantuntevaa ja luotettavaa palvelua",
    text: "Kokeneet asentajamme auttavat valitsemaan oikean renkaan ja tekevät työn huolella.",
    Icon: ShieldIcon,
  },
  {
    title: "Rahoitus ilman kuluja 12 kk",
    text: "Maksa hankinta tasaerissä vuoden ajan ilman korkoa ja avausmaksua.",
    Icon: PercentIcon,
  },
];

export function Promises() {
  return (
    <section aria-labelledby="promises-title" className="bg-slate-900 py-14 text-white dark:bg-slate-900/60" data-section="promises">
      <h2 id="promises-title" className="sr-only">
        Lupauksemme
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-3 lg:px-6">
        {PROMISES.map(({ title, text, Icon }) => (
          <li key={title} className="flex gap-4 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-slate-900">
              <Icon className="h-6 w-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
