/**
 * The tab 'Blogin hallinta' without JavaScript (tests/e2e/admin-blog.spec.ts tests it with): 'Generoi' posts
 * the generator's form and the offline writer's draft comes back in the editor, 'Esikatselu' and 'Hylkää'
 * are the editor's submit buttons, the edit and delete drawers are routes, 'Lähetä uutiskirjeenä' a post.
 * Titles are unique: the shared server has the other files' articles too. The server's clock is not moved
 * here (POST /e2e/kello would move it for every file): the JS spec follows a scheduled article to publication.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");
const TAB = "/admin/blogi";
const TEXTS = {
  keywordsRequired: "Anna vähintään yksi avainsana.",
  titleRequired: "Otsikko on pakollinen. Lisää otsikko ennen julkaisua.",
  contentRequired: "Sisältö on pakollinen. Generoi tai kirjoita sisältö ennen julkaisua.",
  published: "Artikkeli julkaistu onnistuneesti!",
  updated: "Artikkeli päivitetty!",
  deleted: "Artikkeli poistettu onnistuneesti",
};
const unique = () => `nojs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

let admin: NoJsBrowser;

beforeAll(async () => {
  admin = await loggedInBrowser(url);
});

/** 'YYYY-MM-DDTHH:mm' in Helsinki, `minutes` from now: what the datetime-local field takes. */
function helsinkiLocal(minutes: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const row = (page: NoJsPage, title: string) => page.find('[data-testid="article-row"]').filter((_, element) => page.$(element).text().includes(title));
const rowText = (page: NoJsPage, title: string) => page.$(row(page, title)).text().replace(/\s+/g, " ");
const status = (page: NoJsPage, title: string) => row(page, title).find('[data-testid="article-status"]').text().trim();

/** Writes an article in 'Kirjoita itse' and publishes it; the tab it lands on. */
async function writeAndPublish(fields: { title: string; slug?: string; publishAt?: string }): Promise<NoJsPage> {
  const write = await (await admin.goto(TAB)).click("Kirjoita itse");
  const form = write
    .form("Artikkelin muokkaus")
    .fill("Otsikko", fields.title, { exact: true })
    .fill("Sisältö", `Ensimmäinen kappale artikkelista ${fields.title}.\n\n## Väliotsikko\n\nToinen kappale.`, { exact: true })
    .fill("Avainsanat", "talvirenkaat, testi");
  if (fields.slug) form.fill("Osoite", fields.slug, { exact: true });
  if (fields.publishAt) form.fill("Ajasta julkaisu", fields.publishAt);
  const tab = await form.submit("Tallenna ja julkaise");
  expect(toast(tab)).toMatch(fields.publishAt ? /Artikkeli ajastettu julkaistavaksi \d/ : new RegExp(TEXTS.published));
  expect(row(tab, fields.title).length).toBe(1);
  return tab;
}

async function deleteArticle(title: string) {
  const tab = await admin.goto(TAB);
  const confirm = await tab.click(`Poista: ${title}`);
  const deleted = await confirm.form("Poista artikkeli").submit("Poista artikkeli");
  expect(toast(deleted)).toMatch(new RegExp(TEXTS.deleted));
  expect(row(deleted, title).length).toBe(0);
}

/** The public list's links to articles. */
async function publicTitles(): Promise<string[]> {
  const list = await admin.goto("/artikkelit");
  return list.allByRole("link", { within: '[data-testid="article-list"]' }).map((link) => list.$(link).text().trim());
}

describe("the blog admin without JavaScript", () => {
  it("generates an article with the offline writer, previews it on the server, edits and publishes it, and it is on the site", async () => {
    const title = `Talvirenkaiden vaihto ${unique()}`;
    const tab = await admin.goto(TAB);

    // No keyword: the server refuses, nothing generated, the rest kept.
    const refused = await tab.form("Luo uusi blogiartikkeli").fill("Otsikko", "Oma otsikko").submit("Generoi");
    expect(refused.text('[data-testid="blog-generator"]')).toContain(TEXTS.keywordsRequired);
    const again = refused.form("Luo uusi blogiartikkeli");
    expect(again.field("Avainsanat").attr("aria-invalid")).toBe("true");
    expect(again.value("Otsikko")).toBe("Oma otsikko");
    expect(refused.find('form[aria-label="Artikkelin muokkaus"]').length).toBe(0);

    const generated = await again.fill("Otsikko", "").fill("Avainsanat", "talvirenkaat, rengashotelli").select("Sävy", "casual").select("Pituus", "short").submit("Generoi");
    expect(generated.find('[data-testid="generator-notice"]').length).toBe(1);
    const form = generated.form("Artikkelin muokkaus");
    expect(form.value("Otsikko", { exact: true })).not.toBe("");
    expect(form.value("Sisältö", { exact: true })).toMatch(/talvirenka/i);
    expect(form.value("Avainsanat")).toBe("talvirenkaat, rengashotelli");

    // Edit: an own title, a lead paragraph and a meta description; the server's preview shows the edited text.
    const content = form.value("Sisältö", { exact: true });
    form.fill("Otsikko", title, { exact: true }).fill("Sisältö", `Tämä on muokattu johdanto.\n\n${content}`, { exact: true }).fill("Metakuvaus", "Milloin talvirenkaat vaihdetaan ja miksi.");
    const previewed = await form.submit("Esikatselu");
    expect(previewed.text('[data-testid="article-preview"]')).toContain("Tämä on muokattu johdanto.");

    const published = await previewed.form("Artikkelin muokkaus").submit("Tallenna ja julkaise");
    expect(toast(published)).toMatch(new RegExp(TEXTS.published));
    // The form resets after success.
    expect(published.find('form[aria-label="Artikkelin muokkaus"]').length).toBe(0);
    expect(published.form("Luo uusi blogiartikkeli").value("Avainsanat")).toBe("");
    expect(status(published, title)).toMatch(/^Julkaistu \d{1,2}\.\d{1,2}\.\d{4}$/);

    // On the site: in the list and on its own page.
    expect(await publicTitles()).toContain(title);
    const list = await admin.goto("/artikkelit");
    const article = await list.click(title, { exact: true, within: '[data-testid="article-list"]' });
    expect(article.getByRole("heading", { name: title }).is("h1")).toBe(true);
    expect(article.text("main")).toContain("Tämä on muokattu johdanto.");
    expect(article.find('meta[name="description"]').attr("content")).toBe("Milloin talvirenkaat vaihdetaan ja miksi.");

    await deleteArticle(title);
  });

  it("publishing needs a title and content, keeps what was typed, and 'Hylkää' asks first", async () => {
    const write = await (await admin.goto(TAB)).click("Kirjoita itse");
    expect(write.path).toBe(`${TAB}?uusi`);
    const empty = await write.form("Artikkelin muokkaus").submit("Tallenna ja julkaise");
    expect(empty.text('[data-testid="article-errors"]')).toContain(TEXTS.titleRequired);
    expect(empty.text('[data-testid="article-errors"]')).toContain(TEXTS.contentRequired);
    const titleField = empty.form("Artikkelin muokkaus").field("Otsikko", { exact: true });
    expect(titleField.attr("aria-invalid")).toBe("true");
    expect(titleField.attr("aria-describedby")).toMatch(/-title-error/);

    // Content only: the title's message stays, the content is kept.
    const half = await empty.form("Artikkelin muokkaus").fill("Sisältö", "Pelkkä sisältö ilman otsikkoa.", { exact: true }).fill("Metakuvaus", "Kuvaus jää talteen").submit("Tallenna ja julkaise");
    expect(half.text('[data-testid="article-errors"]')).toContain(TEXTS.titleRequired);
    expect(half.text('[data-testid="article-errors"]')).not.toContain(TEXTS.contentRequired);
    expect(half.form("Artikkelin muokkaus").value("Sisältö", { exact: true })).toBe("Pelkkä sisältö ilman otsikkoa.");
    expect(half.form("Artikkelin muokkaus").value("Metakuvaus")).toBe("Kuvaus jää talteen");

    // 'Hylkää' with text asks; 'Jatka muokkausta' keeps the draft; confirming throws it away.
    const asked = await half.form("Artikkelin muokkaus").submit("Hylkää");
    expect(asked.text('[data-testid="discard-confirm"]')).toContain("Hylätäänkö luonnos?");
    const kept = await asked.form("Artikkelin muokkaus").submit("Jatka muokkausta");
    expect(kept.find('[data-testid="discard-confirm"]').length).toBe(0);
    expect(kept.form("Artikkelin muokkaus").value("Sisältö", { exact: true })).toBe("Pelkkä sisältö ilman otsikkoa.");
    const asked2 = await kept.form("Artikkelin muokkaus").submit("Hylkää");
    const discarded = await asked2.click("Kyllä, hylkää luonnos", { within: '[data-testid="discard-confirm"]' });
    expect(discarded.find('form[aria-label="Artikkelin muokkaus"]').length).toBe(0);
    expect(discarded.getByRole("heading", { name: "Julkaistut artikkelit" }).length).toBe(1);
  });

  it("a changed slug: the drawer (a route) saves it and the old address redirects (301) to the new one", async () => {
    const tag = unique();
    const title = `Rengashotelli ${tag}`;
    const oldSlug = `rengashotelli-${tag}`;
    const newSlug = `rengashotelli-uusi-${tag}`;
    const tab = await writeAndPublish({ title, slug: oldSlug });
    expect(rowText(tab, title)).toContain(`/artikkelit/${oldSlug}`);

    const edit = await tab.click(`Muokkaa: ${title}`);
    expect(edit.path).toMatch(/^\/admin\/blogi\/\d+\/muokkaa$/);
    const form = edit.formOf('[role="dialog"] form[aria-label="Artikkelin muokkaus"], [role="dialog"] textarea[name="content"]');
    expect(form.value("Otsikko", { exact: true })).toBe(title);
    expect(form.value("Osoite", { exact: true })).toBe(oldSlug);
    expect(form.value("Ajasta julkaisu")).not.toBe("");
    const saved = await form.fill("Osoite", newSlug, { exact: true }).submit("Tallenna ja julkaise");
    expect(toast(saved)).toMatch(new RegExp(TEXTS.updated));
    expect(saved.find('[role="dialog"]').length).toBe(0);
    expect(rowText(saved, title)).toContain(`/artikkelit/${newSlug}`);

    const visitor = admin.responses.length;
    const moved = await admin.goto(`/artikkelit/${oldSlug}`);
    expect(admin.responses.slice(visitor).map((response) => response.status)).toEqual([301, 200]);
    expect(moved.path).toBe(`/artikkelit/${newSlug}`);
    expect(moved.getByRole("heading", { name: title }).is("h1")).toBe(true);

    await deleteArticle(title);
  });

  it("a scheduled article: the form takes the time, the row says 'Ajastettu' and the site does not show it yet", async () => {
    const title = `Ajastettu ${unique()}`;
    const tab = await writeAndPublish({ title, publishAt: helsinkiLocal(120) });
    expect(status(tab, title)).toMatch(/^Ajastettu \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(row(tab, title).find("a").filter((_, link) => tab.$(link).text().trim() === title).length).toBe(0);
    const slug = /\/artikkelit\/([a-z0-9-]+)/.exec(rowText(tab, title))![1];
    expect(await publicTitles()).not.toContain(title);
    expect((await admin.goto(`/artikkelit/${slug}`)).status).toBe(404);
    await deleteArticle(title);
  });

  it("deletes an article after a confirmation (a route) that can be cancelled", async () => {
    const title = `Poistettava ${unique()}`;
    const tab = await writeAndPublish({ title });
    const confirm = await tab.click(`Poista: ${title}`);
    expect(confirm.text('[role="alertdialog"]')).toContain(`Poistetaanko artikkeli ”${title}”?`);
    const cancelled = await confirm.click("Peruuta", { within: '[role="alertdialog"]' });
    expect(cancelled.find('[role="alertdialog"]').length).toBe(0);
    expect(row(cancelled, title).length).toBe(1);
    await deleteArticle(title);
    expect(await publicTitles()).not.toContain(title);
  });

  it("'Lähetä uutiskirjeenä' opens a newsletter draft made from the article", async () => {
    const title = `Uutiskirjeeseen ${unique()}`;
    const tab = await writeAndPublish({ title });
    const draft = await tab.form(`Lähetä uutiskirjeenä: ${title}`).submit(`Lähetä uutiskirjeenä: ${title}`);
    expect(toast(draft)).toMatch(/Uutiskirjeen luonnos luotu artikkelista/);
    expect(draft.path).toMatch(/^\/admin\/uutiskirjeet\/\d+\/muokkaa$/);
    const form = draft.form("Muokkaa uutiskirjettä");
    expect(form.value("Aihe")).toBe(title);
    expect(form.value("Sisältö")).toMatch(/\/artikkelit\/uutiskirjeeseen-/);
    await deleteArticle(title);
  });
});
