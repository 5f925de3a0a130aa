/**
 * The printable label of a stored set: what the shelf's label shows and a QR code (SVG made on the server
 * by the `qrcode` package, as the two-factor setup's) of the set page's absolute admin address, so a
 * phone's camera opens the set in the register.
 */
import QRCode from "qrcode";
import { formatDate } from "~/lib/format";
import { getEnv } from "~/services/env.server";
import type { SetFile } from "./sets.model.server";
import { SEASON_LABEL } from "./rules";
import { hotelPaths } from "./texts";

export type SetLabel = {
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

/** The set page's address on the shop's own origin (PUBLIC_URL), never the request's Host header. */
export function setPageUrl(id: number): string {
  return new URL(hotelPaths.set(id), getEnv().publicOrigin).toString();
}

export async function setLabel(set: SetFile): Promise<SetLabel> {
  const url = setPageUrl(set.id);
  const qrSvg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    id: set.id,
    registration: set.registration,
    season: SEASON_LABEL[set.season],
    size: set.size,
    brandModel: set.brandModel,
    location: set.location,
    checkedIn: set.checkedInAt ? formatDate(set.checkedInAt) : null,
    customerName: set.customerName,
    url,
    qrSvg,
  };
}
