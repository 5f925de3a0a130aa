import { CONTROL_CHARACTER_TEXT, containsControlCharacters, hasControlCharacters } from "~/lib/control-characters";

/**
 * Reading what a browser posts, with bounds checked before anything is built from it: a body that is not
 * a form or JSON, a form with more fields (or bigger list indexes) than any of ours has, or text with NUL
 * and other control characters is refused with a 400 and a Finnish message. Conform turns `hours[N]`
 * into an array of N entries, so an unchecked index is a memory bomb; Postgres cannot store NUL at all.
 */

export const INPUT_TEXTS = {
  malformed: "Lomakkeen tiedot ovat virheellisiä. Lataa sivu uudelleen ja yritä uudelleen.",
  notJson: "Pyynnön sisältö ei ole kelvollista JSONia.",
  unsupported: "Pyynnön sisältö on väärässä muodossa.",
  tooManyFields: "Lomakkeessa on enemmän kenttiä kuin sillä voi olla.",
  badCharacters: "Lomakkeessa on merkkejä, joita ei voi käsitellä. Poista ne ja yritä uudelleen.",
} as const;

export type FormLimits = {
  /** Entries in the whole form (a repeated name counts every time). */
  maxFields?: number;
  /** The biggest `[N]` a field name may carry. */
  maxIndex?: number;
  /**
   * The form's lists, by Conform name: `hours` (sent as `hours[0].open`…), `*.rows` for any table's rows,
   * `*.rows[].prices` for a list inside each row. A list given any other way (`hours=x`, `hours.open`) is
   * refused: Conform would hand the form back a string where it renders a list.
   */
  lists?: string[];
};

const DEFAULT_LIMITS: Required<FormLimits> = { maxFields: 100, maxIndex: 50, lists: [] };

/**
 * Conform's hidden field for a button's intent (validate, insert, remove…): it JSON-parses it, so any
 * other value would throw inside the form library.
 */
const CONFORM_INTENT_FIELD = "__intent__";

function isConformIntent(value: FormDataEntryValue): boolean {
  if (typeof value !== "string") return false;
  try {
    const intent: unknown = JSON.parse(value);
    return typeof intent === "object" && intent !== null && !Array.isArray(intent) && typeof (intent as { type?: unknown }).type === "string";
  } catch {
    return false;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name that reaches into list `pattern` other than by an index: `hours`, `hours.x`, `hours[x]`. */
function listMisuse(pattern: string): RegExp {
  const path = pattern
    .split("*")
    .map((part) => escapeRegExp(part).replace(/\\\[\\\]/g, "\\[\\d+\\]"))
    .join("[^.\\[\\]]+");
  return new RegExp(`^${path}(?!\\[\\d+\\])(?:$|[.[])`);
}

const MAX_NAME_LENGTH = 200;

export function badRequest(message: string, status = 400): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export type BodyKind = "form" | "multipart" | "json" | "empty" | "other";

/** The body's media type, compared whole: `application/x-www-form-urlencodedx` is not a form. */
export function bodyKind(request: Request): BodyKind {
  const header = request.headers.get("content-type") ?? "";
  const type = header.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "multipart/form-data") return "multipart";
  if (type === "application/json" || type === "text/json") return "json";
  if (header === "" && (request.headers.get("content-length") ?? "0") === "0" && !request.headers.has("transfer-encoding")) return "empty";
  return "other";
}

/** Throws a 400 when the fields break the limits or carry characters we cannot store. */
export function checkFormFields(form: FormData, limits: FormLimits = {}): void {
  const { maxFields, maxIndex, lists } = { ...DEFAULT_LIMITS, ...limits };
  const misuses = lists.map(listMisuse);
  let count = 0;
  for (const [name, value] of form) {
    count += 1;
    if (count > maxFields || name.length > MAX_NAME_LENGTH) throw badRequest(INPUT_TEXTS.tooManyFields);
    for (const match of name.matchAll(/\[(\d+)\]/g)) {
      if (match[1].length > 6 || Number(match[1]) > maxIndex) throw badRequest(INPUT_TEXTS.tooManyFields);
    }
    if (hasControlCharacters(name)) throw badRequest(INPUT_TEXTS.badCharacters);
    if (typeof value === "string" && hasControlCharacters(value)) throw badRequest(INPUT_TEXTS.badCharacters);
    if (name === CONFORM_INTENT_FIELD && !isConformIntent(value)) throw badRequest(INPUT_TEXTS.malformed);
    if (misuses.some((misuse) => misuse.test(name))) throw badRequest(INPUT_TEXTS.malformed);
  }
}

/**
 * The checked form of a request (urlencoded, or an empty body). Multipart forms with files are read with
 * `readUploadForm` (services/images.server.ts), which applies the same checks.
 */
export async function readForm(request: Request, limits: FormLimits = {}): Promise<FormData> {
  const kind = bodyKind(request);
  if (kind === "empty") return new FormData();
  if (kind !== "form") throw badRequest(kind === "other" ? INPUT_TEXTS.unsupported : INPUT_TEXTS.malformed);
  return parseFormBody(request, limits);
}

/** Any form body (urlencoded or multipart) parsed and checked; one that does not parse is a 400. */
export async function parseFormBody(request: Request, limits: FormLimits = {}): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(INPUT_TEXTS.malformed);
  }
  checkFormFields(form, limits);
  return form;
}

/** The parsed JSON body; a body that is not JSON, or holds control characters, is a 400. */
export async function readJson(request: Request): Promise<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    throw badRequest(INPUT_TEXTS.notJson);
  }
  if (containsControlCharacters(value)) throw badRequest(CONTROL_CHARACTER_TEXT);
  return value;
}

/** The form a guarded action received; a route that takes only forms refuses JSON or files with 400. */
export function requireForm(form: FormData | null): FormData {
  if (!form) throw badRequest(INPUT_TEXTS.malformed);
  return form;
}
