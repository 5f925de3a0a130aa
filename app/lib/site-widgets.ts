// STUB (owned by the newsletter/consent work): what the floating widgets need from the server.
export type SiteWidgetsData = {
  consent: "accepted" | "denied" | null;
};
