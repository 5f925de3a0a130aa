/**
 * The no-JS client (tests/support/nojs-browser.ts) stands in for Chromium with JavaScript off in
 * tests/nojs, so its requests must be Chromium's. For ten forms of different shapes (nine of the site's
 * own, one of the HTML edge cases) both fill the same fields and submit; a capture server in front of the
 * test server records what each sent, and the two must be equal (multipart compared part by part, as the
 * boundaries differ).
 */
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { Page } from "@playwright/test";
import { type FileInput, NoJsBrowser, type NoJsForm, loggedInBrowser } from "../support/nojs-browser";
import { expect, test } from "./fixtures";

type Step =
  | { fill: string; value: string; exact?: boolean }
  | { check: string; exact?: boolean }
  | { uncheck: string; exact?: boolean }
  | { select: string; option: string }
  | { attach: string; file: FileInput }
  | { expand: string };

type Case = { name: string; path: string; form: string; steps: Step[]; submit?: string; admin?: boolean };

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2213bc30000000049454e44ae426082",
  "hex",
);

/** Served by the capture server itself: what the site's forms do not use but a browser must get right. */
const EDGE_FORM = `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>Reunatapaukset</title></head><body>
<form id="reuna" method="post" action="/tallenna" enctype="multipart/form-data">
  <label>Nimi <input name="nimi" value="Matti"></label>
  <label for="kuvaus">Kuvaus</label><textarea id="kuvaus" name="kuvaus">
ensimmäinen rivi</textarea>
  <fieldset disabled><legend><label>Legendassa <input name="legendassa" value="mukana"></label></legend>
    <label>Lukittu <input name="lukittu" value="ei mukana"></label></fieldset>
  <label><input type="checkbox" name="varit" value="punainen" checked> Punainen</label>
  <label><input type="checkbox" name="varit" value="sininen"> Sininen</label>
  <label><input type="checkbox" name="oletus"> Oletusarvo</label>
  <label>Koot <select name="koot" multiple><option>15</option><option selected>16</option><option value="17">17 tuumaa</option></select></label>
  <label>Yksi <select name="yksi"><option disabled>ei tämä</option><option>tämä</option></select></label>
  <label>Liite <input type="file" name="liite" multiple></label>
  <label>Tyhjä liite <input type="file" name="tyhja"></label>
  <input type="hidden" name="_charset_">
  <input type="hidden" name="nimi&quot;rivi" value="a&#10;b">
  <button name="toiminto" value="tallenna">Tallenna</button>
  <button name="toiminto" value="esikatsele" formaction="/esikatsele?tila=1" formmethod="get">Esikatsele</button>
</form>
<label>Ulkopuolella <input form="reuna" name="ulkona" value="omistaja id:llä"></label>
</body></html>`;

const CASES: Case[] = [
  {
    name: "login (urlencoded, hidden field)",
    path: "/admin/login?redirectTo=%2Fadmin%2Fkuvat",
    form: 'form[method="post"][action^="/admin/login"]',
    steps: [{ fill: "Käyttäjätunnus", value: "pää käyttäjä" }, { fill: "Salasana", value: "s&l=a+sana%" }],
  },
  {
    name: "quote request (number, checkbox, multi-line textarea)",
    path: "/kysy-tarjous",
    form: 'form[action="/kysy-tarjous"]',
    steps: [
      { fill: "Nimi", value: "Åsa Öhman" },
      { fill: "Puhelinnumero", value: "040 123 4567" },
      { fill: "Sähköpostiosoite", value: "asa@example.fi" },
      { fill: "Kappalemäärä", value: "4" },
      { check: "Haluan myös asennuksen" },
      { fill: "Viesti", value: "Rivi yksi\nRivi kaksi\n\nKolmas: 205/55R16 & €" },
    ],
  },
  {
    name: "tyre filter (GET, radios, select)",
    path: "/renkaat?search=205%2F55R16",
    form: 'form[aria-label="Rajaa renkaita"]',
    steps: [{ check: "Talvirenkaat" }, { select: "Järjestys", option: "Hinta: kallein ensin" }],
  },
  {
    name: "header search (GET, characters to escape)",
    path: "/kysy-tarjous",
    form: 'form[data-variant="header"]',
    steps: [{ fill: "Hae rengaskoolla", value: "205/55 R16 91H ä+ö?" }],
  },
  { name: "theme (submitter's name and value)", path: "/hinnasto", form: 'form[action="/teema"]', steps: [], submit: "Tumma teema" },
  {
    name: "Kaartobotti (one of several named submit buttons)",
    path: "/kaartobotti",
    form: 'form[action="/kaartobotti"]',
    steps: [{ fill: "Viestisi", value: "ei lähetetä tätä" }],
    submit: "Milloin olette auki?",
  },
  {
    name: "opening hours (indexed names, checkboxes)",
    path: "/admin/asetukset/aukioloajat",
    form: 'form[action="/admin/asetukset/aukioloajat"]',
    steps: [{ fill: "Maanantai avautuu", value: "08:30" }, { check: "Sunnuntai suljettu" }, { uncheck: "Lauantai suljettu" }],
    admin: true,
  },
  {
    name: "image upload (multipart with a file)",
    path: "/admin/kuvat",
    form: 'form[enctype="multipart/form-data"][action="/admin/kuvat"]',
    steps: [
      { attach: "Kuvatiedosto", file: { name: 'talvi "rengas".png', mimeType: "image/png", buffer: PNG } },
      { fill: "Alt-teksti", value: "Talvirengas lumessa" },
      { select: "Kategoria", option: "Tuotekuva" },
    ],
    admin: true,
  },
  {
    name: "product editor (multipart, empty file inputs, repeated names, selects)",
    path: "/admin/renkaat/tuotteet/1/muokkaa",
    form: 'form[action="/admin/renkaat/tuotteet/1/muokkaa"]',
    steps: [
      { fill: "Hinta (€)", value: "119.9", exact: true },
      { check: "Talvirengas", exact: true },
      { check: "Kitkarengas", exact: true },
      { expand: "EU-rengasmerkintä" },
      { select: "Märkäpito", option: "B" },
      { expand: "Kuvaus ja ominaisuudet" },
      { fill: "Kuvaus", value: "Kaksi\r\nriviä" },
      { fill: "Ominaisuus 2", value: "Hiljainen" },
    ],
    submit: "Tallenna",
    admin: true,
  },
  {
    name: "edge cases (disabled fieldset, form= owner, multiple select and files, formaction/formmethod)",
    path: "/reunatapaukset",
    form: "form#reuna",
    steps: [
      { check: "Sininen" },
      { select: "Koot", option: "17 tuumaa" },
      { attach: "Liite", file: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("yksi\n") } },
    ],
    submit: "Tallenna",
  },
  {
    name: "edge cases submitted with formaction and formmethod=get",
    path: "/reunatapaukset",
    form: "form#reuna",
    steps: [{ fill: "Nimi", value: "Maija Meikäläinen" }],
    submit: "Esikatsele",
  },
];

type Captured = { method: string; url: string; contentType: string; body: Buffer };

/** A server in front of the test server: it passes page loads on and records (without passing on) submissions. */
async function startCaptureServer(appUrl: string) {
  const state = { url: "", captured: [] as Captured[], pagePath: "", server: undefined as unknown as Server };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  state.server = createServer(async (request, response) => {
    const url = request.url ?? "/";
    const body = await readBody(request);
    // The client asks only for documents; Chromium names its stylesheets and images, which pass on.
    const isDocument = (request.headers["sec-fetch-dest"] ?? "document") === "document";
    if (request.method === "POST" || (isDocument && url !== state.pagePath)) {
      state.captured.push({ method: request.method ?? "", url, contentType: request.headers["content-type"] ?? "", body });
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<!doctype html><title>Vastaanotettu</title><p>Vastaanotettu</p>");
      return;
    }
    if (url === "/reunatapaukset") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(EDGE_FORM);
      return;
    }
    // The page (and Chromium's stylesheets and images) from the test server, with the visitor's cookies.
    const answer = await fetch(`${appUrl}${url}`, { headers: { Cookie: request.headers.cookie ?? "", Accept: request.headers.accept ?? "*/*" }, redirect: "manual" });
    response.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "text/plain" });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => state.server.listen(0, "127.0.0.1", resolve));
  state.url = `http://localhost:${(state.server.address() as { port: number }).port}`;
  return state;
}

/** The request in a comparable form: multipart as its parts in order (headers and bytes), anything else as sent. */
function comparable(request: Captured) {
  const [type, ...parameters] = request.contentType.split(";").map((part) => part.trim());
  const base = { method: request.method, url: request.url, contentType: type };
  if (type !== "multipart/form-data") return { ...base, body: request.body.toString("latin1") };
  const boundary = parameters.find((parameter) => parameter.startsWith("boundary="))!.slice("boundary=".length);
  const text = request.body.toString("latin1");
  const parts = text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const end = part.indexOf("\r\n\r\n");
      return { headers: part.slice(2, end).split("\r\n"), data: part.slice(end + 4, -2) };
    });
  expect(text.endsWith(`--${boundary}--\r\n`), "multipart closes with its boundary").toBe(true);
  return { ...base, parts };
}

async function inChromium(page: Page, entry: Case) {
  await page.goto(entry.path);
  const form = page.locator(entry.form);
  for (const step of entry.steps) {
    if ("fill" in step) await form.getByLabel(step.fill, { exact: step.exact }).fill(step.value);
    else if ("check" in step) await form.getByLabel(step.check, { exact: step.exact }).check();
    else if ("uncheck" in step) await form.getByLabel(step.uncheck, { exact: step.exact }).uncheck();
    else if ("select" in step) await form.getByLabel(step.select).selectOption({ label: step.option });
    else if ("expand" in step) await form.locator("summary", { hasText: step.expand }).click();
    else await page.getByLabel(step.attach, { exact: true }).setInputFiles({ ...step.file, buffer: Buffer.from(step.file.buffer) });
  }
  const button = entry.submit ? page.getByRole("button", { name: entry.submit, exact: true }) : form.getByRole("button").last();
  await button.click();
}

async function inClient(browser: NoJsBrowser, entry: Case) {
  const page = await browser.goto(entry.path);
  const form: NoJsForm = page.formOf(entry.form);
  for (const step of entry.steps) {
    if ("fill" in step) form.fill(step.fill, step.value, { exact: step.exact });
    else if ("check" in step) form.check(step.check, { exact: step.exact });
    else if ("uncheck" in step) form.uncheck(step.uncheck, { exact: step.exact });
    else if ("select" in step) form.select(step.select, step.option);
    else if ("expand" in step) page.expand(step.expand);
    else form.attach(step.attach, step.file, { exact: true });
  }
  const submitter = entry.submit ?? page.$(form.element).find("button").last().text().trim();
  await form.submit(submitter, { exact: true });
}

test.describe("the no-JS client sends what Chromium with JavaScript off sends", () => {
  let capture: Awaited<ReturnType<typeof startCaptureServer>>;
  let adminCookies: string;

  test.beforeAll(async ({ app }) => {
    adminCookies = (await loggedInBrowser(app.url)).cookies.header()!;
    capture = await startCaptureServer(app.url);
  });

  test.afterAll(async () => {
    capture?.server.close();
  });

  for (const entry of CASES) {
    test(entry.name, async ({ browser }) => {
      const cookies = entry.admin ? adminCookies : "";
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: capture.url });
      if (cookies) {
        await context.addCookies(
          cookies.split("; ").map((pair) => {
            const [name, ...value] = pair.split("=");
            return { name, value: value.join("="), domain: "localhost", path: "/" };
          }),
        );
      }
      capture.pagePath = entry.path;
      await inChromium(await context.newPage(), entry);
      await expect.poll(() => capture.captured.length, { message: "Chromium submitted" }).toBe(1);
      await context.close();
      const fromChromium = capture.captured.pop();
      expect(fromChromium, "Chromium submitted").toBeDefined();

      const client = new NoJsBrowser(capture.url);
      for (const pair of cookies ? cookies.split("; ") : []) client.cookies.set(pair.split("=")[0], pair.split("=").slice(1).join("="));
      await inClient(client, entry);
      const fromClient = capture.captured.pop();
      expect(fromClient, "the client submitted").toBeDefined();

      expect(comparable(fromClient!)).toEqual(comparable(fromChromium!));
      expect(capture.captured).toEqual([]);
    });
  }
});
