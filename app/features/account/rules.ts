/**
 * Pure rules of the admin's own account page: how a session's device is named from its user agent, and
 * how a two-factor secret is written for typing it by hand.
 */
import Bowser from "bowser";

export const UNKNOWN_DEVICE = "Tuntematon laite";

/** Browser names as an admin knows them; bowser's own name otherwise. */
const BROWSER_NAMES: Record<string, string> = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  "Android Browser": "Android-selain",
};

const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));

/**
 * 'Chrome 131 · Windows', 'Safari 17 · iPhone', 'Firefox 133 · macOS': the browser with its major version,
 * and the device (a phone's or tablet's model when the agent names one, else the operating system).
 * 'Tuntematon laite' when neither can be read (no agent, a script, a made-up string).
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return UNKNOWN_DEVICE;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(agent.slice(0, 500));
  } catch {
    return UNKNOWN_DEVICE;
  }
  // Only browsers bowser knows: its fallback would name anything the agent's first word says.
  const known = parsed.browser.name && KNOWN_BROWSERS.has(parsed.browser.name) ? parsed.browser.name : "";
  const name = known ? (BROWSER_NAMES[known] ?? known) : "";
  const major = /^\d+/.exec(parsed.browser.version ?? "")?.[0];
  const browser = name && major ? `${name} ${major}` : name;
  const device = parsed.platform.model || parsed.os.name || "";
  const parts = [browser, device].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : UNKNOWN_DEVICE;
}

/** A base32 secret in groups of four ('JBSW Y3DP EHPK 3PXP'), as authenticator apps take it typed. */
export function groupSecret(secret: string): string {
  return (secret.replace(/[\s=]/g, "").match(/.{1,4}/g) ?? []).join(" ");
}

/** Fewer unused recovery codes than this: the page suggests making new ones. */
export const RECOVERY_CODES_LOW = 3;
