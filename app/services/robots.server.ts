/**
 * robots.txt (RFC 9309) for the competitor crawler: who we say we are, which rules apply to us, and
 * a small cache so a site's robots.txt is read at most once an hour per process.
 */
import { getEnv } from "./env.server";
import { Budget, parseCrawlUrl, safeGet } from "./safe-fetch.server";

/** The product token sites can name in robots.txt. */
export const AGENT_TOKEN = "RengasKaartoBot";

let userAgent: string | undefined;

/** Request headers of every crawler request; the User-Agent says who we are and where to complain. */
export function crawlerHeaders(accept: string): Record<string, string> {
  userAgent ??= `${AGENT_TOKEN}/1.0 (+${(getEnv().PUBLIC_URL ?? "https://www.rengaskaarto.fi").replace(/\/+$/, "")}; hintaseuranta)`;
  return {
    "User-Agent": userAgent,
    Accept: accept,
    "Accept-Language": "fi,en;q=0.5",
    "Accept-Encoding": "gzip, deflate, br",
  };
}

// ------------------------------------------------------------------ rules

export type RobotsRule = { allow: boolean; pattern: string };
/** The rules of the group that applies to us; `disallowAll` when robots.txt itself was refused (401/403). */
export type RobotsPolicy = { rules: RobotsRule[]; disallowAll: boolean };

const MAX_RULES = 10_000;
const MAX_PATTERN = 2_000;
const encoder = new TextEncoder();

/** Percent-encodes what a URL path would (non-ASCII, spaces) and upper-cases escapes, so both sides compare. */
function normalisePath(value: string): string {
  return value
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    .replace(/[^\x21-\x7e]/gu, (char) => Array.from(encoder.encode(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""));
}

/** The rules for `agent` (its own groups if any name it, else the `*` groups), merged as RFC 9309 says. */
export function parseRobots(text: string, agent = AGENT_TOKEN): RobotsPolicy {
  const groups: { agents: string[]; rules: RobotsRule[] }[] = [];
  let current: { agents: string[]; rules: RobotsRule[] } | null = null;
  let readingAgents = false;
  let ruleCount = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === "user-agent") {
      if (!current || !readingAgents) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      // "RengasKaartoBot/1.0" names the product token RengasKaartoBot.
      current.agents.push(value.split(/[/\s]/)[0].toLowerCase());
      readingAgents = true;
      continue;
    }
    readingAgents = false;
    // An empty Disallow allows everything: it adds no rule.
    if ((field === "allow" || field === "disallow") && current && value !== "" && ruleCount < MAX_RULES) {
      current.rules.push({ allow: field === "allow", pattern: normalisePath(value.slice(0, MAX_PATTERN)) });
      ruleCount += 1;
    }
  }
  const name = agent.toLowerCase();
  const own = groups.filter((group) => group.agents.includes(name));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes("*"));
  return { rules: chosen.flatMap((group) => group.rules), disallowAll: false };
}

/**
 * Whether `pattern` (with `*` for any run of characters and a final `$` for the end) matches the start
 * of `path`. Two pointers with backtracking to the last `*`: O(path × pattern), no regular expression a
 * hostile robots.txt could make slow.
 */
export function robotsPatternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  let p = 0;
  let s = 0;
  let star = -1;
  let starAt = 0;
  while (s < path.length) {
    if (p < body.length && body[p] === "*") {
      star = p;
      starAt = s;
      p += 1;
    } else if (p === body.length && !anchored) {
      return true;
    } else if (p < body.length && body[p] === path[s]) {
      p += 1;
      s += 1;
    } else if (star >= 0) {
      p = star + 1;
      starAt += 1;
      s = starAt;
    } else {
      return false;
    }
  }
  while (p < body.length && body[p] === "*") p += 1;
  return p === body.length;
}

/** The longest matching rule decides; on a tie Allow wins; no matching rule allows. */
export function robotsAllows(policy: RobotsPolicy, pathAndQuery: string): boolean {
  const path = normalisePath(pathAndQuery || "/");
  if (path === "/robots.txt") return true;
  if (policy.disallowAll) return false;
  let winner: RobotsRule | null = null;
  for (const rule of policy.rules) {
    if (!robotsPatternMatches(rule.pattern, path)) continue;
    if (!winner || rule.pattern.length > winner.pattern.length || (rule.pattern.length === winner.pattern.length && rule.allow)) winner = rule;
  }
  return winner?.allow ?? true;
}

// ------------------------------------------------------------------ fetching and caching

const ALLOW_ALL: RobotsPolicy = { rules: [], disallowAll: false };
const DISALLOW_ALL: RobotsPolicy = { rules: [], disallowAll: true };
const ROBOTS_TIMEOUT_MS = 5_000;
const ROBOTS_MAX_BYTES = 500 * 1024;
const CACHE_MS = 60 * 60 * 1000;
/** An unreachable robots.txt is asked again sooner: the site may be back in a minute. */
const FAILURE_CACHE_MS = 60 * 1000;
const CACHE_MAX = 500;

type Entry = { expires: number; policy: Promise<RobotsPolicy> };
const cache = new Map<string, Entry>();

async function fetchRobots(origin: URL, allowedHosts: readonly string[]): Promise<{ policy: RobotsPolicy; cacheMs: number }> {
  try {
    const response = await safeGet(parseCrawlUrl(new URL("/robots.txt", origin)), {
      allowedHosts,
      budget: new Budget(ROBOTS_TIMEOUT_MS),
      headers: crawlerHeaders("text/plain"),
      maxRedirects: 5,
      // Rules past 500 KB are ignored, as RFC 9309 allows; the start is still honoured.
      read: (status) => (status >= 200 && status < 300 ? { maxBytes: ROBOTS_MAX_BYTES, truncate: true } : null),
    });
    if (response.status >= 200 && response.status < 300 && response.body) {
      return { policy: parseRobots(new TextDecoder().decode(response.body)), cacheMs: CACHE_MS };
    }
    // The site refuses to show its rules to us: take it as a refusal of everything.
    if (response.status === 401 || response.status === 403) return { policy: DISALLOW_ALL, cacheMs: CACHE_MS };
    // 404 and other 4xx: the site has no rules.
    if (response.status < 500) return { policy: ALLOW_ALL, cacheMs: CACHE_MS };
  } catch {
    // unreachable: handled below like a 5xx
  }
  // 5xx or unreachable: allowed. RFC 9309 would stop a crawler here, but this is not a crawler that
  // walks a site: it reads the one page an admin chose, once a day, like a person's browser would. The
  // page request that follows tells the admin whether the site is really down, whereas a disallow would
  // file a misleading "robots.txt forbids" error the admin can do nothing about.
  return { policy: ALLOW_ALL, cacheMs: FAILURE_CACHE_MS };
}

/** The robots policy for the URL's origin, fetched once and shared by concurrent crawls of that origin. */
function policyFor(url: URL, allowedHosts: readonly string[]): Promise<RobotsPolicy> {
  const now = Date.now();
  const cached = cache.get(url.origin);
  if (cached && cached.expires > now) return cached.policy;
  cache.delete(url.origin);
  while (cache.size >= CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  const entry: Entry = {
    expires: now + ROBOTS_TIMEOUT_MS + CACHE_MS,
    policy: fetchRobots(new URL(url.origin), allowedHosts).then(({ policy, cacheMs }) => {
      entry.expires = Date.now() + cacheMs;
      return policy;
    }),
  };
  cache.set(url.origin, entry);
  return entry.policy;
}

/** Whether robots.txt lets us fetch this URL. Never throws for robots.txt's own failures. */
export async function robotsAllowsUrl(url: URL, allowedHosts: readonly string[]): Promise<boolean> {
  const policy = await policyFor(url, allowedHosts);
  return robotsAllows(policy, `${url.pathname}${url.search}`);
}

/** Forgets every cached robots.txt (tests). */
export function resetRobotsCache(): void {
  cache.clear();
}
