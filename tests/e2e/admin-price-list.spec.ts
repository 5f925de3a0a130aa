/**
 * Asetukset → Hinnasto: the admin changes a price, /hinnasto and the service page show it and Kaartobotti
 * quotes it in its next answer (the chat widget). Errors keep what was typed; rows can be added and
 * removed; the form passes axe (with the validation errors shown). Without JavaScript (the /kaartobotti
 * page instead of the widget): tests/nojs/admin-price-list.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, hydrated, loginAsAdmin, seriousViolations } from "./helpers";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ context }) => {
  // Each test is its own client address, so the chat rate limit of one test never reaches another.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `192.0.${octet()}.${octet()}` });
});

const FORM_PATH = "/admin/asetukset/hinnasto";
const BALANCING_PRICE = "Tasapainotus: Tasapainotus, henkilöauto, hinta";
const save = (page: Page) => page.getByRole("button", { name: "Tallenna hinnasto" });

/** A price no earlier run of this worker has saved, so the save always changes something: '41,37'. */
const freshPrice = () => `41,${String(10 + Math.floor(Math.random() * 90))}`;

async function openForm(page: Page) {
  await loginAsAdmin(page, FORM_PATH);
  await hydrated(page);
}

async function saved(page: Page) {
  await expect(page.getByTestId("toast")).toHaveText(/Hinnasto päivitetty onnistuneesti/);
}

/** Kaartobotti's answer to `question` in the chat widget. */
async function askKaartobotti(page: Page, question: string) {
  await page.goto("/hinnasto");
  await hydrated(page);
  await page.getByTestId("chat-launcher").click();
  const chat = page.getByRole("dialog", { name: "Kaartobotti" });
  await chat.getByPlaceholder("Kirjoita viesti...").fill(question);
  await chat.getByPlaceholder("Kirjoita viesti...").press("Enter");
  const reply = chat.getByTestId("chat-messages").locator(":scope > li").filter({ has: page.getByTestId("chat-thumbs") });
  await expect(reply).toHaveCount(1);
  return reply;
}

test("a price saved in Asetukset → Hinnasto is on /hinnasto and in Kaartobotti's next answer", async ({ page }) => {
  test.slow(); // three pages and a chat turn: over a minute on a busy machine
  await loginAsAdmin(page, "/admin/asetukset");
  await page.getByRole("region", { name: "Hinnasto" }).getByRole("link", { name: "Muokkaa" }).click();
  await expect(page).toHaveURL(/\/admin\/asetukset\/hinnasto$/);
  await hydrated(page);
  // Nothing changed yet: saving is not offered.
  await expect(save(page)).toBeDisabled();

  const price = freshPrice();
  await page.getByLabel(BALANCING_PRICE).fill(price);
  await save(page).click();
  await saved(page);
  await expect(page.getByLabel(BALANCING_PRICE)).toHaveValue(price);
  await expect(page.getByTestId("price-list-modified")).toBeVisible();

  const shown = `${price} € / 4 pyörää`;
  await page.goto("/hinnasto");
  const table = page.getByRole("table", { name: "Pyörien tasapainotus" });
  await expect(table.getByRole("row", { name: /Tasapainotus, henkilöauto/ })).toHaveText(new RegExp(`${shown}$`.replace(/ /g, "\\s")));
  await page.goto("/palvelut/tasapainoitus");
  await expect(page.getByRole("table", { name: "Tasapainotuksen hinnat" })).toContainText(new RegExp(shown.replace(/ /g, "\\s")));

  const answer = await askKaartobotti(page, "Paljonko tasapainotus maksaa?");
  await expect(answer).toContainText(new RegExp(`Tasapainotus, henkilöauto:\\s${price}\\s€ / 4 pyörää`));
});

test("a refused save shows Finnish messages and keeps everything typed", async ({ page }) => {
  await openForm(page);
  await page.getByLabel(BALANCING_PRICE).fill("12,505");
  await page.getByLabel("Korjaukset: Kumiventtiilin vaihto, hinta").fill("kuusi");
  await page.getByLabel("Renkaanvaihto: Henkilöauto, vanne 17–18″").fill("-40");
  await page.getByLabel("Voimassaoloteksti").fill("Hinnat voimassa 1.5.2026 alkaen.");
  await save(page).click();

  await expect(page.getByText("Enintään kaksi desimaalia (0,01 €)")).toBeVisible();
  await expect(page.getByText("Hinnan täytyy olla numero, esim. 12,50")).toBeVisible();
  await expect(page.getByText("Hinta ei voi olla negatiivinen")).toBeVisible();
  await expect(page.getByLabel(BALANCING_PRICE)).toHaveValue("12,505");
  await expect(page.getByLabel(BALANCING_PRICE)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Korjaukset: Kumiventtiilin vaihto, hinta")).toHaveValue("kuusi");
  await expect(page.getByLabel("Renkaanvaihto: Henkilöauto, vanne 17–18″")).toHaveValue("-40");
  await expect(page.getByLabel("Voimassaoloteksti")).toHaveValue("Hinnat voimassa 1.5.2026 alkaen.");
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("a row is added to a table and removed again", async ({ page }) => {
  await openForm(page);
  const recycling = page.getByRole("group", { name: "Kierrätys" });
  const rows = recycling.getByRole("row");
  await expect(rows).toHaveCount(4); // the header and three services

  await recycling.getByRole("button", { name: "Lisää rivi taulukkoon Kierrätys" }).click();
  await expect(rows).toHaveCount(5);
  await recycling.getByLabel("Kierrätys: rivin 4 nimi").fill("Vanteiden pesu");
  await recycling.getByLabel(/Kierrätys: (rivi 4|Vanteiden pesu), hinta/).fill("10,5");
  // Enter in a field saves the form (its default button), it does not add or remove a row.
  await recycling.getByLabel(/Kierrätys: (rivi 4|Vanteiden pesu), yksikkö/).fill("/ sarja");
  await recycling.getByLabel(/Kierrätys: (rivi 4|Vanteiden pesu), yksikkö/).press("Enter");
  await saved(page);

  await page.goto("/hinnasto");
  await expect(page.getByRole("table", { name: /Vanhojen renkaiden ja vanteiden vastaanotto/ }).getByRole("row", { name: /Vanteiden pesu/ })).toHaveText(
    /Vanteiden pesu10,50\s€ \/ sarja/,
  );

  await openForm(page);
  await recycling.getByRole("button", { name: "Poista rivi Vanteiden pesu" }).click();
  await expect(rows).toHaveCount(4);
  await save(page).click();
  await saved(page);
  await page.goto("/hinnasto");
  await expect(page.getByText("Vanteiden pesu")).toHaveCount(0);
});

// axe runs inside the page, so it needs JavaScript; the markup it checks is the same server-rendered form.
test("the price list form has no serious accessibility violations", JS_ONLY, async ({ page }) => {
  test.slow(); // two audits of a form of some three hundred fields
  await openForm(page);
  await expect(page.getByRole("group", { name: "Renkaanvaihto" })).toBeVisible();
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  await page.getByLabel(BALANCING_PRICE).fill("ilmainen");
  await save(page).click();
  await expect(page.getByText("Hinnan täytyy olla numero, esim. 12,50")).toBeVisible();
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
});
