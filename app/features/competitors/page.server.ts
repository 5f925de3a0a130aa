/**
 * What the 'Kilpailija-analyysi' routes do besides rendering: the tab's data, the tracker form's action
 * (save or 'Testaa', shared by create and edit), 'Tarkista nyt', delete and the diff. Every outcome the
 * admin should hear about is a redirect to the tab with a 5 s toast (spec); a form error comes back with
 * everything typed, so nothing is lost with or without JavaScript.
 */
import { data, redirect } from "@remix-run/node";
import { COMPETITOR_TEXTS as T, COMPETITOR_TOAST_MS, type PriceMethod } from "~/features/competitors/rules";
import { type CompetitorFormValues, isTestIntent, parseCompetitorForm, parseCompetitorTest } from "~/features/competitors/schema";
import { buildDiffView } from "~/features/competitors/diff.rules";
import { isValidSelector } from "~/services/page-extract.server";
import type { ToastType } from "~/lib/toast";
import { parseDatabaseId } from "~/lib/database-id";
import {
  CHECK_LEASE_MS,
  type Competitor,
  createCompetitor,
  deleteCompetitor,
  getCompetitor,
  latestTwoChecks,
  listCompetitors,
  priceHistories,
  updateCompetitor,
} from "~/features/competitors/model.server";
import { MANUAL_CHECK, checkCompetitor, testExtraction } from "./check.server";
import { deleteAndReturn, redirectWithToast } from "~/services/toast.server";

export const COMPETITOR_TAB = "/admin/kilpailijat";

/** The form has 13 fields (with `intent`); anything well beyond that is not our form. */
export const COMPETITOR_FORM_OPTIONS = { form: { maxFields: 20, maxIndex: 0 } };

/** 'Testaa': the price found and how, or why the page could not be read. */
export type TestOutcome =
  | { ok: true; price: string | null; priceMethod: PriceMethod | null; selectorMissed: boolean; excerpt: string }
  | { ok: false; error: string };

/** The tab with the query it was opened with (the redirect target of every action). */
export function tabUrl(request: Request): string {
  return `${COMPETITOR_TAB}${new URL(request.url).search}`;
}

function toast(url: string, type: ToastType, message: string): Promise<Response> {
  return redirectWithToast(url, { type, message, durationMs: COMPETITOR_TOAST_MS });
}

/** The tracker of the route's `id`, or a 404 that the dialog's error boundary shows as 'Seurantaa ei löytynyt'. */
export async function requireCompetitor(id: string | undefined): Promise<Competitor> {
  const parsed = parseDatabaseId(id);
  const competitor = parsed === null ? null : await getCompetitor(parsed);
  if (!competitor) throw new Response(T.errors.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return competitor;
}

/** Every tracker with its price history, and whether a check of it is running right now. */
export async function loadCompetitorTab(now: Date = new Date()) {
  const rows = await listCompetitors();
  const histories = await priceHistories(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    busy: row.checkStartedAt !== null && now.getTime() - row.checkStartedAt.getTime() < CHECK_LEASE_MS,
    history: histories.get(row.id) ?? [],
  }));
}

export function formValuesOf(competitor: Competitor): CompetitorFormValues {
  return {
    name: competitor.name,
    url: competitor.url,
    productName: competitor.productName,
    selector: competitor.selector ?? "",
    trackingType: competitor.trackingType,
    notifyIncrease: competitor.notifyPriceIncrease,
    notifyDecrease: competitor.notifyPriceDecrease,
    recipients: competitor.emailRecipients.join("\n"),
    timeout: String(competitor.crawlTimeoutMs),
    retries: String(competitor.retryAttempts),
    status: competitor.status === "disabled" ? "disabled" : "active",
    productId: competitor.productId === null ? "" : String(competitor.productId),
  };
}

/**
 * The form's action. `intent=test` reads the typed page now and answers with what it found (only the
 * address and the selector must be valid for that); anything else saves: create when `existing` is
 * null, else update. Every answer carries Conform's reply, so what was typed comes back.
 */
export async function handleCompetitorForm(form: FormData, existing: Competitor | null, back: string) {
  if (isTestIntent(form)) {
    const submission = parseCompetitorTest(form, isValidSelector);
    if (submission.status !== "success") return data({ result: submission.reply(), test: null }, { status: 400 });
    return data({ result: submission.reply(), test: await runTest(submission.value) });
  }
  const submission = parseCompetitorForm(form, isValidSelector);
  if (submission.status !== "success") return data({ result: submission.reply(), test: null }, { status: 400 });
  try {
    if (!existing) {
      await createCompetitor(submission.value);
      return toast(back, "success", T.toasts.created);
    }
    const updated = await updateCompetitor(existing.id, submission.value);
    if (!updated) return data({ result: submission.reply({ formErrors: [T.errors.notFound] }), test: null }, { status: 404 });
    return toast(back, "success", T.toasts.updated);
  } catch (error) {
    console.error("Kilpailijan seurannan tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [existing ? T.errors.update : T.errors.create] }), test: null }, { status: 500 });
  }
}

async function runTest(page: Parameters<typeof testExtraction>[0]): Promise<TestOutcome> {
  const result = await testExtraction(page);
  if (!result.ok) return { ok: false, error: result.error };
  return {
    ok: true,
    price: result.price,
    priceMethod: result.priceMethod,
    selectorMissed: result.selectorMatched === false,
    excerpt: result.excerpt,
  };
}

/** 'Tarkista nyt': checks the tracker within this request and says how it went. */
export async function checkNow(idParam: string | undefined, back: string): Promise<Response> {
  const id = parseDatabaseId(idParam);
  // checkCompetitor cannot tell a missing tracker from a busy one: ask first.
  if (id === null || !(await getCompetitor(id))) return toast(back, "error", T.errors.notFound);
  const result = await checkCompetitor(id, MANUAL_CHECK);
  if (result.status === "checked") return toast(back, "success", T.toasts.checked);
  if (result.status === "busy") return toast(back, "info", T.toasts.alreadyChecking);
  return toast(back, "error", `${T.errors.check}: ${result.error}`);
}

export function deleteTracker(idParam: string | undefined, back: string): Promise<Response> {
  return deleteAndReturn(back, parseDatabaseId(idParam), deleteCompetitor, {
    deleted: T.toasts.deleted,
    notFound: T.errors.notFound,
    failed: T.errors.delete,
    logMessage: "Kilpailijan seurannan poisto epäonnistui:",
    durationMs: COMPETITOR_TOAST_MS,
  });
}

/** The diff dialog: the tracker's name and the state of its latest two checks. */
export async function loadDiff(idParam: string | undefined) {
  const competitor = await requireCompetitor(idParam);
  const checks = await latestTwoChecks(competitor.id);
  const latest = checks.at(-1) ?? null;
  const before = checks.length > 1 ? checks[0] : null;
  return { name: competitor.name, productName: competitor.productName, view: buildDiffView(before, latest) };
}

/** A GET of an action-only URL (a bookmark, a reload) lands on the tab. */
export function backToTab(request: Request): Response {
  return redirect(tabUrl(request));
}
