/**
 * A strict parser of Prometheus's text exposition format (0.0.4), for tests of /metrics: every line must
 * be a HELP, a TYPE, another comment, blank, or a sample with valid metric and label names, correctly
 * escaped label values and a number. It refuses a TYPE after its family's samples, a second HELP or TYPE,
 * a sample outside its family's declared names, a duplicate sample, and a histogram whose buckets are not
 * ascending in `le`, not monotonic in count, or lack `+Inf` equal to `_count`. Throws with the line number.
 */

export type MetricType = "counter" | "gauge" | "histogram" | "summary" | "untyped";
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type MetricFamily = { name: string; type: MetricType; help?: string; samples: Sample[] };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(["counter", "gauge", "histogram", "summary", "untyped"]);

export class PrometheusParseError extends Error {
  override name = "PrometheusParseError";
}

function parseNumber(text: string, where: string): number {
  if (text === "+Inf" || text === "Inf") return Number.POSITIVE_INFINITY;
  if (text === "-Inf") return Number.NEGATIVE_INFINITY;
  if (text === "NaN") return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new PrometheusParseError(`${where}: not a number: ${JSON.stringify(text)}`);
  return Number(text);
}

/** HELP text escapes: \\ and \n only. */
function unescapeHelp(text: string, where: string): string {
  return text.replace(/\\(.?)/g, (_, char: string) => {
    if (char === "\\") return "\\";
    if (char === "n") return "\n";
    throw new PrometheusParseError(`${where}: bad escape in HELP: \\${char}`);
  });
}

/** `{a="x",b="y"}` from `start` (at the brace): the labels and the index after the closing brace. */
function parseLabels(line: string, start: number, where: string): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let index = start + 1;
  for (;;) {
    if (line[index] === "}") return { labels, end: index + 1 };
    const nameMatch = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(line.slice(index));
    if (!nameMatch) throw new PrometheusParseError(`${where}: bad label name at column ${index + 1}`);
    const name = nameMatch[0];
    if (!LABEL_NAME.test(name) || name.startsWith("__")) throw new PrometheusParseError(`${where}: reserved or bad label name ${name}`);
    if (name in labels) throw new PrometheusParseError(`${where}: label ${name} twice`);
    index += name.length;
    if (line[index] !== "=" || line[index + 1] !== '"') throw new PrometheusParseError(`${where}: expected ="… after label ${name}`);
    index += 2;
    let value = "";
    for (;;) {
      const char = line[index];
      if (char === undefined) throw new PrometheusParseError(`${where}: unterminated value of label ${name}`);
      if (char === '"') break;
      if (char === "\\") {
        const next = line[index + 1];
        if (next === "\\") value += "\\";
        else if (next === '"') value += '"';
        else if (next === "n") value += "\n";
        else throw new PrometheusParseError(`${where}: bad escape \\${next ?? ""} in label ${name}`);
        index += 2;
        continue;
      }
      value += char;
      index += 1;
    }
    labels[name] = value;
    index += 1;
    if (line[index] === ",") {
      index += 1;
      continue;
    }
    if (line[index] !== "}") throw new PrometheusParseError(`${where}: expected , or } after label ${name}`);
  }
}

/** Which family a sample name belongs to, given the declared families. */
function familyOf(sampleName: string, families: Map<string, MetricFamily>): MetricFamily | undefined {
  const exact = families.get(sampleName);
  if (exact && exact.type !== "histogram") return exact;
  for (const suffix of ["_bucket", "_sum", "_count"]) {
    if (!sampleName.endsWith(suffix)) continue;
    const base = families.get(sampleName.slice(0, -suffix.length));
    if (base?.type === "histogram" || (base?.type === "summary" && suffix !== "_bucket")) return base;
  }
  return exact;
}

const labelKey = (labels: Record<string, string>, skip?: string) =>
  JSON.stringify(
    Object.entries(labels)
      .filter(([name]) => name !== skip)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function checkHistogram(family: MetricFamily): void {
  const groups = new Map<string, { buckets: { le: number; value: number }[]; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const key = labelKey(sample.labels, "le");
    const group = groups.get(key) ?? { buckets: [] };
    groups.set(key, group);
    if (sample.name.endsWith("_bucket")) {
      if (!("le" in sample.labels)) throw new PrometheusParseError(`${family.name}: bucket without le`);
      group.buckets.push({ le: parseNumber(sample.labels.le, family.name), value: sample.value });
    } else if (sample.name.endsWith("_count")) group.count = sample.value;
    else if (sample.name.endsWith("_sum")) group.sum = sample.value;
    else throw new PrometheusParseError(`${family.name}: histogram sample ${sample.name}`);
  }
  for (const [key, group] of groups) {
    const where = `${family.name}${key}`;
    if (group.buckets.length === 0) throw new PrometheusParseError(`${where}: no buckets`);
    for (let index = 1; index < group.buckets.length; index++) {
      const before = group.buckets[index - 1];
      const bucket = group.buckets[index];
      if (!(bucket.le > before.le)) throw new PrometheusParseError(`${where}: le not ascending (${before.le} then ${bucket.le})`);
      if (bucket.value < before.value) throw new PrometheusParseError(`${where}: bucket le=${bucket.le} counts fewer than le=${before.le}`);
    }
    const last = group.buckets.at(-1)!;
    if (last.le !== Number.POSITIVE_INFINITY) throw new PrometheusParseError(`${where}: no +Inf bucket`);
    if (group.count === undefined || group.sum === undefined) throw new PrometheusParseError(`${where}: _count or _sum missing`);
    if (group.count !== last.value) throw new PrometheusParseError(`${where}: _count ${group.count} differs from +Inf bucket ${last.value}`);
  }
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const withSamples = new Set<string>();
  const helped = new Set<string>();
  const seen = new Set<string>();
  if (text.length > 0 && !text.endsWith("\n")) throw new PrometheusParseError("the body does not end with a newline");
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line.trim() === "") return;
    if (line.startsWith("#")) {
      const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!meta) return; // an ordinary comment
      const [, kind, name, rest = ""] = meta;
      if (!METRIC_NAME.test(name)) throw new PrometheusParseError(`${where}: bad metric name ${name}`);
      const family = families.get(name) ?? { name, type: "untyped" as MetricType, samples: [] };
      families.set(name, family);
      if (kind === "HELP") {
        if (helped.has(name)) throw new PrometheusParseError(`${where}: second HELP of ${name}`);
        helped.add(name);
        family.help = unescapeHelp(rest, where);
        return;
      }
      if (!TYPES.has(rest as MetricType)) throw new PrometheusParseError(`${where}: unknown type ${rest}`);
      if (withSamples.has(name) || family.type !== "untyped") throw new PrometheusParseError(`${where}: TYPE of ${name} after its samples or twice`);
      family.type = rest as MetricType;
      return;
    }
    const nameMatch = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line);
    if (!nameMatch) throw new PrometheusParseError(`${where}: not a sample: ${JSON.stringify(line.slice(0, 80))}`);
    const name = nameMatch[0];
    let position = name.length;
    let labels: Record<string, string> = {};
    if (line[position] === "{") ({ labels, end: position } = parseLabels(line, position, where));
    const rest = line.slice(position);
    const valueMatch = /^ (\S+)(?: (-?\d+))?$/.exec(rest);
    if (!valueMatch) throw new PrometheusParseError(`${where}: expected ' value [timestamp]' after ${name}`);
    const value = parseNumber(valueMatch[1], where);
    let family = familyOf(name, families);
    if (!family) {
      family = { name, type: "untyped", samples: [] };
      families.set(name, family);
    }
    if (family.type === "counter" && !(value >= 0)) throw new PrometheusParseError(`${where}: counter ${name} is ${value}`);
    const key = `${name}${labelKey(labels)}`;
    if (seen.has(key)) throw new PrometheusParseError(`${where}: duplicate sample ${key}`);
    seen.add(key);
    withSamples.add(family.name);
    family.samples.push({ name, labels, value });
  });
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

/** The value of the one sample `name` with exactly these labels among `labels`' keys (0 when absent). */
export function sampleValue(families: Map<string, MetricFamily>, name: string, labels: Record<string, string>): number {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name !== name) continue;
      if (Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) return sample.value;
    }
  }
  return 0;
}
