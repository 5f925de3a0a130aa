import { FlagIcon, PercentIcon, ShieldIcon, TruckIcon, WrenchIcon } from "~/components/ui/icons";

const POINTS = [
  { label: "Suomalaista palvelua", Icon: FlagIcon },
  { label: "Nopea toimitus", Icon: TruckIcon },
  { label: "Luotettava kumppani", Icon: ShieldIcon },
  { label: "Rahoitus 0 % korolla", Icon: PercentIcon },
  { label: "Ammattitaitoinen asennus", Icon: WrenchIcon },
];

/** Five selling points in one strip; on phones it is left out to keep the hero close to the services. */
export function SellingPoints() {
  return (
    <section aria-label="Miksi Rengas-Kaarto" className="hidden border-b border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900" data-section="selling-points">
      <ul className="mx-auto grid max-w-7xl grid-cols-5 divide-x divide-slate-200 px-4 lg:px-6 dark:divide-slate-800">
        {POINTS.map(({ label, Icon }) => (
          <li key={label} className="flex min-w-0 flex-col items-center justify-center gap-1.5 px-2 py-5 text-center text-sm font-bold lg:flex-row lg:gap-2.5 lg:text-left text-slate-800 xl:text-[15px] dark:text-slate-100">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-red-500/10 dark:text-red-400">
              <Icon className="h-5 w-5" />
            </span>
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
