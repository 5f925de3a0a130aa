/**
 * Starts one more production server from the build, on its own embedded database, for e2e tests that
 * need a different configuration than the shared e2e server (e.g. an OpenAI key pointing at the fake).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type AppServer = { url: string; stop: () => Promise<void> };

export async function startAppServer(port: number, env: Record<string, string>): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rengas-app-"));
  const child: ChildProcess = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "build/server/index.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      // Always the embedded database, seeded by the server itself, whatever the suite runs on.
      DATABASE_URL: "",
      REDIS_URL: "",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-5678",
      ADMIN_USERNAME: "kaarto-admin",
      ADMIN_PASSWORD: "e2e-salasana-Kaarto-2026",
      ...env,
    },
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the app server on port ${port} did not become healthy`);
}
