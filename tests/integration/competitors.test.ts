/**
 * Competitor checks end to end on a real database: a fake competitor site on 127.0.0.1 (allowed through
 * CRAWLER_ALLOWED_HOSTS, as only tests do), the check service, the snapshots and the price alerts sent
 * through a local SMTP server.
 */
import { randomBytes } from "node:crypto";
import { Queue } from "bullmq";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { inPool, processCompetitorJob } from "#jobs/processors/competitors";
import { closeQueues, processors, redisConnection } from "#jobs/queues";
import type { CompetitorInput } from "~/features/competitors/schema";
import { buildDiffView } from "~/features/competitors/diff.rules";
import { activeCompetitorIds, createCompetitor, getCompetitor, latestTwoChecks, updateCompetitor } from "~/features/competitors/model.server";
import { checkCompetitor } from "~/features/competitors/check.server";
import { reloadEnv } from "~/services/env.server";
import { type FakeCompetitor, startFakeCompetitor } from "../support/fake-competitor";
import { NO_NEWSLETTERS, obliterateQueues } from "../support/queues";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

let site: FakeCompetitor;
let sink: SmtpSink;
const noWait = { sleep: () => Promise.resolve() };

beforeAll(async () => {
  site = await startFakeCompetitor();
  sink = await startSmtpSink();
  process.env.CRAWLER_ALLOWED_HOSTS = site.host;
  process.env.SMTP_URL = sink.url;
  reloadEnv();
});

afterAll(async () => {
  delete process.env.CRAWLER_ALLOWED_HOSTS;
  delete process.env.SMTP_URL;
  reloadEnv();
  await site?.close();
  await sink?.close();
});

beforeEach(() => {
  sink.messages.length = 0;
});

/** A product page as shops write them: the price in schema.org JSON-LD and in the visible text. */
function productPage(price: string, extra = "") {
  const shown = price.replace(".", ",");
  return `<!doctype html><html><head><title>Primacy 4</title>
    <script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Michelin Primacy 4 205/55R16",
      offers: { "@type": "Offer", price, priceCurrency: "EUR" },
    })}</script></head>
    <body><nav>Etusivu | Renkaat</nav><h1>Michelin Primacy 4 205/55R16</h1><p>Hinta ${shown} €</p><p>${extra}</p></body></html>`;
}

let sequence = 0;
async function tracker(overrides: Partial<CompetitorInput> = {}) {
  sequence += 1;
  const path = `/tuote-${sequence}`;
  const created = await createCompetitor({
    name: `Kilpailija ${sequence}`,
    url: `${site.url}${path}`,
    productName: "Michelin Primacy 4 205/55R16",
    selector: null,
    trackingType: "full_page",
    notifyPriceIncrease: false,
    notifyPriceDecrease: false,
    emailRecipients: [],
    crawlTimeoutMs: 5000,
    retryAttempts: 2,
    status: "active",
    productId: null,
    ...overrides,
  });
  return { ...created, path };
}

describe("a check", () => {
  it("records the price, how it was found, and the page text; the diff follows the latest two checks", async () => {
    const tracked = await tracker();
    site.setPage(tracked.path, { body: productPage("129.90") });
    const first = await checkCompetitor(tracked.id, noWait);
    expect(first.status).toBe("checked");
    const afterFirst = await getCompetitor(tracked.id);
    expect(afterFirst).toMatchObject({ status: "active", currentPrice: "129.90", priceMethod: "json-ld", lastError: null, checkStartedAt: null });
    expect(afterFirst?.lastChecked).toBeInstanceOf(Date);
    expect(buildDiffView(null, (await latestTwoChecks(tracked.id))[0] ?? null).state).toBe("only-one");

    await checkCompetitor(tracked.id, noWait);
    const [before, after] = await latestTwoChecks(tracked.id);
    expect(buildDiffView(before, after).state).toBe("no-change");
    // The unchanged check stores no text of its own but the diff still has both texts.
    expect(after.content).toBe(before.content);
    const stored = await queryRows<{ n: number }>(sql`select count(content)::int as n from competitor_snapshots where competitor_id = ${tracked.id}`);
    expect(stored[0].n).toBe(1);

    site.setPage(tracked.path, { body: productPage("119.90", "Uutuus: talvirenkaat saapuneet") });
    await checkCompetitor(tracked.id, noWait);
    const changed = buildDiffView(...((await latestTwoChecks(tracked.id)) as [never, never]));
    expect(changed.state).toBe("changed");
    if (changed.state !== "changed") return;
    expect([changed.before.price, changed.after.price]).toEqual(["129.90", "119.90"]);
    expect(changed.lines).toContainEqual({ kind: "added", text: "Uutuus: talvirenkaat saapuneet" });
    expect(changed.lines).toContainEqual({ kind: "removed", text: "Hinta 129,90 €" });
    // Navigation is not page content.
    expect(changed.lines.some((line) => line.text.includes("Etusivu"))).toBe(false);
    expect(await getCompetitor(tracked.id)).toMatchObject({ currentPrice: "119.90", previousPrice: "129.90" });
  });

  it("keeps the texts of the latest three changes only", async () => {
    const tracked = await tracker();
    for (let round = 0; round < 6; round += 1) {
      site.setPage(tracked.path, { body: productPage("129.90", `Versio ${round}`) });
      expect((await checkCompetitor(tracked.id, noWait)).status).toBe("checked");
    }
    const rows = await queryRows<{ total: number; texts: number }>(
      sql`select count(*)::int as total, count(content)::int as texts from competitor_snapshots where competitor_id = ${tracked.id}`,
    );
    expect(rows[0]).toEqual({ total: 6, texts: 3 });
    const [before, after] = await latestTwoChecks(tracked.id);
    expect(before.content).toContain("Versio 4");
    expect(after.content).toContain("Versio 5");
  });

  it("does not run twice at once: a second 'Tarkista nyt' meanwhile is told the check is busy", async () => {
    const tracked = await tracker();
    site.setPage(tracked.path, { body: productPage("129.90"), delayMs: 500 });
    const [first, second] = await Promise.all([checkCompetitor(tracked.id, noWait), checkCompetitor(tracked.id, noWait)]);
    expect([first.status, second.status].sort()).toEqual(["busy", "checked"]);
  });
});

describe("a failure", () => {
  it("is status 'error' with the reason in Finnish, after the retries; the next good check clears it", async () => {
    const tracked = await tracker({ retryAttempts: 3 });
    site.setPage(tracked.path, { status: 503, body: "Huoltokatko" });
    const before = site.requests.length;
    const failed = await checkCompetitor(tracked.id, noWait);
    expect(failed.status).toBe("failed");
    expect(site.requests.filter((request) => request.path === tracked.path).length).toBeGreaterThanOrEqual(3);
    expect(site.requests.length - before).toBeGreaterThanOrEqual(3);
    const errored = await getCompetitor(tracked.id);
    expect(errored?.status).toBe("error");
    expect(errored?.lastError).toMatch(/503/);
    expect(errored?.lastChecked).toBeInstanceOf(Date);

    site.setPage(tracked.path, { body: productPage("129.90") });
    await checkCompetitor(tracked.id, noWait);
    expect(await getCompetitor(tracked.id)).toMatchObject({ status: "active", lastError: null });
  });

  it("a bot wall says so", async () => {
    const tracked = await tracker();
    site.setPage(tracked.path, { status: 403, headers: { "cf-mitigated": "challenge" }, body: "<title>Just a moment...</title>" });
    const failed = await checkCompetitor(tracked.id, noWait);
    expect(failed.status === "failed" && failed.error).toMatch(/403/);
    expect((await getCompetitor(tracked.id))?.status).toBe("error");
  });

  it("a price tracker on a page without a price, and a selector that matches nothing, are errors", async () => {
    const priceless = await tracker({ trackingType: "individual_price" });
    site.setPage(priceless.path, { body: "<html><body><h1>Tuote loppu</h1></body></html>" });
    expect(await checkCompetitor(priceless.id, noWait)).toEqual({ status: "failed", error: "Hintaa ei löytynyt sivulta" });
    const missed = await tracker({ selector: ".ei-ole" });
    site.setPage(missed.path, { body: productPage("129.90") });
    expect(await checkCompetitor(missed.id, noWait)).toEqual({ status: "failed", error: "CSS-valitsin ei osunut mihinkään sivun elementtiin" });
  });

  it("without the tests' allowance the crawler refuses the loopback site", async () => {
    const tracked = await tracker();
    site.setPage(tracked.path, { body: productPage("129.90") });
    process.env.CRAWLER_ALLOWED_HOSTS = "";
    reloadEnv();
    try {
      const before = site.requests.length;
      const refused = await checkCompetitor(tracked.id, noWait);
      expect(refused.status).toBe("failed");
      expect(site.requests.length).toBe(before);
      expect((await getCompetitor(tracked.id))?.status).toBe("error");
    } finally {
      process.env.CRAWLER_ALLOWED_HOSTS = site.host;
      reloadEnv();
    }
  });
});

describe("price alerts", () => {
  it("mail every recipient on every crossing whose notification is on, with old and new price and the link", async () => {
    const tracked = await tracker({ notifyPriceDecrease: true, emailRecipients: ["myynti@kaarto.fi", "omistaja@kaarto.fi"] });
    const check = async (price: string) => {
      site.setPage(tracked.path, { body: productPage(price) });
      return checkCompetitor(tracked.id, noWait);
    };
    await check("129.90");
    expect(sink.messages).toHaveLength(0);

    const down = await check("119.90");
    expect(down.status === "checked" && down.alerts).toBe(2);
    await sink.waitUntil((messages) => messages.length === 2, 10_000, "two alerts");
    expect(sink.messages.map((message) => message.envelope.to[0]).sort()).toEqual(["myynti@kaarto.fi", "omistaja@kaarto.fi"]);
    const alert = sink.messages[0];
    expect(alert.subject).toBe("Hinta laski: Michelin Primacy 4 205/55R16 (" + tracked.name + ")");
    expect(alert.text).toContain("Vanha hinta: 129,90");
    expect(alert.text).toContain("Uusi hinta: 119,90");
    expect(alert.text).toContain("10,00");
    expect(alert.text).toContain(`${site.url}${tracked.path}`);

    // Up again: increases are off, so nothing.
    await check("129.90");
    expect(sink.messages).toHaveLength(2);
    // Down again: a second crossing alerts again, not only the first.
    await check("109.90");
    await sink.waitUntil((messages) => messages.length === 4, 10_000, "the second crossing's alerts");

    await updateCompetitor(tracked.id, { ...tracked, notifyPriceIncrease: true, notifyPriceDecrease: false, emailRecipients: ["myynti@kaarto.fi"], status: "active" });
    await check("109.90");
    expect(sink.messages).toHaveLength(4);
    await check("114.90");
    await sink.waitUntil((messages) => messages.length === 5, 10_000, "the increase alert");
    expect(sink.messages[4].subject).toMatch(/^Hinta nousi/);
  });
});

describe("the daily run", () => {
  it("checks every tracker that is not disabled", async () => {
    const active = await tracker();
    const errored = await tracker();
    const disabled = await tracker({ status: "disabled" });
    for (const { path } of [active, errored, disabled]) site.setPage(path, { body: productPage("99.00") });
    await queryRows(sql`update competitors set status = 'error', last_error = 'vanha virhe' where id = ${errored.id}`);
    const checked: number[] = [];
    await processCompetitorJob({ task: "daily" }, (ids) =>
      inPool(ids, 4, async (id) => {
        checked.push(id);
        await checkCompetitor(id, noWait);
      }),
    );
    expect(checked).toEqual(expect.arrayContaining([active.id, errored.id]));
    expect(checked).not.toContain(disabled.id);
    expect(await getCompetitor(errored.id)).toMatchObject({ status: "active", currentPrice: "99.00" });
    expect((await getCompetitor(disabled.id))?.lastChecked).toBeNull();
  });
});

describe.skipIf(!process.env.REDIS_URL)("the daily run with Redis", () => {
  it("queues one job per tracker, and a second run the same day adds none", async () => {
    const redisUrl = process.env.REDIS_URL!;
    const prefix = `test-competitors-${randomBytes(4).toString("hex")}`;
    const savedPrefix = process.env.QUEUE_PREFIX;
    process.env.QUEUE_PREFIX = prefix;
    reloadEnv();
    const connection = redisConnection(redisUrl);
    const queue = new Queue("competitors", { connection, prefix });
    try {
      await tracker();
      const ids = await activeCompetitorIds();
      const run = () => processors.competitors!({ task: "daily" }, { token: "t", takeOver: true, finalAttempt: true }, NO_NEWSLETTERS);
      await run();
      const day = new Date().toISOString().slice(0, 10);
      const queued = async () => (await queue.getJobs(["waiting", "prioritized", "delayed"])).map((job) => job.id).sort();
      const expected = ids.map((id) => `competitor-${id}-${day}`).sort();
      expect(await queued()).toEqual(expected);
      await run();
      expect(await queued()).toEqual(expected);
    } finally {
      await queue.close();
      await connection.quit();
      await closeQueues();
      await obliterateQueues(redisUrl, prefix);
      if (savedPrefix === undefined) delete process.env.QUEUE_PREFIX;
      else process.env.QUEUE_PREFIX = savedPrefix;
      reloadEnv();
    }
  });
});
