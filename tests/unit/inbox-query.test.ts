/** The addresses of the admin's request inboxes (app/lib/inbox-query.ts). */
import { describe, expect, it } from "vitest";
import { inboxLinks, parseInboxQuery } from "~/lib/inbox-query";

describe("an inbox's addresses", () => {
  it("read the status and the page, anything unknown being the new ones on page 1", () => {
    expect(parseInboxQuery(new URLSearchParams("tila=kasitellyt&sivu=3"))).toEqual({ status: "handled", page: 3 });
    expect(parseInboxQuery(new URLSearchParams("tila=%00&sivu=abc"))).toEqual({ status: "new", page: 1 });
  });

  it("lead back to the list a drawer was opened from", () => {
    const links = inboxLinks("/admin/yhteydenotot");
    expect(links.list("new")).toBe("/admin/yhteydenotot");
    expect(links.list("handled", 2)).toBe("/admin/yhteydenotot?tila=kasitellyt&sivu=2");
    expect(links.drawer(7, "poista", "handled", 1)).toBe("/admin/yhteydenotot/7/poista?tila=kasitellyt");
    expect(links.drawer(7, "keskustelu", "new", 4)).toBe("/admin/yhteydenotot/7/keskustelu?sivu=4");
  });
});
