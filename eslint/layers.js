// The house's layers (DESIGN.md, Layout): which part of the code may import which. Every import
// specifier — the `~/`, `#db/` and `#jobs/` aliases and relative paths — is resolved to a folder of the
// project and checked against the table below, so a wrong import fails `npm run lint` whatever way it is
// written. A local rule rather than eslint-plugin-boundaries: that plugin needs an import resolver with
// a native install script to understand the aliases; these few lines need nothing (decision 0032).
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** The layer a project file belongs to, from its path relative to the project root. */
export function layerOf(file) {
  const parts = file.split("/");
  if (parts[0] === "app") {
    if (parts[1] === "features" && parts.length > 3) {
      const name = parts.at(-1);
      return { layer: "feature", feature: parts[2], server: /\.server(\.tsx?)?$/.test(name), entry: /(^|\.)(page|api)\.server(\.tsx?)?$/.test(name) };
    }
    if (parts[1] === "components" && (parts[2] === "ui" || parts[2] === "layout")) return { layer: `components/${parts[2]}` };
    if (["routes", "test-routes", "services", "lib", "content", "components"].includes(parts[1])) return { layer: parts[1] };
    return { layer: "app-root" };
  }
  // The seed, the migration runner, admin:reset, backup and restore are commands, like scripts: they may use anything below them.
  if (parts[0] === "db" && /^(seed|migrate|admin-reset|backup|restore)\.ts$/.test(parts[1] ?? "")) return { layer: "scripts" };
  if (["db", "jobs", "server", "tests", "scripts"].includes(parts[0])) return { layer: parts[0] };
  return { layer: "other" };
}

// What each layer may import (the other layers are refused). Routes, the root modules, scripts and
// tests sit on top. "feature" in a list means a feature's pure modules only (not its *.server files)
// where the layer is marked in PURE_FEATURES_ONLY.
const ALLOWED = {
  lib: ["lib"],
  content: ["lib", "content", "feature"],
  "components/ui": ["lib", "components/ui"],
  "components/layout": ["lib", "content", "components/ui", "components/layout", "feature", "app-root"],
  services: ["lib", "content", "services", "db"],
  feature: ["lib", "content", "services", "db", "feature", "components/ui", "components/layout", "jobs"],
  db: ["db", "lib", "feature"],
  jobs: ["jobs", "feature", "services", "lib", "content", "db"],
  server: ["server", "services", "lib", "db", "jobs", "feature", "other"],
};
const PURE_FEATURES_ONLY = new Set(["content", "components/layout", "db", "server"]);

/** Resolves an import specifier to a path relative to the project root, or null for a package. */
export function resolveSpecifier(specifier, importerRelative) {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (specifier.startsWith("#db/")) return path.posix.join("db", specifier.slice(4));
  if (specifier.startsWith("#jobs/")) return path.posix.join("jobs", specifier.slice(6));
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(importerRelative), specifier));
  }
  return null;
}

/** Why `importer` may not import `target` (both relative to the project root), or null when it may. */
export function layerViolation(importer, target) {
  const from = layerOf(importer);
  const to = layerOf(target);
  const allowed = ALLOWED[from.layer];
  if (allowed && !allowed.includes(to.layer)) return `${from.layer} may not import from ${to.layer} (${target})`;
  if (to.layer === "feature" && to.server && PURE_FEATURES_ONLY.has(from.layer)) {
    return `${from.layer} uses a feature's pure modules (rules, schema, texts, components), not its server code (${target})`;
  }
  if (from.layer === "feature" && to.layer === "jobs" && !/^jobs\/queues(\.ts)?$/.test(target)) {
    return `a feature starts jobs through jobs/queues only (${target})`;
  }
  if (to.layer === "feature" && from.layer === "feature" && to.feature !== from.feature && to.entry) {
    return `a feature uses another feature's model, rules or components, never its page or API module (${target})`;
  }
  if ((from.layer === "feature" && from.server) || from.layer === "services") {
    if (to.layer.startsWith("components")) return `server code does not import React components from app/components (${target})`;
  }
  return null;
}

const rule = {
  meta: { type: "problem", docs: { description: "Imports follow the house's layers (DESIGN.md, Layout)" }, schema: [] },
  create(context) {
    const importer = path.relative(projectRoot, context.filename).split(path.sep).join("/");
    function check(node, source) {
      if (!source || typeof source.value !== "string") return;
      const target = resolveSpecifier(source.value, importer);
      if (!target) return;
      const problem = layerViolation(importer, target);
      if (problem) context.report({ node: source, message: problem });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { layers: rule } };
