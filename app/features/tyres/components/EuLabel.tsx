import type { TyreProductItem } from "~/features/tyres/model.server";

/** The label's own colour scale: A dark green … E red. The letter is always text, never colour alone. */
const CLASS_COLOURS: Record<string, string> = {
  A: "bg-green-700 text-white",
  B: "bg-green-500 text-slate-950",
  C: "bg-yellow-300 text-slate-950",
  D: "bg-orange-400 text-slate-950",
  E: "bg-red-600 text-white",
};

function ClassBadge({ value }: { value: string }) {
  return (
    <span
      className={`inline-flex h-6 min-w-6 items-center justify-center rounded px-1.5 text-sm font-black ${CLASS_COLOURS[value] ?? "bg-slate-200 text-slate-900"}`}
    >
      {value}
    </span>
  );
}

/** EU tyre label (regulation 2020/740) as a definition list, readable by screen readers as such. */
export function EuLabel({ label }: { label: TyreProductItem["euLabel"] }) {
  const hasLabel = label.fuelEfficiency !== null || label.wetGrip !== null || label.noiseLevel !== null;
  return (
    <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        EU-rengasmerkintä
      </p>
      {hasLabel ? (
        <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1.5 text-[13px] [overflow-wrap:anywhere] min-[360px]:gap-x-3 min-[360px]:text-sm">
          <dt>Polttoainetehokkuus</dt>
          <dd>{label.fuelEfficiency ? <ClassBadge value={label.fuelEfficiency} /> : "–"}</dd>
          <dt>Pito märällä tiellä</dt>
          <dd>{label.wetGrip ? <ClassBadge value={label.wetGrip} /> : "–"}</dd>
          <dt>Ulkoinen vierintämelu</dt>
          <dd className="text-right min-[360px]:whitespace-nowrap">
            {label.noiseLevel !== null ? `${label.noiseLevel} dB` : "–"}
            {label.noiseClass ? (
              <>
                {", luokka "}
                <ClassBadge value={label.noiseClass} />
              </>
            ) : null}
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Nastarenkailla ei ole EU-rengasmerkintää.</p>
      )}
    </div>
  );
}
