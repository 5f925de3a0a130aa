import { Link } from "@remix-run/react";
import { type MouseEvent, useRef } from "react";
import { type BusinessHours, WEEKDAY_NAMES, formatHoursRange, weekdayInHelsinki } from "~/features/hours/rules";
import { COMPANY } from "~/content/company";
import { formatDate } from "~/lib/format";
import { CloseIcon, PhoneIcon } from "~/components/ui/icons";
import { useDialog } from "~/components/layout/header/useDialog";
import { useHydrated } from "~/components/layout/header/useHydrated";

/** The side drawer with the week's opening hours, today's row highlighted. Closes by link without JS. */
export function HoursDrawer({
  hours,
  modified,
  closeHref,
  onClose,
}: {
  hours: BusinessHours | null;
  modified: boolean;
  closeHref: string;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useDialog(true, panel, onClose);
  const hydrated = useHydrated();
  const now = new Date();
  const today = weekdayInHelsinki(now);
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <div className="fixed inset-0 z-50">
      <a href={closeHref} onClick={close} aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-slate-950/60" data-testid="hours-drawer-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="hours-drawer-title"
        className="absolute inset-y-0 left-0 flex w-full max-w-sm flex-col bg-white shadow-2xl dark:bg-slate-900"
        data-testid="hours-drawer"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-6 dark:border-slate-800">
          <div>
            <h2 id="hours-drawer-title" className="text-2xl font-black text-slate-900 dark:text-white">
              Aukioloajat
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" suppressHydrationWarning data-testid="hours-drawer-date">
              Tänään {WEEKDAY_NAMES[today].toLowerCase()} {formatDate(now)}
            </p>
          </div>
          <a
            href={closeHref}
            onClick={close}
            role={hydrated ? "button" : undefined}
            data-autofocus=""
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            data-testid="hours-drawer-close"
          >
            <CloseIcon className="h-5 w-5" />
            <span className="sr-only">Sulje aukioloajat</span>
          </a>
        </div>

        <div className="flex-1 overflow-y-auto p-6">
          {modified ? (
            <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30">
              Aukioloajoissa on poikkeuksia – tarkistathan päivän ajat.
            </p>
          ) : null}
          {hours && hours.length > 0 ? (
            <ul className="space-y-1" data-testid="hours-drawer-days">
              {hours.map((entry) => {
                const isToday = entry.day === today;
                return (
                  <li
                    key={entry.day}
                    aria-current={isToday ? "date" : undefined}
                    data-today={isToday ? "true" : undefined}
                    className={`flex items-center justify-between rounded-lg px-4 py-3 ${
                      isToday
                        ? "bg-brand-600 font-bold text-white shadow-md"
                        : "text-slate-700 odd:bg-slate-50 dark:text-slate-200 dark:odd:bg-slate-800/50"
                    }`}
                  >
                    <span>
                      {WEEKDAY_NAMES[entry.day]}
                      {isToday ? <span className="ml-2 rounded-full bg-white/20 px-2 py-0.5 text-xs">Tänään</span> : null}
                    </span>
                    <span className={entry.isClosed && !isToday ? "text-slate-500 dark:text-slate-400" : ""}>{formatHoursRange(entry)}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>Aukioloaikoja ei saatavilla</p>
          )}
        </div>

        <div className="space-y-3 border-t border-slate-200 p-6 text-sm dark:border-slate-800">
          <p className="text-slate-600 dark:text-slate-400">
            {COMPANY.street}, {COMPANY.postalCode} {COMPANY.town}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <a href={COMPANY.phoneHref} className="btn-primary">
              <PhoneIcon className="h-4 w-4" />
              Soita
            </a>
            <Link to="/ota-yhteytta" className="btn-secondary">
              Yhteystiedot
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
