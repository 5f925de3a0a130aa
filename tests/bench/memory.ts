/**
 * `npm run bench:memory`: does the production server's memory level off under sustained load?
 * Starts the built server on the embedded database with demo data (or on DATABASE_URL's server when
 * set), then runs rounds of 100-connection load over a mix of pages whose URLs mostly differ (searches,
 * unknown pages, logins from many addresses), as an outsider's load test would. Prints, per round, the
 * server's memory (rss, JS heap, buffers) and latency. Prints figures; asserts nothing.
 *
 * BENCH_ROUNDS (3), BENCH_SECONDS (60), BENCH_CONNECTIONS (100) change the load.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SERVER_ARGS, freePort } from "../support/app-server";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

type Sample = { rss: number; heapUsed: number; heapTotal: number; arrayBuffers: number; wasm: number; afterGc: boolean };

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "rengas-memory-"));
const probe = fileURLToPath(new URL("./memory-probe.mjs", import.meta.url));
const server = spawn(process.execPath, ["--expose-gc", "--import", probe, ...SERVER_ARGS], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL ?? "",
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: "bench-password-123",
    SESSION_SECRET: "bench-session-secret-long-enough-0123456789",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
  stdio: ["ignore", "ignore", "pipe"],
});

let latest: Sample | undefined;
let collected: ((sample: Sample) => void) | undefined;
/** The server's memory right after a full garbage collection: what it really keeps. */
const retained = () =>
  new Promise<Sample>((resolve) => {
    collected = resolve;
    server.kill("SIGUSR2");
  });
let buffered = "";
let serverLines = 0;
server.stderr!.on("data", (chunk: Buffer) => {
  buffered += chunk.toString();
  const lines = buffered.split("\n");
  buffered = lines.pop()!;
  for (const line of lines) {
    if (line.startsWith("memory-probe ")) {
      latest = JSON.parse(line.slice("memory-probe ".length)) as Sample;
      if (latest.afterGc) collected?.(latest);
    }
    else if (line.trim() && ++serverLines <= 20) process.stderr.write(`server: ${line.slice(0, 300)}\n`);
  }
});

const base = `http://127.0.0.1:${port}`;
const startedAt = Date.now();
while (!(await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false))) {
  if (Date.now() - startedAt > 120_000) throw new Error("server did not start");
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// Demo sizes plus many that do not exist: searches whose answers are small, large and empty.
const sizeWords = ["205/55R16", "195/65R15", "225/45R17", "205", "2055516", "R16", "17", "55", "195/6"];
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const randomSearch = () =>
  Math.random() < 0.5 ? pick(sizeWords) : `${135 + 5 * Math.floor(Math.random() * 53)}/${25 + 5 * Math.floor(Math.random() * 15)}R${12 + Math.floor(Math.random() * 13)}`;
const randomAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

function nextRequest(request: autocannon.Request): autocannon.Request {
  const roll = Math.random();
  if (roll < 0.3) return { ...request, method: "GET", path: `/renkaat?search=${encodeURIComponent(randomSearch())}&n=${Math.random()}` };
  if (roll < 0.45) return { ...request, method: "GET", path: "/" };
  if (roll < 0.55) return { ...request, method: "GET", path: pick(["/renkaat", "/hinnasto", "/artikkelit", "/palvelut/tasapainoitus", "/rengashotelli"]) };
  if (roll < 0.65) return { ...request, method: "GET", path: "/api/tires/sizes" };
  if (roll < 0.75) return { ...request, method: "GET", path: `/ei-ole-${Math.random().toString(36).slice(2)}` };
  if (roll < 0.85) return { ...request, method: "GET", path: `/renkaat.data?search=${encodeURIComponent(randomSearch())}` };
  return {
    ...request,
    method: "POST",
    path: "/admin/login",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "x-forwarded-for": randomAddress(),
    },
    body: `username=bench&password=${Math.random().toString(36).slice(2)}`,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const samples: Sample[] = [];
const sampler = setInterval(() => latest && samples.push(latest), 1000);

await new Promise((resolve) => setTimeout(resolve, 1500));
const idle = await retained();
console.log(`database: ${process.env.DATABASE_URL ? "postgres (DATABASE_URL)" : "embedded PGlite"}; ${ROUNDS} × ${DURATION_S} s, ${CONNECTIONS} connections`);
console.log(`idle: rss ${mb(idle.rss)}, heap after GC ${mb(idle.heapUsed)} of ${mb(idle.heapTotal)}, database wasm ${mb(idle.wasm)}`);
const columns = ["round", "rss max", "rss end", "heap max", "kept", "heap tot", "wasm", "req/s", "p50 ms", "p99 ms", "max ms", "2xx", "404", "429", "503", "other", "errors"];
console.log(`\n${columns.map((name) => name.padStart(8)).join(" ")}`);

for (let round = 1; round <= ROUNDS; round++) {
  samples.length = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ setupRequest: nextRequest }],
  });
  // Let the round's in-flight work finish, then read what the server keeps after a full collection.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const maxRss = Math.max(...samples.map((sample) => sample.rss));
  const maxHeap = Math.max(...samples.map((sample) => sample.heapUsed));
  const end = await retained();
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const count = (code: string) => codes[code]?.count ?? 0;
  const other = result.non2xx - count("302") - count("404") - count("429") - count("503");
  const figures = [
    String(round), mb(maxRss), mb(end.rss), mb(maxHeap), mb(end.heapUsed), mb(end.heapTotal), mb(end.wasm),
    result.requests.average.toFixed(0), result.latency.p50, result.latency.p99, result.latency.max,
    result["2xx"], count("404"), count("429"), count("503"), other, result.errors + result.timeouts,
  ];
  console.log(figures.map((figure) => String(figure).padStart(8)).join(" "));
  const unexpected = Object.entries(codes).filter(([code]) => !["200", "302", "404", "429", "503"].includes(code));
  if (unexpected.length) console.log(`         other statuses: ${unexpected.map(([code, { count }]) => `${code} × ${count}`).join(", ")}`);
}

clearInterval(sampler);
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
rmSync(dataDir, { recursive: true, force: true });
