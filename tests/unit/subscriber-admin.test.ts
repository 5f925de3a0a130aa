import { describe, expect, it } from "vitest";
import {
  SUBSCRIBER_ADMIN_TEXTS as T,
  SUBSCRIBER_MAX_PAGE,
  SUBSCRIBER_SEARCH_MAX_LENGTH,
  parseSubscriberQuery,
  subscriberActionHref,
  subscriberListHref,
  subscriberListSearch,
} from "~/features/subscribers/admin.rules";
import { parseDatabaseId } from "~/lib/database-id";

const query = (search: string) => parseSubscriberQuery(new URLSearchParams(search));

describe("the list's query", () => {
  it("defaults to the first page of everything", () => {
    expect(query("")).toEqual({ page: 1, search: "" });
    expect(query("?muu=1")).toEqual({ page: 1, search: "" });
  });

  it("reads the search trimmed and the page", () => {
    expect(query("?haku=%20Liisa%40Example.fi%20&sivu=3")).toEqual({ page: 3, search: "Liisa@Example.fi" });
    expect(query("?haku=50%25_off")).toEqual({ page: 1, search: "50%_off" });
  });

  it("drops control characters from the search, keeping the rest", () => {
    expect(query("?haku=li%00is%1Fa%7F%C2%85%09").search).toBe("liisa");
    expect(query("?haku=%0A%0D").search).toBe("");
    expect(query("?haku=%C3%A4iti%20%F0%9F%98%80").search).toBe("äiti 😀");
  });

  it("keeps at most 254 characters of the search, never half a character", () => {
    const long = `${"a".repeat(300)}`;
    expect(query(`?haku=${long}`).search).toHaveLength(SUBSCRIBER_SEARCH_MAX_LENGTH);
    const emoji = query(`?haku=${encodeURIComponent("😀".repeat(300))}`).search;
    expect(Array.from(emoji)).toHaveLength(SUBSCRIBER_SEARCH_MAX_LENGTH);
    expect(emoji).toBe("😀".repeat(SUBSCRIBER_SEARCH_MAX_LENGTH));
    // Leading spaces do not count against the limit; a cut at a space leaves no trailing space.
    expect(query(`?haku=${"%20".repeat(10)}${"b".repeat(254)}`).search).toBe("b".repeat(254));
    expect(query(`?haku=${"c".repeat(253)}%20d`).search).toBe("c".repeat(253));
  });

  it("reads a page as a whole number between 1 and 100 000; anything else is page 1", () => {
    expect(query("?sivu=2").page).toBe(2);
    expect(query("?sivu=007").page).toBe(7);
    expect(query("?sivu=100000").page).toBe(100_000);
    expect(query("?sivu=100001").page).toBe(SUBSCRIBER_MAX_PAGE);
    expect(query(`?sivu=${"9".repeat(400)}`).page).toBe(SUBSCRIBER_MAX_PAGE);
    for (const bad of ["0", "-1", "1.5", "abc", "1e3", "", "0x10", "Infinity", "NaN"]) {
      expect(query(`?sivu=${encodeURIComponent(bad)}`).page, bad).toBe(1);
    }
  });
});

describe("the list's canonical URL", () => {
  it("is empty for the defaults and lists only what differs", () => {
    expect(subscriberListSearch({ page: 1, search: "" })).toBe("");
    expect(subscriberListSearch({ page: 2, search: "" })).toBe("?sivu=2");
    expect(subscriberListSearch({ page: 1, search: "liisa" })).toBe("?haku=liisa");
    expect(subscriberListSearch({ page: 4, search: "a&b=c d" })).toBe("?haku=a%26b%3Dc+d&sivu=4");
    expect(subscriberListSearch({ page: 4, search: "liisa" }, 5)).toBe("?haku=liisa&sivu=5");
  });

  it("round-trips through the parser", () => {
    for (const value of [{ page: 1, search: "" }, { page: 9, search: "50%_off\\" }, { page: 1, search: "ä ö+@x" }]) {
      expect(query(subscriberListSearch(value))).toEqual(value);
    }
  });

  it("bounds what it is given, too", () => {
    expect(subscriberListSearch({ page: -3, search: "  x\u0000 " })).toBe("?haku=x");
    expect(subscriberListSearch({ page: 1e9, search: "" })).toBe(`?sivu=${SUBSCRIBER_MAX_PAGE}`);
  });

  it("builds the tab's URL from a request's query, dropping other parameters", () => {
    expect(subscriberListHref("")).toBe("/admin/uutiskirjeet");
    expect(subscriberListHref("?haku=%20liisa&sivu=2&x=1")).toBe("/admin/uutiskirjeet?haku=liisa&sivu=2");
  });

  it("builds the row actions' paths keeping the list's query", () => {
    expect(subscriberActionHref(12, "peru", { page: 1, search: "" })).toBe("/admin/uutiskirjeet/tilaajat/12/peru");
    expect(subscriberActionHref(12, "poista", { page: 3, search: "li" })).toBe("/admin/uutiskirjeet/tilaajat/12/poista?haku=li&sivu=3");
  });
});

describe("subscriber ids from the URL", () => {
  it("accepts a positive integer that fits the column", () => {
    expect(parseDatabaseId("1")).toBe(1);
    expect(parseDatabaseId("2147483647")).toBe(2_147_483_647);
  });

  it("refuses anything else", () => {
    for (const bad of [undefined, "", "0", "01", "-1", "1.0", "abc", "1e3", "2147483648", "99999999999", " 1"]) {
      expect(parseDatabaseId(bad), String(bad)).toBeNull();
    }
  });
});

describe("texts", () => {
  it("uses the spec's strings", () => {
    expect(T.title).toBe("Tilaajat");
    expect(T.refresh).toBe("Päivitä lista");
    expect(T.unsubscribe).toBe("Peru tilaus");
    expect(T.unsubscribed).toBe("Tilaus peruttu");
    expect(T.empty).toBe("Ei tilaajia");
    expect(T.sendToSelected).toBe("Lähetä uutiskirje valituille");
    expect(T.clearSelection).toBe("Tyhjennä valinta");
    expect(T.toasts).toEqual({
      unsubscribed: "Tilaus peruttu",
      unsubscribeFailed: "Tilauksen peruminen epäonnistui",
      deleted: "Tilaaja poistettu",
      deleteFailed: "Tilaajan poistaminen epäonnistui",
    });
  });

  it("counts in Finnish", () => {
    expect(T.selectedCount(3)).toBe("3 valittu");
    expect(T.pager.page(2, 7)).toBe("Sivu 2 / 7");
    expect(T.searchSummary("liisa", 1)).toBe('Haulla "liisa" löytyi 1 tilaaja.');
    expect(T.searchSummary("liisa", 2)).toBe('Haulla "liisa" löytyi 2 tilaajaa.');
    expect(T.select("a@b.fi")).toBe("Valitse a@b.fi");
  });
});
