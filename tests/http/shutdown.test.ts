/**
 * SIGTERM: the server stops taking connections, finishes the request in flight, closes its database
 * (PGlite, or the Postgres pool and Redis) and exits 0 before its own 10-second deadline, which would
 * otherwise end it with exit code 1. The worker does the same.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppServer, waitForOutput } from "../support/app-server";
import { SEEDED_PGLITE_TEMPLATE_ENV, copyPgliteTemplate } from "../support/database-templates";
import { emptyServerDatabase } from "../support/server-database";

const serverDatabase = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("on the embedded database", () => {
  it("finishes the request in flight, refuses new connections and exits 0", async () => {
    const app = await startAppServer();
    const body = "theme=dark&redirectTo=%2Fhinnasto";
    const socket = connect(app.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));
    // Headers and half the body: the request is in flight when the signal comes. `Expect: 100-continue`
    // makes the server say when it has the request (Node answers "100 Continue" once headers are parsed).
    const continued = new Promise<void>((resolve) => {
      const seen = () => {
        if (!Buffer.concat(chunks).toString().includes("100 Continue")) return;
        socket.off("data", seen);
        resolve();
      };
      socket.on("data", seen);
    });
    socket.write(
      `POST /teema HTTP/1.1\r\nHost: localhost:${app.port}\r\nOrigin: ${app.url}\r\nExpect: 100-continue\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await continued;
    app.process.kill("SIGTERM");
    await waitForOutput(app.process, app.output, "SIGTERM");
    const refused = await fetch(`${app.url}/healthz`).then(() => false, () => true);
    expect(refused).toBe(true);
    // The rest of the body; the client keeps its side open, as a keep-alive client would.
    socket.write(body.slice(10));
    await closed;
    const answer = Buffer.concat(chunks).toString();
    // The interim "100 Continue", then the real answer.
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 302/);
    expect(await exited(app.process)).toBe(0);
    await app.stop();
  });
});

/** `npm start` / `npm run worker` as the README documents them: npm, then the shell of the script, then node. */
/** `env` on top of this process's; a variable given as undefined is left out. */
function npmScript(script: string, env: Record<string, string | undefined>): { child: ChildProcess; output: () => string } {
  const child = spawn("npm", ["run", "--silent", script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe("npm start", () => {
  it("reads its settings from the .env file and passes SIGTERM on to the server, which closes and leaves nothing running", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "rengas-npm-start-"));
    copyPgliteTemplate(process.env[SEEDED_PGLITE_TEMPLATE_ENV]!, dataDir);
    const port = await freePort();
    // The port and the data only in the file, as a developer's .env has them.
    const envFile = path.join(dataDir, "asetukset.env");
    writeFileSync(envFile, `PORT=${port}\nDATA_DIR=${dataDir}\nSESSION_SECRET=npm-start-test-secret-long-enough-123456\n`);
    const started = npmScript("start", { ENV_FILE: envFile, PORT: undefined, DATA_DIR: undefined, SESSION_SECRET: undefined, DATABASE_URL: "", REDIS_URL: "" });
    try {
      await waitForOutput(started.child, started.output, "kuuntelee", 120_000);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // The signal a process manager sends: to npm's own PID, not to its process group.
      started.child.kill("SIGTERM");
      await exited(started.child);
      expect(started.output()).toContain("Palvelin suljettu.");
      const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(() => false, () => true);
      expect(refused, "the server still answers after npm exited").toBe(true);
    } finally {
      if (started.child.exitCode === null) started.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!serverDatabase || !redisUrl)("on Postgres and Redis", () => {
  let database: Awaited<ReturnType<typeof emptyServerDatabase>> | undefined;
  let databaseUrl = "";
  beforeAll(async () => {
    database = await emptyServerDatabase(serverDatabase!, "rengas_shutdown");
    databaseUrl = database.url;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("the web process closes its pool and Redis connection and exits 0", async () => {
    const app = await startAppServer(undefined, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, PUBLIC_URL: "http://localhost" });
    // Open pool connections the way visitors do.
    await Promise.all(["/", "/hinnasto", "/renkaat?search=205/55R16", "/api/tires/sizes"].map((path) => fetch(`${app.url}${path}`)));
    app.process.kill("SIGTERM");
    expect(await exited(app.process)).toBe(0);
    await app.stop();
  });

  it("npm run worker passes SIGTERM on and the worker exits 0", async () => {
    const worker = npmScript("worker", { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, SESSION_SECRET: "shutdown-test-secret-long-enough-123456", PUBLIC_URL: "http://localhost", NODE_ENV: "production" });
    await waitForOutput(worker.child, worker.output, "Worker käynnissä");
    worker.child.kill("SIGTERM");
    expect(await exited(worker.child), worker.output()).toBe(0);
    expect(worker.output()).toContain("SIGTERM: suljetaan worker");
  });

  it("the worker finishes and exits 0", async () => {
    const worker = spawn(process.execPath, ["build/worker/index.js"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, SESSION_SECRET: "shutdown-test-secret-long-enough-123456", PUBLIC_URL: "http://localhost", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    worker.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(worker, () => output, "Worker käynnissä");
    worker.kill("SIGTERM");
    expect(await exited(worker), output).toBe(0);
  });
});
