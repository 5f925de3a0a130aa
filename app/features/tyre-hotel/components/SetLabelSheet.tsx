import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { HOTEL_TEXTS, hotelPaths } from "~/features/tyre-hotel/texts";

const T = HOTEL_TEXTS.label;

export type SetLabelData = {
  id: number;
  registration: string;
  season: string;
  size: string;
  brandModel: string | null;
  location: string | null;
  checkedIn: string | null;
  customerName: string;
  url: string;
  qrSvg: string;
};

/**
 * Only the label is printed: everything else on the page is hidden in print (the admin's header and
 * navigation included), and the label sits at the top left of the paper.
 */
const PRINT_CSS = `@media print {
  @page { margin: 8mm; }
  body * { visibility: hidden !important; }
  #hotel-label, #hotel-label * { visibility: visible !important; }
  #hotel-label { position: absolute; left: 0; top: 0; margin: 0; box-shadow: none; }
}`;

/** The printable label of a set: registration, season, size, brand, place, set number, date and the QR code. */
export function SetLabelSheet({ label }: { label: SetLabelData }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={hotelPaths.set(label.id)} className="btn-secondary">
          {T.back}
        </Link>
        {hydrated ? (
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            {T.print}
          </button>
        ) : (
          <p className="text-sm" data-testid="label-no-js">
            {T.noJs}
          </p>
        )}
      </div>
      <section
        id="hotel-label"
        aria-label={T.title(label.id)}
        className="flex w-full max-w-md items-center gap-4 rounded-lg border-2 border-black bg-white p-4 text-black"
        data-testid="hotel-label"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-mono text-3xl font-bold leading-tight">{label.registration}</p>
          <p className="text-lg font-semibold">
            {label.season} · {label.size}
          </p>
          {label.brandModel ? <p className="break-words">{label.brandModel}</p> : null}
          <p className="text-2xl font-bold">{label.location ?? "–"}</p>
          <p className="text-sm">
            {T.setNumber} #{label.id}
            {label.checkedIn ? ` · ${T.checkedIn} ${label.checkedIn}` : ""}
          </p>
          <p className="truncate text-sm">{label.customerName}</p>
        </div>
        <div
          role="img"
          aria-label={T.qrAlt}
          className="h-32 w-32 shrink-0"
          data-testid="hotel-label-qr"
          // The SVG markup comes from the qrcode package on the server (label.server.ts), not from input.
          dangerouslySetInnerHTML={{ __html: label.qrSvg }}
        />
      </section>
    </div>
  );
}
