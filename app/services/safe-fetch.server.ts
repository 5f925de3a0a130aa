/**
 * GET requests to addresses an admin typed, without letting them reach this machine or its network
 * (SSRF): every host is resolved once, every address it has must be public, and the connection goes to
 * the address that was checked (the `lookup` hook), so a second DNS answer cannot rebind it. Redirects
 * are followed by hand and each target is checked again. Bodies are decoded and counted as they arrive.
 */
import dns from "node:dns";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import zlib from "node:zlib";
import { CrawlError, crawlErrors } from "./crawl-error.server";

// ------------------------------------------------------------------ addresses

const metadata = new BlockList();
metadata.addAddress("169.254.169.254", "ipv4"); // AWS, GCP, Azure, OpenStack
metadata.addAddress("100.100.100.200", "ipv4"); // Alibaba Cloud
metadata.addAddress("fd00:ec2::254", "ipv6"); // AWS over IPv6

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", incl. the unspecified address
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["169.254.0.0", 16], // link-local
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified and IPv4-compatible
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const groups = halves.length === 2 ? [...head, ...Array<string>(8 - head.length - tail.length).fill("0"), ...tail] : head;
  return groups.length === 8 ? groups.map((group) => parseInt(group, 16)) : null;
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d, RFC 2765),
 * NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. (IPv4-compatible ::/96 and Teredo 2001::/32 are
 * refused whole, in nonPublic above.)
 */
function embeddedIPv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const quad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return quad(groups[6], groups[7]);
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return quad(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return quad(groups[6], groups[7]);
  if (groups[0] === 0x2002) return quad(groups[1], groups[2]);
  return null;
}

export type AddressClass = "public" | "loopback" | "private" | "metadata";

export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) return "private"; // not an address at all: never connect
  const type = family === 4 ? "ipv4" : "ipv6";
  if (metadata.check(address, type)) return "metadata";
  const inner = family === 6 ? embeddedIPv4(address) : null;
  if (inner) {
    const innerClass = classifyAddress(inner);
    if (innerClass !== "public") return innerClass;
  }
  if (loopback.check(address, type)) return "loopback";
  return nonPublic.check(address, type) ? "private" : "public";
}

/** A URL the crawler may request at all: http(s), no user name or password. */
export function parseCrawlUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw crawlErrors.malformed();
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw crawlErrors.notHttp();
  if (url.username || url.password) throw crawlErrors.credentials();
  if (!url.hostname) throw crawlErrors.malformed();
  url.hash = "";
  return url;
}

type Target = { url: URL; hostname: string; port: number; address: string; family: 4 | 6 };

/**
 * Resolves the URL's host and checks every address. `allowedHosts` ("127.0.0.1:43121") lets the tests'
 * fake sites through on the loopback interface, and nothing else: private and metadata addresses never pass.
 */
async function resolveTarget(url: URL, allowedHosts: readonly string[]): Promise<Target> {
  const hostname = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const loopbackAllowed = allowedHosts.includes(`${url.hostname}:${port}`);
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await dns.promises.lookup(hostname, { all: true });
    } catch (error) {
      throw crawlErrors.dns(hostname, error);
    }
    if (addresses.length === 0) throw crawlErrors.dns(hostname, undefined);
  }
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === "public" || (kind === "loopback" && loopbackAllowed)) continue;
    throw crawlErrors.blocked(address, kind === "loopback" ? "loopback" : kind === "metadata" ? "metadata" : "private");
  }
  const [first] = addresses;
  return { url, hostname, port, address: first.address, family: first.family === 6 ? 6 : 4 };
}

// ------------------------------------------------------------------ politeness

export type HostLimiter = {
  /** Waits for this host's next slot; `signal` gives up waiting (rejects with its reason). */
  acquire(host: string, signal?: AbortSignal): Promise<void>;
  reset(): void;
  readonly size: number;
};

/**
 * At most one request per `intervalMs` to a host (authority: name and port) from this process: a
 * host's next slot is max(now, its last slot + interval). Hosts idle for `idleMs` are forgotten.
 */
export function createHostLimiter(options: { intervalMs?: number; idleMs?: number; maxHosts?: number } = {}): HostLimiter {
  const intervalMs = options.intervalMs ?? 500;
  const idleMs = options.idleMs ?? 60_000;
  const maxHosts = options.maxHosts ?? 10_000;
  // host → its latest reserved slot; re-inserted on use, so the least recently used come first.
  const slots = new Map<string, number>();
  return {
    async acquire(host, signal) {
      signal?.throwIfAborted();
      const now = Date.now();
      for (const [key, slot] of slots) {
        if (slot + idleMs > now && slots.size < maxHosts) break;
        slots.delete(key);
      }
      const previous = slots.get(host);
      const slot = previous === undefined ? now : Math.max(now, previous + intervalMs);
      slots.delete(host);
      slots.set(host, slot);
      if (slot <= now) return;
      try {
        await sleep(slot - now, undefined, { signal });
      } catch (error) {
        throw signal?.aborted ? signal.reason : error;
      }
    },
    reset: () => slots.clear(),
    get size() {
      return slots.size;
    },
  };
}

/** Shared by every crawl in this process: page and robots.txt requests alike. */
export const hostLimiter = createHostLimiter();

// ------------------------------------------------------------------ time

/**
 * The network time one fetch may take. Each step runs with what is left; waiting for a politeness slot
 * is not network time (a hundred trackers on one site would otherwise time out in the queue).
 */
export class Budget {
  private remaining: number;

  constructor(
    readonly totalMs: number,
    readonly signal?: AbortSignal,
  ) {
    this.remaining = totalMs;
  }

  get exhausted(): boolean {
    return this.remaining <= 0;
  }

  /** Runs `work`; when the budget runs out its signal aborts and a timeout CrawlError is thrown. */
  async run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.signal?.throwIfAborted();
    if (this.remaining <= 0) throw crawlErrors.timeout(this.totalMs);
    const controller = new AbortController();
    const started = performance.now();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      controller.abort(crawlErrors.timeout(this.totalMs));
    }, this.remaining);
    const forward = () => controller.abort(this.signal?.reason);
    this.signal?.addEventListener("abort", forward, { once: true });
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason as unknown), { once: true });
    });
    const task = work(controller.signal);
    // Whichever loses the race must not become an unhandled rejection.
    task.catch(() => {});
    aborted.catch(() => {});
    try {
      return await Promise.race([task, aborted]);
    } catch (error) {
      if (expired) throw crawlErrors.timeout(this.totalMs);
      if (this.signal?.aborted) throw this.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
      this.signal?.removeEventListener("abort", forward);
      this.remaining -= performance.now() - started;
      if (!controller.signal.aborted) controller.abort();
    }
  }
}

// ------------------------------------------------------------------ one request

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const isRedirect = (status: number) => REDIRECTS.has(status);

/** How much of a response body to read: null reads nothing; `truncate` keeps the start of a longer body. */
export type ReadPlan = { maxBytes: number; truncate: boolean } | null;

export type SafeResponse = { url: URL; status: number; headers: IncomingHttpHeaders; body: Buffer | null };

/** Always hands the socket the address that was checked, whatever the resolver would say now. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function send(target: Target, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = target.url.protocol === "https:";
  const options: https.RequestOptions = {
    host: target.hostname,
    port: target.port,
    path: `${target.url.pathname}${target.url.search}`,
    method: "GET",
    headers,
    agent: false, // no pooled sockets: each request connects to its own checked address
    signal,
    lookup: pinnedLookup(target.address, target.family),
    ...(secure && !isIP(target.hostname) ? { servername: target.hostname } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(options, resolve);
    request.on("error", reject);
    request.end();
  });
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  const name = (encoding ?? "").trim().toLowerCase();
  if (name === "" || name === "identity") return null;
  if (name === "gzip" || name === "x-gzip") return zlib.createGunzip();
  if (name === "deflate") return zlib.createInflate();
  if (name === "br") return zlib.createBrotliDecompress();
  throw crawlErrors.unknownEncoding(name);
}

/** Reads the decoded body, counting decoded bytes, so neither a big page nor a zip bomb fills memory. */
async function readBody(response: IncomingMessage, plan: NonNullable<ReadPlan>): Promise<Buffer> {
  const decoder = decoderFor(response.headers["content-encoding"]);
  const stream: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      if (total + buffer.length > plan.maxBytes) {
        if (!plan.truncate) throw crawlErrors.tooLarge(plan.maxBytes);
        chunks.push(buffer.subarray(0, plan.maxBytes - total));
        total = plan.maxBytes;
        break;
      }
      chunks.push(buffer);
      total += buffer.length;
    }
  } finally {
    stream.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks, total);
}

async function requestOnce(target: Target, headers: Record<string, string>, plan: (status: number, headers: IncomingHttpHeaders) => ReadPlan, signal: AbortSignal) {
  const response = await send(target, headers, signal);
  const status = response.statusCode ?? 0;
  let readPlan: ReadPlan;
  try {
    readPlan = plan(status, response.headers);
  } catch (error) {
    response.destroy();
    throw error;
  }
  if (readPlan === null) {
    response.destroy();
    return { url: target.url, status, headers: response.headers, body: null };
  }
  return { url: target.url, status, headers: response.headers, body: await readBody(response, readPlan) };
}

/** Anything that is not already ours, nor the caller's own cancellation, is a network failure. */
function toCrawlError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (error instanceof CrawlError || signal?.aborted) return error;
  return crawlErrors.network(error);
}

/**
 * GET with redirects followed by hand (each target checked again, `beforeHop` run on it: the page
 * fetch checks robots.txt there), the politeness limiter in front of every request, and the budget
 * over the network time of all of it.
 */
export async function safeGet(
  start: URL,
  options: {
    allowedHosts: readonly string[];
    budget: Budget;
    headers: Record<string, string>;
    maxRedirects: number;
    read: (status: number, headers: IncomingHttpHeaders) => ReadPlan;
    beforeHop?: (url: URL) => Promise<void>;
  },
): Promise<SafeResponse> {
  const { budget } = options;
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const target = await budget.run(() => resolveTarget(url, options.allowedHosts));
    await options.beforeHop?.(url);
    await hostLimiter.acquire(url.host, budget.signal);
    const response = await budget
      .run((signal) => requestOnce(target, options.headers, (status, headers) => (isRedirect(status) && headers.location ? null : options.read(status, headers)), signal))
      .catch((error: unknown) => {
        throw toCrawlError(error, budget.signal);
      });
    const location = response.headers.location;
    if (!isRedirect(response.status) || !location) return response;
    if (redirects >= options.maxRedirects) throw crawlErrors.tooManyRedirects();
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw crawlErrors.malformed();
    }
    url = parseCrawlUrl(next);
  }
}
