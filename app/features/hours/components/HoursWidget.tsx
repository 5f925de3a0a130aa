import { useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import type { BusinessHours } from "~/features/hours/rules";
import { ClockIcon } from "~/components/ui/icons";
import { withoutParam } from "~/features/homepage/components/urls";
import { HoursDrawer } from "./HoursDrawer";

export const HOURS_PARAM = "aukioloajat";

/**
 * The floating opening-hours button (bottom left). It pulses when the hours differ from the usual ones.
 * Without JavaScript it is a link to ?aukioloajat=1, which the server renders with the drawer open.
 */
export function HoursWidget({
  hours,
  modified,
  label = "Aukioloajat",
}: {
  hours: BusinessHours | null;
  modified: boolean;
  /** The button's text: the hero's businessHoursButtonText of the homepage settings. */
  label?: string;
}) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.has(HOURS_PARAM));
  const here = withoutParam(location.pathname, location.search, HOURS_PARAM);

  const close = () => {
    setOpen(false);
    if (searchParams.has(HOURS_PARAM)) {
      setSearchParams((params) => {
        params.delete(HOURS_PARAM);
        return params;
      }, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <aside aria-label="Aukioloajat">
      <a
        href={`${location.pathname}?${HOURS_PARAM}=1`}
        rel="nofollow"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={`fixed bottom-2 left-16 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-slate-900 px-3.5 sm:left-[4.5rem] sm:px-4 lg:left-[13rem] text-sm font-bold text-white shadow-xl transition hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-100 ${
          modified ? "ring-4 ring-amber-400/70" : "ring-1 ring-white/10"
        }`}
        data-section="hours"
        data-testid="hours-button"
        data-modified={modified ? "true" : "false"}
      >
        <ClockIcon className="h-5 w-5" />
        <span className="hidden sm:inline">{label}</span>
        <span className="sr-only sm:hidden">{label}</span>
        {modified ? (
          <>
            <span className="absolute -right-0.5 -top-0.5 flex h-3.5 w-3.5" aria-hidden="true">
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-amber-400 opacity-75" />
              <span className="relative inline-flex h-3.5 w-3.5 rounded-full bg-amber-400" />
            </span>
            <span className="sr-only"> – ajoissa muutoksia</span>
          </>
        ) : null}
      </a>
      {open ? <HoursDrawer hours={hours} modified={modified} closeHref={here} onClose={close} /> : null}
    </aside>
  );
}
