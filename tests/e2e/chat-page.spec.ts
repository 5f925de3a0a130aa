/**
 * The chat page /kaartobotti with JavaScript: the same bot as the widget through a plain form, so it
 * answers without JavaScript too (tests/nojs/chat-page.test.ts). The server runs the offline assistant on
 * the seeded demo catalogue.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

test.beforeEach(async ({ context }) => {
  // Each test is its own client address, so the chat rate limit of one test never reaches another.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.${octet()}.${octet()}` });
});

const conversation = (page: Page) => page.getByRole("region", { name: "Keskustelu" });

test("the chat page answers a size typed in another form with the seeded tyres of that size", async ({ page }) => {
  await page.goto("/kaartobotti");
  await expect(conversation(page)).toContainText("Hei! Olen Kaartobotti");
  await page.getByLabel("Viestisi").fill("Onko teillä renkaita 205-55-16?");
  await page.getByRole("button", { name: "Lähetä", exact: true }).click();

  await expect(conversation(page)).toContainText("Sinä:");
  await expect(conversation(page)).toContainText("Onko teillä renkaita 205-55-16?");
  await expect(conversation(page)).toContainText("205/55R16");
  await expect(conversation(page)).toContainText("€");
  // The conversation goes on in the same transcript.
  await page.getByLabel("Viestisi").fill("Milloin olette auki?");
  await page.getByRole("button", { name: "Lähetä", exact: true }).click();
  await expect(conversation(page).getByText("Milloin olette auki?")).toBeVisible();
  await expect(conversation(page).getByText("Onko teillä renkaita 205-55-16?")).toBeVisible();

  await page.getByRole("button", { name: "Aloita uusi keskustelu" }).click();
  await expect(conversation(page).getByText("Sinä:")).toHaveCount(0);
  await expect(conversation(page)).toContainText("Kokeile kysyä esimerkiksi:");
});

test("a suggestion is sent with one click", async ({ page }) => {
  await page.goto("/kaartobotti");
  await page.getByRole("button", { name: "Työskenteleekö Kari teillä?" }).click();
  await expect(conversation(page)).toContainText("Kari");
  await expect(page.getByRole("button", { name: "Työskenteleekö Kari teillä?" })).toHaveCount(0);
});

test("a home page FAQ question reaches the bot in the widget (without JavaScript: the chat page)", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("faq-question").filter({ hasText: "Paljonko renkaanvaihto maksaa?" }).click();
  const chat = page.getByRole("dialog", { name: /Kaartobotti/ });
  await expect(chat).toBeVisible();
  await expect(chat).toContainText("Paljonko renkaanvaihto maksaa?");
});

test("the feedback form on the chat page is sent and thanked for", async ({ page }) => {
  await page.goto("/kaartobotti");
  await page.getByRole("link", { name: "Löysitkö ongelman, tai haluatko antaa palautetta Kaartobotista?" }).click();
  await expect(page.getByRole("heading", { name: "Anna palautetta" })).toBeVisible();
  await page.getByLabel(/Miten arvioit kokemuksesi\?/).fill("8");
  await page.getByPlaceholder("Tänne risut, ruusut, männynkävyt... ja vaikka tammenterhot...").fill("Nopea vastaus, kiitos!");
  await page.getByRole("button", { name: "Lähetä palaute" }).click();
  await expect(page.getByText("Kiitos palautteestasi!")).toBeVisible();
});

test("three numbers joined by dots ask 'Vahvista valintasi:'; Kyllä gets the tyres, Peruuta cancels", async ({ page }) => {
  await page.goto("/kaartobotti");
  await page.getByLabel("Viestisi").fill("onko 205.55.16 talvirenkaita");
  await page.getByRole("button", { name: "Lähetä", exact: true }).click();
  const prompt = page.getByRole("group", { name: "Vahvista valintasi:" });
  await expect(prompt).toBeVisible();
  await expect(conversation(page)).toContainText("tarkoitatko rengaskokoa 205/55R16");

  // The buttons are plain submit buttons: no typed message is needed.
  await prompt.getByRole("button", { name: "Kyllä" }).click();
  await expect(conversation(page).getByText("kyllä", { exact: true })).toBeVisible();
  await expect(conversation(page)).toContainText("Koossa 205/55R16");
  await expect(conversation(page)).toContainText("Talvirenkaat");
  await expect(page.getByRole("group", { name: "Vahvista valintasi:" })).toHaveCount(0);

  await page.getByLabel("Viestisi").fill("205.55.16");
  await page.getByRole("button", { name: "Lähetä", exact: true }).click();
  await page.getByRole("group", { name: "Vahvista valintasi:" }).getByRole("button", { name: "Peruuta" }).click();
  await expect(conversation(page)).toContainText("Selvä, peruutettu.");
  await expect(page.getByRole("group", { name: "Vahvista valintasi:" })).toHaveCount(0);
});

test("the price list's footnote is a paragraph after the list, not inside its last card", async ({ page }) => {
  await page.goto("/kaartobotti");
  await page.getByLabel("Viestisi").fill("Paljonko renkaanvaihto maksaa?");
  await page.getByRole("button", { name: "Lähetä", exact: true }).click();
  const reply = conversation(page).locator("[data-chat-role=assistant]").last();
  await expect(reply).toContainText("Renkaanvaihto, renkaat valmiiksi vanteilla");
  await expect(reply.locator("li").last()).not.toContainText("Hintaan sisältyvät");
  await expect(reply.locator("p em").first()).toContainText("Hintaan sisältyvät");
});
