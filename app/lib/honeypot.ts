/** Name of the honeypot field every public form carries and `publicAction` checks. */
export const HONEYPOT_FIELD = "website_url";
