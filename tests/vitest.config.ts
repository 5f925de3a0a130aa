import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The servers, workers and scripts the tests start read no .env of the developer's: each test sets what it needs.
process.env.ENV_FILE = "";
// The JSON log's request and job lines would bury a failure's output: warnings and errors only, unless a
// test (or the developer) asks for more (tests/http/observability-logs.test.ts sets LOG_LEVEL=info).
process.env.LOG_LEVEL ??= "warn";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Integration tests always run on PGlite; when DATABASE_URL is set (CI) they run on that server too.
const integration = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    exclude,
    globalSetup: ["tests/support/integration-global-setup.ts"],
    setupFiles: ["tests/support/database-setup.ts"],
    // A worker's files share one process; tests/support/database-setup.ts resets what a file leaves.
    isolate: false,
    env,
    testTimeout: 30_000,
    // Migrating a fresh PGlite database takes seconds, a minute and more on a machine busy with browsers.
    hookTimeout: 180_000,
  },
});

/**
 * The files that take minutes, in the order they should start. On a fresh clone vitest knows no durations
 * and starts the largest files first, which left the fuzz (a small file) running alone on one core at the
 * end of the stage; started first, it runs beside the rest.
 */
const LONGEST_FIRST = [
  "tests/http/action-fuzz.test.ts",
  "tests/http/every-action.test.ts",
  "tests/http/dev-build.test.ts",
  "tests/integration/crawler.test.ts",
  "tests/integration/admin-auth.test.ts",
];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // A stable sort keeps vitest's own order (failed and, once known, longer first) among the rest.
    return (await super.sort(files)).map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file);
  }
}

export default defineConfig({
  root,
  resolve: {
    alias: {
      "~": path.join(root, "app"),
      "#db": path.join(root, "db"),
      "#jobs": path.join(root, "jobs"),
    },
  },
  test: {
    environment: "node",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most files here wait
    // on a database or a server process, so three at a time keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      // Pure functions: the files share one module registry per worker (isolate off halves the project's
      // CPU, most of it imports), which a unit test with no I/O and no module state does not notice.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], isolate: false } },
      // The built server over real HTTP, as an outsider meets it: each file starts its own server(s).
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          // The files talk to servers over HTTP and import only pure helpers: they share a module registry
          // per worker (isolate off saves a sixth of these two projects' CPU: the imports of every file).
          isolate: false,
          globalSetup: ["tests/support/http-global-setup.ts"],
          setupFiles: ["tests/support/http-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // The test build as a browser with JavaScript off meets it (tests/support/nojs-browser.ts).
      {
        extends: true,
        test: {
          name: "nojs",
          include: ["tests/nojs/**/*.test.ts"],
          isolate: false, // as the HTTP files: servers over HTTP, pure helpers
          globalSetup: ["tests/support/nojs-global-setup.ts"],
          setupFiles: ["tests/support/http-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // Worker processes need a database server they can share: that file runs only on Postgres.
      integration("integration-pglite", { DATABASE_URL: "", TEST_DATABASE: "pglite" }, ["tests/integration/newsletter-workers.test.ts", "tests/integration/worker-resilience.test.ts", "tests/integration/tyre-hotel-workers.test.ts", "tests/integration/system-worker.test.ts"]),
      ...(process.env.DATABASE_URL
        ? [integration("integration-postgres", { DATABASE_URL: process.env.DATABASE_URL, TEST_DATABASE: "postgres" })]
        : []),
    ],
  },
});
