/**
 * 'Järjestelmä' (/admin/jarjestelma, a card in Asetukset) without JavaScript and without Redis: the jobs
 * run in the web process, which the view says. A competitor check whose page answers 500 fails for real
 * (the daily run started through the test build's /e2e/taustatyo, as the 08:00 scheduler starts it); the
 * view lists it with its error and no personal data, 'Yritä uudelleen' runs it again with a toast, and
 * once the page answers it completes and leaves the list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeCompetitor, pages, startFakeCompetitor } from "../support/fake-competitor";
import type { NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { until } from "../support/worker-process";

const PATH = "/admin/jarjestelma";
const env: Record<string, string> = {};
let site: FakeCompetitor;

// Before the server starts (hooks run in order): the crawler may fetch only the fake site.
beforeAll(async () => {
  site = await startFakeCompetitor();
  env.CRAWLER_ALLOWED_HOSTS = site.host;
});
const state = ownServerWithAdmin(env);
afterAll(async () => {
  await site?.close();
});

const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const failures = (page: NoJsPage) => page.find('[data-testid="system-failure"]');
const queueFailed = (page: NoJsPage, queue: string) => page.text(`[data-testid="system-queue"][data-queue="${queue}"] [data-testid="system-queue-failed"]`).trim();

describe("the Järjestelmä view without JavaScript, jobs in the web process", () => {
  it("is a card in Asetukset and shows the web process as the worker, the queues and the schedules' next runs", async () => {
    let page = await state.admin.goto("/admin/asetukset");
    page = await page.click("Avaa järjestelmä");
    expect(page.path).toBe(PATH);
    expect(page.status).toBe(200);
    expect(page.find('[data-testid="system-worker"]').attr("data-state")).toBe("in-process");
    expect(page.text('[data-testid="system-worker"]')).toContain("Taustatyöt ajetaan verkkopalvelimen prosessissa");
    expect(page.find('[data-testid="system-queue"]').length).toBe(3);
    expect(page.text('[data-testid="system-no-failures"]')).toBe("Ei epäonnistuneita töitä.");
    // The 08:00 check's next run in Helsinki time, and the newsletters' minute.
    expect(page.text('[data-schedule="competitors-daily"]')).toMatch(/\d{2}\.\d{2}\.\d{4} 08:00/);
    expect(page.text('[data-schedule="newsletters"]')).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(page.text('[data-schedule="expire-sessions"]')).toContain("tunnin välein");
  });

  it("lists a check that failed for real and retries it: it completes once the page answers and leaves the list", async () => {
    const tag = Date.now().toString(36);
    const product = `Nokian Hakkapeliitta R5 ${tag}`;
    site.setPage(`/tuote-${tag}`, pages.html("<h1>Palvelinvirhe</h1>", 500));

    // A tracker through its form (one attempt: the failure comes at once).
    let page = await state.admin.goto("/admin/kilpailijat/uusi");
    page = await page
      .form("Lisää kilpailijan seuranta")
      .fill("Kilpailijan nimi", `Kilpailija ${tag}`)
      .fill("Tuotesivun osoite", `${site.url}/tuote-${tag}`)
      .fill("Tuotteen nimi", product, { exact: true })
      .fill("Aikakatkaisu (ms)", "5000")
      .fill("Uudelleenyritykset", "1")
      .check("Ilmoita hinnan laskusta")
      .fill("Ilmoitusten vastaanottajat", "hinnat-salainen@example.fi")
      .submit("Tallenna");
    expect(toast(page)).toContain("Seuranta lisätty");

    // The daily run, as the scheduler starts it.
    const started = await state.admin.navigate({ method: "POST", url: `${state.app.url}/e2e/taustatyo`, contentType: "application/x-www-form-urlencoded", body: Buffer.from(""), entries: [] });
    expect(started.status).toBe(200);

    page = await until(
      "the failed check in the list",
      async () => {
        const view = await state.admin.goto(PATH);
        return failures(view).length > 0 ? view : undefined;
      },
      20_000,
    );
    expect(failures(page).length).toBe(1);
    const row = failures(page).first();
    expect(row.attr("data-queue")).toBe("competitors");
    expect(page.text('[data-testid="system-failure"]')).toContain("check");
    expect(page.text('[data-testid="system-failure-error"]')).toMatch(/500/);
    expect(page.text('[data-testid="system-failure-error"]').length).toBeLessThanOrEqual(300);
    expect(page.text('[data-testid="system-failure"]')).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(queueFailed(page, "competitors")).toBe("1");
    // Never the job's data or anybody's address.
    expect(page.text("main")).not.toContain("hinnat-salainen@example.fi");
    expect(page.text("main")).not.toContain("competitorId");

    // Fixed at the source, then 'Yritä uudelleen': the toast, and the check completes and leaves the list.
    site.setPage(`/tuote-${tag}`, pages.jsonLd({ name: product, price: "119.90" }));
    const requestsBefore = site.requests.length;
    page = await page.formOf('[data-testid="system-failure"] form').submit("Yritä uudelleen");
    expect(page.path).toBe(PATH);
    expect(toast(page)).toContain("Työ ajetaan uudelleen.");
    await until("the retried check to read the page", async () => ((await state.admin.goto("/admin/kilpailijat")).text("main").includes("119,90") ? true : undefined), 20_000);
    expect(site.requests.length).toBeGreaterThan(requestsBefore);
    page = await state.admin.goto(PATH);
    expect(page.text('[data-testid="system-no-failures"]')).toBe("Ei epäonnistuneita töitä.");
    expect(queueFailed(page, "competitors")).toBe("0");
  });

  it("answers a retry of a job that is no longer failed with a toast, not an error", async () => {
    const page = await state.admin.navigate({
      method: "POST",
      url: `${state.app.url}${PATH}`,
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from("queue=competitors&id=ei-ole"),
      entries: [],
    });
    expect(page.status).toBe(200);
    expect(toast(page)).toContain("Työtä ei löytynyt");
    const bad = await state.admin.navigate({ method: "POST", url: `${state.app.url}${PATH}`, contentType: "application/x-www-form-urlencoded", body: Buffer.from("queue=jono&id=%3Cx%3E"), entries: [] });
    expect(bad.status).toBe(200);
    expect(toast(bad)).toContain("Työtä ei löytynyt");
  });
});
