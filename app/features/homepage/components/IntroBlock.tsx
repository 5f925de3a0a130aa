import { COMPANY } from "~/content/company";
import { CheckIcon } from "~/components/ui/icons";
import { SectionHeading, paragraphs } from "./SectionHeading";

const HIGHLIGHTS = [
  "Renkaanvaihto ilman ajanvarausta",
  "Renkaat, vanteet ja rengashotelli samasta paikasta",
  `${COMPANY.network} -ketjun jäsen`,
  "Paikallinen perheyritys Lohjalla",
];

/** The 'intro' section of the homepage settings; hidden when the admin has switched it off. */
export function IntroBlock({ section }: { section: { title: string; content: string; visible: boolean } | undefined }) {
  if (!section || !section.visible) return null;
  return (
    <section aria-labelledby="intro-title" className="py-16 sm:py-20" data-section="intro">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-[1.4fr_1fr] lg:px-6">
        <SectionHeading id="intro-title" eyebrow="Tervetuloa" title={section.title} align="left">
          {paragraphs(section.content).map((text) => (
            <p key={text} className="mt-3 first:mt-0">
              {text}
            </p>
          ))}
        </SectionHeading>
        <ul className="space-y-3 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          {HIGHLIGHTS.map((text) => (
            <li key={text} className="flex items-start gap-3 font-semibold text-slate-800 dark:text-slate-100">
              <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
                <CheckIcon className="h-4 w-4" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
