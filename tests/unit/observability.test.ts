/**
 * The pure parts of logs and error reports (decision 0038): the scrubber, the logger's output, the
 * request id, the route matcher, the DSN, the stack parser and the envelope Sentry reads.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { authHeader, buildEnvelope, buildEvent, exceptionsOf, parseDsn, parseStack } from "~/services/error-reporting.server";
import { loggerTo } from "~/services/logger.server";
import { scrubPath, scrubText, scrubValue, serializeError } from "~/services/scrub.server";
import { parseEnv } from "~/services/env.server";
import { requestIdFrom, routeMatcher } from "../../server/request-log";
import { parseEnvelope } from "../support/fake-sentry";

const SESSION = "eyJhZG1pbklkIjo0Miwic2Vzc2lvbiI6IkFiQ2RFZjEyMzQ1Njc4OTAifQ%3D%3D.Zk9mR2x3bE5QZ1RkY0hXb3F4bVZ5Q0E";
const TOKEN = "HGkOdLEFgJBEqvgJ-W1JYDrAhvEL93lEcol7yp_Lp88";
const HEX = "3f2a9c0d1e4b5a6978877665544332211ffeeddccbbaa99887766554433221100";

describe("the scrubber", () => {
  it("masks e-mail addresses, also percent-encoded", () => {
    expect(scrubText("Tilaaja matti.meikalainen+uutiset@example.fi liittyi")).toBe("Tilaaja [email] liittyi");
    expect(scrubText("/x?to=liisa%40esimerkki.com")).not.toContain("liisa");
    // A package path with @ is not an address.
    expect(scrubText("at node_modules/@remix-run/router/dist/router.js:12:3")).toBe("at node_modules/@remix-run/router/dist/router.js:12:3");
  });

  it("masks the token of a password link, secrets in query strings and long random tokens", () => {
    expect(scrubText(`http://localhost:3000/admin/salasana/${TOKEN}`)).toBe("http://localhost:3000/admin/salasana/[token]");
    expect(scrubText(`/peruuta-uutiskirje?token=${HEX}&x=1`)).toBe("/peruuta-uutiskirje?token=[redacted]&x=1");
    expect(scrubText(`avain ${HEX} loppu`)).toBe("avain [token] loppu");
    expect(scrubText(`omistaja ${TOKEN}`)).toBe("omistaja [token]");
    // What is not random stays readable: slugs, identifiers, request ids, UUIDs.
    for (const text of ["/renkaat/205-55-r16/nokian-hakkapeliitta-r5-suv", "createStaticHandlerDataRoutes", "3b7c50444db1ec8a", "550e8400-e29b-41d4-a716-446655440000"]) {
      expect(scrubText(text)).toBe(text);
    }
  });

  it("masks cookie and authorization values written out, and secret keys of objects at any depth", () => {
    expect(scrubText(`Cookie: admin_session=${SESSION}`)).toBe("Cookie: [redacted]");
    expect(scrubText("Authorization: Bearer sk-abc.def")).not.toContain("sk-abc");
    expect(scrubText("got Bearer abc123 back")).toBe("got Bearer [redacted] back");
    const scrubbed = scrubValue({
      headers: { cookie: `admin_session=${SESSION}`, authorization: "Basic a2FhcnRvOnNhbGFzYW5h", "user-agent": "Mozilla" },
      form: { username: "kaarto-admin", password: "e2e-salasana-Kaarto-2026", email: "a@b.fi", unsubscribeToken: HEX },
      note: `lähetetty osoitteeseen a.b@c.fi`,
      list: [{ sahkoposti: "x@y.fi" }],
    });
    expect(scrubbed).toEqual({
      headers: { cookie: "[redacted]", authorization: "[redacted]", "user-agent": "Mozilla" },
      form: { username: "kaarto-admin", password: "[redacted]", email: "[redacted]", unsubscribeToken: "[redacted]" },
      note: "lähetetty osoitteeseen [email]",
      list: [{ sahkoposti: "[redacted]" }],
    });
  });

  it("keeps only the path of a request, scrubbed", () => {
    expect(scrubPath("/hinnasto?haku=matti@example.fi#x")).toBe("/hinnasto");
    expect(scrubPath(`https://rengaskaarto.fi/admin/salasana/${TOKEN}?a=b`)).toBe("/admin/salasana/[token]");
    expect(scrubPath("/a@b.fi")).toBe("/[email]");
  });

  it("serializes an error with a scrubbed message, stack and cause, and bounds what it copies", () => {
    const error = new Error("Lähetys osoitteeseen pekka@example.fi epäonnistui", { cause: new Error(`token ${HEX}`) });
    const serialized = serializeError(error);
    expect(serialized.message).toBe("Lähetys osoitteeseen [email] epäonnistui");
    expect(serialized.stack).toContain("[email]");
    expect(serialized.stack).not.toContain("pekka");
    expect(serialized.cause?.message).toBe("token [token]");
    const deep: Record<string, unknown> = {};
    let cursor = deep;
    for (let index = 0; index < 20; index++) cursor = cursor.next = {};
    expect(JSON.stringify(scrubValue(deep))).toContain("[…]");
    expect((scrubValue(Array.from({ length: 500 }, (_, index) => index)) as unknown[]).length).toBe(50);
  });
});

describe("the logger", () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    return { lines, stream };
  }

  /** A logger at `level` (the test runner's own LOG_LEVEL is warn). */
  function loggerAt(level: string, stream: Writable) {
    const saved = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = level;
    try {
      return loggerTo(stream);
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  }

  it("writes JSON lines with level, time and message, everything scrubbed and the known paths redacted", async () => {
    const { lines, stream } = capture();
    const logger = loggerAt("info", stream);
    logger.info({ path: "/x", req: { headers: { cookie: SESSION } }, user: { email: "a@b.fi", name: "Liisa" } }, "kirjautui %s", "liisa@example.fi");
    logger.error(new Error("Ei yhteyttä: matti@example.fi"));
    logger.warn({ err: new Error(`token ${TOKEN}`) }, "job");
    await new Promise((resolve) => setImmediate(resolve));
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/@example\.fi|a@b\.fi/);
    expect(text).not.toContain(SESSION);
    expect(text).not.toContain(TOKEN);
    expect(lines[0]).toMatchObject({ level: "info", msg: "kirjautui [email]", path: "/x", user: { email: "[redacted]", name: "Liisa" } });
    expect(lines[0].time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lines[1]).toMatchObject({ level: "error", msg: "Ei yhteyttä: [email]", err: { type: "Error", message: "Ei yhteyttä: [email]" } });
    expect((lines[1].err as { stack: string }).stack).toMatch(/\n\s+at /);
    expect(lines[2]).toMatchObject({ level: "warn", msg: "job", err: { message: "token [token]" } });
  });

  it("reads its level from LOG_LEVEL, which the environment check validates", async () => {
    for (const [level, expected] of [
      ["warn", ["warn"]],
      ["DEBUG", ["debug", "info", "warn"]],
      // Not a level (the environment check refuses it at start): the default, info.
      ["ei-taso", ["info", "warn"]],
    ] as const) {
      const { lines, stream } = capture();
      const logger = loggerAt(level, stream);
      logger.debug("debug");
      logger.info("info");
      logger.warn("warn");
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines.map((line) => line.msg), level).toEqual(expected);
    }
    expect(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/obs-env", SESSION_SECRET: "x".repeat(32), LOG_LEVEL: "DEBUG" }).LOG_LEVEL).toBe("debug");
    expect(() => parseEnv({ NODE_ENV: "test", SESSION_SECRET: "x".repeat(32), LOG_LEVEL: "kaikki" })).toThrow(/LOG_LEVEL/);
  });
});

describe("the request id and the route", () => {
  it("takes a proxy's short safe id, and makes a new one for anything else", () => {
    expect(requestIdFrom("lb-7f3a-0001")).toBe("lb-7f3a-0001");
    for (const bad of [undefined, "", "abc", "a@b.fi", "x".repeat(65), "rivi\nrivi", TOKEN, `id ${HEX}`]) expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{16}$/);
    expect(requestIdFrom(["lb-7f3a-0002", "toinen"])).toBe("lb-7f3a-0002");
  });

  it("names the deepest Remix route of a path, single fetch's .data requests included", () => {
    const routes = {
      root: { id: "root", path: "" },
      "routes/_site": { id: "routes/_site", parentId: "root" },
      "routes/_site._index": { id: "routes/_site._index", parentId: "routes/_site", index: true },
      "routes/_site.hinnasto": { id: "routes/_site.hinnasto", parentId: "routes/_site", path: "hinnasto" },
      "routes/_site.$": { id: "routes/_site.$", parentId: "routes/_site", path: "*" },
      "routes/admin_.salasana.$token": { id: "routes/admin_.salasana.$token", parentId: "root", path: "admin/salasana/:token" },
    };
    const routeOf = routeMatcher({ routes } as never);
    expect(routeOf("/")).toBe("routes/_site._index");
    expect(routeOf("/hinnasto")).toBe("routes/_site.hinnasto");
    expect(routeOf("/hinnasto.data")).toBe("routes/_site.hinnasto");
    expect(routeOf("/_root.data")).toBe("routes/_site._index");
    expect(routeOf(`/admin/salasana/${TOKEN}`)).toBe("routes/admin_.salasana.$token");
    expect(routeOf("/ei/ole")).toBe("routes/_site.$");
  });
});

describe("Sentry's protocol", () => {
  it("reads a DSN, and the environment check refuses one that is not", () => {
    expect(parseDsn("https://abc123@o1.ingest.sentry.io/4507")).toEqual({
      raw: "https://abc123@o1.ingest.sentry.io/4507",
      key: "abc123",
      projectId: "4507",
      envelopeUrl: "https://o1.ingest.sentry.io/api/4507/envelope/",
    });
    expect(parseDsn("https://k@sentry.example.fi/virheet/12")?.envelopeUrl).toBe("https://sentry.example.fi/virheet/api/12/envelope/");
    for (const bad of ["https://sentry.io/1", "https://k@sentry.io/", "https://k@sentry.io/abc", "ftp://k@h/1", "ei url"]) expect(parseDsn(bad), bad).toBeNull();
    const base = { NODE_ENV: "test", DATA_DIR: "/tmp/obs-env", SESSION_SECRET: "x".repeat(32) };
    expect(parseEnv({ ...base, SENTRY_DSN: "https://abc123@o1.ingest.sentry.io/4507" }).SENTRY_DSN).toBe("https://abc123@o1.ingest.sentry.io/4507");
    expect(parseEnv({ ...base, SENTRY_DSN: "" }).SENTRY_DSN).toBeUndefined();
    expect(() => parseEnv({ ...base, SENTRY_DSN: "https://o1.ingest.sentry.io/4507" })).toThrow(/SENTRY_DSN: pitää olla muotoa/);
  });

  it("parses V8 and Firefox stacks into frames, oldest call first, files as paths", () => {
    const v8 = "Error: x\n    at loader (file:///srv/app/build/server/index.js:120:11)\n    at async callLoader (/srv/app/node_modules/@remix-run/server-runtime/dist/data.js:5:9)\n    at node:internal/process/task_queues:95:5";
    expect(parseStack(v8)).toEqual([
      { filename: "node:internal/process/task_queues", function: "?", lineno: 95, colno: 5, in_app: false },
      { filename: "/srv/app/node_modules/@remix-run/server-runtime/dist/data.js", function: "callLoader", lineno: 5, colno: 9, in_app: false },
      { filename: "/srv/app/build/server/index.js", function: "loader", lineno: 120, colno: 11, in_app: true },
    ]);
    const gecko = "laske@https://rengaskaarto.fi/build/routes/hinnasto-X.js?token=abc:10:5\n@https://rengaskaarto.fi/build/entry.client.js:2:7";
    expect(parseStack(gecko).map((frame) => [frame.function, frame.filename, frame.lineno])).toEqual([
      ["?", "/build/entry.client.js", 2],
      ["laske", "/build/routes/hinnasto-X.js", 10],
    ]);
    expect(parseStack(undefined)).toEqual([]);
  });

  it("builds the envelope: header line, item header with the payload's length, the event; all scrubbed", () => {
    const dsn = parseDsn("https://abc123@o1.ingest.sentry.io/4507")!;
    const error = new TypeError("Ei voitu lähettää osoitteeseen maija@example.fi", { cause: new Error("ECONNRESET") });
    const event = buildEvent(exceptionsOf(error), { path: `/admin/salasana/${TOKEN}?x=1`, method: "POST", tags: { request_id: "3b7c50444db1ec8a", queue: "newsletters", "bad tag!": "x" } }, { environment: "production", release: "v1" });
    const body = buildEnvelope(event, dsn, new Date("2026-01-02T03:04:05Z"));
    expect(body.endsWith("\n")).toBe(true);
    const [headerLine, itemLine, payloadLine] = body.split("\n");
    expect(JSON.parse(headerLine)).toMatchObject({ event_id: event.event_id, dsn: dsn.raw, sent_at: "2026-01-02T03:04:05.000Z" });
    expect(JSON.parse(itemLine)).toEqual({ type: "event", content_type: "application/json", length: Buffer.byteLength(payloadLine) });
    const parsed = JSON.parse(payloadLine);
    expect(parsed).toMatchObject({
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      platform: "node",
      level: "error",
      environment: "production",
      release: "v1",
      request: { url: "/admin/salasana/[token]", method: "POST" },
      tags: { request_id: "3b7c50444db1ec8a", queue: "newsletters" },
    });
    // The innermost cause first, the thrown error last, each with its frames.
    expect(parsed.exception.values.map((value: { type: string; value: string }) => [value.type, value.value])).toEqual([
      ["Error", "ECONNRESET"],
      ["TypeError", "Ei voitu lähettää osoitteeseen [email]"],
    ]);
    expect(parsed.exception.values[1].stacktrace.frames.length).toBeGreaterThan(0);
    expect(parsed.exception.values[1].stacktrace.frames[0]).toEqual(
      expect.objectContaining({ filename: expect.any(String), function: expect.any(String), lineno: expect.any(Number), colno: expect.any(Number) }),
    );
    expect(body).not.toContain("maija@");
    expect(body).not.toContain(TOKEN);
    // What the fake tracker (and Sentry's relay) reads back.
    expect(parseEnvelope(body).items[0].payload).toEqual(parsed);
    expect(authHeader(dsn)).toBe("Sentry sentry_version=7, sentry_key=abc123, sentry_client=rengas-kaarto/1.0");
  });
});
