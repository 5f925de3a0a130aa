import type { ReactNode } from "react";

/** A titled section of a content page; the heading names the region for screen readers. */
export function ContentSection({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-otsikko`} className={`min-w-0 scroll-mt-24 ${className}`} id={id}>
      <h2 id={`${id}-otsikko`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {intro ? <div className="mt-3 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Body text with comfortable spacing and readable line length. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>;
}

/** A card with a small heading, used in grids of features or steps. */
export function InfoCard({ title, children, level = 3 }: { title: string; children: ReactNode; level?: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="card h-full">
      <Heading className="text-lg font-semibold">{title}</Heading>
      <div className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">{children}</div>
    </div>
  );
}

/** A bulleted list with check marks (decorative) for "what is included" lists. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-0.5 font-bold text-brand-600 dark:text-red-300">
            ✓
          </span>
          <span className="text-slate-700 dark:text-slate-300">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps ("how it works"). */
export function Steps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <ol className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="card">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold">{step.title}</h3>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Page body wrapper: the same width as the header and footer, sections spaced evenly. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">{children}</div>;
}
