import type { ReactNode } from "react";

/** The heading block every home section opens with: a small red eyebrow, the title and a lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${centered}`}>
      {eyebrow ? (
        <p className={`text-sm font-bold uppercase tracking-widest ${tone === "dark" ? "text-amber-300" : "text-brand-600 dark:text-red-400"}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-black tracking-tight sm:text-4xl ${tone === "dark" ? "text-white" : "text-slate-900 dark:text-white"}`}>
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 text-lg leading-relaxed ${tone === "dark" ? "text-slate-300" : "text-slate-600 dark:text-slate-300"}`}>{children}</div>
      ) : null}
    </div>
  );
}

/** Settings texts keep paragraphs apart with blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
