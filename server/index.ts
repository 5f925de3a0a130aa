/**
 * `npm start`: the production web server (Express in front of the Remix build). Built into
 * build/http/index.js by `npm run build`. In development `remix dev` runs it through tsx and restarts it
 * after every rebuild.
 */
import { createServer } from "node:http";
import { isIP } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, broadcastDevReady, createRequestHandler, installGlobals } from "@remix-run/node";
import { EnvFileError, loadEnvFile } from "~/services/env-file.server";
import { EnvError, getEnv } from "~/services/env.server";
import { flushErrorReports, reportError } from "~/services/error-reporting.server";
import { getLogger } from "~/services/logger.server";
import { registerPageRenderer } from "~/services/page-renderer.server";
import { buildPaths } from "../build-paths.js";
import { admissionFor } from "./admission";
import { createHttpApp } from "./app";
import { handleShutdownSignals } from "./shutdown";

installGlobals({ nativeFetch: true });

let env: ReturnType<typeof getEnv>;
try {
  loadEnvFile();
  env = getEnv();
} catch (error) {
  console.error(error instanceof EnvError || error instanceof EnvFileError ? error.message : error);
  process.exit(1);
}

const mode = process.env.NODE_ENV === "development" ? "development" : "production";
// Development, production and test builds never mix (build-paths.js).
const BUILD_PATH = path.resolve(buildPaths.serverBuildPath);

// Importing the build waits for its boot (migrations, first admin, seed): nothing is served before.
const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;

// Kaartobotti quotes the site's own pages: they are rendered in-process, as a visitor gets them.
const renderOwnPage = createRequestHandler(build, mode);
registerPageRenderer(async (pagePath) => {
  const response = await renderOwnPage(new Request(new URL(pagePath, "http://127.0.0.1")), { clientIp: "127.0.0.1", cspNonce: "" });
  const html = response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("text/html");
  return html ? response.text() : null;
});

const server = createServer();
const { isShuttingDown } = handleShutdownSignals(server, {
  drainMs: 6_000,
  deadlineMs: 10_000,
  closeApp: async () => {
    const entry = build.entry.module as { shutdown?: () => Promise<void> };
    await entry.shutdown?.();
    await flushErrorReports(1_000);
  },
});

// A crash outside any request (a timer, an unhandled rejection): its line and report first, then exit as Node would.
process.on("uncaughtException", (error) => {
  getLogger().fatal({ err: error }, "uncaught exception");
  reportError(error, { level: "fatal", tags: { source: "process" } });
  void flushErrorReports(2_000).finally(() => process.exit(1));
});

const app = createHttpApp({
  build,
  mode,
  trustedProxies: env.TRUSTED_PROXIES,
  https: env.secureCookies,
  isShuttingDown,
  admission: admissionFor(env.DATABASE_URL ? "postgres" : "pglite"),
  pageCacheMs: env.PAGE_CACHE_MS,
});
server.on("request", app);
// Slow clients cannot hold a connection forever: headers within 20 s, a whole request within 2 min.
server.headersTimeout = 20_000;
server.requestTimeout = 120_000;

server.listen(env.PORT, env.HOST, () => {
  console.log(listeningLine(env.HOST, env.PORT));
  if (mode === "development") void broadcastDevReady(build);
});

/** Where the server can be reached: the one address of HOST, or every address of the machine. */
function listeningLine(host: string | undefined, port: number): string {
  if (!host) return `Rengas-Kaarto kuuntelee portissa ${port} kaikissa koneen osoitteissa, esim. http://localhost:${port}`;
  return `Rengas-Kaarto kuuntelee: http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}
