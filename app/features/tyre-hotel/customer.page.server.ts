/**
 * The customer's own view ('Oma rengashotelli', /oma-rengashotelli/<token>): the signed link names one
 * customer (link.server.ts); the page shows their first name and the sets stored for them now, each
 * tyre's tread and age, the warnings and the shop's recommendation, and the booking button. Any token
 * that does not verify — altered, expired, malformed, or naming no customer — is the same 404.
 */
import { data } from "@remix-run/node";
import { COMPANY } from "~/content/company";
import { helsinkiDay } from "~/lib/helsinki-time";
import { serverNow } from "~/services/clock.server";
import { getEnv } from "~/services/env.server";
import { readCustomerLink } from "./link.server";
import { customerStoredSets } from "./customer.model.server";
import { firstName, setCondition } from "./reminders.rules";
import { SEASON_LABEL } from "./rules";

/** The page holds personal data behind a secret address: never cached, never sent on as a referrer. */
export const CUSTOMER_VIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

const notFound = () => new Response("Sivua ei löytynyt", { status: 404, headers: CUSTOMER_VIEW_HEADERS });

export async function loadCustomerView(token: string | undefined) {
  const now = serverNow();
  const link = readCustomerLink(token, now);
  if (!link) throw notFound();
  const customer = await customerStoredSets(link.customerId);
  if (!customer) throw notFound();
  const view = {
    firstName: firstName(customer.name),
    sets: customer.sets.map((set, index) => {
      const condition = setCondition(set, now);
      return {
        key: index,
        registration: set.registration,
        makeModel: set.makeModel,
        seasonLabel: SEASON_LABEL[set.season],
        size: set.size,
        brandModel: set.brandModel,
        withRims: set.withRims,
        tyres: condition.tyres.map(({ label, treadMm, ageYears, dot }) => ({ label, treadMm, ageYears, dot })),
        warnings: condition.warnings.map((warning) => warning.text),
        recommendation: condition.recommendation,
      };
    }),
    bookingUrl: getEnv().shopLinks.booking,
    phone: { text: COMPANY.phone, href: COMPANY.phoneHref },
    validUntil: helsinkiDay(link.expiresAt),
  };
  return data(view, { headers: CUSTOMER_VIEW_HEADERS });
}
