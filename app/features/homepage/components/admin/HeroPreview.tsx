import { Hero } from "~/features/homepage/components/Hero";
import { HOMEPAGE_TEXTS as T } from "~/features/homepage/editor.rules";
import type { HeroSettings } from "~/features/homepage/schema";

/**
 * The hero as the visitor will see it: the public Hero component itself, made inert (nothing in it can
 * be focused or clicked). `fromForm`: it shows values sent with 'Esikatsele' that are not saved yet.
 */
export function HeroPreview({ hero, fromForm }: { hero: HeroSettings; fromForm: boolean }) {
  return (
    <section aria-labelledby="hero-preview-heading" className="mt-8 space-y-2" data-testid="hero-preview">
      <h4 id="hero-preview-heading" className="text-base font-semibold">
        {T.previewHeading}
      </h4>
      <p className="text-sm text-slate-600 dark:text-slate-400" role={fromForm ? "status" : undefined}>
        {fromForm ? T.previewFromForm : T.previewNote}
      </p>
      {/* inert: a picture of the hero, not a second copy of its links and search box. */}
      <div {...{ inert: "" }} className="pointer-events-none select-none overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
        <Hero hero={hero} />
      </div>
    </section>
  );
}
