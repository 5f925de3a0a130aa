/**
 * The admin's reminder pages: the rounds list with 'Uusi muistutuskierros', a round's page (who was
 * reminded), cancelling a round, and the mail's preview.
 */
import { data } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { parseDatabaseId } from "~/lib/database-id";
import { clampPage, parsePageNumber } from "~/lib/paging";
import { serverNow } from "~/services/clock.server";
import { redirectWithToast } from "~/services/toast.server";
import { reminderMessage } from "./jobs.server";
import { REMINDERS_ADMIN_PATH, REMINDER_TEXTS as T, roundLabel, roundPath } from "./reminders.rules";
import { roundFormSchema } from "./reminders.schema";
import {
  cancelRound,
  countRecipients,
  createRound,
  firstReminderOf,
  getRound,
  listRoundReminders,
  listRounds,
  previewRecipient,
  reminderMailData,
} from "./reminders.model.server";

export const REMINDED_PAGE_SIZE = 50;

/** The rounds list and how many would be reminded of each season if a round started now. */
export async function loadRemindersTab() {
  const [rounds, winter, summer] = await Promise.all([listRounds(), countRecipients("winter"), countRecipients("summer")]);
  return {
    rounds: rounds.map((round) => ({ ...round, label: roundLabel(round) })),
    recipientsNow: { winter, summer },
  };
}

/** 'Uusi muistutuskierros': a round per season and year; a second one is the form's Finnish error. */
export async function handleRoundForm(form: FormData) {
  const submission = parseWithZod(form, { schema: roundFormSchema({ now: serverNow() }) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const created = await createRound(submission.value);
    if (!created.ok) {
      const label = roundLabel({ season: submission.value.season, seasonKey: String(submission.value.sendAt.getUTCFullYear()) });
      return data({ result: submission.reply({ formErrors: [T.errors.duplicate(label)] }) }, { status: 409 });
    }
    return redirectWithToast(REMINDERS_ADMIN_PATH, { type: "success", message: T.toasts.created });
  } catch (error) {
    console.error("Muistutuskierroksen tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.errors.save] }) }, { status: 500 });
  }
}

/** A round from the URL, or the 404 the admin's error boundary shows. */
export async function requireRound(idParam: string | undefined) {
  const id = parseDatabaseId(idParam);
  const round = id === null ? null : await getRound(id);
  if (!round) throw new Response(T.errors.notFound, { status: 404 });
  return { ...round, label: roundLabel(round) };
}

/** A round's page: the round and who it reminded, a page at a time (?sivu=). */
export async function loadRoundPage(idParam: string | undefined, searchParams: URLSearchParams) {
  const round = await requireRound(idParam);
  const requested = parsePageNumber(searchParams.get("sivu"));
  const first = await listRoundReminders(round.id, { limit: REMINDED_PAGE_SIZE, offset: (requested - 1) * REMINDED_PAGE_SIZE });
  const paging = clampPage(requested, first.total, REMINDED_PAGE_SIZE);
  const shown =
    paging.page === requested ? first : await listRoundReminders(round.id, { limit: REMINDED_PAGE_SIZE, offset: (paging.page - 1) * REMINDED_PAGE_SIZE });
  const recipientsNow = round.status === "scheduled" ? await countRecipients(round.season) : null;
  return { round, reminded: shown.rows, paging: { ...paging, total: first.total }, recipientsNow };
}

/** Cancels a round and goes back to its page with a toast; a round already done is a toast too. */
export async function cancelRoundAndReturn(idParam: string | undefined) {
  const id = parseDatabaseId(idParam);
  const result = id === null ? ({ ok: false, error: "not_found" } as const) : await cancelRound(id);
  if (result.ok) return redirectWithToast(roundPath(id!), { type: "success", message: T.toasts.cancelled });
  if (result.error === "not_found") return redirectWithToast(REMINDERS_ADMIN_PATH, { type: "error", message: T.errors.notFound });
  return redirectWithToast(roundPath(id!), { type: "error", message: T.errors.notCancellable });
}

/** Stands for a personal address in the preview: the admin sees where the link goes, not a live credential. */
const PREVIEW_TOKEN = "esikatselu";

/**
 * The mail one customer of the round gets (its first reminded customer, or for a round not yet started,
 * the first one who would be), as an HTML page; null when there is nobody to remind.
 */
export async function roundPreview(idParam: string | undefined): Promise<{ subject: string; to: string; html: string; headers: Record<string, string> } | null> {
  const round = await requireRound(idParam);
  const recipient = (await firstReminderOf(round.id)) ?? (await previewRecipient(round.season));
  const mailData = recipient ? await reminderMailData(recipient.customerId, recipient.setId) : null;
  if (!mailData) return null;
  const message = reminderMessage({ ...mailData, customer: { ...mailData.customer, unsubscribeToken: PREVIEW_TOKEN } }, round.id, serverNow());
  // The customer's own link of the preview carries no signature.
  const html = (message.html ?? "").replace(/\/oma-rengashotelli\/[^"'\s<]+/g, `/oma-rengashotelli/${PREVIEW_TOKEN}`);
  return { subject: message.subject, to: message.to, html, headers: message.headers ?? {} };
}
