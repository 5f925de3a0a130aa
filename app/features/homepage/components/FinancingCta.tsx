import { Link } from "@remix-run/react";
import type { HomepageSettings } from "~/features/homepage/schema";
import { ArrowRightIcon, PercentIcon } from "~/components/ui/icons";
import { paragraphs } from "./SectionHeading";

/** The financing call to action, shown only when the admin has it switched on. */
export function FinancingCta({ cta }: { cta: HomepageSettings["financingCTA"] }) {
  if (!cta.visible) return null;
  return (
    <section aria-labelledby="financing-title" className="pt-16" data-section="financing">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-slate-900 to-brand-900 px-6 py-12 text-white shadow-2xl sm:px-12 lg:grid lg:grid-cols-[1.5fr_1fr] lg:items-center lg:gap-12">
          <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 h-80 w-80 rounded-full border-[40px] border-white/5" />
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-amber-300">Rahoitus</p>
            <h2 id="financing-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
              {cta.title}
            </h2>
            <div className="mt-4 space-y-3 text-lg leading-relaxed text-slate-300">
              {paragraphs(cta.mainText).map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </div>
          <div className="mt-8 rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/15 lg:mt-0">
            <PercentIcon className="mx-auto h-10 w-10 text-amber-300" />
            {cta.highlightedText ? <p className="mt-3 text-2xl font-black text-amber-300" data-testid="financing-highlight">{cta.highlightedText}</p> : null}
            <Link to="/rahoitus" className="btn mt-6 w-full bg-amber-400 px-6 py-3 text-base text-slate-900 hover:bg-amber-300">
              {cta.buttonText}
              <ArrowRightIcon className="h-5 w-5" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
