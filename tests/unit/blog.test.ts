import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  BLOG_LIMITS,
  BLOG_TEXTS,
  articleExcerpt,
  articleInputSchema,
  articleStatus,
  firstArticleError,
  isSlug,
  keywordsSchema,
  parseHelsinkiWallTime,
  parseKeywords,
  slugWithSuffix,
  slugify,
  toHelsinkiWallTime,
  validateArticleForPublish,
  validateArticleInput,
} from "~/features/blog/rules";
import { buildBlogPostingJsonLd, serializeJsonLd } from "~/features/site/structured-data.rules";

const valid = { title: "Talvirenkaat", content: "Vaihda ajoissa.", keywords: "talvirenkaat" };

describe("slugify", () => {
  it("writes Finnish letters without their dots and rings", () => {
    expect(slugify("Milloin talvirenkaat alle?")).toBe("milloin-talvirenkaat-alle");
    expect(slugify("Mitä öljyä? Åland-ryhmä")).toBe("mita-oljya-aland-ryhma");
    expect(slugify("ÄÖÅ äöå")).toBe("aoa-aoa");
    expect(slugify("Crème brûlée & Straße")).toBe("creme-brulee-strasse");
  });

  it("keeps only a–z, digits and single hyphens, never at the ends", () => {
    expect(slugify("  205/55 R16 -- 91H!!  ")).toBe("205-55-r16-91h");
    expect(slugify("---")).toBe("");
    expect(slugify("€ ? !")).toBe("");
    expect(slugify("Renkaat 2026")).toBe("renkaat-2026");
  });

  it("stays within the limit, cut at a hyphen", () => {
    const slug = slugify("talvirengas ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(BLOG_LIMITS.slug);
    expect(isSlug(slug)).toBe(true);
    expect(slug.endsWith("talvirengas")).toBe(true);
    expect(slugify("a".repeat(150))).toBe("a".repeat(100));
  });

  it("adds a suffix within the limit", () => {
    expect(slugWithSuffix("talvi", 2)).toBe("talvi-2");
    const long = slugWithSuffix(`${"a".repeat(98)}-b`, 12);
    expect(long.length).toBeLessThanOrEqual(BLOG_LIMITS.slug);
    expect(isSlug(long)).toBe(true);
    expect(long.endsWith("-12")).toBe(true);
  });
});

describe("keywords", () => {
  it("are a comma list trimmed, with blanks and repeats dropped", () => {
    expect(parseKeywords(" talvirenkaat,  Nastarenkaat ,, talvirenkaat, TALVIRENKAAT ,  rengas   hotelli ")).toEqual([
      "talvirenkaat",
      "Nastarenkaat",
      "rengas hotelli",
    ]);
    expect(parseKeywords("")).toEqual([]);
    expect(parseKeywords(" , ; ")).toEqual([]);
    expect(parseKeywords("Äänitaso;öljy\nkesä")).toEqual(["Äänitaso", "öljy", "kesä"]);
  });

  it("come as a string or an array, bounded in count and length", () => {
    expect(keywordsSchema.parse(["a", " b ", "a"])).toEqual(["a", "b"]);
    expect(keywordsSchema.parse("a, b")).toEqual(["a", "b"]);
    expect(keywordsSchema.parse(undefined)).toEqual([]);
    const many = Array.from({ length: 21 }, (_, index) => `sana${index}`);
    expect(keywordsSchema.safeParse(many).error?.issues[0].message).toBe(BLOG_TEXTS.errors.keywordsTooMany);
    expect(keywordsSchema.safeParse(many.slice(0, 20)).success).toBe(true);
    expect(keywordsSchema.safeParse(["x".repeat(61)]).error?.issues[0].message).toBe(BLOG_TEXTS.errors.keywordTooLong);
    expect(keywordsSchema.safeParse(["x".repeat(60)]).success).toBe(true);
    expect(keywordsSchema.safeParse([1, 2]).error?.issues[0].message).toBe(BLOG_TEXTS.errors.keywordsInvalid);
    expect(keywordsSchema.safeParse({ a: 1 }).success).toBe(false);
  });
});

describe("Helsinki wall time", () => {
  it("is UTC+2 in winter and UTC+3 in summer", () => {
    expect(parseHelsinkiWallTime("2026-01-15T09:00")?.toISOString()).toBe("2026-01-15T07:00:00.000Z");
    expect(parseHelsinkiWallTime("2026-07-15T09:00")?.toISOString()).toBe("2026-07-15T06:00:00.000Z");
    expect(parseHelsinkiWallTime("2026-07-15 09:00:30")?.toISOString()).toBe("2026-07-15T06:00:30.000Z");
  });

  it("crosses the March change: the skipped hour reads as the clocks show it", () => {
    // 29.3.2026 clocks go from 03:00 to 04:00.
    expect(parseHelsinkiWallTime("2026-03-29T02:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(parseHelsinkiWallTime("2026-03-29T03:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(toHelsinkiWallTime(parseHelsinkiWallTime("2026-03-29T03:30")!)).toBe("2026-03-29T04:30");
    expect(parseHelsinkiWallTime("2026-03-29T04:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("crosses the October change: a time that occurs twice is the first one", () => {
    // 25.10.2026 clocks go from 04:00 back to 03:00.
    expect(parseHelsinkiWallTime("2026-10-25T02:30")?.toISOString()).toBe("2026-10-24T23:30:00.000Z");
    expect(parseHelsinkiWallTime("2026-10-25T03:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(parseHelsinkiWallTime("2026-10-25T04:30")?.toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });

  it("round-trips through the datetime-local value", () => {
    for (const iso of ["2026-01-01T00:00:00.000Z", "2026-06-30T21:15:00.000Z", "2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"]) {
      const wall = toHelsinkiWallTime(new Date(iso));
      expect(wall).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      if (iso !== "2026-10-25T01:30:00.000Z") expect(parseHelsinkiWallTime(wall)?.toISOString()).toBe(iso);
    }
    expect(toHelsinkiWallTime("2026-12-31T22:30:00.000Z")).toBe("2027-01-01T00:30");
  });

  it("takes an ISO instant as is and refuses anything else", () => {
    expect(parseHelsinkiWallTime("2026-05-01T10:00:00.000Z")?.toISOString()).toBe("2026-05-01T10:00:00.000Z");
    expect(parseHelsinkiWallTime("2026-05-01T10:00+03:00")?.toISOString()).toBe("2026-05-01T07:00:00.000Z");
    for (const bad of ["", "huomenna", "2026-02-30T10:00", "2026-05-01T24:00", "2026-05-01T10:60", "1999-05-01T10:00", "2026-05-01", "15.3.2026 9.00"]) {
      expect(parseHelsinkiWallTime(bad), bad).toBeNull();
    }
  });
});

describe("articleInputSchema", () => {
  it("reads a minimal article: no slug, description, image or time", () => {
    expect(articleInputSchema.parse(valid)).toEqual({
      title: "Talvirenkaat",
      content: "Vaihda ajoissa.",
      keywords: ["talvirenkaat"],
      slug: null,
      description: "",
      featureImage: null,
      featureImageAlt: "",
      publishAt: null,
    });
  });

  it("reads every field, trimmed and normalised", () => {
    const input = articleInputSchema.parse({
      title: "  Otsikko  ",
      content: "Rivi\r\nToinen\r\n",
      keywords: ["a", "b"],
      slug: " Oma Osoite Ä ",
      description: "  Kuvaus\n rivillä  ",
      featureImage: "/api/images/3",
      featureImageAlt: " Talvirengas lumessa ",
      publishAt: "2026-12-01T08:30",
    });
    expect(input).toEqual({
      title: "Otsikko",
      content: "Rivi\nToinen",
      keywords: ["a", "b"],
      slug: "oma-osoite-a",
      description: "Kuvaus rivillä",
      featureImage: "/api/images/3",
      featureImageAlt: "Talvirengas lumessa",
      publishAt: new Date("2026-12-01T06:30:00.000Z"),
    });
  });

  it("requires a title and content with the spec's texts", () => {
    const result = validateArticleInput({ keywords: "a" });
    expect(result).toEqual({ ok: false, errors: { title: BLOG_TEXTS.titleRequired, content: BLOG_TEXTS.contentRequired } });
    expect(validateArticleInput({ ...valid, title: "   " })).toMatchObject({ ok: false, errors: { title: "Otsikko on pakollinen. Lisää otsikko ennen julkaisua." } });
    expect(validateArticleInput({ ...valid, content: "\n\n" })).toMatchObject({
      ok: false,
      errors: { content: "Sisältö on pakollinen. Generoi tai kirjoita sisältö ennen julkaisua." },
    });
  });

  it("holds the bounds", () => {
    const errorOf = (values: Record<string, unknown>) => {
      const result = validateArticleInput({ ...valid, ...values });
      return result.ok ? null : firstArticleError(result.errors);
    };
    expect(errorOf({ title: "x".repeat(200) })).toBeNull();
    expect(errorOf({ title: "x".repeat(201) })).toBe(BLOG_TEXTS.errors.titleTooLong);
    expect(errorOf({ content: "x".repeat(50_000) })).toBeNull();
    expect(errorOf({ content: "x".repeat(50_001) })).toBe(BLOG_TEXTS.errors.contentTooLong);
    expect(errorOf({ description: "x".repeat(300) })).toBeNull();
    expect(errorOf({ description: "x".repeat(301) })).toBe(BLOG_TEXTS.errors.descriptionTooLong);
    expect(errorOf({ featureImage: "/api/images/1", featureImageAlt: "x".repeat(251) })).toBe(BLOG_TEXTS.errors.altTooLong);
    expect(errorOf({ slug: "a".repeat(101) })).toBe(BLOG_TEXTS.errors.slugTooLong);
    expect(errorOf({ slug: "!!!" })).toBe(BLOG_TEXTS.errors.slugInvalid);
    expect(errorOf({ featureImage: "javascript:alert(1)" })).toBe(BLOG_TEXTS.errors.featureImageInvalid);
    expect(errorOf({ featureImage: "//evil.example/x.png" })).toBe(BLOG_TEXTS.errors.featureImageInvalid);
    expect(errorOf({ featureImage: "https://kuvat.example.fi/talvi.jpg" })).toBeNull();
    expect(errorOf({ publishAt: "2026-02-30T10:00" })).toBe(BLOG_TEXTS.errors.publishAtInvalid);
    expect(errorOf({ publishAt: 12 })).toBe(BLOG_TEXTS.errors.publishAtInvalid);
    expect(errorOf({ title: { nested: true } })).toBe(BLOG_TEXTS.errors.invalid);
    expect(errorOf({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) })).toBe(BLOG_TEXTS.errors.keywordsTooMany);
    expect(validateArticleInput([valid])).toEqual({ ok: false, errors: { form: BLOG_TEXTS.errors.invalid } });
    expect(validateArticleInput("teksti")).toEqual({ ok: false, errors: { form: BLOG_TEXTS.errors.invalid } });
  });

  it("works with Conform's form parsing (empty fields left out)", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: "Otsikko", content: "Sisältö", keywords: "a, b", slug: "", description: "", featureImage: "", featureImageAlt: "", publishAt: "2026-07-01T12:00" })) {
      form.append(name, value);
    }
    const submission = parseWithZod(form, { schema: articleInputSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toMatchObject({ keywords: ["a", "b"], slug: null, featureImage: null, publishAt: new Date("2026-07-01T09:00:00.000Z") });
    }
    expect(Object.keys(getZodConstraint(articleInputSchema))).toEqual(expect.arrayContaining(["title", "content", "keywords", "slug", "publishAt"]));
    const empty = parseWithZod(new FormData(), { schema: articleInputSchema });
    expect(empty.status).toBe("error");
    if (empty.status === "error") expect(empty.error).toMatchObject({ title: [BLOG_TEXTS.titleRequired], content: [BLOG_TEXTS.contentRequired] });
  });
});

describe("publishing", () => {
  it("needs a title and content (spec section 5)", () => {
    expect(validateArticleForPublish({ title: "", content: "" })).toEqual({ title: BLOG_TEXTS.titleRequired, content: BLOG_TEXTS.contentRequired });
    expect(validateArticleForPublish({ title: "T", content: " " })).toEqual({ content: BLOG_TEXTS.contentRequired });
    expect(validateArticleForPublish({ title: "T", content: "C" })).toEqual({});
    expect(validateArticleForPublish({})).toEqual({ title: BLOG_TEXTS.titleRequired, content: BLOG_TEXTS.contentRequired });
  });

  it("says published from the publishing time on, scheduled before", () => {
    const now = new Date("2026-05-01T10:00:00Z");
    expect(articleStatus("2026-05-01T10:00:00Z", now)).toBe("published");
    expect(articleStatus(new Date("2026-05-01T10:00:01Z"), now)).toBe("scheduled");
  });

  it("keeps the spec's texts word for word", () => {
    expect(BLOG_TEXTS.saveFailed("x")).toBe("Artikkelin tallennus epäonnistui: x");
    expect(BLOG_TEXTS.listError("Failed to fetch articles")).toBe("Error: Failed to fetch articles");
    expect([BLOG_TEXTS.published, BLOG_TEXTS.updated, BLOG_TEXTS.empty, BLOG_TEXTS.deleted, BLOG_TEXTS.deleteFailed, BLOG_TEXTS.generateFailed]).toEqual([
      "Artikkeli julkaistu onnistuneesti!",
      "Artikkeli päivitetty!",
      "Ei julkaistuja artikkeleita",
      "Artikkeli poistettu onnistuneesti",
      "Artikkelin poistaminen epäonnistui",
      "Blogin generointi epäonnistui. Yritä uudelleen.",
    ]);
  });
});

describe("BlogPosting JSON-LD", () => {
  const article = {
    title: "Renkaat </script><script>alert(1)</script>",
    slug: "renkaat",
    description: "",
    excerpt: "Ensimmäinen kappale.",
    keywords: ["talvi", "kesä"],
    featureImage: "/api/images/7",
    publishedAt: "2026-05-01T09:00:00.000Z",
    updatedAt: "2026-04-30T09:00:00.000Z",
  };

  it("names the shop as author and publisher, with absolute addresses", () => {
    const jsonLd = buildBlogPostingJsonLd({ article, origin: "https://www.rengaskaarto.fi" });
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      description: "Ensimmäinen kappale.",
      datePublished: "2026-05-01T09:00:00.000Z",
      // Edited before it was published: not modified before it appeared.
      dateModified: "2026-05-01T09:00:00.000Z",
      image: ["https://www.rengaskaarto.fi/api/images/7"],
      keywords: "talvi, kesä",
      author: { "@type": "Organization", name: "Rengas-Kaarto Oy", "@id": "https://www.rengaskaarto.fi/#rengasliike" },
      publisher: { name: "Rengas-Kaarto Oy" },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://www.rengaskaarto.fi/artikkelit/renkaat" },
    });
    expect(buildBlogPostingJsonLd({ article: { ...article, description: "Oma", featureImage: null, keywords: [] }, origin: "" })).not.toHaveProperty("image");
  });

  it("cannot end its script element", () => {
    const text = serializeJsonLd(buildBlogPostingJsonLd({ article, origin: "https://x.fi" }));
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("<");
    expect(JSON.parse(text).headline).toBe(article.title);
  });
});

describe("articleExcerpt", () => {
  it("is the first plain paragraph", () => {
    expect(articleExcerpt("## Otsikko\n\n- lista\n\nTämä on **tärkeä** [linkki](https://x.fi).")).toBe("Tämä on tärkeä linkki.");
  });
});
