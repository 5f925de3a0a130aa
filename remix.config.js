import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildPaths, withTestRoutes } from "./build-paths.js";

const ROOT_DIRECTORY = fileURLToPath(new URL(".", import.meta.url));
const APP_DIRECTORY = path.join(ROOT_DIRECTORY, "app");
const SITE_LAYOUT = path.join(APP_DIRECTORY, "routes", "_site.tsx");
const ROOT_ROUTE = path.join(APP_DIRECTORY, "root.tsx");
const COPY = "route-copy";
const SCRIPT = /\.[jt]sx?$/;

/**
 * How the browser build groups the app's modules into files (decision 0040). esbuild puts each module in
 * a chunk named by the set of entry points (routes) that reach it, so a helper the home page shares with
 * 29 admin routes and one shared with 30 became two files, and a first visit fetched 32–41 of them.
 *
 * - The public layout (routes/_site.tsx) and the root, with everything their browser code reaches (the
 *   lazily loaded chat panel and newsletter dialog included), are the *shell*, found by a small esbuild
 *   pass at the start of each build. Every public route and each lazy part imports the layout, and the
 *   layout imports the root, so the shell is two files: the layout's part and the root's part.
 * - A public route's other modules are copied into the route's own file (a part it imports dynamically
 *   gets its own copies), and the admin routes share one copy of theirs, so no chunk depends on which
 *   admin or other public routes share a helper.
 * - Never copied: packages (React and Remix stay one instance), `.server` modules, a module that creates a
 *   React context, and on the public side a module with a module-level variable (`open-chat.ts`: the
 *   launcher registers there, the home page's links open it). The admin pages have neither.
 *
 * A helper may therefore exist twice in the browser (a route's copy and the admin's); nothing compares
 * such modules by identity. `browserEsbuildPlugins` is patched into @remix-run/dev (see patches/).
 */
function routeCopiesPlugin() {
  const isAdminRoute = (file) => /^routes\/admin[._]/.test(file);
  const isPublicRoute = (file) => /^routes\/_site[._]/.test(file);
  // What a module keeps that a copy would split: a React context, or module-level variables.
  const kept = new Map();
  const keeps = (file) => {
    if (!kept.has(file)) {
      const source = readFileSync(file, "utf8");
      kept.set(file, { context: /\bcreateContext\b/.test(source), variables: /^(?:export\s+)?(?:let|var)\s/m.test(source) });
    }
    return kept.get(file);
  };
  // The admin pages have no chat launcher nor size search of the public layout to share state with.
  const mustStayShared = (file, group) => keeps(file).context || (group !== "admin" && keeps(file).variables);
  const inProject = (file) => file.startsWith(ROOT_DIRECTORY) && !file.includes(`${path.sep}node_modules${path.sep}`);
  let shell = new Set();
  return {
    name: "route-copies",
    setup(build) {
      build.onStart(async () => {
        const require = createRequire(import.meta.resolve("@remix-run/dev"));
        const esbuild = require("esbuild");
        const result = await esbuild.build({
          stdin: { contents: `export { default } from ${JSON.stringify(SITE_LAYOUT)}; export * as root from ${JSON.stringify(ROOT_ROUTE)};`, resolveDir: APP_DIRECTORY, loader: "js" },
          bundle: true, write: false, metafile: true, splitting: true, format: "esm", platform: "browser", outdir: "/nonexistent",
          jsx: "automatic", treeShaking: true, tsconfig: path.join(ROOT_DIRECTORY, "tsconfig.json"), logLevel: "silent",
          plugins: [{
            name: "shell-externals",
            setup(pass) {
              pass.onResolve({ filter: /\.server(\.[jt]sx?)?$|^@remix-run\/node/ }, () => ({ path: "empty", namespace: "empty", sideEffects: false }));
              pass.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "module.exports = {};", loader: "js" }));
              pass.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }));
              pass.onResolve({ filter: /\.(css|svg|png|jpe?g|webp|woff2?)$/ }, (args) => ({ path: args.path, external: true }));
            },
          }],
        });
        shell = new Set();
        for (const input of Object.keys(result.metafile.inputs)) shell.add(path.resolve(ROOT_DIRECTORY, input));
      });

      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === COPY) return undefined;
        let group = null;
        if (args.namespace === "browser-route-module") group = isAdminRoute(args.importer) ? "admin" : isPublicRoute(args.importer) ? args.importer : null;
        else if (args.namespace === COPY) group = args.importer.slice(args.importer.lastIndexOf("#") + 1);
        const lazyOfShell = args.kind === "dynamic-import" && args.namespace === "file" && shell.has(args.importer);
        if (group === null && !lazyOfShell) return undefined;
        const result = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: COPY });
        if (result.errors.length > 0) return { errors: result.errors };
        const { path: file, namespace, external, sideEffects, suffix, pluginData } = result;
        const script = namespace === "file" && inProject(file) && SCRIPT.test(file) && !/\.server\.[jt]sx?$/.test(file);
        if (lazyOfShell && script) return { path: `${file}#lazy`, namespace: COPY };
        // A part that a public route loads later (a view shown only sometimes) is a group of its own.
        if (args.kind === "dynamic-import" && script && group !== "admin" && group !== "lazy") return { path: `${file}#later:${file}`, namespace: COPY };
        const copy = script && group !== "lazy" && !mustStayShared(file, group) && (group === "admin" || !shell.has(file));
        return copy ? { path: `${file}#${group}`, namespace: COPY, sideEffects } : { path: file, namespace, external, sideEffects, suffix, pluginData };
      });

      // The layout reaches the root's modules too, so the root's and the shell's shared modules are one
      // set of entry points (the root's own file becomes a small re-export of that chunk).
      build.onLoad({ filter: /[\\/]routes[\\/]_site\.tsx$/ }, (args) => {
        if (args.path !== SITE_LAYOUT) return undefined;
        const contents = `import __Root from ${JSON.stringify(ROOT_ROUTE)};\nglobalThis.__root ??= __Root;\n${readFileSync(SITE_LAYOUT, "utf8")}`;
        return { contents, loader: "tsx", resolveDir: path.dirname(SITE_LAYOUT) };
      });

      build.onLoad({ filter: /.*/, namespace: COPY }, (args) => {
        const hash = args.path.lastIndexOf("#");
        const file = args.path.slice(0, hash);
        const group = args.path.slice(hash + 1);
        let contents = readFileSync(file, "utf8");
        // A public route's own module, or a lazy part of the shell: reach the whole shell (see above).
        if (group === "lazy" || group.startsWith("later:") || (group !== "admin" && file === path.join(APP_DIRECTORY, group.replace(/\?browser$/, ""))))
          contents = `import __SiteLayout from ${JSON.stringify(SITE_LAYOUT)};\nglobalThis.__shell ??= __SiteLayout;\n${contents}`;
        return { contents, loader: path.extname(file).slice(1), resolveDir: path.dirname(file) };
      });
    },
  };
}

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
  browserEsbuildPlugins: [routeCopiesPlugin()],
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
