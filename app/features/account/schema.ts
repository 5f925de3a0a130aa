/** The account page's forms, parsed the same way in the browser and in the action (Conform + zod). */
import { z } from "zod";
import { ACCOUNT_TEXTS as T, SETUP_TEXTS as S } from "./texts";

/** Which of the account page's forms was sent: each posts its own `intent`. */
export const ACCOUNT_INTENTS = ["change-password", "disable-two-factor", "renew-codes", "sign-out", "sign-out-others"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export function accountIntent(value: FormDataEntryValue | null): AccountIntent | null {
  return ACCOUNT_INTENTS.find((intent) => intent === value) ?? null;
}

/** A typed field Conform sends as undefined when blank; never trimmed (a password may start with a space). */
const required = (message: string) => z.string({ error: message }).min(1, message).max(1000, message);

/**
 * Current password, the new one twice. Length, the common-password list and the username are checked by
 * the server (passwordProblem): the list is not shipped to the browser.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: required(T.currentRequired),
    newPassword: required(T.newRequired),
    confirmPassword: required(T.confirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: T.mismatch });
    else if (value.newPassword === value.currentPassword) ctx.addIssue({ code: "custom", path: ["newPassword"], message: T.sameAsCurrent });
  });

export const disableTwoFactorSchema = z.object({
  password: required(T.currentRequired),
  code: z.string({ error: T.codeRequired }).trim().min(1, T.codeRequired).max(40, T.wrongCode),
});

/** The set-up's code and the signed secret it was made for (a hidden field; see setup-token.server.ts). */
export const setupCodeSchema = z.object({
  secretToken: z.string({ error: S.expired }).min(1, S.expired).max(300, S.expired),
  code: z.string({ error: S.codeRequired }).trim().min(1, S.codeRequired).max(20, S.wrongCode),
});
