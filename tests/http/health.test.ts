import { describe, expect, inject, it } from "vitest";

const { url } = inject("sharedServer");

describe("the built server", () => {
  it("answers its health check and the seeded home page", async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Uudet renkaat, ilman ajanvarausta!");
  });
});
