/** Texts of the competitor tab that COMPETITOR_TEXTS (rules.ts) does not have. */
export const COMPETITOR_ADMIN_TEXTS = {
  /** The price chart's accessible name: what a sighted admin reads off the line. */
  chartLabel: (name: string, min: string, max: string, latest: string, count: number) =>
    `${name}: hintahistoria, ${count} ${count === 1 ? "hinta" : "hintaa"}, alin ${min}, ylin ${max}, viimeisin ${latest}`,
  errorReason: "Virheen syy",
  linkedProduct: "Oma tuote",
};
