/**
 * The blog tab 'Blogin hallinta' (spec admin.md sections 3, 5, 8 and 9; decision 0021): constants, every
 * Finnish text, slugs, keywords, the article's rules (one zod schema for the admin's form and the JSON
 * calls) and the Helsinki wall time of 'Ajasta julkaisu'. No I/O: the browser uses the same rules.
 */
import { z } from "zod";
import { formatFinnishNumber } from "~/lib/finnish-number";
import { parseHelsinkiWallTime, toHelsinkiWallTime } from "~/lib/helsinki-time";
import { isImageAddress } from "~/features/images/rules";
import { ARTICLE_TONES, type ArticleTone } from "#db/schema/enum-values";

export const BLOG_PAGE_SIZE = 5;
export const BLOG_LIMITS = { title: 200, content: 50_000, keywords: 20, keyword: 60, slug: 100, description: 300, alt: 250 } as const;
export const BLOG_TIME_ZONE = "Europe/Helsinki";

/** The tones of an article (the database's article_tone). */
export const BLOG_TONES = ARTICLE_TONES;
export type BlogTone = ArticleTone;
export const BLOG_LENGTHS = ["short", "medium", "long"] as const;
export type BlogLength = (typeof BLOG_LENGTHS)[number];

/** The slug of an article whose title has no letters or digits at all. */
export const FALLBACK_SLUG = "artikkeli";

export const BLOG_TEXTS = {
  metaTitle: "Blogin hallinta – Ylläpito",
  title: "Blogin hallinta",
  intro: "Luo artikkeli avainsanoista, muokkaa se valmiiksi ja julkaise heti tai ajastettuna. Artikkelit näkyvät sivulla /artikkelit.",
  generatorTitle: "Luo uusi blogiartikkeli",
  listTitle: "Julkaistut artikkelit",
  editorTitle: "Artikkelin muokkaus",
  editHeading: "Muokkaa artikkelia",
  deleteHeading: "Poista artikkeli",
  previewTitle: "Esikatselu",

  // The spec's messages (section 8), word for word.
  generateFailed: "Blogin generointi epäonnistui. Yritä uudelleen.",
  titleRequired: "Otsikko on pakollinen. Lisää otsikko ennen julkaisua.",
  contentRequired: "Sisältö on pakollinen. Generoi tai kirjoita sisältö ennen julkaisua.",
  saveFailed: (message: string) => `Artikkelin tallennus epäonnistui: ${message}`,
  published: "Artikkeli julkaistu onnistuneesti!",
  updated: "Artikkeli päivitetty!",
  empty: "Ei julkaistuja artikkeleita",
  deleted: "Artikkeli poistettu onnistuneesti",
  deleteFailed: "Artikkelin poistaminen epäonnistui",
  listError: (message: string) => `Error: ${message}`,

  // Beyond the spec.
  keywordsRequired: "Anna vähintään yksi avainsana.",
  scheduled: (when: string) => `Artikkeli ajastettu julkaistavaksi ${when}.`,
  notFound: "Artikkelia ei löytynyt",
  confirmDelete: (title: string) => `Poistetaanko artikkeli ”${title}”? Poistoa ei voi perua.`,
  confirmDiscard: "Hylätäänkö luonnos? Kirjoittamasi teksti katoaa.",
  newsletterCreated: "Uutiskirjeen luonnos luotu artikkelista. Tarkista se ennen lähettämistä.",
  newsletterFailed: "Uutiskirjeen luonnoksen luominen epäonnistui",
  generating: "Artikkelia kirjoitetaan…",

  errors: {
    titleTooLong: `Otsikko saa olla enintään ${BLOG_LIMITS.title} merkkiä.`,
    contentTooLong: `Sisältö saa olla enintään ${formatFinnishNumber(BLOG_LIMITS.content)} merkkiä.`,
    keywordsTooMany: `Avainsanoja voi olla enintään ${BLOG_LIMITS.keywords}.`,
    keywordTooLong: `Avainsana saa olla enintään ${BLOG_LIMITS.keyword} merkkiä.`,
    keywordsInvalid: "Anna avainsanat pilkuilla erotettuna.",
    slugTaken: "Osoite on jo toisen artikkelin käytössä. Valitse toinen osoite.",
    slugInvalid: "Osoitteessa voi olla vain kirjaimia a–z, numeroita ja väliviivoja.",
    slugTooLong: `Osoite saa olla enintään ${BLOG_LIMITS.slug} merkkiä.`,
    descriptionTooLong: `Metakuvaus saa olla enintään ${BLOG_LIMITS.description} merkkiä.`,
    featureImageInvalid: "Kuvan pitää olla kuvapankin kuva tai https://-osoite. Valitse kuva kuvakirjastosta.",
    altTooLong: `Kuvan vaihtoehtoinen teksti saa olla enintään ${BLOG_LIMITS.alt} merkkiä.`,
    publishAtInvalid: "Julkaisuaika ei kelpaa. Anna päivä ja kellonaika, esim. 15.3.2026 klo 9.00.",
    toneInvalid: "Valitse sävy.",
    lengthInvalid: "Valitse pituus.",
    invalid: "Tarkista artikkelin tiedot.",
  },

  fields: {
    keywords: "Avainsanat",
    keywordsHint: "Erota pilkulla, esim. talvirenkaat, renkaanvaihto, rengashotelli.",
    title: "Otsikko",
    titleHint: "Valinnainen generoinnissa: ilman otsikkoa se luodaan avainsanoista.",
    tone: "Sävy",
    length: "Pituus",
    content: "Sisältö",
    contentHint: "Markdownia: ## väliotsikko, **lihavointi**, - luettelo, [linkki](https://…).",
    slug: "Osoite",
    slugHint: "Artikkelin osoite /artikkelit/… – tyhjänä se muodostetaan otsikosta. Vanha osoite ohjaa uuteen.",
    description: "Metakuvaus",
    descriptionHint: "Näkyy hakukoneiden tuloksissa ja jaettaessa. Tyhjänä käytetään ensimmäistä kappaletta.",
    featureImage: "Pääkuva",
    featureImageHint: "Näkyy artikkelin alussa, listassa ja somejaoissa.",
    featureImageAlt: "Kuvan vaihtoehtoinen teksti",
    publishAt: "Ajasta julkaisu",
    publishAtHint: "Suomen aikaa. Tyhjänä artikkeli julkaistaan heti.",
  },

  tones: { professional: "Asiantunteva", casual: "Rento", educational: "Opastava" } satisfies Record<BlogTone, string>,
  lengths: {
    short: "Lyhyt (noin 300 sanaa)",
    medium: "Keskipitkä (noin 600 sanaa)",
    long: "Pitkä (noin 1000 sanaa)",
  } satisfies Record<BlogLength, string>,

  status: {
    published: (date: string) => `Julkaistu ${date}`,
    scheduled: (dateTime: string) => `Ajastettu ${dateTime}`,
  },

  buttons: {
    generate: "Generoi",
    generating: "Generoidaan…",
    discard: "Hylkää",
    edit: "Muokkaa",
    publish: "Tallenna ja julkaise",
    publishing: "Tallennetaan…",
    schedule: "Ajasta julkaisu",
    delete: "Poista",
    confirmDelete: "Poista artikkeli",
    deleting: "Poistetaan…",
    cancel: "Peruuta",
    close: "Sulje",
    preview: "Esikatselu",
    write: "Kirjoita",
    view: "Näytä sivustolla",
    sendAsNewsletter: "Lähetä uutiskirjeenä",
    retry: "Yritä uudelleen",
  },
} as const;

const E = BLOG_TEXTS.errors;

// ---------------------------------------------------------------- slugs and keywords

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `value` is a slug as stored: lowercase a–z and digits in hyphen-separated parts, at most 100. */
export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= BLOG_LIMITS.slug && SLUG_PATTERN.test(value);
}

/**
 * The URL slug of a title, Finnish first: 'Mitä öljyä? Å-ryhmä' → 'mita-oljya-a-ryhma'. Other accents
 * lose their marks, everything else is a separator; at most 100 characters, cut at a hyphen when one is
 * near. '' when nothing is left (the caller picks a fallback).
 */
export function slugify(title: string): string {
  const ascii = title
    .toLowerCase()
    .replace(/[äå]/g, "a")
    .replace(/ö/g, "o")
    .replace(/ß/g, "ss")
    .replace(/[æ]/g, "ae")
    .replace(/[ø]/g, "o")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= BLOG_LIMITS.slug) return slug;
  const cut = slug.slice(0, BLOG_LIMITS.slug);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > BLOG_LIMITS.slug / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** `slug` with '-n' appended, its base shortened so the whole stays within the limit. */
export function slugWithSuffix(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${slug.slice(0, BLOG_LIMITS.slug - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/**
 * Keywords from the comma list the admin types (or a JSON array joined): trimmed, inner whitespace
 * collapsed, blanks and repeats (case-insensitive, the first spelling kept) dropped. The count and
 * lengths are checked by `keywordsSchema`, which tells the admin instead of dropping what was typed.
 */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const piece of text.split(/[,;\n]/)) {
    const keyword = piece.replace(/\s+/g, " ").trim();
    const key = keyword.toLocaleLowerCase("fi-FI");
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** Keywords as a form field ('a, b') or a JSON array of strings; at most 20, each at most 60 characters. */
export const keywordsSchema = z
  .preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .union([z.string().max(BLOG_LIMITS.keywords * (BLOG_LIMITS.keyword + 2) * 4), z.array(z.string()).max(BLOG_LIMITS.keywords * 4)], {
        error: E.keywordsInvalid,
      })
      .optional(),
  )
  .transform((value) => parseKeywords(Array.isArray(value) ? value.join(",") : (value ?? "")))
  .pipe(z.array(z.string().max(BLOG_LIMITS.keyword, E.keywordTooLong)).max(BLOG_LIMITS.keywords, E.keywordsTooMany));

export { parseHelsinkiWallTime, toHelsinkiWallTime };
export { articlePath } from "./paths";

// ---------------------------------------------------------------- the article's rules

/** Text of a field: missing is '', Windows line ends become '\n'; anything but a string fails the type. */
const text = (value: unknown) => (value === undefined || value === null ? "" : typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);

/**
 * A text field as a string ('' when missing). Optional inside, because Conform's parseWithZod turns
 * every empty string into undefined before the string type sees it; the checks come after, on the text.
 */
const textField = (typeMessage: string) => z.preprocess(text, z.string({ error: typeMessage }).optional()).transform((value) => value ?? "");

/** What is stored for an article, from the form or a JSON body (the model's input). */
export type ArticleInput = {
  title: string;
  content: string;
  keywords: string[];
  /** A slug the admin chose (normalised with slugify); null: from the title (new) or unchanged (edit). */
  slug: string | null;
  /** '' means the excerpt of the content. */
  description: string;
  featureImage: string | null;
  featureImageAlt: string;
  /** When the article becomes public; null: now (new), unchanged if already public (edit). */
  publishAt: Date | null;
};

export type ArticleField = keyof ArticleInput;
export type ArticleFieldErrors = Partial<Record<ArticleField | "form", string>>;

const IMAGE_ADDRESS_MAX = 2000;

/**
 * The article's rules with the Finnish messages, for the admin's form (Conform's parseWithZod, which
 * leaves empty fields out) and the JSON calls alike. Title and content are required (the spec's texts).
 */
export const articleInputSchema = z
  .object({
    title: textField(E.invalid)
      .transform((value) => value.trim())
      .refine((value) => value !== "", BLOG_TEXTS.titleRequired)
      .refine((value) => value.length <= BLOG_LIMITS.title, E.titleTooLong),
    content: textField(E.invalid)
      .transform((value) => value.trim())
      .refine((value) => value !== "", BLOG_TEXTS.contentRequired)
      .refine((value) => value.length <= BLOG_LIMITS.content, E.contentTooLong),
    keywords: keywordsSchema,
    slug: textField(E.slugInvalid).transform((typed, context) => {
      const value = typed.trim();
      if (value === "") return null;
      const slug = value.length > BLOG_LIMITS.slug ? "" : slugify(value);
      if (slug !== "") return slug;
      context.addIssue({ code: "custom", message: value.length > BLOG_LIMITS.slug ? E.slugTooLong : E.slugInvalid });
      return z.NEVER;
    }),
    description: textField(E.invalid)
      .transform((value) => value.replace(/\s+/g, " ").trim())
      .refine((value) => value.length <= BLOG_LIMITS.description, E.descriptionTooLong),
    featureImage: textField(E.featureImageInvalid)
      .transform((value) => (value.trim() === "" ? null : value.trim()))
      .refine((value) => value === null || (value.length <= IMAGE_ADDRESS_MAX && isImageAddress(value)), E.featureImageInvalid),
    featureImageAlt: textField(E.invalid)
      .transform((value) => value.replace(/\s+/g, " ").trim())
      .refine((value) => value.length <= BLOG_LIMITS.alt, E.altTooLong),
    publishAt: z
      .preprocess((value) => (value instanceof Date ? value.toISOString() : text(value)), z.string({ error: E.publishAtInvalid }).optional())
      .transform((typed, context) => {
        const value = (typed ?? "").trim();
        if (value === "") return null;
        const instant = value.length <= 64 ? parseHelsinkiWallTime(value) : null;
        if (instant) return instant;
        context.addIssue({ code: "custom", message: E.publishAtInvalid });
        return z.NEVER;
      }),
  });

// The schema's output is exactly ArticleInput (a compile-time check; no top-level transform, which
// Conform's getZodConstraint cannot read).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaOutputIsArticleInput: Same<z.output<typeof articleInputSchema>, ArticleInput> = true;
void schemaOutputIsArticleInput;

/** The errors of a refused parse, the first message of each field. */
export function articleFieldErrors(error: z.ZodError): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    const name = typeof key === "string" && key in EMPTY_ARTICLE_VALUES ? (key as ArticleField) : "form";
    errors[name] ??= issue.message;
  }
  return errors;
}

/** A form's or JSON body's fields checked: what to store, or the errors by field. */
export function validateArticleInput(values: unknown): { ok: true; input: ArticleInput } | { ok: false; errors: ArticleFieldErrors } {
  if (typeof values !== "object" || values === null || Array.isArray(values)) return { ok: false, errors: { form: E.invalid } };
  const parsed = articleInputSchema.safeParse(values);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: articleFieldErrors(parsed.error) };
}

/** The first message of a refused article, in the order of the editor (for a JSON answer or a toast). */
export function firstArticleError(errors: ArticleFieldErrors): string {
  const order: (ArticleField | "form")[] = ["form", "title", "content", "keywords", "slug", "description", "featureImage", "featureImageAlt", "publishAt"];
  for (const key of order) if (errors[key]) return errors[key]!;
  return E.invalid;
}

/** The editor's values as typed (strings), e.g. to fill the form again after an error. */
export type ArticleFormValues = Record<Exclude<ArticleField, "featureImage">, string> & { featureImage: string | null };

export const EMPTY_ARTICLE_VALUES: ArticleFormValues = {
  title: "",
  content: "",
  keywords: "",
  slug: "",
  description: "",
  featureImage: null,
  featureImageAlt: "",
  publishAt: "",
};

/**
 * The spec's check before publishing (section 5): a title and content are required. Empty when the
 * article may be published; the same texts as the schema's.
 */
export function validateArticleForPublish(values: { title?: string | null; content?: string | null }): Pick<ArticleFieldErrors, "title" | "content"> {
  const errors: Pick<ArticleFieldErrors, "title" | "content"> = {};
  if (!values.title?.trim()) errors.title = BLOG_TEXTS.titleRequired;
  if (!values.content?.trim()) errors.content = BLOG_TEXTS.contentRequired;
  return errors;
}

// ---------------------------------------------------------------- reading an article

export type ArticleStatus = "published" | "scheduled";

/** Public from its publishing time on; before it, scheduled. */
export function articleStatus(publishedAt: Date | string, now: Date): ArticleStatus {
  return new Date(publishedAt).getTime() <= now.getTime() ? "published" : "scheduled";
}

const EXCERPT_LENGTH = 200;

/**
 * A plain-text teaser from markdown: the first paragraph that is not a heading, list or quote, with
 * emphasis and link syntax removed, cut at a word boundary. The default meta description.
 */
export function articleExcerpt(markdown: string, maxLength = EXCERPT_LENGTH): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block !== "" && !/^(#|[-*+] |\d+\. |>|\||```)/.test(block)) ?? "";
  const plain = paragraph
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]+/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

