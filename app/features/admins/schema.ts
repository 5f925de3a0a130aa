/**
 * The forms of the admin accounts: the invitation, the reset request, the new password of a one-time
 * link and the shop's two-factor requirement. Conform leaves an empty field out of the form data, so a
 * required field is an absent one.
 */
import { z } from "zod";
import { ACCOUNT_TEXTS as T, LINK_TEXTS, RESET_TEXTS } from "./texts";

export const USERNAME_LIMITS = { min: 3, max: 40 } as const;
export const EMAIL_MAX = 254;
/** Letters a–z (either case), digits, dot, underscore and hyphen. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/;

export const inviteSchema = z.object({
  username: z
    .string({ error: T.errors.usernameRequired })
    .trim()
    .min(1, T.errors.usernameRequired)
    .min(USERNAME_LIMITS.min, T.errors.usernameLength)
    .max(USERNAME_LIMITS.max, T.errors.usernameLength)
    .regex(USERNAME_PATTERN, T.errors.usernameChars),
  email: z
    .string({ error: T.errors.emailRequired })
    .trim()
    .min(1, T.errors.emailRequired)
    .max(EMAIL_MAX, T.errors.emailInvalid)
    .pipe(z.email({ error: T.errors.emailInvalid })),
});
export type InviteValue = z.output<typeof inviteSchema>;

/** The reset request: a username or an e-mail address, whichever the admin remembers. */
export const resetRequestSchema = z.object({
  identifier: z.string({ error: RESET_TEXTS.required }).trim().min(1, RESET_TEXTS.required).max(EMAIL_MAX, RESET_TEXTS.required),
});

/** The new password twice. How strong it must be is passwordProblem's (server) check, after this one. */
export const newPasswordSchema = z
  .object({
    password: z.string({ error: LINK_TEXTS.passwordRequired }).min(1, LINK_TEXTS.passwordRequired),
    confirm: z.string({ error: LINK_TEXTS.confirmRequired }).min(1, LINK_TEXTS.confirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: LINK_TEXTS.mismatch });
  });

/** The 'Vaadi kaksivaiheinen tunnistautuminen' checkbox: posted 'on' when ticked, absent otherwise. */
export const twoFactorSettingSchema = z.object({
  requireTwoFactor: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});
