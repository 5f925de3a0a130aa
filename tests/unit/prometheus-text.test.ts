/** The strict Prometheus text parser the /metrics test relies on: it must refuse what a scraper would. */
import { describe, expect, it } from "vitest";
import { parsePrometheusText, sampleValue } from "../support/prometheus-text";

const HISTOGRAM = `# HELP d_seconds Time.
# TYPE d_seconds histogram
d_seconds_bucket{le="0.1",route="a"} 1
d_seconds_bucket{le="1",route="a"} 2
d_seconds_bucket{le="+Inf",route="a"} 3
d_seconds_sum{route="a"} 2.5
d_seconds_count{route="a"} 3
`;

describe("parsePrometheusText", () => {
  it("reads HELP, TYPE, escaped labels and numbers", () => {
    const text = `# HELP c_total A \\\\ help\\nline.
# TYPE c_total counter
c_total{path="a\\"b\\\\c\\nd",x="1"} 4
c_total{path="other",x="1"} 1e3
# TYPE g gauge
g NaN
g2 -Inf 1700000000000
`;
    const families = parsePrometheusText(text);
    expect(families.get("c_total")?.help).toBe("A \\ help\nline.");
    expect(sampleValue(families, "c_total", { path: 'a"b\\c\nd' })).toBe(4);
    expect(sampleValue(families, "c_total", { path: "other" })).toBe(1000);
    expect(Number.isNaN(sampleValue(families, "g", {}))).toBe(true);
    expect(sampleValue(families, "g2", {})).toBe(Number.NEGATIVE_INFINITY);
    expect(parsePrometheusText(HISTOGRAM).get("d_seconds")?.samples).toHaveLength(5);
  });

  it.each([
    ["a bad escape", 'x{a="\\t"} 1\n'],
    ["an unterminated label value", 'x{a="b} 1\n'],
    ["a bad metric name", "1x 1\n"],
    ["a value that is no number", "x one\n"],
    ["a TYPE after samples", "x 1\n# TYPE x gauge\n"],
    ["two TYPE lines", "# TYPE x gauge\n# TYPE x gauge\n"],
    ["an unknown type", "# TYPE x meter\n"],
    ["a duplicate sample", 'x{a="1"} 1\nx{a="1"} 2\n'],
    ["a negative counter", "# TYPE x counter\nx -1\n"],
    ["no final newline", "x 1"],
    ["buckets not monotonic", HISTOGRAM.replace('le="1",route="a"} 2', 'le="1",route="a"} 0')],
    ["le not ascending", HISTOGRAM.replace('le="1"', 'le="0.05"')],
    ["no +Inf bucket", HISTOGRAM.replace('d_seconds_bucket{le="+Inf",route="a"} 3\n', "")],
    ["_count unlike +Inf", HISTOGRAM.replace('d_seconds_count{route="a"} 3', 'd_seconds_count{route="a"} 4')],
    ["a reserved label", 'x{__name__="y"} 1\n'],
  ])("refuses %s", (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
