/**
 * Site-wide pieces without JavaScript (tests/e2e/site.spec.ts tests them with): the theme switch is a form
 * posting to /teema that redirects back with the choice in a cookie, and the 404 and crash screens lead
 * on by plain links.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";

const { url } = inject("nojsServer");

const htmlClasses = (page: NoJsPage) => (page.find("html").attr("class") ?? "").split(/\s+/);
/** The stored theme: a Remix cookie, base64 JSON. */
const storedTheme = (browser: NoJsBrowser) => JSON.parse(Buffer.from(decodeURIComponent(browser.cookies.get("theme") ?? ""), "base64").toString("utf8")) as unknown;

describe("the site without JavaScript", () => {
  it("the theme switch posts the choice, comes back to the page and the server renders that palette from then on", async () => {
    const browser = new NoJsBrowser(url);
    const prices = await browser.goto("/hinnasto");
    expect(htmlClasses(prices)).not.toContain("dark");

    const dark = await prices.form("Tumma teema").submit("Tumma teema");
    expect(dark.path).toBe("/hinnasto");
    expect(storedTheme(browser)).toBe("dark");
    expect(htmlClasses(dark)).toContain("dark");
    const reloaded = await browser.goto("/hinnasto");
    expect(htmlClasses(reloaded)).toContain("dark");

    const light = await reloaded.form("Vaalea teema").submit("Vaalea teema");
    expect(light.path).toBe("/hinnasto");
    expect(storedTheme(browser)).toBe("light");
    expect(htmlClasses(light)).not.toContain("dark");
    expect(htmlClasses(await browser.goto("/"))).not.toContain("dark");
  });

  it("an unknown path gets the Finnish 404 page, whose 'Etusivulle' leads home", async () => {
    const missing = await new NoJsBrowser(url).goto("/ei-ole-olemassa/mitaan");
    expect(missing.status).toBe(404);
    expect(missing.getByRole("heading", { name: "Sivua ei löytynyt" }).length).toBe(1);
    const home = await missing.click("Etusivulle", { exact: true });
    expect(home.path).toBe("/");
    expect(home.status).toBe(200);
  });

  it("a crash shows the error screen; 'Päivitä sivu' loads the page again and 'Etusivulle' leads home", async () => {
    const crash = await new NoJsBrowser(url).goto("/e2e/kaatuminen");
    expect(crash.status).toBe(500);
    expect(crash.getByRole("heading", { name: "Jotain meni pieleen" }).length).toBe(1);
    expect(crash.text("main")).toContain("Sivulla tapahtui virhe. Yritä päivittää sivu.");

    const again = await crash.click("Päivitä sivu");
    expect(again.path).toBe("/e2e/kaatuminen");
    expect(again.status).toBe(500);
    expect(again.getByRole("heading", { name: "Jotain meni pieleen" }).length).toBe(1);

    // Not a dead end: the logo and 'Etusivulle' lead home.
    // The logo link's name is its <svg role="img" aria-label>, which the client's names do not read: found by the svg.
    expect(again.find('header a:has(svg[role="img"][aria-label="Rengas-Kaarto – etusivu"])').attr("href")).toBe("/");
    const home = await again.click("Etusivulle", { exact: true });
    expect(home.path).toBe("/");
    expect(home.getByRole("heading", { name: "Luotettavaa Rengaspalvelua" }).length).toBe(1);
  });
});
