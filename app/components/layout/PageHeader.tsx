import type { ReactNode } from "react";

/** The title band of a content page: the page's only <h1>, a lead paragraph and optional actions. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-red-300">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-black tracking-tight md:text-4xl">{title}</h1>
        <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">{lead}</div>
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </header>
  );
}
