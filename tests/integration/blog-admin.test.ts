/**
 * The tab 'Blogin hallinta' on a real database, its routes called as Remix calls them: 'Generoi' without
 * JavaScript (the offline writer), the publish rules and messages, a scheduled article, the edit drawer
 * (slug change → the old one redirects), delete, 'Lähetä uutiskirjeenä', discard and preview, and the
 * list's pages of five. The generator itself is tested in its own files.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import type { ArticleDraft, BlogTabAnswer } from "~/features/blog/form";
import { BLOG_TEXTS as T, toHelsinkiWallTime } from "~/features/blog/rules";
import { findArticleRedirect, getAdminArticle, listAdminArticles, listArticles } from "~/features/blog/model.server";
import { saveImage } from "~/features/images/model.server";
import { getNewsletter } from "~/features/newsletters/model.server";
import { action as editAction, loader as editLoader } from "~/routes/admin.blogi.$id.muokkaa";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.blogi.$id.poista";
import { action as newsletterAction, loader as newsletterLoader } from "~/routes/admin.blogi.$id.uutiskirje";
import { action as tabAction, loader as tabLoader } from "~/routes/admin.blogi";
import { ORIGIN, getRequest } from "../support/requests";
import { adminCookie, asRedirect, post, run, toastOf } from "../support/tyre-admin";

type Answer<T> = { data: T; init: { status: number } | null };

let cookie: string;
let libraryImage: string;
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}-${Date.now().toString(36)}`;

/** The editor as the browser sends it (multipart, for the image field). */
function editorRequest(path: string, fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body });
}

const article = (overrides: Record<string, string | File> = {}): Record<string, string | File> => ({
  intent: "publish",
  title: unique("Talvirenkaat ajoissa"),
  content: "Vaihda talvirenkaat ajoissa.\n\n## Miksi\n\nTurvallisuus ennen kaikkea.",
  keywords: "talvirenkaat, turvallisuus, talvirenkaat",
  slug: "",
  description: "",
  featureImageAlt: "",
  publishAt: "",
  ...overrides,
});

/** A refused draft's first message per field ('form': the form's own), as the editor shows them. */
function errorsOf(draft: ArticleDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(draft.result?.error ?? {})) if (messages?.length) errors[name === "" ? "form" : name] ??= messages[0];
  return errors;
}

function answerOf<T>(result: unknown): Answer<T> {
  if (result instanceof Response) throw new Error(`expected an answer, got ${result.status} → ${result.headers.get("Location")}`);
  return result as Answer<T>;
}

async function expectToast(result: unknown, message: string, type = "success", location = "/admin/blogi") {
  const response = asRedirect(result);
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  expect(await toastOf(response)).toEqual({ type, message });
}

async function publish(overrides: Record<string, string | File> = {}, toast: string = T.published) {
  const fields = article(overrides);
  await expectToast(await run(tabAction, editorRequest("/admin/blogi", fields)), toast);
  const all = await listAdminArticles(1);
  const found = (await Promise.all(Array.from({ length: all.pages }, (_, index) => listAdminArticles(index + 1))))
    .flatMap((page) => page.articles)
    .find((candidate) => candidate.title === String(fields.title));
  expect(found).toBeDefined();
  return found!;
}

beforeAll(async () => {
  await seedDatabase(db);
  cookie = await adminCookie("blogi-admin");
  const bytes = new Uint8Array(await sharp({ create: { width: 16, height: 8, channels: 3, background: "#3355aa" } }).png().toBuffer());
  const saved = await saveImage({ filename: "blogi.png", mime: "image/png", bytes, width: 16, height: 8, category: "general" });
  libraryImage = `/api/images/${saved.id}`;
});

describe("'Generoi' without JavaScript", () => {
  it("needs a keyword, and keeps what was typed", async () => {
    const result = answerOf<BlogTabAnswer>(
      await run(tabAction, post("/admin/blogi", { intent: "generate", keywords: " , ", title: "Oma otsikko", tone: "casual", length: "long" }, cookie)),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.generatorResult?.error?.keywords).toEqual([T.keywordsRequired]);
    expect(result.data.generatorResult?.initialValue).toMatchObject({ keywords: " , ", title: "Oma otsikko", tone: "casual", length: "long" });
    expect(result.data.draft).toBeNull();
  });

  it("fills the editor from the offline writer, with its notice", async () => {
    const result = answerOf<BlogTabAnswer>(
      await run(tabAction, post("/admin/blogi", { intent: "generate", keywords: "talvirenkaat, rengashotelli", title: "", tone: "professional", length: "short" }, cookie)),
    );
    expect(result.data.generatorResult?.error).toBeFalsy();
    const draft = result.data.draft!;
    expect(draft.values.title.length).toBeGreaterThan(0);
    expect(draft.values.content.split(/\s+/).length).toBeGreaterThan(100);
    expect(draft.values.keywords).toBe("talvirenkaat, rengashotelli");
    expect(draft.notice).toEqual(expect.any(String));
    expect(draft.result).toBeNull();
  });

  it("keeps a title the admin gave", async () => {
    const result = answerOf<BlogTabAnswer>(await run(tabAction, post("/admin/blogi", { intent: "generate", keywords: "tasapainotus", title: "Oma otsikko", tone: "educational", length: "short" }, cookie)));
    expect(result.data.draft!.values.title).toBe("Oma otsikko");
  });
});

describe("'Tallenna ja julkaise'", () => {
  it("needs a title and content (the spec's texts) and keeps everything typed", async () => {
    const fields = article({ title: " ", content: "  ", keywords: "kesärenkaat", description: "Jää talteen", featureImage__pick: libraryImage });
    const result = answerOf<BlogTabAnswer>(await run(tabAction, editorRequest("/admin/blogi", fields)));
    expect(result.init?.status).toBe(400);
    expect(errorsOf(result.data.draft!)).toMatchObject({ title: T.titleRequired, content: T.contentRequired });
    expect(result.data.draft!.values).toMatchObject({ keywords: "kesärenkaat", description: "Jää talteen", featureImage: libraryImage });
  });

  it("publishes with a slug from the title, unique keywords and the picked feature image, then resets (a redirect)", async () => {
    const title = unique("Nastarenkaat vai kitkarenkaat – mikä sopii sinulle?");
    const published = await publish({ title, featureImage__pick: libraryImage, featureImageAlt: "Rengaspino" });
    expect(published.status).toBe("published");
    expect(published.slug).toMatch(/^nastarenkaat-vai-kitkarenkaat-mika-sopii-sinulle/);
    expect(published.keywords).toEqual(["talvirenkaat", "turvallisuus"]);
    expect(published.featureImage).toBe(libraryImage);
    expect(published.featureImageAlt).toBe("Rengaspino");
    expect((await listArticles()).map((item) => item.slug)).toContain(published.slug);
  });

  it("takes an explicit slug and refuses one already in use", async () => {
    const slug = `oma-osoite-${Date.now().toString(36)}`;
    const first = await publish({ slug });
    expect(first.slug).toBe(slug);
    const result = answerOf<BlogTabAnswer>(await run(tabAction, editorRequest("/admin/blogi", article({ slug }))));
    expect(result.init?.status).toBe(409);
    expect(errorsOf(result.data.draft!).slug).toBe(T.errors.slugTaken);
  });

  it("schedules an article for a Helsinki time: listed as 'scheduled', not on the site", async () => {
    const later = toHelsinkiWallTime(new Date(Date.now() + 3 * 86_400_000));
    const scheduled = await publish({ publishAt: later }, T.scheduled(`${later.slice(8, 10)}.${later.slice(5, 7)}.${later.slice(0, 4)} ${later.slice(11)}`));
    expect(scheduled.status).toBe("scheduled");
    expect(toHelsinkiWallTime(new Date(scheduled.publishedAt))).toBe(later);
    expect((await listArticles()).map((item) => item.slug)).not.toContain(scheduled.slug);
  });

  it("refuses a publishing time that is not a time", async () => {
    const result = answerOf<BlogTabAnswer>(await run(tabAction, editorRequest("/admin/blogi", article({ publishAt: "huomenna" }))));
    expect(result.init?.status).toBe(400);
    expect(errorsOf(result.data.draft!).publishAt).toEqual(expect.any(String));
  });

  it("refuses a body no form of ours sends", async () => {
    const huge = (await run(tabAction, editorRequest("/admin/blogi", article({ title: "o".repeat(5000) })))) as Response;
    expect(huge.status).toBe(413);
    const badIntent = (await run(tabAction, editorRequest("/admin/blogi", article({ intent: "poista-kaikki" })))) as Response;
    expect(badIntent.status).toBe(400);
  });
});

describe("'Hylkää' and the preview without JavaScript", () => {
  it("asks before discarding a draft with text, and discards an empty one at once", async () => {
    const result = answerOf<BlogTabAnswer>(await run(tabAction, editorRequest("/admin/blogi", article({ intent: "discard" }))));
    expect(result.data.draft!.confirmDiscard).toBe(true);
    expect(result.data.draft!.values.content).toContain("Vaihda talvirenkaat");
    const empty = asRedirect(await run(tabAction, editorRequest("/admin/blogi", article({ intent: "discard", title: "", content: "", keywords: "" }))));
    expect(empty.headers.get("Location")).toBe("/admin/blogi");
  });

  it("'Esikatselu' answers with the draft and its preview, the notice kept", async () => {
    const result = answerOf<BlogTabAnswer>(await run(tabAction, editorRequest("/admin/blogi", article({ intent: "preview", notice: "Luonnos muokattavaksi." }))));
    expect(result.data.draft).toMatchObject({ preview: true, notice: "Luonnos muokattavaksi.", result: null });
  });
});

describe("the list, edit and delete", () => {
  it("pages five at a time, newest first", async () => {
    for (let index = 0; index < 6; index += 1) await publish();
    const first = (await run(tabLoader, getRequest("/admin/blogi", { Cookie: cookie }))) as Awaited<ReturnType<typeof listAdminArticles>>;
    expect(first.articles).toHaveLength(5);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    const second = (await run(tabLoader, getRequest("/admin/blogi?sivu=2", { Cookie: cookie }))) as typeof first;
    expect(second.page).toBe(2);
    expect(second.articles[0].id).not.toBe(first.articles[0].id);
  });

  it("edits an article ('Artikkeli päivitetty!'); its old slug then leads to the new one", async () => {
    const original = await publish();
    const loaded = (await run(editLoader, getRequest(`/admin/blogi/${original.id}/muokkaa`, { Cookie: cookie }), { id: String(original.id) })) as {
      values: Record<string, unknown>;
    };
    expect(loaded.values).toMatchObject({ title: original.title, slug: original.slug, keywords: "talvirenkaat, turvallisuus" });
    const slug = `uusi-osoite-${Date.now().toString(36)}`;
    const fields = article({ title: `${original.title} (päivitetty)`, slug, publishAt: String(loaded.values.publishAt) });
    const result = await run(editAction, editorRequest(`/admin/blogi/${original.id}/muokkaa?sivu=2`, fields), { id: String(original.id) });
    await expectToast(result, T.updated, "success", "/admin/blogi?sivu=2");
    const updated = await getAdminArticle(original.id);
    expect(updated).toMatchObject({ title: `${original.title} (päivitetty)`, slug, publishedAt: original.publishedAt });
    expect(await findArticleRedirect(original.slug)).toBe(slug);
  });

  it("refuses an edit without a title, keeping the rest", async () => {
    const original = await publish();
    const result = answerOf<ArticleDraft>(await run(editAction, editorRequest(`/admin/blogi/${original.id}/muokkaa`, article({ title: "" })), { id: String(original.id) }));
    expect(result.init?.status).toBe(400);
    expect(errorsOf(result.data).title).toBe(T.titleRequired);
    expect(result.data.values.content).toContain("Vaihda talvirenkaat");
  });

  it("an unknown article's drawer is a 404", async () => {
    const response = (await run(editLoader, getRequest("/admin/blogi/999999/muokkaa", { Cookie: cookie }), { id: "999999" })) as Response;
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Artikkelia ei löytynyt");
  });

  it("deletes after the confirmation ('Artikkeli poistettu onnistuneesti'); a second delete fails", async () => {
    const doomed = await publish();
    const confirm = (await run(deleteLoader, getRequest(`/admin/blogi/${doomed.id}/poista`, { Cookie: cookie }), { id: String(doomed.id) })) as { title: string };
    expect(confirm.title).toBe(doomed.title);
    await expectToast(await run(deleteAction, post(`/admin/blogi/${doomed.id}/poista`, {}, cookie), { id: String(doomed.id) }), T.deleted);
    expect(await getAdminArticle(doomed.id)).toBeNull();
    await expectToast(await run(deleteAction, post(`/admin/blogi/${doomed.id}/poista`, {}, cookie), { id: String(doomed.id) }), T.deleteFailed, "error");
  });
});

describe("'Lähetä uutiskirjeenä'", () => {
  it("makes a newsletter draft from the article and opens it", async () => {
    const source = await publish({ featureImage__pick: libraryImage, description: "Lyhyt kuvaus uutiskirjeeseen." });
    const response = asRedirect(await run(newsletterAction, post(`/admin/blogi/${source.id}/uutiskirje`, {}, cookie), { id: String(source.id) }));
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/admin\/uutiskirjeet\/\d+\/muokkaa$/);
    expect(await toastOf(response)).toEqual({ type: "success", message: T.newsletterCreated });
    const newsletter = await getNewsletter(Number(location.split("/")[3]));
    expect(newsletter).toMatchObject({ subject: source.title, status: "draft", heroImage: libraryImage });
    expect(newsletter!.content).toContain("Lyhyt kuvaus uutiskirjeeseen.");
    expect(newsletter!.content).toContain(`/artikkelit/${source.slug})`);
  });

  it("a GET goes back to the tab; an unknown article says so", async () => {
    const back = asRedirect(await run(newsletterLoader, getRequest("/admin/blogi/1/uutiskirje?sivu=2", { Cookie: cookie }), { id: "1" }));
    expect(back.headers.get("Location")).toBe("/admin/blogi?sivu=2");
    await expectToast(await run(newsletterAction, post("/admin/blogi/999999/uutiskirje", {}, cookie), { id: "999999" }), T.notFound, "error");
  });
});

describe("the guard", () => {
  it("refuses the tab's action without a session and across origins", async () => {
    const anonymous = new Request(`${ORIGIN}/admin/blogi`, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=generate&keywords=a" });
    const response = (await run(tabAction, anonymous)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/admin\/login/);
    const foreign = new Request(`${ORIGIN}/admin/blogi`, { method: "POST", headers: { Origin: "https://evil.example", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=generate&keywords=a" });
    expect(((await run(tabAction, foreign)) as Response).status).toBe(403);
  });
});
