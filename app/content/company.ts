/** The shop's fixed facts, shown in the footer, metadata and contact page. */
export const COMPANY = {
  name: "Rengas-Kaarto Oy",
  shortName: "Rengas-Kaarto",
  businessId: "2345678-0",
  street: "Kaartotie 12",
  postalCode: "08100",
  town: "Lohja",
  phone: "019 356 2100",
  phoneHref: "tel:+358193562100",
  salesEmail: "myynti@rengaskaarto.fi",
  headerHoursText: "Ma-Pe 9-17, La 10-13",
  /** The booking service's default address; BOOKING_URL overrides it (the site's links use ShopLinks). */
  bookingUrl: "https://ajanvaraus.rengaskaarto.fi/",
  network: "Point S",
  geo: { region: "FI-01", placename: "Lohja", latitude: 60.2486, longitude: 24.0653 },
} as const;

export const SITE_TITLE = "Rengas-Kaarto – renkaat, vanteet ja rengashotelli Lohjalla";
export const SITE_DESCRIPTION =
  "Perheyritys Rengas-Kaarto palvelee Lohjalla vuodesta 1998: kesä- ja talvirenkaat, vanteet, rengashotelli, " +
  "renkaanvaihto, tasapainotus ja korjaustyöt. Uudet renkaat ilman ajanvarausta.";

/**
 * The external services the site links to, from the environment (app/services/env.server.ts): the
 * booking page, and the finance partner's application form, which has no honest default, so without
 * FINANCE_APPLICATION_URL the site links to its own /rahoitus page instead.
 */
export type ShopLinks = { booking: string; financeApplication: string | null };

export const DEFAULT_SHOP_LINKS: ShopLinks = { booking: COMPANY.bookingUrl, financeApplication: null };
