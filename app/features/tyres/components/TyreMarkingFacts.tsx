import { explainMarkings, formatMarkings, type TyreMarkings } from "~/lib/tyre-markings";

/**
 * The tyre page's lines about its sidewall markings ('91H XL'): the marking in the facts list and, below
 * the list, what each part means in kilograms and km/h. Nothing when the admin has entered none.
 */
export function TyreMarkingFacts({ markings }: { markings: TyreMarkings }) {
  const text = formatMarkings(markings);
  if (!text) return null;
  return (
    <>
      <dt className="font-semibold">Kuormitus- ja nopeusluokka</dt>
      <dd data-testid="tyre-page-markings">{text}</dd>
    </>
  );
}

export function TyreMarkingExplanations({ markings }: { markings: TyreMarkings }) {
  const lines = explainMarkings(markings);
  if (lines.length === 0) return null;
  return (
    <ul className="mt-3 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300" aria-label="Merkintöjen selitykset" data-testid="tyre-marking-explanations">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
