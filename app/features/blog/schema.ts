/**
 * The zod schemas of the blog tab's forms, for Conform in the browser and for the actions alike (no
 * server imports): 'Luo uusi blogiartikkeli' (the generator) and the article editor, whose rules are
 * `articleInputSchema` (rules.ts, shared with the JSON calls).
 */
import { z } from "zod";
import { BLOG_LENGTHS, BLOG_TEXTS as T, BLOG_TONES, articleInputSchema, parseKeywords } from "./rules";
import { DEFAULT_GENERATOR } from "./form";

export { articleInputSchema };

/**
 * A text field as typed, '' when missing. Optional inside, because Conform's parseWithZod turns an empty
 * string into undefined before the string type sees it.
 */
const typed = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().optional()).transform((value) => value ?? "");

/**
 * 'Generoi': at least one keyword (the comma list, parsed as the generator reads it), an optional title
 * and the tone and length (an unknown one is the default, as the select cannot send one).
 */
export const blogGeneratorSchema = z.object({
  keywords: typed.transform(parseKeywords).refine((keywords) => keywords.length > 0, { message: T.keywordsRequired }),
  title: typed.transform((value) => value.trim()),
  tone: z.enum(BLOG_TONES).catch(DEFAULT_GENERATOR.tone),
  length: z.enum(BLOG_LENGTHS).catch(DEFAULT_GENERATOR.length),
});

/** The editor's buttons that save: only these are checked in the browser ('Esikatselu', 'Hylkää' post as they are). */
export const isPublishIntent = (intent: FormDataEntryValue | null) => intent === null || intent === "publish";

/** What the editor's submit is checked against: the article's rules when publishing, nothing otherwise. */
export const articleEditorSchema = (intent: FormDataEntryValue | null) => (isPublishIntent(intent) ? articleInputSchema : z.object({}));
