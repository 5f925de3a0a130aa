/**
 * The routes only the tests use (app/test-routes: a movable server clock, a crashing page, component
 * demos) are built into the test build alone (`npm run build:test`). The production build has none of
 * them, whatever its environment says.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { adminSession } from "../support/http-session";
import { formPost } from "../support/http-client";

const TEST_ROUTE_PATHS = readdirSync("app/test-routes").map((file) => `/${file.replace(/\.tsx$/, "").replace(".", "/")}`);

let app: AppServer;

beforeAll(async () => {
  // Both switches a test server ever had, set on the production server: neither may bring the routes back.
  app = await startAppServer(undefined, { REMIX_TEST_ROUTES: "1", E2E_TEST_ROUTES: "1" });
});

afterAll(async () => {
  await app?.stop();
});

describe("the production build", () => {
  it("contains no test route: no route id, no module, no path", () => {
    expect(TEST_ROUTE_PATHS).toContain("/e2e/kello");
    for (const file of ["build/server/index.js", "build/http/index.js"]) {
      const code = readFileSync(path.resolve(file), "utf8");
      // ("e2e" alone is also in a colour, #e2e8f0.)
      expect(code, file).not.toMatch(/test-routes|["'/]e2e[./"']/);
    }
  });

  it("answers 404 to every test route, for an admin too, with the test switches set", async () => {
    const cookie = await adminSession(app.url);
    for (const route of TEST_ROUTE_PATHS) {
      expect((await fetch(`${app.url}${route}`, { headers: { Cookie: cookie } })).status, route).toBe(404);
    }
    // A POST to the clock is met as one to any path the site does not have.
    const clock = await formPost(`${app.url}/e2e/kello`, { minutes: "90" }, { Cookie: cookie });
    const unknown = await formPost(`${app.url}/ei-tallaista-sivua`, { minutes: "90" }, { Cookie: cookie });
    expect(clock.status).toBe(unknown.status);
    expect(clock.status).toBeGreaterThanOrEqual(400);
    expect(await clock.text()).toContain('"routes/_site.$"'); // the site's own not-found route answered
    expect(app.output()).not.toMatch(/Error/);
  });
});
