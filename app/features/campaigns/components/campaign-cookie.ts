/**
 * The closed campaign box is remembered in a plain cookie, `campaigns_closed=1`, so the server stops
 * rendering it: set by the browser with JavaScript, by /kampanjat/sulje without. A week, so campaigns
 * that start later still get seen.
 */
export const CAMPAIGNS_CLOSED_COOKIE = "campaigns_closed";
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function campaignsClosedCookie(): string {
  return `${CAMPAIGNS_CLOSED_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function isCampaignBoxClosed(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim() === `${CAMPAIGNS_CLOSED_COOKIE}=1`);
}
