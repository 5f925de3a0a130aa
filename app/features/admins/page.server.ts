/**
 * The work of the admin account pages: Asetukset › Ylläpitäjät (list, invite, resend, disable, enable,
 * delete, the shop's two-factor requirement), the public reset request and the page of a one-time link.
 * Every admin change names itself in the audit log (describeChange); models note the changed fields.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { type Admin, PASSWORD_LINK_PATH, countActiveAdmins, createPasswordLink, findPasswordLink, setTwoFactorRequired, twoFactorRequired, usePasswordLink as consumePasswordLink } from "~/services/admins.server";
import { describeChange, noteChange, writeAudit } from "~/services/audit.server";
import { serverNow } from "~/services/clock.server";
import { sendMailLater } from "~/services/mail.server";
import { passwordProblem } from "~/services/password.server";
import { consume } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatDateTime } from "~/lib/format";
import { parseDatabaseId } from "~/lib/database-id";
import {
  accountTarget,
  countActiveWithoutTwoFactor,
  createInvitedAccount,
  deleteAccount,
  disableAccount,
  enableAccount,
  findResetAccount,
  getAccount,
  invitableAccount,
  listAccounts,
} from "./model.server";
import { type AccountListItem, accountStatus, inviteMail, linkHeading, resetMail, statusText } from "./rules";
import { inviteSchema, newPasswordSchema, resetRequestSchema, twoFactorSettingSchema } from "./schema";
import { ACCOUNTS_PATH, ACCOUNT_TEXTS as T, LINK_TEXTS, RESET_REQUEST_PATH } from "./texts";
import { getLogger } from "~/services/logger.server";

// ------------------------------------------------------------------ the list

export async function loadAccounts(admin: Admin) {
  const now = serverNow();
  const [rows, requireTwoFactor, withoutTwoFactor] = await Promise.all([listAccounts(), twoFactorRequired(), countActiveWithoutTwoFactor()]);
  const accounts: AccountListItem[] = rows.map((row) => {
    const status = accountStatus(row);
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      status,
      statusText: statusText(row, now),
      twoFactor: row.twoFactor,
      lastLogin: row.lastLoginAt ? formatDateTime(row.lastLoginAt) : null,
      isYou: row.id === admin.id,
      canResend: status === "invited" && row.email !== null,
    };
  });
  return { accounts, requireTwoFactor, withoutTwoFactor };
}

/** The list's own action: the buttons of a row that need no confirmation, and the two-factor setting. */
export async function accountListAction(admin: Admin, form: FormData): Promise<Response> {
  const intent = String(form.get("intent") ?? "");
  if (intent === "two-factor") return saveTwoFactorSetting(form);
  const id = parseDatabaseId(form.get("id"));
  if (id === null) return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: T.errors.notFound });
  if (intent === "resend") return resendInvite(id);
  if (intent === "enable") return enable(id);
  return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: T.errors.failed });
}

async function saveTwoFactorSetting(form: FormData): Promise<Response> {
  const { requireTwoFactor } = twoFactorSettingSchema.parse({ requireTwoFactor: form.get("requireTwoFactor") ?? undefined });
  const before = await twoFactorRequired();
  if (before === requireTwoFactor) return redirectWithToast(ACCOUNTS_PATH, { type: "info", message: T.twoFactor.unchanged });
  await setTwoFactorRequired(requireTwoFactor);
  noteChange("admin_settings #1", { requireTwoFactor: before }, { requireTwoFactor });
  describeChange(
    "two_factor",
    requireTwoFactor ? "Vaati kaksivaiheisen tunnistautumisen kaikilta ylläpitäjiltä" : "Poisti kaikkia ylläpitäjiä koskevan kaksivaiheisen tunnistautumisen vaatimuksen",
    "admin_settings #1",
  );
  return redirectWithToast(ACCOUNTS_PATH, { type: "success", message: requireTwoFactor ? T.twoFactor.on : T.twoFactor.off });
}

async function resendInvite(id: number): Promise<Response> {
  const account = await invitableAccount(id);
  if (!account) {
    describeChange("account", `Kutsun uudelleenlähetys estettiin (${accountTarget(id)})`, accountTarget(id));
    return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: T.errors.notInvited });
  }
  // The new link replaces the old one, which stops working (createPasswordLink).
  const link = await createPasswordLink(account.id, "invite");
  sendMailLater(inviteMail(account, link), "ylläpitäjän kutsu");
  describeChange("account", `Lähetti kutsun uudelleen ylläpitäjälle ${account.username} (${account.email})`, accountTarget(account.id));
  return redirectWithToast(ACCOUNTS_PATH, { type: "success", message: T.reinvited(account.email) });
}

async function enable(id: number): Promise<Response> {
  const result = await enableAccount(id);
  if (!result.ok) return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: T.errors.notFound });
  describeChange("account", `Otti käyttöön ylläpitäjän ${result.username}`, accountTarget(id));
  return redirectWithToast(ACCOUNTS_PATH, { type: "success", message: T.enabled(result.username) });
}

// ------------------------------------------------------------------ invite

export async function inviteAction(admin: Admin, form: FormData) {
  const submission = parseWithZod(form, { schema: inviteSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await createInvitedAccount(submission.value, admin.id);
  if (!result.ok) {
    const fieldErrors: Record<string, string[]> = {};
    if (result.taken.username) fieldErrors.username = [T.errors.usernameTaken];
    if (result.taken.email) fieldErrors.email = [T.errors.emailTaken];
    return data({ result: submission.reply({ fieldErrors }) }, { status: 409 });
  }
  const { account } = result;
  const link = await createPasswordLink(account.id, "invite");
  sendMailLater(inviteMail(account, link), "ylläpitäjän kutsu");
  describeChange("account", `Kutsui ylläpitäjän ${account.username} (${account.email})`, accountTarget(account.id));
  return redirectWithToast(ACCOUNTS_PATH, { type: "success", message: T.invited(account.email) });
}

// ------------------------------------------------------------------ disable and delete (confirmed)

/** The confirmation page's account, and why the change is not possible when it is not (shown instead of the button). */
export async function loadConfirmation(admin: Admin, idParam: string | undefined, kind: "disable" | "delete") {
  const id = parseDatabaseId(idParam);
  const account = id === null ? null : await getAccount(id);
  if (!account) throw new Response(T.errors.notFound, { status: 404 });
  let blocked: string | null = null;
  if ((await countActiveAdmins(account.id)) === 0) blocked = kind === "disable" ? T.errors.lastDisable : T.errors.lastDelete;
  else if (account.id === admin.id) blocked = T.errors.self;
  return { account: { id: account.id, username: account.username, disabled: account.disabledAt !== null }, blocked };
}

const refusal = (error: "not_found" | "self" | "last", kind: "disable" | "delete") =>
  error === "not_found" ? T.errors.notFound : error === "self" ? T.errors.self : kind === "disable" ? T.errors.lastDisable : T.errors.lastDelete;

export async function disableAction(admin: Admin, idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  if (id === null) return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: T.errors.notFound });
  const result = await disableAccount(id, admin.id);
  if (!result.ok) {
    describeChange("account", `Ylläpitäjän ${result.username ?? accountTarget(id)} käytöstä poisto estettiin: ${refusal(result.error, "disable")}`, accountTarget(id));
    return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: refusal(result.error, "disable") });
  }
  describeChange("account", `Poisti käytöstä ylläpitäjän ${result.username}`, accountTarget(id));
  return redirectWithToast(ACCOUNTS_PATH, { type: "success", message: T.disabled(result.username) });
}

export async function deleteAction(admin: Admin, idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  if (id === null) return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: T.errors.notFound });
  const result = await deleteAccount(id, admin.id);
  if (!result.ok) {
    describeChange("account", `Ylläpitäjän ${result.username ?? accountTarget(id)} poisto estettiin: ${refusal(result.error, "delete")}`, accountTarget(id));
    return redirectWithToast(ACCOUNTS_PATH, { type: "error", message: refusal(result.error, "delete") });
  }
  describeChange("account", `Poisti ylläpitäjän ${result.username}`, accountTarget(id));
  return redirectWithToast(ACCOUNTS_PATH, { type: "success", message: T.deleted(result.username) });
}

// ------------------------------------------------------------------ the public reset request

/** Reset links one account may be mailed per hour, whoever asks; more are dropped without a word. */
export const RESET_LINKS_PER_ACCOUNT = 3;
const HOUR_MS = 60 * 60 * 1000;

let background: Promise<void> = Promise.resolve();

/** Resolves once every reset link asked for so far has been made and handed to the mailer (tests). */
export function passwordResetsIdle(): Promise<void> {
  return background;
}

/**
 * 'Unohtuiko salasana?': the answer is the same whether the name or address belongs to an account or
 * not, and takes the same work (one lookup); making the link and mailing it happen after the answer.
 */
export async function requestPasswordReset(form: FormData, ip: string) {
  const submission = parseWithZod(form, { schema: resetRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const account = await findResetAccount(submission.value.identifier);
  if (account) {
    background = background.then(() =>
      mailResetLink(account, ip).catch((error: unknown) => getLogger().error({ err: error }, "Salasanan palautuslinkin lähetys epäonnistui")),
    );
  }
  return data({ result: submission.reply({ resetForm: true }), sent: true }, { status: 200 });
}

async function mailResetLink(account: { id: number; username: string; email: string }, ip: string): Promise<void> {
  if (!(await consume(`password-reset-account:${account.id}`, RESET_LINKS_PER_ACCOUNT, HOUR_MS))) {
    console.warn(`Salasanan palautuslinkkiä ei lähetetty (${accountTarget(account.id)}): tunnin raja ${RESET_LINKS_PER_ACCOUNT} täynnä.`);
    return;
  }
  const link = await createPasswordLink(account.id, "reset");
  sendMailLater(resetMail(account, link), "salasanan palautuslinkki");
  await writeAudit({
    adminId: account.id,
    username: account.username,
    action: "password",
    summary: "Salasanan palautuslinkki lähetettiin tilin sähköpostiin",
    path: RESET_REQUEST_PATH,
    target: accountTarget(account.id),
    ip,
  });
}

// ------------------------------------------------------------------ the one-time link's page

/** The token is in the address: it must reach no other site (Referer) and no cache. */
export const LINK_PAGE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } as const;

export async function loadPasswordLink(token: string | undefined) {
  const link = await findPasswordLink(token ?? "", serverNow());
  if (!link) return data({ link: null }, { status: 410, headers: LINK_PAGE_HEADERS });
  return data({ link: { username: link.username, purpose: link.purpose, heading: linkHeading(link.purpose, link.username) } }, { headers: LINK_PAGE_HEADERS });
}

/**
 * Sets the password through the link: both fields alike, strong enough (passwordProblem), and the link
 * used up atomically (usePasswordLink ends the account's sessions). Then to the login page, which asks
 * for the second factor as always when the account has one.
 */
export async function setPasswordByLink(token: string | undefined, form: FormData, ip: string) {
  const now = serverNow();
  const link = await findPasswordLink(token ?? "", now);
  if (!link) return data({ expired: true as const, result: undefined }, { status: 410, headers: LINK_PAGE_HEADERS });
  const submission = parseWithZod(form, { schema: newPasswordSchema });
  const hidden = { hideFields: ["password", "confirm"] };
  if (submission.status !== "success") return data({ expired: false as const, result: submission.reply(hidden) }, { status: 400, headers: LINK_PAGE_HEADERS });
  const problem = await passwordProblem(submission.value.password, link.username);
  if (problem) {
    return data({ expired: false as const, result: submission.reply({ ...hidden, fieldErrors: { password: [problem] } }) }, { status: 400, headers: LINK_PAGE_HEADERS });
  }
  const used = await consumePasswordLink(token ?? "", submission.value.password, now);
  if (!used) return data({ expired: true as const, result: undefined }, { status: 410, headers: LINK_PAGE_HEADERS });
  await writeAudit({
    adminId: used.adminId,
    username: used.username,
    action: "password",
    summary: LINK_TEXTS.auditSummary[used.purpose],
    // Never the token: only the page it was used on.
    path: PASSWORD_LINK_PATH,
    target: accountTarget(used.adminId),
    status: 302,
    ip,
  });
  return redirectWithToast("/admin/login", { type: "success", message: LINK_TEXTS.done }, { headers: LINK_PAGE_HEADERS });
}
