import { describe, expect, it } from "vitest";
import { SCHEDULES } from "#jobs/schedules";
import {
  AUDIT_PARAMS,
  DEFAULT_AUDIT_QUERY,
  UNKNOWN_ADMIN,
  auditSearch,
  changeGroups,
  changeLineText,
  containingPattern,
  flattenForAudit,
  formatChangeValue,
  isRefused,
  maskEmail,
  parseAuditQuery,
  targetLabel,
  whoLabel,
} from "~/features/audit/rules";

const KINDS = ["create", "update", "delete", "login", "login_failed"];
const parse = (search: string) => parseAuditQuery(new URLSearchParams(search), KINDS);

describe("the log's filters from the address", () => {
  it("reads every filter", () => {
    expect(parse("yllapitaja=kaarto-admin&tyyppi=update&alkaen=2026-03-01&asti=2026-03-31&haku=Nokian&hylatyt=1&sivu=3")).toEqual({
      admin: "kaarto-admin",
      kind: "update",
      from: "2026-03-01",
      to: "2026-03-31",
      text: "Nokian",
      refusedOnly: true,
      page: 3,
    });
  });

  it("reads anything it does not offer as the default, never an error", () => {
    expect(parse("")).toEqual(DEFAULT_AUDIT_QUERY);
    expect(parse("tyyppi=drop_table&alkaen=2026-02-30&asti=huomenna&sivu=-4&hylatyt=ehkä")).toEqual(DEFAULT_AUDIT_QUERY);
    expect(parse("tyyppi=__proto__&sivu=99999999999999999999&alkaen=1999-12-31&asti=3000-01-01")).toEqual(DEFAULT_AUDIT_QUERY);
    expect(parse("tyyppi=update&tyyppi=delete").kind).toBe("update");
  });

  it("bounds the free text and the username, without control characters", () => {
    const query = parse(`haku=${encodeURIComponent(`  a\u0000b\u202e${"x".repeat(500)}`)}&yllapitaja=${"k".repeat(500)}`);
    expect(query.text.startsWith("a b ")).toBe(true);
    expect(query.text.length).toBeLessThanOrEqual(100);
    expect(query.text.includes("\u0000") || query.text.includes("\u202e")).toBe(false);
    expect(query.admin.length).toBe(100);
  });

  it("swaps a date range given the wrong way round", () => {
    expect(parse("alkaen=2026-05-10&asti=2026-05-01")).toMatchObject({ from: "2026-05-01", to: "2026-05-10" });
  });

  it("writes the filters back for the pager and drops the defaults", () => {
    const query = parse("yllapitaja=Maija Meikäläinen&tyyppi=delete&haku=50%_alennus&hylatyt=on&alkaen=2026-01-01");
    const search = auditSearch(query, 2);
    expect(parse(search.slice(1))).toEqual({ ...query, page: 2 });
    expect(search).toContain(`${AUDIT_PARAMS.page}=2`);
    expect(auditSearch(query, 1)).not.toContain(AUDIT_PARAMS.page);
    expect(auditSearch(DEFAULT_AUDIT_QUERY)).toBe("");
  });

  it("matches the text's own wildcards as themselves", () => {
    expect(containingPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("marks refused requests (status 400 and up)", () => {
    expect([200, 302, 399, 400, 403, 500, null].map(isRefused)).toEqual([false, false, false, true, true, true, false]);
  });
});

describe("a logged change as text", () => {
  it("shows values as text: nothing as a dash, yes/no, numbers, JSON, cut at 300 characters", () => {
    expect(formatChangeValue(null)).toBe("–");
    expect(formatChangeValue("")).toBe("–");
    expect(formatChangeValue(true)).toBe("kyllä");
    expect(formatChangeValue(false)).toBe("ei");
    expect(formatChangeValue(12.5)).toBe("12.5");
    expect(formatChangeValue("120.00")).toBe("120.00");
    expect(formatChangeValue(["talvi", "kitka"])).toBe('["talvi","kitka"]');
    expect(formatChangeValue("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(formatChangeValue("x".repeat(400))).toHaveLength(301);
    expect(formatChangeValue("rivi\nrivi")).toBe("rivi rivi");
  });

  it("groups the fields by record, the submitted form last, and never throws on odd JSON", () => {
    const groups = changeGroups({
      lomake: { name: [null, "Nokian"] },
      "tyre_products #12": { price: ["120.00", "110.00"], stock: [4, 8] },
    });
    expect(groups.map((group) => group.label)).toEqual(["Rengastuote #12", "Lähetetyt kentät"]);
    expect(groups[0].lines.map((line) => changeLineText(line))).toEqual(["price: 120.00 → 110.00", "stock: 4 → 8"]);
    expect(changeLineText(groups[1].lines[0], groups[1].submittedOnly)).toBe("name: Nokian");
    for (const odd of [null, "teksti", 5, [], [1, 2], { a: null }, { a: "x" }, { a: { b: "ei pari" } }]) expect(() => changeGroups(odd)).not.toThrow();
    expect(changeGroups({ a: { b: "ei pari" } })[0].lines[0]).toEqual({ field: "b", before: "–", after: "ei pari" });
  });

  it("names tables in Finnish and leaves other targets as they are", () => {
    expect(targetLabel("manufacturers #3")).toBe("Valmistaja #3");
    expect(targetLabel("price_list")).toBe("Hinnasto");
    expect(targetLabel("lomake")).toBe("Lähetetyt kentät");
    expect(targetLabel("jotain muuta")).toBe("jotain muuta");
  });

  it("flattens a JSON document so a change shows the one value that changed", () => {
    expect(flattenForAudit({ a: { rows: [{ price: 2500 }, { price: 3000 }] }, note: "", list: [] })).toEqual({
      "a.rows.0.price": 2500,
      "a.rows.1.price": 3000,
      note: "",
      list: "[]",
    });
    expect(flattenForAudit(null)).toEqual({});
  });
});

describe("who and privacy", () => {
  it("says 'Tuntematon' for a failed login whose name is no account", () => {
    expect(whoLabel({ username: "kaarto-admin", knownAccount: true })).toBe("kaarto-admin");
    expect(whoLabel({ username: "root", knownAccount: false })).toBe(UNKNOWN_ADMIN);
    expect(whoLabel({ username: null, knownAccount: false })).toBe(UNKNOWN_ADMIN);
  });

  it("masks an e-mail address", () => {
    expect(maskEmail("matti.meikalainen@example.fi")).toBe("m•••@example.fi");
    expect(maskEmail("x")).toBe("x•••");
    expect(maskEmail("")).toBe("");
  });

  it("has a daily maintenance task that purges the log", () => {
    expect(SCHEDULES.find((schedule) => schedule.id === "purge-audit-log")).toMatchObject({ queue: "maintenance", data: { task: "purge-audit-log" } });
  });
});
