/** Pure rules of the admin accounts: an account's status, the mails' contents, the link page's heading. */
import { formatDateTime } from "~/lib/format";
import { ACCOUNT_TEXTS as T, INVITE_MAIL, LINK_TEXTS, RESET_MAIL } from "./texts";

export type AccountStatus = "active" | "invited" | "disabled";

export type AccountFacts = {
  hasPassword: boolean;
  disabledAt: Date | string | null;
  /** When the account's newest unused invitation (or set-up) link stops working; null without one. */
  linkExpiresAt: Date | string | null;
};

/** A row of the accounts table as the page gets it. */
export type AccountListItem = {
  id: number;
  username: string;
  email: string | null;
  status: AccountStatus;
  statusText: string;
  twoFactor: boolean;
  /** Helsinki time, formatted. */
  lastLogin: string | null;
  isYou: boolean;
  /** 'Lähetä kutsu uudelleen' is offered. */
  canResend: boolean;
};

/** Disabled wins; an enabled account without a password is still waiting for its invitation. */
export function accountStatus(account: Pick<AccountFacts, "hasPassword" | "disabledAt">): AccountStatus {
  if (account.disabledAt) return "disabled";
  return account.hasPassword ? "active" : "invited";
}

/** 'Aktiivinen', 'Kutsuttu (linkki voimassa 29.11.2026 klo 15.30 asti)', 'Poistettu käytöstä'. */
export function statusText(account: AccountFacts, now: Date): string {
  const status = accountStatus(account);
  if (status !== "invited") return T.status[status];
  const expires = account.linkExpiresAt ? new Date(account.linkExpiresAt) : null;
  const detail = expires && expires.getTime() > now.getTime() ? T.inviteValidUntil(formatDateTime(expires)) : T.inviteExpired;
  return `${T.status.invited} (${detail})`;
}

export type LinkPurposeName = keyof typeof LINK_TEXTS.headings;

export function linkHeading(purpose: LinkPurposeName, username: string): string {
  return LINK_TEXTS.headings[purpose](username);
}

export function inviteMail(account: { username: string; email: string }, link: string) {
  return { to: account.email, subject: INVITE_MAIL.subject, text: INVITE_MAIL.text(account.username, link) };
}

export function resetMail(account: { username: string; email: string }, link: string) {
  return { to: account.email, subject: RESET_MAIL.subject, text: RESET_MAIL.text(account.username, link) };
}

/** What the reset form's one field holds: an address has an '@', a username never does. */
export function identifierKind(identifier: string): "email" | "username" {
  return identifier.includes("@") ? "email" : "username";
}
