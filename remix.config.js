import { readdirSync } from "node:fs";
import { buildPaths, withTestRoutes } from "./build-paths.js";

/** The test build's extra routes: app/test-routes/e2e.kello.tsx answers /e2e/kello. */
function testRoutes(defineRoutes) {
  return defineRoutes((route) => {
    for (const file of readdirSync(new URL("app/test-routes", import.meta.url))) {
      const name = file.replace(/\.tsx$/, "");
      route(`/${name.replace(".", "/")}`, `test-routes/${file}`, { id: `test-routes/${name}` });
    }
  });
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  ...buildPaths,
  ...(withTestRoutes ? { routes: testRoutes } : {}),
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
