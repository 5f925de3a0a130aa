/**
 * One check of one competitor tracker: fetch the page safely (crawler.server.ts), record the snapshot,
 * prices and status (model.server.ts), and mail the recipients when the price crossed up or down
 * and that notification is on. Routes ('Tarkista nyt', 'Testaa') and the daily job call these.
 */
import { createHash } from "node:crypto";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import { formatEuros, priceDifference } from "~/features/competitors/prices.rules";
import { type Competitor, type RecordedCheck, beginCheck, recordCheck, recordFailure, releaseCheck } from "~/features/competitors/model.server";
import { CrawlError, crawlPage } from "~/services/crawler.server";
import { getEnv } from "~/services/env.server";
import { sendMail } from "~/services/mail.server";
import { getLogger } from "~/services/logger.server";

export const CHECK_TEXTS = {
  noPrice: "Hintaa ei löytynyt sivulta",
  selectorMissed: "CSS-valitsin ei osunut mihinkään sivun elementtiin",
};

export type CheckResult =
  | { status: "checked"; recorded: RecordedCheck; alerts: number }
  | { status: "failed"; error: string }
  | { status: "busy" };

export type CheckOptions = {
  /** Waits between retries (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
  /** Attempts at most, below the tracker's own setting ('Tarkista nyt' must answer within a request). */
  maxAttempts?: number;
};

/** 'Tarkista nyt' runs inside the admin's request: one retry at most, a second apart. */
export const MANUAL_CHECK: CheckOptions = { maxAttempts: 2, backoffMs: 1000 };

const crawlOptions = (tracker: Pick<Competitor, "crawlTimeoutMs" | "selector" | "productName" | "retryAttempts">, options: CheckOptions) => ({
  timeoutMs: tracker.crawlTimeoutMs,
  selector: tracker.selector,
  productName: tracker.productName,
  allowedHosts: getEnv().CRAWLER_ALLOWED_HOSTS,
  retries: Math.min(tracker.retryAttempts, options.maxAttempts ?? tracker.retryAttempts),
  backoffMs: options.backoffMs,
  sleep: options.sleep,
});

/**
 * Checks a tracker now. 'busy' when a check of it is already running. A page that cannot be read or
 * does not show what the tracker follows ends as status 'error' with the reason in Finnish.
 */
export async function checkCompetitor(id: number, options: CheckOptions = {}): Promise<CheckResult> {
  const tracker = await beginCheck(id);
  if (!tracker) return { status: "busy" };
  let outcome: Awaited<ReturnType<typeof crawlPage>>;
  try {
    outcome = await crawlPage(tracker.url, crawlOptions(tracker, options));
  } catch (error) {
    const message = error instanceof CrawlError ? error.message : T.errors.check;
    if (!(error instanceof CrawlError)) console.error(`Kilpailijan ${id} tarkistus epäonnistui:`, error);
    await recordFailure(id, message);
    return { status: "failed", error: message };
  }
  try {
    const problem =
      outcome.selectorMatched === false ? CHECK_TEXTS.selectorMissed : tracker.trackingType === "individual_price" && outcome.price === null ? CHECK_TEXTS.noPrice : null;
    if (problem) {
      await recordFailure(id, problem);
      return { status: "failed", error: problem };
    }
    const textHash = createHash("sha256").update(outcome.text).digest("hex");
    const recorded = await recordCheck(id, { price: outcome.price, priceMethod: outcome.priceMethod, text: outcome.text, textHash });
    if (!recorded) return { status: "failed", error: T.errors.notFound };
    const alerts = await sendPriceAlerts(tracker, recorded);
    return { status: "checked", recorded, alerts };
  } catch (error) {
    console.error(`Kilpailijan ${id} tarkistuksen tallennus epäonnistui:`, error);
    await releaseCheck(id).catch(() => undefined);
    return { status: "failed", error: T.errors.check };
  }
}

/** What 'Testaa' shows before saving: the price and how it was found, or why the page cannot be read. */
export async function testExtraction(input: { url: string; selector: string | null; productName: string; crawlTimeoutMs: number }) {
  try {
    const outcome = await crawlPage(input.url, { ...crawlOptions({ ...input, retryAttempts: 1 }, {}) });
    return {
      ok: true as const,
      price: outcome.price,
      priceMethod: outcome.priceMethod,
      selectorMatched: outcome.selectorMatched,
      excerpt: outcome.text.slice(0, 400),
    };
  } catch (error) {
    if (!(error instanceof CrawlError)) console.error("Kilpailijasivun testaus epäonnistui:", error);
    return { ok: false as const, error: error instanceof CrawlError ? error.message : T.errors.check };
  }
}

/**
 * One mail per recipient for every crossing (each check that finds the price above or below the last one),
 * when that direction's notification is on. A recipient whose mail fails is logged; the others still get theirs.
 */
export async function sendPriceAlerts(tracker: Competitor, recorded: RecordedCheck): Promise<number> {
  const { move, previousPrice, currentPrice } = recorded;
  if (move === null || previousPrice === null || currentPrice === null) return 0;
  const wanted = move === "increase" ? tracker.notifyPriceIncrease : tracker.notifyPriceDecrease;
  if (!wanted || tracker.emailRecipients.length === 0) return 0;
  const message = priceAlert(tracker, move, previousPrice, currentPrice);
  let sent = 0;
  for (const to of tracker.emailRecipients) {
    try {
      await sendMail({ ...message, to });
      sent += 1;
    } catch (error) {
      getLogger().error({ err: error, tracker: tracker.id }, "Hintailmoituksen lähetys epäonnistui");
    }
  }
  return sent;
}

export function priceAlert(tracker: Pick<Competitor, "name" | "productName" | "url">, move: "increase" | "decrease", previousPrice: string, currentPrice: string) {
  const difference = priceDifference(currentPrice, previousPrice);
  const euros = difference ? formatEuros(Math.abs(difference.euros)) : "";
  const percent = difference ? `${Math.abs(difference.percent).toLocaleString("fi-FI")} %` : "";
  const subject = move === "increase" ? T.alert.subjectIncrease(tracker.name, tracker.productName) : T.alert.subjectDecrease(tracker.name, tracker.productName);
  const verb = move === "increase" ? "nousi" : "laski";
  const text = [
    `${tracker.name}: tuotteen ${tracker.productName} hinta ${verb}.`,
    "",
    `Vanha hinta: ${formatEuros(previousPrice)}`,
    `Uusi hinta: ${formatEuros(currentPrice)}`,
    `Muutos: ${move === "increase" ? "+" : "−"}${euros} (${move === "increase" ? "+" : "−"}${percent})`,
    "",
    `Sivu: ${tracker.url}`,
    "",
    "Ilmoituksen lähetti Rengas-Kaarton kilpailija-analyysi. Ilmoitukset voi ottaa pois seurannan asetuksista.",
  ].join("\n");
  return { subject, text };
}
