/**
 * The blog generator's options and texts (spec admin.md: POST /blog/generate {keywords, title, tone,
 * length}), with the request's schema. No I/O, so the admin form can share them. The tones and lengths
 * themselves are the blog's (rules.ts).
 */
import { z } from "zod";
import { BLOG_LENGTHS, BLOG_TONES, type BlogLength, type BlogTone } from "./rules";

export { BLOG_LENGTHS, BLOG_TONES };
export type { BlogLength, BlogTone };

/** The spec's "about 300, 600, 1000 words". */
export const BLOG_LENGTH_TARGETS: Record<BlogLength, number> = { short: 300, medium: 600, long: 1000 };

/** How far from the target an article may land and still count as that length (±20 %). */
export const BLOG_LENGTH_TOLERANCE = 0.2;

export function lengthBand(length: BlogLength): { min: number; target: number; max: number } {
  const target = BLOG_LENGTH_TARGETS[length];
  return { min: Math.round(target * (1 - BLOG_LENGTH_TOLERANCE)), target, max: Math.round(target * (1 + BLOG_LENGTH_TOLERANCE)) };
}

export const BLOG_GENERATOR_LIMITS = { keywords: 20, keyword: 60, title: 200 } as const;

export const BLOG_GENERATOR_TEXTS = {
  failed: "Blogin generointi epäonnistui. Yritä uudelleen.",
  keywordsRequired: "Anna vähintään yksi avainsana.",
  tooManyKeywords: `Anna enintään ${BLOG_GENERATOR_LIMITS.keywords} avainsanaa.`,
  keywordTooLong: `Avainsana saa olla enintään ${BLOG_GENERATOR_LIMITS.keyword} merkkiä pitkä.`,
  titleTooLong: `Otsikko saa olla enintään ${BLOG_GENERATOR_LIMITS.title} merkkiä pitkä.`,
  toneInvalid: "Valitse sävy: asiallinen, rento tai opettavainen.",
  lengthInvalid: "Valitse pituus: lyhyt, keskipitkä tai pitkä.",
  draftNotice:
    "Tämä on automaattisesti koottu luonnos liikkeen omista tiedoista (hinnasto, aukioloajat, merkit). Tarkista ja muokkaa teksti ennen julkaisua.",
  outlineNotice:
    "Avainsanoista ei ollut valmista aineistoa, joten saat rungon: väliotsikot ja hakasulkeissa ohjeet siitä, mitä kuhunkin kohtaan kirjoitetaan. Täytä ja muokkaa runko ennen julkaisua.",
} as const;

export const BLOG_TONE_LABELS: Record<BlogTone, string> = {
  professional: "Asiallinen",
  casual: "Rento",
  educational: "Opettavainen",
};

export const BLOG_LENGTH_LABELS: Record<BlogLength, string> = {
  short: "Lyhyt (noin 300 sanaa)",
  medium: "Keskipitkä (noin 600 sanaa)",
  long: "Pitkä (noin 1000 sanaa)",
};

/** 'a, b' or ['a', 'b, c'] → ['a', 'b', 'c']: trimmed, blanks dropped, case-insensitive duplicates dropped. */
export function splitKeywords(value: string | readonly string[]): string[] {
  const parts = (typeof value === "string" ? [value] : value).flatMap((entry) => entry.split(/[,;\n]/));
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of parts) {
    const keyword = part.replace(/\s+/g, " ").trim();
    const key = keyword.toLocaleLowerCase("fi-FI");
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** A form field or JSON value that may be missing: '' and null mean "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The longest keyword text worth splitting: every keyword at its longest with a separator. */
const MAX_KEYWORDS_TEXT = BLOG_GENERATOR_LIMITS.keywords * (BLOG_GENERATOR_LIMITS.keyword + 2);

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === "string");

/**
 * The body of POST /api/blog/generate (JSON, or the fields of a form): keywords as a comma list or an
 * array, an optional title, tone and length (professional and medium when left out).
 */
export const generateRequestSchema = z.object(
  {
    keywords: z.preprocess(
      (value) => {
        if (value === undefined || value === null) return [];
        if (typeof value !== "string" && !isStringList(value)) return value;
        // More text than the limits allow is refused before it is split: it reads as too many keywords.
        const size = typeof value === "string" ? value.length : value.reduce((sum, entry) => sum + entry.length + 1, 0);
        return size > MAX_KEYWORDS_TEXT ? Array.from({ length: BLOG_GENERATOR_LIMITS.keywords + 1 }, () => "") : splitKeywords(value);
      },
      z
        .array(z.string().max(BLOG_GENERATOR_LIMITS.keyword, BLOG_GENERATOR_TEXTS.keywordTooLong), { error: BLOG_GENERATOR_TEXTS.keywordsRequired })
        .min(1, BLOG_GENERATOR_TEXTS.keywordsRequired)
        .max(BLOG_GENERATOR_LIMITS.keywords, BLOG_GENERATOR_TEXTS.tooManyKeywords),
    ),
    title: optional(z.string({ error: BLOG_GENERATOR_TEXTS.titleTooLong }).trim().max(BLOG_GENERATOR_LIMITS.title, BLOG_GENERATOR_TEXTS.titleTooLong)).transform(
      (title) => title ?? "",
    ),
    tone: optional(z.enum(BLOG_TONES, BLOG_GENERATOR_TEXTS.toneInvalid)).transform((tone): BlogTone => tone ?? "professional"),
    length: optional(z.enum(BLOG_LENGTHS, BLOG_GENERATOR_TEXTS.lengthInvalid)).transform((length): BlogLength => length ?? "medium"),
  },
  { error: BLOG_GENERATOR_TEXTS.keywordsRequired },
);

export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** The request's options, or the Finnish text of its first problem. */
export function parseGenerateRequest(body: unknown): { ok: true; data: GenerateRequest } | { ok: false; message: string } {
  const parsed = generateRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? BLOG_GENERATOR_TEXTS.keywordsRequired };
}

/** Words as a reader counts them: runs with a letter or a digit (markdown marks and '€' do not count). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
