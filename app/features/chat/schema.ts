/**
 * The chat page's form (/kaartobotti, the no-JavaScript chat) as its action reads it with Conform: a
 * suggestion button's value or the typed message, or 'Aloita uusi keskustelu'.
 */
import { z } from "zod";
import { CHAT_LIMITS } from "./rules";

export const CHAT_PAGE_TEXTS = {
  empty: "Kirjoita viesti ennen lähettämistä.",
  tooLong: `Viesti on liian pitkä: enintään ${CHAT_LIMITS.messageMaxLength} merkkiä.`,
} as const;

export const chatPageSchema = z
  .object({ intent: z.string().optional(), suggestion: z.string().optional(), message: z.string().optional() })
  .superRefine((value, ctx) => {
    if (value.intent === "new") return;
    const message = (value.suggestion ?? value.message ?? "").trim();
    if (message === "") ctx.addIssue({ code: "custom", path: ["message"], message: CHAT_PAGE_TEXTS.empty });
    else if (message.length > CHAT_LIMITS.messageMaxLength) ctx.addIssue({ code: "custom", path: ["message"], message: CHAT_PAGE_TEXTS.tooLong });
  })
  .transform((value) =>
    value.intent === "new" ? ({ kind: "new" } as const) : ({ kind: "message", message: (value.suggestion ?? value.message ?? "").trim() } as const),
  );
