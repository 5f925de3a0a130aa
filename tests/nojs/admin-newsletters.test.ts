/**
 * The newsletters of the tab 'Uutiskirjeet & Tilaajat' without JavaScript (tests/e2e/admin-newsletters.spec.ts
 * tests them with): every dialog is a route and every button a form post. The mail lands in the server's
 * outbox, which only a server of this file's own exposes (the shared one's DATA_DIR is not ours to read), and
 * sending to everyone must not mail the other files' subscribers: this file starts its own server.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { type ParsedMail, parseMail } from "../support/smtp-sink";

const TAB = "/admin/uutiskirjeet";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let octets = 0;
const server = ownServerWithAdmin();

async function subscribe(emails: string[]) {
  for (const email of emails) {
    octets += 1;
    const answer = await fetch(`${server.app.url}/api/subscribers/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.18.${Math.floor(octets / 250)}.${octets % 250}` },
      body: JSON.stringify({ email }),
    });
    expect(answer.status, email).toBe(200);
  }
}

function outboxFor(email: string, subject?: string): ParsedMail[] {
  const dir = path.join(server.app.dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((file) => parseMail(readFileSync(path.join(dir, file), "utf8")))
    .filter((mail) => mail.headers.to === email && (subject === undefined || mail.subject === subject));
}

/** The row of the newsletter `subject` on the tab. */
const row = (page: NoJsPage, subject: string) => page.find('[data-testid="newsletter-row"]').filter((_, element) => page.$(element).text().includes(subject));
const status = (page: NoJsPage, subject: string) => page.$(row(page, subject).find('[data-testid="newsletter-status"]')).text().trim();
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');

/** The tab, reloaded until the row of `subject` says `wanted` (the job runner sends in the background). */
async function statusBecomes(subject: string, wanted: string): Promise<NoJsPage> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await server.admin.goto(TAB);
    if (status(page, subject) === wanted || Date.now() > deadline) {
      expect(status(page, subject)).toBe(wanted);
      return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Saves a draft through the create dialog; the tab it lands on. */
async function draft(subject: string, content: string): Promise<NoJsPage> {
  const tab = await server.admin.goto(TAB);
  const create = await tab.click("Luo uusi uutiskirje");
  const saved = await create.form("Luo uusi uutiskirje").fill("Aihe", subject).fill("Sisältö", content, { exact: true }).submit("Tallenna luonnos");
  expect(saved.path).toBe(TAB);
  expect(toast(saved)).toContain("Uutiskirjeen luonnos tallennettu onnistuneesti!");
  expect(status(saved, subject)).toBe("Luonnos");
  return saved;
}

/** The send dialog from the row's 'Lähetä' link. */
async function openSend(tab: NoJsPage, subject: string): Promise<NoJsPage> {
  const send = await tab.click("Lähetä", { exact: true, within: `[data-testid="newsletter-row"]:contains("${subject}")` });
  expect(send.path).toMatch(/^\/admin\/uutiskirjeet\/\d+\/laheta$/);
  return send;
}

describe("the newsletters without JavaScript", () => {
  it("creates a draft (nothing typed is lost on an error), previews it on the server, test-sends and edits it", async () => {
    const subject = `Talvikausi ${unique()}`;
    const create = await (await server.admin.goto(TAB)).click("Luo uusi uutiskirje");
    expect(create.path).toBe(`${TAB}/uusi`);
    expect(create.getByRole("dialog", { name: "Luo uusi uutiskirje" }).length).toBe(1);

    // Content missing: the server's message, and the subject is still there.
    const missing = await create.form("Luo uusi uutiskirje").fill("Aihe", subject).submit("Tallenna luonnos");
    expect(missing.text("[role=dialog]")).toContain("Sisältö on pakollinen");
    const form = missing.form("Luo uusi uutiskirje");
    expect(form.value("Aihe")).toBe(subject);

    form.fill("Sisältö", "Nyt **talvirenkaat** alle!\n\n- Nopea asennus", { exact: true });
    const previewed = await form.submit("Esikatselu");
    expect(previewed.find('[data-testid="newsletter-preview"] strong').text()).toBe("talvirenkaat");
    expect(previewed.form("Luo uusi uutiskirje").value("Aihe")).toBe(subject);

    // A test send needs an address (the server says so); then it arrives as the subscribers would get it.
    const noAddress = await previewed.form("Luo uusi uutiskirje").submit("Lähetä testi");
    expect(noAddress.text("[role=dialog]")).toContain("Syötä testisähköpostiosoite");
    const tester = `testi.${unique()}@example.fi`;
    const tested = await noAddress.form("Luo uusi uutiskirje").fill("Testisähköpostiosoite", tester).submit("Lähetä testi");
    expect(tested.text('[data-testid="newsletter-notice"]')).toBe(`Testiviesti lähetetty osoitteeseen ${tester}`);
    const [testMail] = outboxFor(tester);
    expect(testMail.subject).toBe(subject);
    expect(testMail.html).toContain("<strong>talvirenkaat</strong>");
    expect(testMail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const saved = await tested.form("Luo uusi uutiskirje").submit("Tallenna luonnos");
    expect(saved.path).toBe(TAB);
    expect(toast(saved)).toContain("Uutiskirjeen luonnos tallennettu onnistuneesti!");
    expect(status(saved, subject)).toBe("Luonnos");

    const edit = await saved.click(`Muokkaa: ${subject}`);
    expect(edit.path).toMatch(/^\/admin\/uutiskirjeet\/\d+\/muokkaa$/);
    const editForm = edit.form("Muokkaa uutiskirjettä");
    expect(editForm.value("Aihe")).toBe(subject);
    const updated = await editForm.fill("Aihe", `${subject} – päivitetty`).submit("Päivitä");
    expect(toast(updated)).toContain("Uutiskirje päivitetty onnistuneesti!");
    expect(row(updated, `${subject} – päivitetty`).length).toBe(1);
  });

  it("sends a newsletter to every subscriber once; a sent one cannot be sent again", async () => {
    const people = [`kaikki.${unique()}@example.fi`, `kaikki2.${unique()}@example.fi`];
    await subscribe(people);
    const subject = `Kaikille ${unique()}`;
    const tab = await draft(subject, "Hei kaikille!");
    const send = await openSend(tab, subject);
    expect(send.getByRole("dialog", { name: "Lähetä uutiskirje" }).length).toBe(1);
    const active = Number(/(\d+)/.exec(send.text('[data-testid="active-count"]'))?.[1]);
    expect(active).toBeGreaterThanOrEqual(2);
    const started = await send.form("Lähetä kaikille").submit("Lähetä kaikille");
    expect(started.path).toBe(TAB);
    expect(toast(started)).toContain(`Uutiskirjeen lähetys aloitettu ${active} tilaajalle.`);
    const sent = await statusBecomes(subject, "Lähetetty");
    expect(sent.text(`[data-testid="newsletter-row"]:contains("${subject}") [data-testid="delivery-progress"]`)).toContain(`Lähetetty ${active} / ${active}`);
    for (const person of people) expect(outboxFor(person, subject)).toHaveLength(1);

    // The old dialog's form sent again finds nothing to start.
    const replay = await server.admin.navigate(send.form("Lähetä kaikille").request("Lähetä kaikille"), send.url);
    expect(replay.status).toBe(409);
    expect(outboxFor(people[0], subject)).toHaveLength(1);
  });

  it("sends to the subscribers chosen in the table, and only to them; the server asks for the content first", async () => {
    const tag = unique();
    const chosen = [`valittu1.${tag}@example.fi`, `valittu2.${tag}@example.fi`];
    const other = `muu.${tag}@example.fi`;
    await subscribe([...chosen, other]);
    const list = await server.admin.goto(`${TAB}?haku=${tag}`);
    const selection = list.form("Valitut tilaajat");
    for (const email of chosen) selection.check(`Valitse ${email}`, { exact: true });
    const create = await selection.submit("Lähetä uutiskirje valituille");
    expect(create.path).toMatch(/^\/admin\/uutiskirjeet\/uusi\?/);
    expect(create.text("[role=dialog]")).toContain("Lähetetään 2 valitulle tilaajalle.");

    const subject = `Valituille ${tag}`;
    const refused = await create.form("Luo uusi uutiskirje").fill("Aihe", subject).submit("Lähetä valituille");
    expect(refused.text("[role=dialog]")).toContain("Täytä aihe ja sisältö ennen lähettämistä");
    expect(refused.text("[role=dialog]")).toContain("Lähetetään 2 valitulle tilaajalle.");
    const form = refused.form("Luo uusi uutiskirje");
    expect(form.value("Aihe")).toBe(subject);
    const started = await form.fill("Sisältö", "Vain teille.", { exact: true }).submit("Lähetä valituille");
    expect(toast(started)).toContain("Uutiskirjeen lähetys aloitettu 2 tilaajalle.");
    await statusBecomes(subject, "Lähetetty");
    for (const email of chosen) expect(outboxFor(email, subject)).toHaveLength(1);
    expect(outboxFor(other, subject)).toHaveLength(0);
  });

  it("the send dialog: a test by its own form, the server's 'Ei valittuja tilaajia', then the subscribers picked from its list", async () => {
    const tag = unique();
    const picked = `poimittu.${tag}@example.fi`;
    const notPicked = `ohitettu.${tag}@example.fi`;
    await subscribe([picked, notPicked]);
    const subject = `Poiminta ${tag}`;
    const tab = await draft(subject, "Poimituille.");
    let send = await openSend(tab, subject);

    const empty = await send.form("Lähetä testi").submit("Lähetä testi");
    expect(empty.text("[role=dialog]")).toContain("Syötä testisähköpostiosoite");
    const tester = `modaali.${tag}@example.fi`;
    send = await empty.form("Lähetä testi").fill("Testisähköpostiosoite", tester).submit("Lähetä testi");
    expect(send.text('[data-testid="test-notice"]')).toBe(`Testiviesti lähetetty osoitteeseen ${tester}`);
    expect(outboxFor(tester).map((mail) => mail.subject)).toEqual([subject]);

    // Nothing picked: the server says so.
    send = await send.form("Lähetä valituille").submit("Lähetä valituille");
    expect(send.text("[role=dialog]")).toContain("Ei valittuja tilaajia");

    send = await send.formOf('[role=dialog] input[name="valitse-haku"]').fill("Hae tilaajia", tag).submit();
    const choices = send.find('[data-testid="subscriber-picker"] input[type=checkbox]');
    expect(choices.length).toBe(2);
    const started = await send.form("Lähetä valituille").check(picked).submit("Lähetä valituille");
    expect(toast(started)).toContain("Uutiskirjeen lähetys aloitettu 1 tilaajalle.");
    await statusBecomes(subject, "Lähetetty");
    expect(outboxFor(picked, subject)).toHaveLength(1);
    expect(outboxFor(notPicked, subject)).toHaveLength(0);
  });

  it("a scheduled newsletter: a past time is refused with the typed values kept; the job runner sends it when its time comes", async () => {
    const person = `ajastus.${unique()}@example.fi`;
    await subscribe([person]);
    const subject = `Ajastettu ${unique()}`;
    const create = await (await server.admin.goto(TAB)).click("Luo uusi uutiskirje");
    const form = create.form("Luo uusi uutiskirje").fill("Aihe", subject).fill("Sisältö", "Ajastettu viesti.", { exact: true });
    expect(form.value("Lähetysaika")).toMatch(/T09:00$/);
    const refused = await form.fill("Lähetysaika", "2020-01-01T09:00").submit("Ajasta lähetys");
    expect(refused.text("[role=dialog]")).toContain("Ajastetun lähetyksen ajan pitää olla tulevaisuudessa");
    expect(refused.form("Luo uusi uutiskirje").value("Aihe")).toBe(subject);
    expect(refused.form("Luo uusi uutiskirje").value("Sisältö", { exact: true })).toBe("Ajastettu viesti.");

    const inTwoHours = new Date(Date.now() + 2 * 3600_000).toLocaleString("sv-SE", { timeZone: "Europe/Helsinki" }).slice(0, 16).replace(" ", "T");
    const scheduled = await refused.form("Luo uusi uutiskirje").fill("Lähetysaika", inTwoHours).submit("Ajasta lähetys");
    expect(toast(scheduled)).toContain("Uutiskirjeen lähetys ajastettu!");
    expect(status(scheduled, subject)).toBe("Ajastettu");

    // Send-date editing is locked once scheduled.
    const edit = await scheduled.click(`Muokkaa: ${subject}`);
    expect(edit.form("Muokkaa uutiskirjettä").field("Lähetysaika").attr("disabled")).toBeDefined();

    // The scheduler's minute, as the clock will read in three hours.
    const tick = await server.admin.navigate({ method: "POST", url: `${server.app.url}/e2e/uutiskirjeajastin`, contentType: "application/x-www-form-urlencoded", body: Buffer.from("minutes=180"), entries: [] }, `${server.app.url}${TAB}`);
    expect(tick.status).toBe(200);
    await statusBecomes(subject, "Lähetetty");
    expect(outboxFor(person, subject)).toHaveLength(1);
  });

  it("a subscriber leaves through the mail's link and its form; the admin's list says 'Tilaus peruttu'", async () => {
    const tag = unique();
    const viaLink = `linkki.${tag}@example.fi`;
    await subscribe([viaLink]);
    const subject = `Peruutus ${tag}`;
    const tab = await draft(subject, "Hei!");
    const send = await openSend(tab, subject);
    await send.form("Lähetä kaikille").submit("Lähetä kaikille");
    await statusBecomes(subject, "Lähetetty");

    const [mail] = outboxFor(viaLink, subject);
    const pageLink = /href="(http:\/\/localhost:\d+\/peruuta-uutiskirje\?token=[0-9a-f]+)"/.exec(mail.html ?? "")?.[1];
    expect(pageLink).toBeDefined();
    const visitor = new NoJsBrowser(server.app.url);
    const confirm = await visitor.goto(pageLink!);
    const done = await confirm.form("Kyllä, peruuta tilaus").submit("Kyllä, peruuta tilaus");
    expect(done.text('[data-testid="unsubscribe-result"]')).toContain(viaLink);

    const list = await server.admin.goto(`${TAB}?haku=${tag}`);
    expect(list.text(`tr:contains("${viaLink}")`)).toContain("Tilaus peruttu");
  });

  it("the offer generator: the server's message without products, then subject and content filled, the test address kept", async () => {
    const create = await (await server.admin.goto(TAB)).click("Luo uusi uutiskirje");
    const opened = await create.form("Luo uusi uutiskirje").fill("Testisähköpostiosoite", "sailyy@example.fi").submit("Luo tarjousviesti");
    expect(opened.getByRole("heading", { name: "Tarjousviestin luonti" }).length).toBe(1);
    const refused = await opened.form("Luo uusi uutiskirje").submit("Luo viesti");
    expect(refused.text("[role=dialog] [role=alert]")).toContain("Valitse vähintään yksi tuote viestiin");

    const form = refused.form("Luo uusi uutiskirje");
    // The products' checkboxes, labelled by the product (the client ticks fields by label: these by their name).
    const products = refused.find('[role=region]:has(caption:contains("Tarjouksessa olevat tuotteet")) input[type=checkbox][name="offerProduct"]');
    expect(products.length).toBeGreaterThanOrEqual(2);
    products.slice(0, 2).attr("checked", "");
    const made = await form.submit("Luo viesti");
    expect(made.text('[data-testid="newsletter-notice"]')).toBe("Tarjousviesti luotu 2 tuotteesta");
    const filled = made.form("Luo uusi uutiskirje");
    expect(filled.value("Aihe")).not.toBe("");
    expect(filled.value("Sisältö", { exact: true })).toMatch(/€/);
    expect(filled.value("Testisähköpostiosoite")).toBe("sailyy@example.fi");
  });

  it("deletes a newsletter after a confirmation that is a route", async () => {
    const subject = `Poistettava ${unique()}`;
    const tab = await draft(subject, "x");
    const confirm = await tab.click(`Poista: ${subject}`);
    expect(confirm.path).toMatch(/^\/admin\/uutiskirjeet\/\d+\/poista/);
    expect(confirm.text('[role="alertdialog"]')).toContain(`Poistetaanko uutiskirje "${subject}"?`);
    const deleted = await confirm.form("Poista uutiskirje").submit("Poista uutiskirje");
    expect(deleted.path).toBe(TAB);
    expect(toast(deleted)).toContain("Uutiskirje poistettu");
    expect(row(deleted, subject).length).toBe(0);
  });
});
