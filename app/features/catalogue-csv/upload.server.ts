/**
 * Reads the CSV import form (multipart: a file and/or pasted text) without ever holding more than a bounded
 * number of bytes: the body is read up to a limit before it is parsed, whatever Content-Length claims.
 */
import { MAX_IMPORT_BYTES } from "~/features/catalogue-csv/rules";
import { decodeCsvBytes } from "~/lib/csv";
import { INPUT_TEXTS, badRequest, checkFormFields } from "~/services/form.server";

/** The file and the pasted text may both be sent (a textarea posts CRLF), plus the other fields. */
const MAX_BODY_BYTES = 2 * MAX_IMPORT_BYTES + 1024 * 1024;

export class UploadTooLarge extends Error {}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString("fi-FI", { maximumFractionDigits: 1 });

export const tooLargeMessage = (bytes?: number) =>
  `CSV on liian suuri${bytes ? ` (${megabytes(bytes)} Mt)` : ""}. Yhdellä kertaa voi tuoda enintään ${megabytes(MAX_IMPORT_BYTES)} Mt.`;

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new UploadTooLarge(tooLargeMessage(declared));
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
      throw new UploadTooLarge(tooLargeMessage(total));
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

export type CatalogueUpload = { form: FormData; csv: string; fileName: string | null };

/**
 * The form of the import drawer and the CSV it carries: the chosen file when there is one, otherwise the
 * text field `csv`. Throws UploadTooLarge with a Finnish message for more than 5 MB.
 */
export async function readCatalogueUpload(request: Request): Promise<CatalogueUpload> {
  const body = await readLimited(request, MAX_BODY_BYTES);
  const headers = new Headers({ "Content-Type": request.headers.get("content-type") ?? "" });
  let form: FormData;
  try {
    form = await new Request(request.url, { method: "POST", headers, body }).formData();
  } catch {
    throw badRequest(INPUT_TEXTS.malformed);
  }
  checkFormFields(form, { maxFields: 20 });
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_IMPORT_BYTES) throw new UploadTooLarge(tooLargeMessage(file.size));
    return { form, csv: decodeCsvBytes(new Uint8Array(await file.arrayBuffer())), fileName: file.name || null };
  }
  const text = form.get("csv");
  const csv = typeof text === "string" ? text.replace(/\r\n?/g, "\n") : "";
  const bytes = new TextEncoder().encode(csv).byteLength;
  if (bytes > MAX_IMPORT_BYTES) throw new UploadTooLarge(tooLargeMessage(bytes));
  return { form, csv, fileName: null };
}
