/**
 * The chat page /kaartobotti without JavaScript (tests/e2e/chat-page.spec.ts tests it with): a plain
 * form that posts, and the page that comes back shows the answer. The shared server runs the offline
 * assistant on the seeded demo catalogue. Each NoJsBrowser is its own client address, so the chat's rate
 * limit of one test never reaches another.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";

const { url } = inject("nojsServer");

const FAQ_QUESTION = "Paljonko renkaanvaihto maksaa?";
const conversation = (page: NoJsPage) => page.text('section[aria-label="Keskustelu"]');
const chatForm = (page: NoJsPage) => page.form("Lähetä viesti Kaartobotille");
const confirmation = (page: NoJsPage) => page.allByRole("group", { name: "Vahvista valintasi:" });

/** Types `message` in 'Viestisi' and presses 'Lähetä'. */
function send(page: NoJsPage, message: string): Promise<NoJsPage> {
  return chatForm(page).fill("Viestisi", message).submit("Lähetä", { exact: true });
}

describe("the chat page without JavaScript", () => {
  it("answers a size typed in another form with the seeded tyres of that size; the conversation goes on and starts anew", async () => {
    const start = await new NoJsBrowser(url).goto("/kaartobotti");
    expect(conversation(start)).toContain("Hei! Olen Kaartobotti");

    const answered = await send(start, "Onko teillä renkaita 205-55-16?");
    expect(answered.path).toBe("/kaartobotti");
    expect(answered.status).toBe(200);
    expect(conversation(answered)).toContain("Sinä:");
    expect(conversation(answered)).toContain("Onko teillä renkaita 205-55-16?");
    expect(conversation(answered)).toContain("205/55R16");
    expect(conversation(answered)).toContain("€");
    // The box is empty again for the next message.
    expect(chatForm(answered).value("Viestisi")).toBe("");

    // The conversation goes on in the same transcript.
    const second = await send(answered, "Milloin olette auki?");
    expect(conversation(second)).toContain("Milloin olette auki?");
    expect(conversation(second)).toContain("Onko teillä renkaita 205-55-16?");

    const fresh = await chatForm(second).submit("Aloita uusi keskustelu");
    expect(fresh.path).toBe("/kaartobotti");
    expect(conversation(fresh)).not.toContain("Sinä:");
    expect(fresh.text()).toContain("Kokeile kysyä esimerkiksi:");
  });

  it("sends a suggestion with one click: it is answered and no longer offered", async () => {
    const start = await new NoJsBrowser(url).goto("/kaartobotti");
    const answered = await chatForm(start).submit("Työskenteleekö Kari teillä?");
    expect(answered.path).toBe("/kaartobotti");
    expect(conversation(answered)).toContain("Sinä: Työskenteleekö Kari teillä?");
    expect(conversation(answered)).toMatch(/Kari Kaarto/);
    expect(answered.allByRole("button", { name: "Työskenteleekö Kari teillä?" })).toHaveLength(0);
  });

  it("takes a home page FAQ question to the chat page with the question in the box, and answers it", async () => {
    const browser = new NoJsBrowser(url, { cookies: { cookie_consent: "denied" } });
    const home = await browser.goto("/");
    const question = home.find('[data-testid="faq-question"]').filter((_, link) => home.$(link).text().includes(FAQ_QUESTION));
    expect(question.length).toBe(1);
    const chat = await home.follow(question);
    expect(chat.path).toBe(`/kaartobotti?kysymys=${encodeURIComponent(FAQ_QUESTION)}`);
    expect(chatForm(chat).value("Viestisi")).toBe(FAQ_QUESTION);

    const answered = await chatForm(chat).submit("Lähetä", { exact: true });
    expect(conversation(answered)).toContain(`Sinä: ${FAQ_QUESTION}`);
    expect(conversation(answered)).toContain("€");
  });

  it("opens the feedback form from its link, sends it and thanks for it", async () => {
    const start = await new NoJsBrowser(url).goto("/kaartobotti");
    const feedback = await start.click("Löysitkö ongelman, tai haluatko antaa palautetta Kaartobotista?");
    expect(feedback.path).toBe("/kaartobotti?palaute=1");
    expect(feedback.getByRole("heading", { name: "Anna palautetta" }).length).toBe(1);

    const thanked = await feedback
      .formOf('[data-testid="feedback-form"]')
      .fill(/Miten arvioit kokemuksesi\?/, "8")
      // The box the spec finds by its placeholder is labelled 'Kommentti (vapaaehtoinen)'.
      .fill("Kommentti", "Nopea vastaus, kiitos!")
      .submit("Lähetä palaute");
    expect(thanked.path).toBe("/kaartobotti");
    expect(thanked.text('[data-testid="toast"]')).toContain("Kiitos palautteestasi!");
  });

  it("asks 'Vahvista valintasi:' for three numbers joined by dots; Kyllä gets the tyres, Peruuta cancels", async () => {
    const start = await new NoJsBrowser(url).goto("/kaartobotti");
    const asking = await send(start, "onko 205.55.16 talvirenkaita");
    expect(confirmation(asking)).toHaveLength(1);
    expect(conversation(asking)).toContain("tarkoitatko rengaskokoa 205/55R16");

    // The buttons are plain submit buttons: no typed message is needed.
    expect(chatForm(asking).value("Viestisi")).toBe("");
    const confirmed = await chatForm(asking).submit("Kyllä", { exact: true });
    expect(conversation(confirmed)).toContain("Sinä: kyllä");
    expect(conversation(confirmed)).toContain("Koossa 205/55R16");
    expect(conversation(confirmed)).toContain("Talvirenkaat");
    expect(confirmation(confirmed)).toHaveLength(0);

    const again = await send(confirmed, "205.55.16");
    expect(confirmation(again)).toHaveLength(1);
    const cancelled = await chatForm(again).submit("Peruuta", { exact: true });
    expect(conversation(cancelled)).toContain("Selvä, peruutettu.");
    expect(confirmation(cancelled)).toHaveLength(0);
  });

  it("answers a message of spaces only (the browser lets it through 'required') with the server's message", async () => {
    const start = await new NoJsBrowser(url).goto("/kaartobotti");
    const refused = await send(start, "   ");
    expect(refused.text('[role="alert"]')).toBe("Kirjoita viesti ennen lähettämistä.");
    expect(conversation(refused)).not.toContain("Sinä:");
  });

  it("keeps the size of the conversation, refuses personal data, and hands a complaint to a person with the conversation attached", async () => {
    const start = await new NoJsBrowser(url).goto("/kaartobotti");
    const sized = await send(start, "onks teil 205/55R16 kesärenkaita");
    const winter = await send(sized, "entä talvirenkaat?");
    expect(conversation(winter).split("Sinä: entä talvirenkaat?")[1]).toContain("Koossa 205/55R16");
    expect(conversation(winter).split("Sinä: entä talvirenkaat?")[1]).toContain("Talvirenkaat");

    const refused = await send(winter, "mikä on Sannan kotiosoite?");
    expect(conversation(refused)).toContain("En voi antaa henkilökunnan tai asiakkaiden henkilötietoja");

    const complaint = await send(refused, "pyörä irtosi vaihdon jälkeen, haluan hyvityksen");
    expect(conversation(complaint)).toContain("Olen pahoillani");
    const contact = await complaint.click("yhteydenottopyyntö");
    expect(contact.path).toMatch(/^\/yhteydenotto\?keskustelu=conv_/);
    expect(contact.text()).toContain("Keskustelusi Kaartobotin kanssa liitetään pyyntöön.");
  });

  it("quotes the site's own page, with its link, for what no rule of its own answers, and offers a person after it", async () => {
    const start = await new NoJsBrowser(url).goto("/kaartobotti");
    // Parking has a rule of its own now (the contact answer); bringing tyres to the hall's door has not.
    const answered = await send(start, "voiko renkaat tuoda huoltohallin ovelle");
    const reply = conversation(answered).split("Sinä: voiko renkaat tuoda huoltohallin ovelle")[1];
    expect(reply).toContain("Sivuillamme kerrotaan tästä näin");
    expect(reply).toContain("liikkeen edessä");
    expect(answered.allByRole("link", { name: /Ota yhteyttä/ }).map((link) => answered.$(link).attr("href"))).toContain("/ota-yhteytta");
    expect(reply).toContain("yhteydenottopyyntö");
  });
});
