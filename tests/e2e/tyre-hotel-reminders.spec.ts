/**
 * The tyre hotel's season reminder with JavaScript: the admin schedules a round on 'Muistutukset' (a
 * refused send time keeps what was typed), the minute's tick (POST /e2e/rengashotelli, test build only)
 * starts it and the in-process pump sends, the round's page shows who was reminded, the mail's personal
 * link opens the customer's own view, a round is cancelled through its confirmation dialog, and the pages
 * have no serious accessibility violations and fit a 320 px screen. The same flows without JavaScript are
 * in tests/nojs/tyre-hotel-reminders.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { toHelsinkiWallTime } from "~/lib/helsinki-time";
import { parseMail } from "../support/smtp-sink";
import { expect, test } from "./fixtures";
import { JS_ONLY, hydrated, loginAsAdmin, seriousViolations } from "./helpers";

test.describe.configure({ mode: "serial" });

const TAB = "/admin/rengashotelli/muistutukset";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tomorrowAtNine = () => `${toHelsinkiWallTime(new Date(Date.now() + 24 * 3_600_000)).slice(0, 10)}T09:00`;

async function testRoute<T>(page: Page, fields: Record<string, string>): Promise<T> {
  const answer = await page.request.post("/e2e/rengashotelli", { form: fields, timeout: 30_000 });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

test("the admin schedules a round, the reminder goes out once, and its link opens the customer's own view", JS_ONLY, async ({ page, app }) => {
  await loginAsAdmin(page, TAB);
  await testRoute(page, { intent: "reset" });
  const tag = unique();
  const customer = { name: `Sanna ${tag} Nieminen`, email: `sanna.${tag}@example.fi`, registration: `JS-${Math.floor(100 + Math.random() * 899)}` };
  await testRoute(page, { intent: "seed", season: "winter", ...customer });

  await page.goto(TAB);
  await hydrated(page);
  const form = page.getByTestId("reminder-round-form");
  await form.getByLabel("Kausi").selectOption("winter");
  await form.getByLabel("Lähetysaika").fill("2020-10-01T09:00");
  await form.getByRole("button", { name: "Ajasta kierros" }).click();
  await expect(form.getByText("Lähetysajan pitää olla tulevaisuudessa.")).toBeVisible();
  await expect(form.getByLabel("Lähetysaika")).toHaveValue("2020-10-01T09:00");
  await expect(form.getByLabel("Lähetysaika")).toBeFocused();

  await form.getByLabel("Lähetysaika").fill(tomorrowAtNine());
  await form.getByRole("button", { name: "Ajasta kierros" }).click();
  await expect(page.getByTestId("toast")).toContainText("Muistutuskierros ajastettu");
  const row = page.getByTestId("reminder-round-row").filter({ hasText: "Talvirenkaat" });
  await expect(row.getByTestId("reminder-round-status")).toHaveText("Ajastettu");

  // A second winter round the same year is the form's error.
  await form.getByLabel("Kausi").selectOption("winter");
  await form.getByLabel("Lähetysaika").fill(tomorrowAtNine().replace("T09:00", "T15:00"));
  await form.getByRole("button", { name: "Ajasta kierros" }).click();
  await expect(page.getByTestId("reminder-round-errors")).toContainText("on jo muistutuskierros");

  // Two days on, the minute's tick starts the round and the pump sends.
  const tick = await testRoute<{ started: number[] }>(page, { intent: "tick", minutes: String(48 * 60) });
  expect(tick.started).toHaveLength(1);
  await row.getByRole("link", { name: /^Näytä: Talvirenkaat/ }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}/\\d+$`));
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("reminder-round-status")).toHaveText("Lähetetty", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const reminded = page.getByTestId("reminded-row").filter({ hasText: customer.name });
  await expect(reminded).toHaveCount(1);
  await expect(reminded.getByTestId("reminded-status")).toHaveText("Lähetetty");
  await expect(reminded).toContainText(customer.registration);
  expect(await seriousViolations(page)).toEqual([]);

  // The mail, from the server's outbox: once, with the customer's own link.
  const outbox = path.join(app.dataDir, "outbox");
  const mails = () =>
    (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")) : [])
      .map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8")))
      .filter((mail) => mail.headers.to === customer.email);
  await expect.poll(() => mails().length).toBe(1);
  const [mail] = mails();
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const viewPath = new URL(/Oma sivusi: (\S+)/.exec(mail.text)![1]).pathname;

  await page.goto(viewPath);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Oma rengashotelli" })).toBeVisible();
  await expect(page.getByTestId("customer-greeting")).toHaveText("Hei Sanna!");
  await expect(page.getByTestId("customer-set")).toContainText(customer.registration);
  await expect(page.getByTestId("customer-set-warnings")).toContainText("urasyvyys 3,2 mm");
  await expect(page.getByTestId("customer-book")).toHaveAttribute("href", /^https:\/\//);
  await expect(page.locator("body")).not.toContainText("Nieminen");
  expect(await seriousViolations(page)).toEqual([]);
  // 320 px: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // An altered link is the site's 404 page.
  const [id, expiry, signature] = viewPath.split("/")[2].split(".");
  const answer = await page.goto(`/oma-rengashotelli/${Number(id) + 1}.${expiry}.${signature}`);
  expect(answer?.status()).toBe(404);
  await expect(page.locator("body")).toContainText("Sivua ei löytynyt");
});

test("a scheduled round is cancelled through its confirmation dialog", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page, TAB);
  await hydrated(page);
  const form = page.getByTestId("reminder-round-form");
  await form.getByLabel("Kausi").selectOption("summer");
  await form.getByLabel("Lähetysaika").fill(tomorrowAtNine());
  await form.getByRole("button", { name: "Ajasta kierros" }).click();
  await expect(page.getByTestId("toast")).toContainText("Muistutuskierros ajastettu");
  await page.getByRole("link", { name: /^Näytä: Kesärenkaat/ }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}/\\d+$`));
  await expect(page.getByTestId("reminder-round-summary").getByTestId("reminder-round-status")).toHaveText("Ajastettu");

  await page.getByTestId("reminder-cancel-link").click();
  const dialog = page.getByRole("alertdialog", { name: "Peru muistutuskierros" });
  await expect(dialog).toContainText("Perutaanko kierros Kesärenkaat");
  await dialog.getByRole("button", { name: "Kyllä, peru kierros" }).click();
  await expect(page.getByTestId("toast")).toContainText("Muistutuskierros peruttu");
  await expect(page.getByTestId("reminder-round-summary").getByTestId("reminder-round-status")).toHaveText("Peruttu");
  await expect(page.getByTestId("reminder-cancel-link")).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(TAB);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
