/**
 * Starts a production server from the build, on its own embedded database, as a real client would meet
 * it: over HTTP on a loopback port. Used by the HTTP suite (tests/http) and by browser tests that need a
 * configuration of their own (e.g. an OpenAI key pointing at the fake).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SEEDED_PGLITE_TEMPLATE_ENV, copyPgliteTemplate } from "./database-templates";
import { type BuildFlavour, SERVER_ENTRY } from "./ensure-build";

/** The command `npm start` runs (heap cap included), without npm in between so signals reach the server itself. */
export const SERVER_ARGS = ["--max-old-space-size=512", SERVER_ENTRY.production];

export const TEST_ADMIN = { username: "kaarto-admin", password: "e2e-salasana-Kaarto-2026" };

export type AppServer = {
  url: string;
  port: number;
  /** The server's DATA_DIR (its PGlite files, the mail outbox). */
  dataDir: string;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * A port nobody listens on right now, below the kernel's ephemeral range (Linux: 32768 and up). A port
 * from `listen(0)` is ephemeral: between the probe and the server's own listen the kernel could hand it
 * to another socket (a browser's connection, another test's fake site), and the server failed with
 * EADDRINUSE now and then; a port below the range is never handed out that way.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free port between 20000 and 32000");
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** `build`: the production build (the HTTP suite), or the test build with its test-only routes (browser and no-JS suites). */
export async function startAppServer(port?: number, env: Record<string, string> = {}, build: BuildFlavour = "production"): Promise<AppServer> {
  const chosenPort = port ?? (await freePort());
  // A DATA_DIR of the caller's (a restart on the same data) is the caller's to remove.
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "rengas-app-"));
  // The embedded database starts as a copy of the run's seeded template when there is one: what the
  // server would make of an empty directory, without its ten CPU-seconds of initdb.
  const seededTemplate = process.env[SEEDED_PGLITE_TEMPLATE_ENV];
  if (!env.DATABASE_URL && seededTemplate) copyPgliteTemplate(seededTemplate, dataDir);
  const child: ChildProcess = spawn(process.execPath, [SERVER_ARGS[0], SERVER_ENTRY[build]], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(chosenPort),
      DATA_DIR: dataDir,
      // Always the embedded database (seeded by the server itself, or copied from the seeded template), whatever the suite runs on.
      DATABASE_URL: "",
      REDIS_URL: "",
      // Mail goes to DATA_DIR/outbox unless a test gives its own SMTP sink: never to a real server.
      SMTP_URL: "",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-5678",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
    },
  });
  const output = collectOutput(child);
  const url = `http://localhost:${chosenPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return { url, port: chosenPort, dataDir, process: child, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the app server on port ${chosenPort} did not become healthy:\n${output()}`);
}

/** What `child` writes to stdout and stderr, the last 100–200 kB of it. */
export function collectOutput(child: ChildProcess): () => string {
  let text = "";
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    if (text.length > 200_000) text = text.slice(-100_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => text;
}

/**
 * Resolves as soon as `child` has written `text` (what `seen()` holds, checked on every chunk it
 * writes); fails if the process exits first or the text never comes within `timeoutMs`.
 */
export function waitForOutput(child: ChildProcess, seen: () => string, text: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!seen().includes(text)) return;
      done();
      resolve();
    };
    const exited = () => {
      done();
      reject(new Error(`the process exited before writing ${JSON.stringify(text)}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${JSON.stringify(text)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off("data", check);
      child.stderr?.off("data", check);
      child.off("exit", exited);
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    child.once("exit", exited);
    check();
  });
}
