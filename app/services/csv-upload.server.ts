/**
 * Reads a CSV import form (multipart: a file and/or pasted text) without ever holding more than a bounded
 * number of bytes: the body is read up to a limit before it is parsed, whatever Content-Length claims. The
 * catalogue's and the tyre hotel's imports both read their uploads here.
 */
import { decodeCsvBytes } from "~/lib/csv";
import { INPUT_TEXTS, badRequest, checkFormFields } from "~/services/form.server";

/** Refused before parsing: too big (413), or not a CSV file at all (415). */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message);
  }
}

export type CsvUpload = { form: FormData; csv: string; fileName: string | null };

export type CsvUploadRules = {
  /** The most bytes of CSV one import takes, as a file or as pasted text. */
  maxCsvBytes: number;
  /** The form's fields besides the CSV (the digest, the intent …), bounded like every form. */
  maxFields: number;
  /** The Finnish message for a CSV over the limit (the size seen, when known). */
  tooLarge: (bytes?: number) => string;
  /** When given, a file must look like CSV text (name, type, not a spreadsheet) or it is refused with this. */
  notCsv?: string;
};

async function readLimited(request: Request, limit: number, rules: CsvUploadRules): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new UploadRefused(rules.tooLarge(declared), 413);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new UploadRefused(rules.tooLarge(total), 413);
    }
    parts.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}

const CSV_NAME = /\.(csv|txt)$/i;
const CSV_TYPES = new Set(["", "text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "text/comma-separated-values", "application/octet-stream"]);
/** The first bytes of what spreadsheets save instead of CSV: a zip (xlsx, ods) or an OLE file (xls). */
const SPREADSHEET_MAGIC = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

const looksLikeCsv = (file: File, bytes: Uint8Array) =>
  !SPREADSHEET_MAGIC.some((magic) => magic.every((byte, index) => bytes[index] === byte)) &&
  CSV_NAME.test(file.name) &&
  CSV_TYPES.has(file.type.split(";")[0].trim().toLowerCase());

/**
 * The import form and the CSV it carries: the chosen file when there is one, otherwise the text field
 * `csv`. Throws UploadRefused with a Finnish message for a CSV over the limit (or a file that is not CSV
 * text, when the rules ask), and the form kit's 400 for a malformed body or too many fields.
 */
export async function readCsvUpload(request: Request, rules: CsvUploadRules): Promise<CsvUpload> {
  // The file and the pasted text may both be sent (a textarea posts CRLF), plus the other fields.
  const body = await readLimited(request, 2 * rules.maxCsvBytes + 1024 * 1024, rules);
  const headers = new Headers({ "Content-Type": request.headers.get("content-type") ?? "" });
  let form: FormData;
  try {
    form = await new Request(request.url, { method: "POST", headers, body }).formData();
  } catch {
    throw badRequest(INPUT_TEXTS.malformed);
  }
  checkFormFields(form, { maxFields: rules.maxFields });
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > rules.maxCsvBytes) throw new UploadRefused(rules.tooLarge(file.size), 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (rules.notCsv && !looksLikeCsv(file, bytes)) throw new UploadRefused(rules.notCsv, 415);
    return { form, csv: decodeCsvBytes(bytes), fileName: file.name.slice(0, 100) || null };
  }
  const text = form.get("csv");
  const csv = typeof text === "string" ? text.replace(/\r\n?/g, "\n") : "";
  const bytes = new TextEncoder().encode(csv).byteLength;
  if (bytes > rules.maxCsvBytes) throw new UploadRefused(rules.tooLarge(bytes), 413);
  return { form, csv, fileName: null };
}
