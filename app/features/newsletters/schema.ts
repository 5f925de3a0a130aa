/**
 * The zod schemas of the newsletter dialogs' forms, for Conform in the browser and for the actions alike
 * (no server imports).
 */
import { z } from "zod";
import { OFFER_INTENTS, checkOfferSelection, offerFieldsSchema } from "./offer.rules";
import { CONTENT_MAX, NEWSLETTER_ADMIN_TEXTS, NEWSLETTER_INTENTS, SUBJECT_MAX, isEmailAddress, parseSendTime } from "./rules";

const E = NEWSLETTER_ADMIN_TEXTS.errors;

/** How much of a typed address is read: far beyond the longest address, so a long one is 'invalid', not cut to a valid one. */
const ADDRESS_READ_MAX = 300;

/**
 * The test address ('Lähetä testi'): required, then an address. Optional inside, because Conform's
 * parseWithZod turns an empty field into undefined before the string type sees it.
 */
export const testEmailField = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim().slice(0, ADDRESS_READ_MAX))
  .superRefine((value, ctx) => {
    if (value === "") ctx.addIssue({ code: "custom", message: E.testEmailRequired });
    else if (!isEmailAddress(value)) ctx.addIssue({ code: "custom", message: E.testEmailInvalid });
  });

/** The send dialog's 'Lähetä testi': the stored letter to one address. */
export const sendTestSchema = z.object({ testEmail: testEmailField });

/**
 * The send dialog's 'Lähetä valituille': at least one subscriber ticked. The action reads the ids
 * (parseDatabaseIds drops what is not an id), so a form of junk ids is refused there with the same message.
 */
export const sendSelectedSchema = z.object({
  tilaaja: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()).min(1, E.noneSelected)),
});

// ---------------------------------------------------------------- the newsletter form

/**
 * How much of a field is read back into the form: whatever was typed, up to far beyond every limit (a
 * form sent without the browser's maxlength comes back as it was, with the limit's error beside it).
 * Optional inside, because Conform's parseWithZod turns an empty field into undefined before the
 * string type sees it.
 */
const READ_MAX = CONTENT_MAX * 2;
const text = (normalise: (value: string) => string) =>
  z.preprocess((value) => (typeof value === "string" ? normalise(value).slice(0, READ_MAX) : ""), z.string().optional()).transform((value) => value ?? "");

/** The form's fields as strings: reading never fails; `newsletterFormSchema` judges them. */
export const newsletterFieldsSchema = z.object({
  subject: text((value) => value.trim()),
  content: text((value) => value.replace(/\r\n/g, "\n")),
  sendDate: text((value) => value.trim()),
  testEmail: text((value) => value.trim()),
});


/**
 * The offer generator's steps: the letter's fields travel along unchecked (they may still be empty) with
 * the generator's own; 'Luo viesti' also needs a product (`checkOfferSelection`).
 */
const offerStepFields = newsletterFieldsSchema.extend(offerFieldsSchema.shape);
export const offerStepSchema = (intent: string) => (intent === OFFER_INTENTS.generate ? offerStepFields.superRefine(checkOfferSelection) : offerStepFields);

/** The buttons of the newsletter form whose submit the rules check ('Esikatselu' and the offer's steps post as they are). */
const CHECKED_INTENTS: readonly string[] = NEWSLETTER_INTENTS;

/**
 * The newsletter form's rules for the button pressed (spec section 5): saving needs subject, content and
 * a send date, scheduling a send date in the future; a test send an address besides subject and content
 * (their lack is the form's message); sending to the chosen subscribers subject and content (the form's
 * message too; its send date is now). A locked send date (the field is disabled) is not checked. The
 * send date is Helsinki wall time, read by `parseSendTime` (parseHelsinkiWallTime, strict).
 */
export function newsletterFormSchema(intent: FormDataEntryValue | null, options: { now: Date; sendDateLocked: boolean }) {
  if (intent === OFFER_INTENTS.generate || intent === OFFER_INTENTS.search || intent === OFFER_INTENTS.back) return offerStepSchema(intent);
  if (typeof intent !== "string" || !CHECKED_INTENTS.includes(intent)) return newsletterFieldsSchema;
  return newsletterFieldsSchema.superRefine((values, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const hasText = values.subject !== "" && values.content.trim() !== "";
    if (intent === "test") {
      if (values.testEmail === "") issue(["testEmail"], E.testEmailRequired);
      else if (!isEmailAddress(values.testEmail)) issue(["testEmail"], E.testEmailInvalid);
      if (!hasText) issue([], E.testNeedsContent);
      if (values.subject.length > SUBJECT_MAX) issue(["subject"], E.subjectTooLong);
      if (values.content.length > CONTENT_MAX) issue(["content"], E.contentTooLong);
      return;
    }
    if (intent === "send-selected" && !hasText) issue([], E.sendNeedsContent);
    if (values.subject === "") issue(["subject"], E.subjectRequired);
    else if (values.subject.length > SUBJECT_MAX) issue(["subject"], E.subjectTooLong);
    if (values.content.trim() === "") issue(["content"], E.contentRequired);
    else if (values.content.length > CONTENT_MAX) issue(["content"], E.contentTooLong);
    if (!options.sendDateLocked && (intent === "draft" || intent === "schedule" || intent === "update")) {
      if (values.sendDate === "") issue(["sendDate"], E.sendDateRequired);
      else {
        const date = parseSendTime(values.sendDate);
        if (!date) issue(["sendDate"], E.sendDateInvalid);
        else if (intent === "schedule" && date.getTime() <= options.now.getTime()) issue(["sendDate"], E.sendDateInPast);
      }
    }
  });
}
