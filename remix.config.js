// `remix dev` (NODE_ENV=development) builds into folders of its own, so a development session never
// overwrites the production build that `npm start` and the tests serve, nor the reverse. The server
// (server/index.ts) reads the same paths from here.
const development = process.env.NODE_ENV === "development";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: development ? "build/development/server/index.js" : "build/server/index.js",
  assetsBuildDirectory: development ? "public/build-development" : "public/build",
  publicPath: development ? "/build-development/" : "/build/",
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
