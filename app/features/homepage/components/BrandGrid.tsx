import { Link } from "@remix-run/react";
import { COMPANY } from "~/content/company";
import { ArrowRightIcon } from "~/components/ui/icons";
import { BrandLogos } from "./BrandLogos";
import { SectionHeading } from "./SectionHeading";

export function BrandGrid() {
  return (
    <section aria-labelledby="brands-title" className="border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40" data-section="brands">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeading id="brands-title" eyebrow="Merkit" title="Johtavat rengasmerkit">
          <p>Myymme ja asennamme tunnettujen valmistajien renkaat – ja kuulumme {COMPANY.network} -rengasketjuun.</p>
        </SectionHeading>
        <BrandLogos className="mt-10 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7" testId="home-brands" />
        <div className="mt-10 text-center">
          <Link to="/renkaat" className="btn-primary px-6 py-3 text-base">
            Tutustu valikoimaamme
            <ArrowRightIcon className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
