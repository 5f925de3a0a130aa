/**
 * What a log line or an error report must never carry: e-mail addresses, passwords, tokens, cookies and
 * authorization headers. Pure functions (no I/O), shared by the logger and the error reporter
 * (decision 0038). Masking is by pattern for strings and by key name for objects, so a value that slips
 * into a message, a stack trace or an object is caught whichever way it came.
 */

/** An e-mail address, also percent-encoded (a%40b.fi) as it appears in a URL. */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * The site's addresses whose last segment is a credential: the password/set-up link
 * (/admin/salasana/<token>). Unsubscribe tokens travel in the query string, which is never logged, and
 * are caught by QUERY_SECRET and the token patterns below where they appear in a text.
 */
const TOKEN_PATH = /(\/(?:admin\/)?salasana\/)[^/?#\s"'<>]+/g;

/** A query parameter that carries a secret or what a visitor typed. */
const QUERY_SECRET = /([?&;](?:token|key|code|password|salasana|email|sahkoposti|q|haku|hakusana|secret)=)[^&#\s"'<>]*/gi;

/** Cookie and authorization values written out as a header line. */
const HEADER_VALUE = /\b((?:set-)?cookie|authorization|x-sentry-auth)(["']?\s*[:=]\s*["']?)[^\n"'}]+/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;

/** A long hex run (unsubscribe tokens, secrets): 32 characters or more. */
const HEX_TOKEN = /\b[A-Fa-f0-9]{32,}\b/g;
/** A base64url run of 22+ characters (16+ random bytes) with upper and lower case letters and digits. */
const RANDOM_TOKEN = /[A-Za-z0-9_-]{22,}/g;
const looksRandom = (run: string) => /[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run);

/** Object keys whose value is never written, whatever it is. */
const SECRET_KEY = /^(?:pass(?:word)?|salasana|.*token|secret|.*cookie|authorization|x-sentry-auth|e-?mail|sahkoposti|api[-_]?key|otp|totp|code_?verifier)$/i;

export const MASK = { email: "[email]", token: "[token]", redacted: "[redacted]" } as const;

/** A text with every e-mail address, token and cookie/authorization value masked. */
export function scrubText(text: string): string {
  if (text.length > 20_000) text = `${text.slice(0, 20_000)}…`;
  return text
    .replace(HEADER_VALUE, (_match, name: string, separator: string) => `${name}${separator}${MASK.redacted}`)
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${MASK.redacted}`)
    .replace(QUERY_SECRET, (_match, name: string) => `${name}${MASK.redacted}`)
    .replace(TOKEN_PATH, (_match, prefix: string) => `${prefix}${MASK.token}`)
    .replace(EMAIL, MASK.email)
    .replace(HEX_TOKEN, MASK.token)
    .replace(RANDOM_TOKEN, (run) => (looksRandom(run) ? MASK.token : run));
}

/** A request path as it may be logged: the query string and fragment dropped, tokens and addresses masked. */
export function scrubPath(pathOrUrl: string): string {
  let path = pathOrUrl;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = "/";
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? "";
  return scrubText(path.slice(0, 2_000));
}

export type SerializedError = { type: string; message: string; stack?: string; code?: string; cause?: SerializedError };

/** An error as plain data, its message and stack scrubbed (a cause chain up to three deep). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const code = (error as { code?: unknown }).code;
  const serialized: SerializedError = { type: error.name || error.constructor?.name || "Error", message: scrubText(error.message) };
  if (error.stack) serialized.stack = scrubText(error.stack);
  if (typeof code === "string" || typeof code === "number") serialized.code = String(code);
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * A copy of `value` safe to write: strings scrubbed, secret keys masked, errors serialized; bounded in
 * depth, entries and length, so no object can make a line huge or loop.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= 6) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, depth + 1));
  if (value instanceof Headers) return scrubValue(Object.fromEntries(value.entries()), depth);
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const [key, item] of Object.entries(value)) {
    if (++count > 100) break;
    out[key] = SECRET_KEY.test(key) ? MASK.redacted : scrubValue(item, depth + 1);
  }
  return out;
}
