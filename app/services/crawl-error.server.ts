import { formatFinnishNumber } from "~/lib/finnish-number";

/**
 * Why a competitor page could not be read, as the admin sees it (Finnish) and as the job sees it
 * (`kind`, `retryable`). One place for the messages so the tab, the logs and the tests agree.
 */

export type CrawlErrorKind =
  | "invalid-url"
  | "blocked-address"
  | "robots"
  | "timeout"
  | "http"
  | "bot-wall"
  | "too-large"
  | "not-html"
  | "network"
  | "too-many-redirects"
  | "too-complex";

export class CrawlError extends Error {
  readonly kind: CrawlErrorKind;
  /** Whether trying again later can help: timeouts, network errors, HTTP 5xx and 429. */
  readonly retryable: boolean;
  readonly status?: number;
  /** A 429's Retry-After, in milliseconds, when the site sent one. */
  readonly retryAfterMs?: number;

  constructor(
    kind: CrawlErrorKind,
    message: string,
    options: { retryable?: boolean; status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "CrawlError";
    this.kind = kind;
    this.retryable = options.retryable ?? (kind === "timeout" || kind === "network");
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}

const seconds = (ms: number) => String(Math.round(ms / 100) / 10).replace(".", ",");
const tooComplex = (detail: string) => new CrawlError("too-complex", `Sivu on liian raskas luettavaksi: ${detail}`);

/** Builders for every error the crawler raises; messages are whole Finnish sentences without a full stop. */
export const crawlErrors = {
  notHttp: () => new CrawlError("invalid-url", "Osoite ei ole http- tai https-osoite"),
  malformed: () => new CrawlError("invalid-url", "Osoite ei ole kelvollinen verkko-osoite"),
  credentials: () => new CrawlError("invalid-url", "Osoitteessa ei saa olla käyttäjätunnusta tai salasanaa"),
  blocked: (address: string, reason: "private" | "loopback" | "metadata") =>
    new CrawlError(
      "blocked-address",
      reason === "metadata"
        ? `Osoite osoittaa pilvipalvelun sisäiseen metatietopalveluun (${address}), sitä ei haeta`
        : reason === "loopback"
          ? `Osoite osoittaa tähän palvelimeen (${address}), sitä ei haeta`
          : `Osoite osoittaa yksityiseen verkkoon (${address}), sitä ei haeta`,
    ),
  robots: () => new CrawlError("robots", "robots.txt kieltää tämän sivun haun"),
  timeout: (ms: number) => new CrawlError("timeout", `Sivu ei vastannut ${seconds(ms)} sekunnissa`),
  http: (status: number) =>
    new CrawlError(
      "http",
      status === 404 ? "Sivua ei löytynyt (HTTP 404)" : status === 410 ? "Sivu on poistettu (HTTP 410)" : `Sivu palautti virheen HTTP ${status}`,
      { status, retryable: status >= 500 },
    ),
  redirectWithoutLocation: (status: number) =>
    new CrawlError("http", `Sivu ohjasi eteenpäin (HTTP ${status}) kertomatta minne`, { status, retryable: false }),
  botWall: (status: number, retryAfterMs?: number) =>
    new CrawlError(
      "bot-wall",
      status === 429
        ? "Sivusto rajoitti hakuja (HTTP 429): liian monta pyyntöä, yritetään myöhemmin uudelleen"
        : `Sivusto esti haun (HTTP ${status}): se näyttää torjuvan botit`,
      // A rate limit passes with time; a challenge page or a ban does not.
      { status, retryable: status === 429, retryAfterMs },
    ),
  tooLarge: (maxBytes: number) => new CrawlError("too-large", `Sivu on liian suuri (yli ${Math.round(maxBytes / (1024 * 1024))} Mt)`),
  notHtml: (contentType: string) =>
    new CrawlError("not-html", `Sivu ei ole HTML-sivu (${contentType.slice(0, 80) || "sisällön tyyppi puuttuu"})`),
  unknownEncoding: (encoding: string) =>
    new CrawlError("http", `Sivu käytti tuntematonta pakkausta (${encoding.slice(0, 40)})`, { status: 200, retryable: false }),
  tooManyRedirects: () => new CrawlError("too-many-redirects", "Liian monta uudelleenohjausta"),
  // The page passed a limit of the reading itself (elements, time, memory): trying again gives the same.
  tooManyElements: (max: number) => tooComplex(`siinä on yli ${formatFinnishNumber(max)} elementtiä`),
  tooSlowToRead: (ms: number) => tooComplex(`sen lukeminen kesti yli ${seconds(ms)} sekuntia`),
  tooMuchMemory: (mb: number) => tooComplex(`sen lukeminen vei yli ${mb} Mt muistia`),
  readFailed: (detail: string) => tooComplex(detail),
  dns: (host: string, cause: unknown) => new CrawlError("network", `Palvelinta ${host} ei löytynyt`, { cause }),
  network: (cause: unknown) => new CrawlError("network", networkMessage(cause), { cause }),
};

function networkMessage(cause: unknown): string {
  const code = typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string" ? cause.code : "";
  if (code === "ECONNREFUSED") return "Sivusto ei ottanut yhteyttä vastaan (ECONNREFUSED)";
  if (code === "ECONNRESET" || code === "EPIPE" || code === "ERR_STREAM_PREMATURE_CLOSE") return "Yhteys sivustoon katkesi kesken haun";
  if (code.startsWith("Z_")) return "Sivun pakkausta ei voitu purkaa";
  if (/CERT|TLS|SSL/.test(code)) return `Sivuston suojattu yhteys epäonnistui (${code})`;
  return code ? `Yhteys sivustoon epäonnistui (${code})` : "Yhteys sivustoon epäonnistui";
}
