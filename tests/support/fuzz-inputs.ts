/**
 * Requests no page of ours sends, generated from a seed so a failure can be replayed: the real field
 * names of our forms (read from the pages the server renders) mixed with prototype keys, list syntax on
 * plain fields and plain values for list fields, values out of every range, bad percent-escapes in paths
 * and bodies, bodies of the wrong content type, broken multipart and deeply nested JSON.
 */
import { type RouteModuleFile, fillRoute } from "./route-urls";

export type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
  /** Send the admin session's cookie. */
  admin: boolean;
  /** A short description for the failure report. */
  describe: string;
};

export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "__proto__[isAdmin]", "constructor[prototype][x]", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];

const INTENT_NAMES = ["intent", "__intent__", "_action", "submit"];

/** The parameter of a `$id` segment: ids, non-ids, numbers beyond every integer type, and escapes. */
const PARAM_VALUES = ["1", "2", "0", "-1", "1.5", "abc", "99999999999999999999", "2147483648", "9007199254740993", "%zz", "%E4", "%C3%A4", "__proto__", "constructor", "%2e%2e", "1e3", " 1", "%20"];

const LONG = (n: number, char = "a") => char.repeat(n);

/** Values for any field: empty, numbers out of range, dates that do not exist, text past every limit. */
const VALUES = [
  "",
  " ",
  "x",
  "on",
  "true",
  "false",
  "1",
  "0",
  "-1",
  "1.5",
  "1,5",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "2147483648",
  "-2147483649",
  "0x10",
  "2026-02-30",
  "2026-13-01T25:61",
  "9999-12-31T23:59",
  "0000-00-00",
  "25:99",
  "12:00",
  "205/55R16",
  "205/55R16%zz",
  "%zz",
  "%",
  "äöå€",
  "😀",
  "\u202e\u200b",
  "<script>alert(1)</script>",
  "[]",
  "{}",
  "null",
  "__proto__",
  "constructor",
  "javascript:alert(1)",
  "http://127.0.0.1/",
  "https://example.com/kuva.png",
  "/api/images/1",
  "/api/images/%zz",
  "//evil.example",
  "a@b.fi",
  "not-an-email",
  "summer",
  "winter",
  "all_season",
  "draft",
  "active",
  LONG(81),
  LONG(201),
  LONG(1001, "ä"),
  LONG(5001),
  LONG(50_001),
];

export type FuzzDictionary = {
  /** Field names seen in the forms the server renders. */
  fieldNames: string[];
};

/** The `name="…"` attributes of the forms in a page's HTML. */
export function fieldNamesIn(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/<(?:input|select|textarea|button)\b[^>]*?\sname="([^"]{1,100})"/g)) {
    names.add(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
  }
  return [...names];
}

type Pick = <T>(items: readonly T[]) => T;

/** A field name: mostly real ones, bent into list syntax or prototype keys now and then. */
function fieldName(random: () => number, pick: Pick, dictionary: FuzzDictionary): string {
  const roll = random();
  const real = pick(dictionary.fieldNames.length > 0 ? dictionary.fieldNames : ["email"]);
  if (roll < 0.55) return real;
  if (roll < 0.65) return pick(PROTOTYPE_KEYS);
  if (roll < 0.7) return pick(INTENT_NAMES);
  const base = real.replace(/\[.*$/, "").replace(/\..*$/, "");
  const variants = [
    base, // a list field given as one plain value
    `${base}[0]`,
    `${base}[]`,
    `${base}[50]`,
    `${base}[51]`,
    `${base}[999999]`,
    `${base}[-1]`,
    `${base}[x]`,
    `${base}[0].${pick(PROTOTYPE_KEYS)}`,
    `${base}.__proto__`,
    `${base}[0][open]`,
    `${base}[0].open.close`,
    `${real}[0]`,
    `${real}.x`,
    `${pick(PROTOTYPE_KEYS)}[0]`,
  ];
  return pick(variants);
}

function formFields(random: () => number, pick: Pick, dictionary: FuzzDictionary): [string, string][] {
  const count = Math.floor(random() * 9);
  const fields: [string, string][] = [];
  for (let i = 0; i < count; i += 1) {
    const name = fieldName(random, pick, dictionary);
    const value = random() < 0.15 ? pick(PROTOTYPE_KEYS) : random() < 0.1 ? pick(INTENT_NAMES) : pick(VALUES);
    fields.push([name, value]);
    // The same name again: a list where one value is expected.
    if (random() < 0.1) fields.push([name, pick(VALUES)]);
  }
  return fields;
}

function urlencoded(fields: [string, string][], random: () => number): string {
  const body = new URLSearchParams(fields).toString();
  // A bad percent-escape somewhere in the body.
  return random() < 0.08 ? `${body}&x=%zz&%E4=1` : body;
}

function multipart(fields: [string, string][], random: () => number, pick: Pick): { type: string; body: Uint8Array<ArrayBuffer> } {
  const boundary = `----fuzz${Math.floor(random() * 1e9)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`));
  }
  if (random() < 0.4) {
    const filename = pick(["kuva.png", "../../etc/passwd", "a;b=c.png", "ääkkönen.jpg", "", "x.svg", "tyhjä.csv", "%zz.png", "CON", `${LONG(300)}.png`]);
    const content = pick([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      Buffer.from("<svg onload=alert(1)></svg>"),
      Buffer.from("koko;hinta\n205/55R16;99,90\n"),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(0),
    ]);
    const name = pick(["image", "file", "images", "heroImage", "featureImage", "csv", "upload", "image__upload"]);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${pick(["image/png", "text/csv", "application/octet-stream", "image/svg+xml"])}\r\n\r\n`));
    parts.push(content, Buffer.from("\r\n"));
  }
  // Sometimes cut short, without the closing boundary.
  if (random() >= 0.15) parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = new Uint8Array(Buffer.concat(parts));
  const type = random() < 0.05 ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`;
  return { type, body };
}

function jsonValue(random: () => number, pick: Pick, dictionary: FuzzDictionary, depth = 0): unknown {
  const roll = random();
  if (depth > 2 || roll < 0.3) return pick<unknown>([...VALUES, 0, -1, 1.5, 1e308, -0, true, false, null, 2 ** 53 + 1]);
  if (roll < 0.45) return Array.from({ length: Math.floor(random() * 4) }, () => jsonValue(random, pick, dictionary, depth + 1));
  const value: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 6);
  for (let i = 0; i < count; i += 1) value[fieldName(random, pick, dictionary)] = jsonValue(random, pick, dictionary, depth + 1);
  return value;
}

function jsonBody(random: () => number, pick: Pick, dictionary: FuzzDictionary): string {
  const roll = random();
  if (roll < 0.05) return `${"[".repeat(20_000)}${"]".repeat(20_000)}`; // nesting deeper than any recursion
  if (roll < 0.1) return '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}';
  if (roll < 0.15) return pick(["", "null", "1", '"x"', "[]", "{", '{"a":', "\u0000"]);
  return JSON.stringify(jsonValue(random, pick, dictionary));
}

/** One request to `route`, which may carry a bent parameter, a bad escape in its path or a strange body. */
export function fuzzRequest(route: RouteModuleFile, random: () => number, dictionary: FuzzDictionary): FuzzRequest {
  const pick: Pick = (items) => items[Math.floor(random() * items.length)];
  const hasParam = route.segments.some((segment) => segment.kind !== "static");
  let path = fillRoute(route.segments, hasParam && random() < 0.6 ? pick(PARAM_VALUES) : "1", pick(["x", "%zz", "a/b", "%E4"]));
  if (random() < 0.05) path += pick(["/%zz", "%zz", "?a=%zz", "?_data=x", ".data", ".data?x=%zz", "?index"]);
  const headers: Record<string, string> = {};
  const admin = route.isAdmin ? random() < 0.95 : random() < 0.1;
  const method = route.hasAction ? (random() < 0.9 ? "POST" : pick(["PUT", "PATCH", "DELETE"])) : "GET";
  if (method === "GET") return { method, path, headers, admin, describe: `GET ${path}` };

  const fields = formFields(random, pick, dictionary);
  const roll = random();
  let type: string | undefined;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (roll < 0.55) {
    type = pick(["application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=UTF-8", "application/x-www-form-urlencoded; charset=latin1"]);
    body = urlencoded(fields, random);
  } else if (roll < 0.67) {
    ({ type, body } = multipart(fields, random, pick));
  } else if (roll < 0.85) {
    type = pick(["application/json", "application/json; charset=utf-8", "text/json"]);
    body = jsonBody(random, pick, dictionary);
  } else if (roll < 0.9) {
    // No body and no Content-Type at all.
  } else {
    type = pick(["text/plain", "application/xml", "text/html", "application/octet-stream", "image/png", "application/x-www-form-urlencodedx", "*/*", ";", "multipart/mixed; boundary=x"]);
    body = urlencoded(fields, random);
  }
  if (type) headers["Content-Type"] = type;
  const preview = typeof body === "string" ? body.slice(0, 160) : body ? `${body.byteLength} bytes` : "(no body)";
  return { method, path, headers, body, admin, describe: `${method} ${path} [${type ?? "no type"}] ${preview}` };
}
