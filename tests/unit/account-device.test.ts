/** How 'Kirjautumiset' names a session's device from its user agent, and how a two-factor secret is written. */
import { describe, expect, it } from "vitest";
import { UNKNOWN_DEVICE, describeDevice, groupSecret } from "~/features/account/rules";

describe("describeDevice", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome 131 · Windows"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari 17 · iPhone"],
    ["Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari 17 · iPad"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", "Safari 17 · macOS"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36", "Chrome 131 · Android"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox 133 · Windows"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge 131 · Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome 131 · Linux"],
  ])("%s → %s", (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected);
  });

  it("says 'Tuntematon laite' when nothing can be read", () => {
    for (const agent of [null, undefined, "", "   ", "curl/8.5.0", "xyz", "\u0000\u0001"]) {
      expect(describeDevice(agent)).toBe(UNKNOWN_DEVICE);
    }
    expect(UNKNOWN_DEVICE).toBe("Tuntematon laite");
  });

  it("names what it can when only a part is known, and never echoes the raw agent", () => {
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0) <script>alert(1)</script>")).toBe("Windows");
    expect(describeDevice("EvilName/1.0 (Windows NT 10.0)")).toBe("Windows");
    expect(describeDevice(`Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 ${"x".repeat(10_000)}`)).toBe("Chrome 131 · Linux");
  });
});

describe("groupSecret", () => {
  it("writes a base32 secret in groups of four", () => {
    expect(groupSecret("FQXEVV2AREYRTBZX")).toBe("FQXE VV2A REYR TBZX");
    expect(groupSecret("JBSWY3DPEHPK3PXPAB")).toBe("JBSW Y3DP EHPK 3PXP AB");
    expect(groupSecret("")).toBe("");
  });
});
