/**
 * The admin's own account ('Oma tili', /admin/tili): change the password, two-factor authentication and
 * the account's sessions; and the two-factor set-up (/admin/tili/kaksivaiheinen). Passwords never come
 * back in a page; wrong current passwords are counted per account (five in 15 minutes), so a session left
 * open cannot be used to guess the password.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { type Admin, checkOwnPassword, listSessions, revokeOtherSessions, revokeSessionById, setPassword, twoFactorRequired } from "~/services/admins.server";
import { describeChange } from "~/services/audit.server";
import { badRequest, requireForm } from "~/services/form.server";
import { PASSWORD_MIN_LENGTH, PasswordCheckBusy, passwordProblem } from "~/services/password.server";
import { hit, reset, secondsUntil, unhit } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/toast.server";
import {
  disableTwoFactor,
  enableTwoFactor,
  newTotpSetup,
  renewRecoveryCodes,
  totpSetupFor,
  totpStep,
  unusedRecoveryCodeCount,
  // Not a React hook, whatever its name says.
  redeemRecoveryCode,
  verifyAccountTotp,
} from "~/services/two-factor.server";
import { TWO_FACTOR_SETUP_PATH } from "~/services/session.server";
import { formatDateTime } from "~/lib/format";
import { RECOVERY_CODES_LOW, describeDevice, groupSecret } from "./rules";
import { accountIntent, changePasswordSchema, disableTwoFactorSchema, setupCodeSchema } from "./schema";
import { readSetupSecret, signSetupSecret } from "./setup-token.server";
import { ACCOUNT_TEXTS as T, AUDIT_SUMMARIES as A, SETUP_TEXTS as S } from "./texts";

export const ACCOUNT_PATH = "/admin/tili";

/** Wrong current passwords (changing it, turning two-factor off) per account: five per 15 minutes. */
const PASSWORD_ATTEMPTS = 5;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const attemptKey = (adminId: number) => `account-password:${adminId}`;

/** Never sent back in a page: passwords, and codes (one-time, or proven wrong). */
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword", "password", "code"];
const accountTarget = (admin: Admin) => `admins #${admin.id}`;

export type SessionView = { id: string; device: string; address: string; started: string; lastSeen: string; current: boolean };

export async function loadAccountPage(admin: Admin) {
  const [sessions, recoveryLeft, requiredByShop] = await Promise.all([
    listSessions(admin.id),
    admin.twoFactor ? unusedRecoveryCodeCount(admin.id) : Promise.resolve(0),
    twoFactorRequired(),
  ]);
  const views: SessionView[] = sessions.map((session) => ({
    id: session.id,
    device: describeDevice(session.userAgent),
    address: session.ip && session.ip !== "unknown" ? session.ip : T.unknownAddress,
    started: formatDateTime(session.createdAt),
    lastSeen: formatDateTime(session.lastSeenAt),
    current: session.id === admin.sessionId,
  }));
  // This device first, then the others as listSessions orders them (latest use first).
  views.sort((a, b) => Number(b.current) - Number(a.current));
  return {
    username: admin.username,
    twoFactor: admin.twoFactor,
    recoveryLeft,
    recoveryLow: recoveryLeft < RECOVERY_CODES_LOW,
    requiredByShop,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    setupPath: TWO_FACTOR_SETUP_PATH,
    sessions: views,
  };
}

/**
 * Counts one check of the account's own password and runs it: 'locked' past five wrong ones in the
 * window (counted before the check, so parallel guesses cannot slip past), 'busy' when the server's
 * password checks are full (not counted). A right password takes its count back.
 */
async function checkPasswordCounted(adminId: number, password: string): Promise<"ok" | "wrong" | { refused: string; retryAfterSeconds: number }> {
  const attempt = await hit(attemptKey(adminId), PASSWORD_WINDOW_MS);
  if (attempt.count > PASSWORD_ATTEMPTS) return { refused: T.tooManyAttempts, retryAfterSeconds: secondsUntil(attempt.resetAt) };
  try {
    if (!(await checkOwnPassword(adminId, password))) return "wrong";
  } catch (error) {
    await unhit(attemptKey(adminId));
    if (error instanceof PasswordCheckBusy) return { refused: T.busy, retryAfterSeconds: 5 };
    throw error;
  }
  await unhit(attemptKey(adminId));
  return "ok";
}

export async function accountAction({ admin, form }: { admin: Admin; form: FormData | null }) {
  const formData = requireForm(form);
  switch (accountIntent(formData.get("intent"))) {
    case "change-password":
      return changePassword(admin, formData);
    case "disable-two-factor":
      return turnTwoFactorOff(admin, formData);
    case "renew-codes":
      return renewCodes(admin);
    case "sign-out":
      return signOutSession(admin, formData);
    case "sign-out-others":
      return signOutOthers(admin);
    default:
      throw badRequest(T.badRequest);
  }
}

async function changePassword(admin: Admin, formData: FormData) {
  const intent = "change-password" as const;
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const refuse = (errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, status: number, headers?: HeadersInit) => {
    describeChange("password", A.passwordRefused, accountTarget(admin));
    return data({ intent, result: submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }), codes: null }, { status, headers });
  };
  if (submission.status !== "success") return refuse({}, 400);
  const { currentPassword, newPassword } = submission.value;
  // The new password first: a refused one costs no guess of the current one.
  const problem = await passwordProblem(newPassword, admin.username);
  if (problem) return refuse({ fieldErrors: { newPassword: [problem] } }, 400);
  const checked = await checkPasswordCounted(admin.id, currentPassword);
  if (checked === "wrong") return refuse({ fieldErrors: { currentPassword: [T.wrongPassword] } }, 400);
  if (checked !== "ok") return refuse({ formErrors: [checked.refused] }, 429, { "Retry-After": String(checked.retryAfterSeconds) });
  await setPassword(admin.id, newPassword, admin.sessionId);
  await reset(attemptKey(admin.id));
  describeChange("password", A.passwordChanged, accountTarget(admin));
  return redirectWithToast(ACCOUNT_PATH, { type: "success", message: T.passwordChanged });
}

async function turnTwoFactorOff(admin: Admin, formData: FormData) {
  const intent = "disable-two-factor" as const;
  const submission = parseWithZod(formData, { schema: disableTwoFactorSchema });
  const refuse = (errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, status: number, headers?: HeadersInit) => {
    describeChange("two_factor", A.disableRefused, accountTarget(admin));
    return data({ intent, result: submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }), codes: null }, { status, headers });
  };
  if (!admin.twoFactor) return refuse({ formErrors: [T.notOn] }, 400);
  if (await twoFactorRequired()) return refuse({ formErrors: [T.requiredByShop] }, 403);
  if (submission.status !== "success") return refuse({}, 400);
  const checked = await checkPasswordCounted(admin.id, submission.value.password);
  if (checked === "wrong") return refuse({ fieldErrors: { password: [T.wrongPassword] } }, 400);
  if (checked !== "ok") return refuse({ formErrors: [checked.refused] }, 429, { "Retry-After": String(checked.retryAfterSeconds) });
  // The code only after the password: a stranger at an open session cannot burn the recovery codes.
  const { code } = submission.value;
  const byApp = /^[\d\s-]+$/.test(code) && (await verifyAccountTotp(admin.id, code));
  if (!byApp && !(await redeemRecoveryCode(admin.id, code))) {
    // A wrong code counts as a wrong password would: the password alone must not buy unlimited code guesses.
    await hit(attemptKey(admin.id), PASSWORD_WINDOW_MS);
    return refuse({ fieldErrors: { code: [T.wrongCode] } }, 400);
  }
  await disableTwoFactor(admin.id);
  await reset(attemptKey(admin.id));
  describeChange("two_factor", A.disabled, accountTarget(admin));
  return redirectWithToast(ACCOUNT_PATH, { type: "success", message: T.disabled });
}

async function renewCodes(admin: Admin) {
  if (!admin.twoFactor) {
    describeChange("two_factor", A.codesRenewed, accountTarget(admin));
    return redirectWithToast(ACCOUNT_PATH, { type: "error", message: T.notOn });
  }
  const codes = await renewRecoveryCodes(admin.id);
  describeChange("two_factor", A.codesRenewed, accountTarget(admin));
  // Shown once, in this answer: never stored in a cookie or the page's address.
  return data({ intent: "renew-codes" as const, result: null, codes });
}

async function signOutSession(admin: Admin, formData: FormData) {
  const sessionId = String(formData.get("sessionId") ?? "").slice(0, 100);
  if (sessionId === admin.sessionId) return redirectWithToast(ACCOUNT_PATH, { type: "error", message: T.ownSession });
  const session = sessionId ? (await listSessions(admin.id)).find((candidate) => candidate.id === sessionId) : undefined;
  const device = describeDevice(session?.userAgent);
  describeChange("session", A.signedOut(device), accountTarget(admin));
  const ended = sessionId !== "" && (await revokeSessionById(admin.id, sessionId));
  return redirectWithToast(ACCOUNT_PATH, ended ? { type: "success", message: T.signedOut } : { type: "error", message: T.sessionGone });
}

async function signOutOthers(admin: Admin) {
  const count = await revokeOtherSessions(admin.id, admin.sessionId);
  describeChange("session", A.othersSignedOut(count), accountTarget(admin));
  return redirectWithToast(ACCOUNT_PATH, count > 0 ? { type: "success", message: T.othersSignedOut(count) } : { type: "info", message: T.noOthers });
}

// ---------------------------------------------------------------- the set-up

export type SetupView = { qrSvg: string; secretGroups: string; secretToken: string };

async function setupView(admin: Admin, secret?: string): Promise<SetupView> {
  const setup = secret ? await totpSetupFor(secret, admin.username) : await newTotpSetup(admin.username);
  return { qrSvg: setup.qrSvg, secretGroups: groupSecret(setup.secret), secretToken: signSetupSecret(admin.id, setup.secret) };
}

/** A new secret on every visit: nothing is stored until a code proves the app has it. */
export async function loadSetupPage(admin: Admin) {
  return {
    username: admin.username,
    mustSetUp: admin.mustSetUpTwoFactor,
    setup: admin.twoFactor ? null : await setupView(admin),
  };
}

export async function setupAction({ admin, form }: { admin: Admin; form: FormData | null }) {
  const submission = parseWithZod(requireForm(form), { schema: setupCodeSchema });
  const answer = (status: number, setup: SetupView | null, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    data({ result: submission.reply({ ...errors, hideFields: ["code"] }), setup, codes: null, wasRequired: admin.mustSetUpTwoFactor }, { status });
  if (admin.twoFactor) return answer(400, null, { formErrors: [S.alreadyOn] });
  const token = typeof form?.get("secretToken") === "string" ? String(form.get("secretToken")) : "";
  const secret = readSetupSecret(admin.id, token);
  // Missing, altered or old: a fresh secret to scan, the code field cleared.
  if (!secret) return answer(400, await setupView(admin), { formErrors: [S.expired] });
  if (submission.status !== "success") return answer(400, await setupView(admin, secret));
  const step = await totpStep(secret, submission.value.code);
  if (step === null) return answer(400, await setupView(admin, secret), { fieldErrors: { code: [S.wrongCode] } });
  const codes = await enableTwoFactor(admin.id, secret, step, admin.sessionId);
  describeChange("two_factor", A.enabled, `admins #${admin.id}`);
  return data({ result: null, setup: null, codes, wasRequired: admin.mustSetUpTwoFactor });
}
