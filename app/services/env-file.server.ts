/**
 * Reads `.env` (or the file ENV_FILE names) into process.env, so `npm start`, `npm run worker` and the
 * database scripts see the same settings as `npm run dev`. A variable already set in the environment wins
 * over the file. `ENV_FILE=` (empty) reads no file: the tests' servers depend on nothing outside the test.
 * Every entry point calls it first, before anything reads the environment (a call, not an import with a
 * side effect: the package is `sideEffects: false`, so a bundler would drop such an import).
 */
import { existsSync } from "node:fs";

export class EnvFileError extends Error {
  override name = "EnvFileError";
}

export function loadEnvFile(): void {
  const named = process.env.ENV_FILE;
  const file = named ?? ".env";
  if (file === "") return;
  if (existsSync(file)) process.loadEnvFile(file);
  else if (named !== undefined) throw new EnvFileError(`ENV_FILE: tiedostoa ${file} ei löydy.`);
}
