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
};

const DEFAULT_LIMITS: Required<FormLimits> = { maxFields: 100, maxIndex: 50 };
const MAX_NAME_LENGTH = 200;

export function badRequest(message: string, status = 400): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export type BodyKind = "form" | "multipart" | "json" | "empty" | "other";

export function bodyKind(request: Request): BodyKind {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) return "form";
  if (type.startsWith("multipart/form-data")) return "multipart";
  if (type.startsWith("application/json") || type.startsWith("text/json")) return "json";
  if (type === "" && (request.headers.get("content-length") ?? "0") === "0" && !request.headers.has("transfer-encoding")) return "empty";
  return "other";
}

/** Throws a 400 when the fields break the limits or carry characters we cannot store. */
export function checkFormFields(form: FormData, limits: FormLimits = {}): void {
  const { maxFields, maxIndex } = { ...DEFAULT_LIMITS, ...limits };
  let count = 0;
  for (const [name, value] of form) {
    count += 1;
    if (count > maxFields || name.length > MAX_NAME_LENGTH) throw badRequest(INPUT_TEXTS.tooManyFields);
    for (const match of name.matchAll(/\[(\d+)\]/g)) {
      if (match[1].length > 6 || Number(match[1]) > maxIndex) throw badRequest(INPUT_TEXTS.tooManyFields);
    }
    if (hasControlCharacters(name)) throw badRequest(INPUT_TEXTS.badCharacters);
    if (typeof value === "string" && hasControlCharacters(value)) throw badRequest(INPUT_TEXTS.badCharacters);
  }
}

/**
 * The checked form of a request (urlencoded, or an empty body). Multipart forms with files are read with
 * `readUploadForm` (images.server.ts), which applies the same checks.
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
