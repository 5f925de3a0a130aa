/**
 * For a no-JS file that changes what every visitor sees (opening hours, the front page, campaigns, the
 * price list) or reads the server's outbox: a server of its own on a copy of the seeded database, and
 * the test admin logged in on it, from the file's beforeAll to its afterAll.
 */
import { afterAll, beforeAll } from "vitest";
import type { AppServer } from "./app-server";
import { startE2eServer } from "./e2e-server";
import { type NoJsBrowser, loggedInBrowser } from "./nojs-browser";

export function ownServerWithAdmin(env: Record<string, string> = {}): { readonly app: AppServer; readonly admin: NoJsBrowser } {
  const state = {} as { app: AppServer; admin: NoJsBrowser };
  beforeAll(async () => {
    state.app = await startE2eServer(env, "embedded");
    state.admin = await loggedInBrowser(state.app.url);
  });
  afterAll(async () => {
    await state.app?.stop();
  });
  return state;
}
