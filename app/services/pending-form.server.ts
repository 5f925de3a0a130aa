/**
 * A form sent after the admin's session ended is kept for 15 minutes, so that after logging in again the
 * admin returns to the form with what was typed (decision 0027). Keyed to the browser by a random id in a
 * short-lived httpOnly cookie; the login form itself, JSON calls and files are never kept, and a
 * submission over 64 KB of text or 300 fields is not kept either.
 *
 * Stored in Redis when REDIS_URL is set (every web process sees it), else in this process's memory with
 * at most 100 entries (one web process, the embedded default). Nothing here is written to the database.
 */
import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { Redis } from "ioredis";
import { withDeadline } from "~/lib/deadline";
import { getEnv } from "./env.server";

export const PENDING_FORM_TTL_MS = 15 * 60 * 1000;
export const PENDING_FORM_MAX_BYTES = 64 * 1024;
export const PENDING_FORM_MAX_FIELDS = 300;
const MEMORY_MAX_ENTRIES = 100;
const REDIS_PREFIX = "pending-form:";

export type PendingForm = {
  /** The page the form was sent from (its action's path, which is also its page), without the query. */
  path: string;
  /** The text fields as sent, in order (a repeated name appears several times). */
  fields: [string, string][];
  /** True when files were left out. */
  filesDropped: boolean;
};

const env = getEnv();
const pendingCookie = createCookie(`${env.secureCookies ? "__Host-" : ""}admin_pending_form`, {
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: PENDING_FORM_TTL_MS / 1000,
});

type Store = { put(id: string, form: PendingForm): Promise<void>; take(id: string): Promise<PendingForm | null> };

const memory = new Map<string, { form: PendingForm; expiresAt: number }>();
const memoryStore: Store = {
  async put(id, form) {
    const now = Date.now();
    for (const [key, entry] of memory) if (entry.expiresAt <= now) memory.delete(key);
    // The oldest goes first when full (a Map keeps insertion order).
    while (memory.size >= MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value!);
    memory.set(id, { form, expiresAt: now + PENDING_FORM_TTL_MS });
  },
  async take(id) {
    const entry = memory.get(id);
    memory.delete(id);
    return entry && entry.expiresAt > Date.now() ? entry.form : null;
  },
};

/** A request never waits longer than this for Redis: past it, memory serves (the form is a courtesy). */
const REDIS_DEADLINE_MS = 2_000;

let redis: Redis | null = null;
function redisStore(url: string): Store {
  redis ??= new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true, enableOfflineQueue: true, connectTimeout: REDIS_DEADLINE_MS, commandTimeout: REDIS_DEADLINE_MS });
  // Failures are answered per call (withStore); ioredis would print each one otherwise.
  redis.on("error", () => {});
  const client = redis;
  return {
    async put(id, form) {
      await client.set(REDIS_PREFIX + id, JSON.stringify(form), "PX", PENDING_FORM_TTL_MS);
    },
    async take(id) {
      const result = await client.multi().get(REDIS_PREFIX + id).del(REDIS_PREFIX + id).exec();
      const raw = result?.[0]?.[1];
      return typeof raw === "string" ? (JSON.parse(raw) as PendingForm) : null;
    },
  };
}

/** Redis when configured; memory otherwise, and whenever Redis fails (the form is a courtesy, not data). */
async function withStore<T>(action: (store: Store) => Promise<T>): Promise<T> {
  if (env.REDIS_URL) {
    try {
      return await withDeadline(action(redisStore(env.REDIS_URL)), REDIS_DEADLINE_MS, () => new Error(`no answer within ${REDIS_DEADLINE_MS} ms`));
    } catch (error) {
      console.error(`Kesken jäänyt lomake: Redis ei vastaa (${error instanceof Error ? error.message : String(error)}), käytetään muistia.`);
    }
  }
  return action(memoryStore);
}

/** The text fields of a form body, or null when it is not a form, is too big, or cannot be read. */
async function readTextFields(request: Request): Promise<{ fields: [string, string][]; filesDropped: boolean } | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return null;
  }
  const fields: [string, string][] = [];
  let bytes = 0;
  let filesDropped = false;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") {
      filesDropped ||= value.size > 0;
      continue;
    }
    bytes += name.length + value.length;
    fields.push([name, value]);
    if (bytes > PENDING_FORM_MAX_BYTES || fields.length > PENDING_FORM_MAX_FIELDS) return null;
  }
  return { fields, filesDropped };
}

/**
 * Keeps the form of a POST that arrived without a session and returns the cookie that names it, or null
 * when there is nothing to keep (not an admin page, not a form, too big).
 */
export async function keepExpiredSubmission(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (request.method !== "POST" || !url.pathname.startsWith("/admin/") || url.pathname.startsWith("/admin/login")) return null;
  const read = await readTextFields(request);
  if (!read || read.fields.length === 0) return null;
  const id = randomUUID();
  await withStore((store) => store.put(id, { path: url.pathname, ...read }));
  return pendingCookie.serialize(id);
}

/** True when this browser has a kept form (the login page then says the edits will come back). */
export async function hasPendingForm(request: Request): Promise<boolean> {
  const id = await pendingCookie.parse(request.headers.get("cookie"));
  return typeof id === "string" && id.length > 0;
}

/**
 * The kept form of this browser for the page `request` opens, once: it is removed as it is read. A
 * kept form of another page stays for that page (until it expires).
 */
export async function takePendingForm(request: Request): Promise<PendingForm | null> {
  const id = await pendingCookie.parse(request.headers.get("cookie"));
  if (typeof id !== "string" || id === "") return null;
  const path = new URL(request.url).pathname;
  return withStore(async (store) => {
    const form = await store.take(id);
    if (form && form.path !== path) {
      await store.put(id, form);
      return null;
    }
    return form;
  });
}
