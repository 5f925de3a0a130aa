/**
 * CSV as RFC 4180 defines it (quoted fields with embedded delimiters, quotes and line breaks; CRLF or LF),
 * read leniently the way spreadsheets write it: Finnish Excel saves with ';' between fields, some tools
 * end lines with a lone CR, and a stray quote inside an unquoted field is kept as text. Pure.
 */

export type CsvDelimiter = "," | ";" | "\t";

export const UTF8_BOM = "\uFEFF";

export type CsvParseResult =
  | {
      ok: true;
      delimiter: CsvDelimiter;
      /** Every record (the header first), each a list of its fields. */
      records: string[][];
    }
  | { ok: false; error: string };

/**
 * The delimiter of a file: whichever of ',', ';' and tab occurs most often in its first line (outside
 * quotes). A header such as 'koko;ajoneuvo;…' therefore reads as semicolon-separated.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && (char === "," || char === ";" || char === "\t")) counts[char]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return ",";
}

/** Reads CSV text (a leading byte order mark is ignored). The delimiter is detected unless given. */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(stripBom(input))): CsvParseResult {
  const text = stripBom(input);
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  /** True once the current field started with a quote (so the closing quote ends the quoted part). */
  let wasQuoted = false;
  let line = 1;
  let quoteStartLine = 1;

  const endField = () => {
    record.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) line++;
        field += char;
      }
      continue;
    }
    if (char === delimiter) {
      endField();
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      line++;
      endRecord();
    } else if (char === '"' && field === "" && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
      quoteStartLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) return { ok: false, error: `Lainausmerkki jää sulkematta (alkaa tiedoston rivillä ${quoteStartLine}).` };
  // The last record, unless the text ended with a line break.
  if (field !== "" || record.length > 0 || wasQuoted) endRecord();
  return { ok: true, delimiter, records };
}

export function stripBom(text: string): string {
  return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
}

/** One field, quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvField(value: string, delimiter: CsvDelimiter = ","): string {
  const needsQuotes =
    value.includes(delimiter) || value.includes('"') || value.includes("\n") || value.includes("\r") || value.trim() !== value;
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record with its CRLF line ending (RFC 4180). */
export function csvRecord(fields: readonly string[], delimiter: CsvDelimiter = ","): string {
  return `${fields.map((value) => csvField(value, delimiter)).join(delimiter)}\r\n`;
}

/** A whole file; with `bom` it starts with the UTF-8 byte order mark so Excel reads ä and ö right. */
export function writeCsv(records: readonly (readonly string[])[], options: { delimiter?: CsvDelimiter; bom?: boolean } = {}): string {
  const body = records.map((fields) => csvRecord(fields, options.delimiter)).join("");
  return options.bom ? `${UTF8_BOM}${body}` : body;
}

/**
 * The text of an uploaded file: UTF-8 (with or without a byte order mark) when it is valid UTF-8,
 * otherwise Windows-1252, which Excel's plain "CSV" format uses on Finnish Windows.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return stripBom(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
