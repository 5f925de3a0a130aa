// Where each build lives. `remix dev` (NODE_ENV=development) builds into folders of its own, so a
// development session never overwrites the production build that `npm start` and the tests serve, nor the
// reverse. `npm run build:test` (REMIX_TEST_ROUTES=1) is the production build plus the routes only the tests
// use (app/test-routes), in folders of its own too. remix.config.js builds to these paths and the server
// (server/index.ts) loads from them; the production server is built with REMIX_TEST_ROUTES fixed unset.

export const withTestRoutes = process.env.NODE_ENV !== "development" && process.env.REMIX_TEST_ROUTES === "1";

const flavour = process.env.NODE_ENV === "development" ? "development" : withTestRoutes ? "test" : undefined;

export const buildPaths = {
  serverBuildPath: flavour ? `build/${flavour}/server/index.js` : "build/server/index.js",
  assetsBuildDirectory: flavour ? `public/build-${flavour}` : "public/build",
  publicPath: flavour ? `/build-${flavour}/` : "/build/",
};
