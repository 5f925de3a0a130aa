import { describe, expect, it } from "vitest";
import {
  IMAGE_ACCEPT,
  IMAGE_CATEGORIES,
  IMAGE_CATEGORY_LABELS,
  IMAGE_MAX_BYTES,
  IMAGE_TEXTS,
  cleanSearch,
  formatFileSize,
  imageIdFromUrl,
  imageUrl,
  isImageAddress,
  isImageCategory,
  librarySearch,
  pageCount,
  parseLibraryQuery,
  parsePageLimit,
  safeFilename,
} from "~/features/images/rules";
import { parsePageNumber } from "~/lib/paging";
import { parseDatabaseId } from "~/lib/database-id";

describe("the spec's limits and texts", () => {
  it("allows 5 MB of JPEG, PNG or WebP", () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(IMAGE_ACCEPT).toBe("image/jpeg,image/png,image/webp");
    expect(IMAGE_TEXTS.sizeError).toBe("File size exceeds 5MB limit");
    expect(IMAGE_TEXTS.typeError).toBe("File type not supported. Please upload JPEG, PNG or WebP");
    expect(IMAGE_TEXTS.typeError.startsWith("File type not supported. Please upload ")).toBe(true);
  });

  it("has the seven categories, each with a Finnish label", () => {
    expect(IMAGE_CATEGORIES).toEqual(["hero", "banner-top", "banner-middle", "banner-bottom", "newsletter", "product", "general"]);
    for (const category of IMAGE_CATEGORIES) expect(IMAGE_CATEGORY_LABELS[category]).toMatch(/\S/);
    expect(isImageCategory("banner-top")).toBe(true);
    expect(isImageCategory("banner")).toBe(false);
    expect(isImageCategory(undefined)).toBe(false);
  });

  it("keeps the library texts of the spec", () => {
    expect(IMAGE_TEXTS.loadFailed).toBe("Failed to load images");
    expect(IMAGE_TEXTS.loadFailedUser).toBe("Could not load images. Please try again.");
    expect(IMAGE_TEXTS.searchFailed).toBe("Search failed");
    expect(IMAGE_TEXTS.retry).toBe("Yritä uudelleen");
  });
});

describe("image addresses", () => {
  it("maps an id to /api/images/<id> and back", () => {
    expect(imageUrl(42)).toBe("/api/images/42");
    expect(imageIdFromUrl("/api/images/42")).toBe(42);
    expect(imageIdFromUrl("https://rengas.example/api/images/7")).toBe(7);
  });

  it("finds no id in other addresses", () => {
    for (const url of ["", null, undefined, "/api/images/", "/api/images/0", "/api/images/01", "/api/images/1x", "/images/1", "/api/images/99999999999", "notaurl://"]) {
      expect(imageIdFromUrl(url)).toBeNull();
    }
  });

  it("parses ids strictly", () => {
    expect(parseDatabaseId("1")).toBe(1);
    expect(parseDatabaseId("2147483647")).toBe(2147483647);
    expect(parseDatabaseId("2147483648")).toBeNull();
    expect(parseDatabaseId("-1")).toBeNull();
    expect(parseDatabaseId("1.5")).toBeNull();
    expect(parseDatabaseId(undefined)).toBeNull();
  });

  it("accepts only site paths and http(s) URLs as stored addresses", () => {
    expect(isImageAddress("/api/images/3")).toBe(true);
    expect(isImageAddress("https://cdn.example/kuva.jpg")).toBe(true);
    expect(isImageAddress("//evil.example/x.png")).toBe(false);
    expect(isImageAddress("javascript:alert(1)")).toBe(false);
    expect(isImageAddress("data:image/png;base64,AAAA")).toBe(false);
    expect(isImageAddress("kuva.png")).toBe(false);
    expect(isImageAddress("")).toBe(false);
    expect(isImageAddress(`/${"a".repeat(2000)}`)).toBe(false);
  });
});

describe("names and sizes", () => {
  it("keeps a safe base name with the extension of the real format", () => {
    expect(safeFilename("talvirengas.png", "image/png")).toBe("talvirengas.png");
    expect(safeFilename("valokuva.png", "image/jpeg")).toBe("valokuva.jpg");
    expect(safeFilename("C:\\Users\\x\\Kuva 1.JPEG", "image/jpeg")).toBe("Kuva 1.jpg");
    expect(safeFilename("../../etc/passwd", "image/webp")).toBe("passwd.webp");
    expect(safeFilename('a<b>:"c|?*\u0000.png', "image/png")).toBe("abc.png");
    expect(safeFilename("", "image/png")).toBe("kuva.png");
    expect(safeFilename(undefined, "image/webp")).toBe("kuva.webp");
    expect(safeFilename(`${"x".repeat(300)}.png`, "image/png")).toBe(`${"x".repeat(100)}.png`);
  });

  it("formats byte counts the Finnish way", () => {
    expect(formatFileSize(850)).toBe("850 t");
    expect(formatFileSize(12_595)).toBe("12,3 kt");
    expect(formatFileSize(1_258_291)).toBe("1,2 Mt");
    expect(formatFileSize(1024)).toBe("1 kt");
  });
});

describe("library queries", () => {
  it("reads the page's search, category and page", () => {
    expect(parseLibraryQuery(new URLSearchParams("haku=%20talvi%20&kategoria=product&sivu=3"))).toEqual({ q: "talvi", category: "product", page: 3 });
    expect(parseLibraryQuery(new URLSearchParams("kategoria=kissa&sivu=-2"))).toEqual({ q: "", category: null, page: 1 });
  });

  it("writes the query string back, page 1 left out", () => {
    expect(librarySearch({ q: "talvi", category: "hero", page: 2 })).toBe("?haku=talvi&kategoria=hero&sivu=2");
    expect(librarySearch({ q: "", category: null, page: 1 })).toBe("");
  });

  it("bounds pages and limits", () => {
    expect(parsePageNumber("0")).toBe(1);
    expect(parsePageNumber("abc")).toBe(1);
    expect(parsePageNumber("12")).toBe(12);
    expect(parsePageLimit(null)).toBe(50);
    expect(parsePageLimit("500")).toBe(50);
    expect(parsePageLimit("0")).toBe(1);
    expect(parsePageLimit("20")).toBe(20);
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
    expect(cleanSearch(`  ${"a".repeat(150)}`)).toHaveLength(100);
  });
});
