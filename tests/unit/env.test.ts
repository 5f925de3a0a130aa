import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/services/env.server";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "rengas-env-"));

describe("parseEnv", () => {
  it("runs on nothing but defaults and keeps a generated session secret in DATA_DIR", () => {
    const dir = tempDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.embedded).toBe(true);
    expect(env.PORT).toBe(3000);
    expect(env.SESSION_SECRET).toHaveLength(64);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(env.SESSION_SECRET);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it("trusts a proxy on this machine by default, and takes addresses, networks, named ranges or none", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).TRUSTED_PROXIES).toBe("loopback");
    for (const value of ["none", "10.0.0.5", "10.0.0.0/8, ::1", "uniquelocal,linklocal", "fd00::/8"]) {
      expect(parseEnv({ DATA_DIR: tempDir(), TRUSTED_PROXIES: value }).TRUSTED_PROXIES).toBe(value);
    }
  });

  it("takes absolute URLs from PUBLIC_URL, else from localhost and the port, never from a request", () => {
    expect(parseEnv({ DATA_DIR: tempDir(), PUBLIC_URL: "https://www.rengaskaarto.fi/kauppa" }).publicOrigin).toBe("https://www.rengaskaarto.fi");
    expect(parseEnv({ DATA_DIR: tempDir(), PORT: "8080" }).publicOrigin).toBe("http://localhost:8080");
  });

  it("links booking to the shop's service and financing to /rahoitus until the addresses are configured", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).shopLinks).toEqual({ booking: "https://ajanvaraus.rengaskaarto.fi/", financeApplication: null });
    const configured = parseEnv({
      DATA_DIR: tempDir(),
      BOOKING_URL: "https://varaa.example.fi/rengaskaarto",
      FINANCE_APPLICATION_URL: "https://rahoitus.example.fi/hakemus?kauppias=1",
    });
    expect(configured.shopLinks).toEqual({
      booking: "https://varaa.example.fi/rengaskaarto",
      financeApplication: "https://rahoitus.example.fi/hakemus?kauppias=1",
    });
    expect(() => parseEnv({ DATA_DIR: tempDir(), FINANCE_APPLICATION_URL: "http://rahoitus.example.fi/" })).toThrow(/FINANCE_APPLICATION_URL/);
    expect(() => parseEnv({ DATA_DIR: tempDir(), BOOKING_URL: "javascript:alert(1)" })).toThrow(/BOOKING_URL/);
  });

  it("listens on every address unless HOST names one", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).HOST).toBeUndefined();
    for (const host of ["127.0.0.1", "::1", "localhost", "kauppa.internal"]) expect(parseEnv({ DATA_DIR: tempDir(), HOST: host }).HOST).toBe(host);
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "", REDIS_URL: "", PORT: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.embedded).toBe(true);
  });

  it.each([
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL"],
    [{ PORT: "http" }, "PORT"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ TRUSTED_PROXIES: "loopback, proxy.example" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, "TRUSTED_PROXIES"],
    [{ ADMIN_USERNAME: "owner" }, "ADMIN_PASSWORD"],
    [{ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ GA_MEASUREMENT_ID: "UA-123" }, "GA_MEASUREMENT_ID"],
    [{ OPENAI_BASE_URL: "not a url" }, "OPENAI_BASE_URL"],
    [{ GOOGLE_PLACES_API_KEY: "key" }, "GOOGLE_PLACE_ID"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ HOST: "0.0.0.0:3000" }, "HOST"],
  ])("names the variable that is wrong: %j", (values, variable) => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), ...values })).toThrowError(new RegExp(`\\b${variable}:`));
    expect(() => parseEnv({ DATA_DIR: tempDir(), ...values })).toThrowError(EnvError);
  });

  it("requires SESSION_SECRET and PUBLIC_URL in a production deployment", () => {
    const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://db/shop", DATA_DIR: tempDir() };
    expect(() => parseEnv(deployment)).toThrowError(/SESSION_SECRET:[\s\S]*PUBLIC_URL:/);
    const env = parseEnv({ ...deployment, SESSION_SECRET: "x".repeat(40), PUBLIC_URL: "https://www.rengaskaarto.fi" });
    expect(env.secureCookies).toBe(true);
    expect(env.embedded).toBe(false);
  });
});
