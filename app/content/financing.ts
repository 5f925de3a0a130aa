/**
 * The financing partner's terms as the shop offers them: the /rahoitus page and Kaartobotti read them
 * here, so the page's example and the bot's arithmetic never disagree. Pure.
 */
export const FINANCING = {
  /** Instalments, all of equal size, without interest or fees. */
  months: 12,
  /** The smallest purchase (euros) the financing is for. */
  minimumPurchase: 300,
  /** The applicant's minimum age. */
  minimumAge: 18,
} as const;

/** The equal monthly instalment of `amount` euros, rounded to cents. */
export function monthlyInstalment(amount: number): number {
  return Math.round((amount / FINANCING.months) * 100) / 100;
}
