import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SHOP_LINKS, type ShopLinks } from "~/content/company";

/** A TRUSTED_PROXIES entry: a named range of proxy-addr, an address, or an address with a prefix length. */
function isProxyEntry(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An unset variable and an empty one mean the same: not configured. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const url = (protocols: string[], hint: string) =>
  z.url({ message: `pitää olla URL (${hint})` }).refine(
    (value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)),
    { message: `pitää alkaa ${protocols.map((p) => `${p}://`).join(" tai ")}` },
  );

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: optional(url(["postgres", "postgresql"], "postgres://user@host:5432/db")),
    REDIS_URL: optional(url(["redis", "rediss"], "redis://host:6379")),
    /** Prefix of this site's keys in Redis, so several sites (or test runs) can share one server. */
    QUEUE_PREFIX: z.preprocess((value) => (value === "" ? undefined : value), z.string().regex(/^[a-z0-9_-]{1,40}$/i).default("rengas")),
    DATA_DIR: z.preprocess((value) => (value === "" ? undefined : value), z.string().default("./data")),
    /** Nightly backups kept in DATA_DIR/backups (03:30 Helsinki time); 0 or unset: no nightly backup. */
    BACKUP_KEEP: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number({ message: "pitää olla kokonaisluku 0–1000" }).int({ message: "pitää olla kokonaisluku 0–1000" }).min(0, { message: "pitää olla kokonaisluku 0–1000" }).max(1000, { message: "pitää olla kokonaisluku 0–1000" }).default(0),
    ),
    SESSION_SECRET: optional(z.string().min(32, { message: "pitää olla vähintään 32 merkkiä" })),
    ADMIN_USERNAME: optional(z.string().min(3, { message: "pitää olla vähintään 3 merkkiä" }).max(64)),
    ADMIN_PASSWORD: optional(z.string().min(12, { message: "pitää olla vähintään 12 merkkiä" }).max(256)),
    PUBLIC_URL: optional(url(["http", "https"], "https://www.example.fi")),
    SMTP_URL: optional(url(["smtp", "smtps"], "smtp://user:pass@host:587")),
    MAIL_FROM: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().default("Rengas-Kaarto <myynti@rengaskaarto.fi>"),
    ),
    /** Newsletter mails sent per second at most, over all workers (the SMTP provider's limit). */
    MAIL_RATE_PER_SECOND: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(10_000).default(10)),
    /** Newsletter mails one worker has in flight at once. */
    MAIL_CONCURRENCY: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(200).default(8)),
    OPENAI_API_KEY: optional(z.string().min(1)),
    OPENAI_BASE_URL: optional(url(["http", "https"], "https://api.openai.com/v1")),
    OPENAI_MODEL: z.preprocess((value) => (value === "" ? undefined : value), z.string().default("gpt-4o-mini")),
    GOOGLE_PLACES_API_KEY: optional(z.string().min(1)),
    GOOGLE_PLACE_ID: optional(z.string().min(1)),
    /** The external booking page (opens in a new tab); default the shop's own booking service. */
    BOOKING_URL: optional(url(["https"], "https://ajanvaraus.example.fi/")),
    /** The finance partner's application form; unset, the site links to /rahoitus instead. */
    FINANCE_APPLICATION_URL: optional(url(["https"], "https://rahoitus.example.fi/hakemus")),
    GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, { message: "pitää olla muotoa G-XXXXXXX" })),
    TRUSTED_PROXIES: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .default("loopback")
        .refine((value) => value === "none" || value.split(",").every((entry) => isProxyEntry(entry.trim())), {
          message: "pilkuin eroteltu luettelo: loopback, linklocal, uniquelocal, IP-osoite tai verkko (10.0.0.0/8), tai none",
        }),
    ),
    /**
     * Test-only: exact `host:port` pairs on the loopback interface the competitor crawler may fetch
     * (the tests' fake competitor sites). Empty in any real deployment: the crawler refuses every
     * private, loopback and link-local address unless it is listed here.
     */
    CRAWLER_ALLOWED_HOSTS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .default("")
        .refine((value) => value === "" || value.split(",").every((entry) => /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/.test(entry.trim())), {
          message: "pilkuin eroteltu luettelo muotoa 127.0.0.1:PORTTI (vain testeille)",
        })
        .transform((value) => (value === "" ? [] : value.split(",").map((entry) => entry.trim()))),
    ),
    PORT: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(65535).default(3000)),
    /** How long a page answered to a visitor without cookies is sent again from memory (server/page-cache.ts); 0: never. */
    PAGE_CACHE_MS: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(0).max(60_000).default(1000)),
    /** How often a worker makes sure its job schedulers exist in Redis (which may have lost them). */
    SCHEDULE_CHECK_MS: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1000).max(600_000).default(30_000)),
    /** The address the web process listens on; unset, every address of the machine. */
    HOST: optional(
      z.string().refine((value) => isIP(value) !== 0 || /^[a-z0-9.-]{1,253}$/i.test(value), { message: "pitää olla IP-osoite tai palvelimen nimi" }),
    ),
    /** How much the JSON log says (app/services/logger.server.ts). */
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === "string" && value !== "" ? value.trim().toLowerCase() : undefined),
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "pitää olla fatal, error, warn, info, debug, trace tai silent" }).default("info"),
    ),
    /** A Sentry-compatible error tracker (app/services/error-reporting.server.ts); unset, errors are only logged. */
    SENTRY_DSN: optional(
      z.string().refine((value) => /^https?:\/\/[^:@/\s]+@[^/\s]+(?:\/[^\s?#]*)?\/\d+\/?$/.test(value) && URL.canParse(value), {
        message: "pitää olla muotoa https://<avain>@palvelin/<projektin numero>",
      }),
    ),
    /** The version the error reports name (e.g. a git commit); optional. */
    SENTRY_RELEASE: optional(z.string().regex(/^[A-Za-z0-9._@+-]{1,100}$/, { message: "enintään 100 merkkiä: kirjaimia, numeroita ja ._@+-" })),
    /** The Bearer token /metrics asks for (server/metrics.ts); unset, only METRICS_ALLOW_ADDRESSES may read it. */
    METRICS_TOKEN: optional(
      z
        .string()
        .min(16, { message: "pitää olla vähintään 16 merkkiä" })
        .max(256)
        .regex(/^[\x21-\x7e]+$/, { message: "vain tulostettavia ASCII-merkkejä ilman välilyöntejä" }),
    ),
    /** Client addresses (as TRUSTED_PROXIES resolves them) that may read /metrics without the token. */
    METRICS_ALLOW_ADDRESSES: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .default("")
        .refine((value) => value === "" || value.split(",").every((entry) => isIP(entry.trim()) !== 0), {
          message: "pilkuin eroteltu luettelo IP-osoitteita, esim. 127.0.0.1,::1",
        })
        .transform((value) => (value === "" ? [] : value.split(",").map((entry) => entry.trim()))),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "ADMIN_USERNAME ja ADMIN_PASSWORD annetaan yhdessä",
      });
    }
    if (Boolean(env.GOOGLE_PLACES_API_KEY) !== Boolean(env.GOOGLE_PLACE_ID)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_PLACES_API_KEY ? "GOOGLE_PLACE_ID" : "GOOGLE_PLACES_API_KEY"],
        message: "GOOGLE_PLACES_API_KEY ja GOOGLE_PLACE_ID annetaan yhdessä",
      });
    }
    // A deployment (production with a real database) must not invent its own secret or address.
    if (env.NODE_ENV === "production" && env.DATABASE_URL) {
      if (!env.SESSION_SECRET) {
        ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "pakollinen tuotannossa (DATABASE_URL asetettu)" });
      }
      if (!env.PUBLIC_URL) {
        ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "pakollinen tuotannossa (DATABASE_URL asetettu)" });
      }
    }
  });

export type Env = z.infer<typeof envSchema> & {
  SESSION_SECRET: string;
  embedded: boolean;
  secureCookies: boolean;
  /**
   * The site's own origin for absolute URLs (sitemap, canonical links, mails): PUBLIC_URL, or this
   * machine's port on localhost. Never the request's Host header, which any client can set.
   */
  publicOrigin: string;
  /** Booking and finance application addresses the site links to (defaults in ~/lib/company). */
  shopLinks: ShopLinks;
};

export class EnvError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join(".") || "(ympäristö)"}: ${issue.message}`);
    super(`Virheellinen ympäristömuuttuja:\n${lines.join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses an environment; exported for tests, the app uses `env` below. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new EnvError(result.error.issues);
  const parsed = result.data;
  return {
    ...parsed,
    SESSION_SECRET: parsed.SESSION_SECRET ?? localSessionSecret(parsed.DATA_DIR),
    embedded: !parsed.DATABASE_URL,
    secureCookies: parsed.PUBLIC_URL?.startsWith("https:") ?? false,
    publicOrigin: new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).origin,
    shopLinks: {
      booking: parsed.BOOKING_URL ?? DEFAULT_SHOP_LINKS.booking,
      financeApplication: parsed.FINANCE_APPLICATION_URL ?? DEFAULT_SHOP_LINKS.financeApplication,
    },
  };
}

/** Outside a deployment the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Reads the environment again (tests that point a setting at a server they started). */
export function reloadEnv(): Env {
  cached = undefined;
  return getEnv();
}
