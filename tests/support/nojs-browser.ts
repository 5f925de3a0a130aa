/**
 * A browser with JavaScript off, for the no-JS tests: what Chromium does with scripts disabled, without
 * Chromium. It keeps cookies, follows redirects, parses each page with a real HTML parser (parse5 through
 * cheerio, scripting off, so <noscript> content is markup), finds links, forms and fields by their
 * accessible name as Playwright's getByRole/getByLabel do, checks the form's constraints as the browser
 * would before submitting, and builds the request exactly as the HTML standard's form submission
 * algorithm does (urlencoded, multipart or GET; checkboxes, radios, selects, multiple values, files, the
 * submitter's name and value, formaction/formmethod/formenctype, form= owners, disabled fieldsets).
 *
 * What it does not do: CSS (what is visible, layout) and anything scripted. Tests of those stay in the
 * browser (tests/e2e). tests/e2e/nojs-client.spec.ts checks its requests against Chromium's.
 */
import { randomBytes } from "node:crypto";
import { type Cheerio, type CheerioAPI, load } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { TEST_ADMIN } from "./app-server";
import { clientAddress } from "./http-session";

/** Chromium's user agent: the server must not treat the no-JS visitor as a bot. */
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const MAX_REDIRECTS = 20;

/** A name to look for: a string matches as Playwright's default does (case-insensitive substring, whitespace collapsed), a RegExp tests. */
export type NameQuery = string | RegExp;
export type FileInput = { name: string; mimeType: string; buffer: Buffer | Uint8Array };
export type FormEntry = { name: string; value: string } | { name: string; file: FileInput };
/** A request as the browser would send it for a submission. */
export type BuiltRequest = { method: "GET" | "POST"; url: string; contentType?: string; body?: Buffer; entries: FormEntry[] };

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

export function nameMatches(name: string, query: NameQuery, exact = false): boolean {
  const normalised = collapse(name);
  if (query instanceof RegExp) return query.test(normalised);
  return exact ? normalised === collapse(query) : normalised.toLowerCase().includes(collapse(query).toLowerCase());
}

class Cookies {
  private readonly jar = new Map<string, { value: string; expires: number }>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const equals = pair.indexOf("=");
      if (equals < 1) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      let expires = Number.POSITIVE_INFINITY;
      for (const attribute of attributes) {
        const [key, raw = ""] = attribute.split("=");
        const lower = key.trim().toLowerCase();
        if (lower === "max-age") expires = Date.now() + Number(raw.trim()) * 1000;
        else if (lower === "expires" && expires === Number.POSITIVE_INFINITY) expires = Date.parse(raw.trim());
      }
      if (expires <= Date.now()) this.jar.delete(name);
      else this.jar.set(name, { value, expires });
    }
  }

  header(): string | undefined {
    const now = Date.now();
    const pairs = [...this.jar.entries()].filter(([, cookie]) => cookie.expires > now).map(([name, cookie]) => `${name}=${cookie.value}`);
    return pairs.length > 0 ? pairs.join("; ") : undefined;
  }

  get(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  set(name: string, value: string) {
    this.jar.set(name, { value, expires: Number.POSITIVE_INFINITY });
  }

  delete(name: string) {
    this.jar.delete(name);
  }
}

export class NoJsBrowser {
  readonly cookies = new Cookies();
  /** The client's own address through the server's trusted loopback proxy: per-address limits stay per test. */
  readonly address: string;
  /** Every response the browser met, redirects included, newest last. */
  readonly responses: { method: string; url: string; status: number }[] = [];

  constructor(
    readonly baseUrl: string,
    options: { address?: string; cookies?: Record<string, string> } = {},
  ) {
    this.address = options.address ?? clientAddress();
    for (const [name, value] of Object.entries(options.cookies ?? {})) this.cookies.set(name, value);
  }

  /** Opens `path` as typing it in the address bar does. */
  goto(path: string): Promise<NoJsPage> {
    return this.navigate({ method: "GET", url: new URL(path, this.baseUrl).href, entries: [] });
  }

  /** Sends `request` (a link, a form submission) and follows redirects as a browser navigation does. */
  async navigate(request: BuiltRequest, referrer?: string): Promise<NoJsPage> {
    let { method, url, body, contentType } = request;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const headers: Record<string, string> = {
        "User-Agent": USER_AGENT,
        Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "Accept-Language": "fi-FI,fi;q=0.9",
        "X-Forwarded-For": this.address,
      };
      const cookie = this.cookies.header();
      if (cookie) headers.Cookie = cookie;
      if (referrer) headers.Referer = referrer;
      if (method === "POST") {
        headers.Origin = new URL(referrer ?? url).origin;
        if (contentType) headers["Content-Type"] = contentType;
      }
      const response = await fetch(url, { method, headers, body: method === "POST" && body ? new Uint8Array(body) : undefined, redirect: "manual" });
      this.cookies.store(response);
      this.responses.push({ method, url, status: response.status });
      const location = response.headers.get("Location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        url = new URL(location, url).href;
        // 307 and 308 repeat the request; the others become a GET.
        if (response.status !== 307 && response.status !== 308) {
          method = "GET";
          body = undefined;
          contentType = undefined;
        }
        continue;
      }
      return new NoJsPage(this, url, response.status, response.headers, await response.text());
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects from ${request.url}`);
  }
}

export class NoJsPage {
  readonly $: CheerioAPI;

  constructor(
    readonly browser: NoJsBrowser,
    readonly url: string,
    readonly status: number,
    readonly headers: Headers,
    readonly html: string,
  ) {
    this.$ = load(html, { scriptingEnabled: false });
  }

  get path(): string {
    const url = new URL(this.url);
    return `${url.pathname}${url.search}`;
  }

  title(): string {
    return collapse(this.$("title").first().text());
  }

  /** The text a reader meets in `target` (a selector or an element; the body by default): no scripts, styles, templates or hidden elements. */
  text(target: string | Element = "body"): string {
    return this.$(target)
      .toArray()
      .map((element) => visibleText(this.$, element))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  }

  /** Elements by CSS selector. */
  find(selector: string): Cheerio<Element> {
    return this.$(selector) as Cheerio<Element>;
  }

  /** The one element with `role` (implicit or explicit) whose accessible name matches: Playwright's getByRole. */
  getByRole(role: string, options: { name?: NameQuery; exact?: boolean; within?: string } = {}): Cheerio<Element> {
    const found = this.allByRole(role, options);
    if (found.length !== 1) throw new Error(`${found.length} elements with role ${role}${options.name ? ` named ${options.name}` : ""} on ${this.path}`);
    return this.$(found[0]);
  }

  allByRole(role: string, options: { name?: NameQuery; exact?: boolean; within?: string } = {}): Element[] {
    const scope = options.within ? this.$(options.within) : this.$.root();
    return scope
      .find("*")
      .toArray()
      .filter((element) => roleOf(this.$, element) === role && !isHidden(this.$, element))
      .filter((element) => options.name === undefined || nameMatches(accessibleName(this.$, element), options.name, options.exact));
  }

  /** Follows the link named `name` (text, aria-label or image alt). */
  async click(name: NameQuery, options: { exact?: boolean; within?: string } = {}): Promise<NoJsPage> {
    return this.follow(this.getByRole("link", { name, ...options }));
  }

  /** Follows `link` (an <a href> found by selector, e.g. one whose name is not unique on the page). */
  follow(link: Element | Cheerio<Element>): Promise<NoJsPage> {
    const href = this.$(link).first().attr("href");
    if (href === undefined) throw new Error(`the link has no href on ${this.path}`);
    return this.browser.navigate({ method: "GET", url: new URL(href, this.baseHref()).href, entries: [] }, this.url);
  }

  /**
   * The form named `name`: by its own accessible name (aria-label, aria-labelledby), or the one form
   * with a submit button of that name.
   */
  form(name: NameQuery, options: { exact?: boolean } = {}): NoJsForm {
    const forms = this.$("form").toArray();
    const named = forms.filter((form) => nameMatches(accessibleName(this.$, form), name, options.exact));
    const chosen = named.length > 0 ? named : forms.filter((form) => submitters(this.$, form).some((button) => nameMatches(accessibleName(this.$, button), name, options.exact)));
    if (chosen.length !== 1) throw new Error(`${chosen.length} forms named ${name} on ${this.path}`);
    return new NoJsForm(this, chosen[0]);
  }

  /** The form around the element `selector` matches, or the form `selector` itself. */
  formOf(selector: string): NoJsForm {
    const element = this.$(selector).first();
    const form = element.is("form") ? element : element.closest("form");
    if (form.length === 0) throw new Error(`no form at ${selector} on ${this.path}`);
    return new NoJsForm(this, form[0] as Element);
  }

  /** Opens the <details> whose summary is named `summary`, as clicking the summary does (no script needed). */
  expand(summary: NameQuery, options: { exact?: boolean } = {}): this {
    const found = this.$("details > summary")
      .toArray()
      .filter((element) => nameMatches(collapse(this.$(element).text()), summary, options.exact));
    if (found.length !== 1) throw new Error(`${found.length} summaries named ${summary} on ${this.path}`);
    this.$(found[0]).parent().attr("open", "");
    return this;
  }

  /** The document's base URL: <base href> or the page's own address. */
  baseHref(): string {
    const base = this.$("base[href]").attr("href");
    return base ? new URL(base, this.url).href : this.url;
  }
}

type Submitter = Element;

/** A form on a page: fill it as a user does, then submit it. Changes are kept on the parsed page. */
export class NoJsForm {
  constructor(
    readonly page: NoJsPage,
    readonly element: Element,
  ) {}

  private get $() {
    return this.page.$;
  }

  /** The controls the form owns, in tree order: its descendants and those elsewhere with form="its id". */
  controls(): Element[] {
    const id = this.$(this.element).attr("id");
    return this.$("input, select, textarea, button")
      .toArray()
      .filter((control) => {
        const owner = this.$(control).attr("form");
        if (owner !== undefined) return id !== undefined && owner === id;
        return this.$(control).closest("form")[0] === this.element;
      });
  }

  /** The one field labelled `label` (label element, aria-label, aria-labelledby, title, placeholder). */
  field(label: NameQuery, options: { exact?: boolean } = {}): Cheerio<Element> {
    const found = this.controls().filter(
      (control) => !isButton(this.$, control) && this.$(control).attr("type") !== "hidden" && nameMatches(accessibleName(this.$, control), label, options.exact),
    );
    if (found.length !== 1) throw new Error(`${found.length} fields labelled ${label} in the form on ${this.page.path}`);
    // A user cannot reach a field that is not shown: a closed <details> must be opened first (page.expand).
    if (isHidden(this.$, found[0])) throw new Error(`field ${label} is hidden (in a closed <details>, or hidden) on ${this.page.path}`);
    return this.$(found[0]);
  }

  /** Types `value` into the text field or textarea labelled `label` (what was there goes). */
  fill(label: NameQuery, value: string, options: { exact?: boolean } = {}): this {
    const field = this.field(label, options);
    if (isDisabled(this.$, field[0]) || field.attr("readonly") !== undefined) throw new Error(`field ${label} cannot be edited`);
    if (field.is("textarea")) field.text(value);
    else if (field.is("input")) {
      const type = (field.attr("type") ?? "text").toLowerCase();
      if (["checkbox", "radio", "file", "submit", "button", "image", "reset"].includes(type)) throw new Error(`field ${label} is a ${type}: not fillable`);
      field.attr("value", value);
    } else throw new Error(`field ${label} is a ${field[0].tagName}: not fillable`);
    field.attr("data-nojs-dirty", "");
    return this;
  }

  /** Ticks the checkbox or chooses the radio button labelled `label`. */
  check(label: NameQuery, options: { exact?: boolean } = {}): this {
    const field = this.field(label, options);
    const type = field.attr("type");
    if (type !== "checkbox" && type !== "radio") throw new Error(`field ${label} is not a checkbox or radio button`);
    if (type === "radio") {
      const name = field.attr("name");
      for (const other of this.controls()) if (this.$(other).attr("type") === "radio" && this.$(other).attr("name") === name) this.$(other).removeAttr("checked");
    }
    field.attr("checked", "");
    return this;
  }

  uncheck(label: NameQuery, options: { exact?: boolean } = {}): this {
    const field = this.field(label, options);
    if (field.attr("type") !== "checkbox") throw new Error(`field ${label} is not a checkbox`);
    field.removeAttr("checked");
    return this;
  }

  /** Chooses the options of the select labelled `label` by their label or value (several for a multiple select). */
  select(label: NameQuery, choices: string | string[], options: { exact?: boolean } = {}): this {
    const field = this.field(label, options);
    if (!field.is("select")) throw new Error(`field ${label} is not a select`);
    const wanted = Array.isArray(choices) ? choices : [choices];
    if (wanted.length > 1 && field.attr("multiple") === undefined) throw new Error(`select ${label} takes one option`);
    const all = field.find("option").toArray();
    for (const option of all) this.$(option).removeAttr("selected");
    for (const choice of wanted) {
      const option = all.find((candidate) => optionValue(this.$, candidate) === choice || collapse(this.$(candidate).text()) === choice);
      if (!option) throw new Error(`select ${label} has no option ${choice}`);
      this.$(option).attr("selected", "");
    }
    return this;
  }

  /** Chooses files for the file input labelled `label`. */
  attach(label: NameQuery, files: FileInput | FileInput[], options: { exact?: boolean } = {}): this {
    const field = this.field(label, options);
    if (field.attr("type") !== "file") throw new Error(`field ${label} is not a file input`);
    fileChoices.set(field[0], Array.isArray(files) ? files : [files]);
    return this;
  }

  /** The value the field labelled `label` holds now (a select's chosen value, a checkbox's checkedness as "on"/""). */
  value(label: NameQuery, options: { exact?: boolean } = {}): string {
    const field = this.field(label, options);
    if (field.is("textarea")) return textareaValue(this.$, field[0]);
    if (field.is("select")) return selectedOptions(this.$, field[0]).map((option) => optionValue(this.$, option)).join(",");
    const type = field.attr("type");
    if (type === "checkbox" || type === "radio") return field.attr("checked") !== undefined ? "on" : "";
    return field.attr("value") ?? "";
  }

  /** The submit button named `name`, or the form's first (what pressing Enter in a field uses). */
  submitter(name?: NameQuery, options: { exact?: boolean } = {}): Submitter | undefined {
    const buttons = submitters(this.$, this.element, this.controls());
    if (name === undefined) return buttons[0];
    const found = buttons.filter((button) => nameMatches(accessibleName(this.$, button), name, options.exact));
    if (found.length !== 1) throw new Error(`${found.length} submit buttons named ${name} in the form on ${this.page.path}`);
    return found[0];
  }

  /**
   * The constraint problems the browser would show instead of submitting (required, minlength, maxlength,
   * pattern, type=email/url/number, min/max), one line per field; none when the form or the submitter
   * has novalidate/formnovalidate.
   */
  invalidFields(submitter = this.submitter()): string[] {
    if (this.$(this.element).attr("novalidate") !== undefined || (submitter && this.$(submitter).attr("formnovalidate") !== undefined)) return [];
    const problems: string[] = [];
    const radioGroups = new Set<string>();
    for (const control of this.controls()) {
      const field = this.$(control);
      if (isDisabled(this.$, control) || isButton(this.$, control) || field.attr("type") === "hidden" || field.attr("readonly") !== undefined) continue;
      const label = accessibleName(this.$, control) || field.attr("name") || control.tagName;
      const problem = constraintProblem(this.$, control, this.controls(), radioGroups);
      if (problem) problems.push(`${label}: ${problem}`);
    }
    return problems;
  }

  /** The request the browser sends for this submission (the form data set, encoded as the form says). */
  request(buttonName?: NameQuery, options: { exact?: boolean } = {}): BuiltRequest {
    const submitter = this.submitter(buttonName, options);
    const attribute = (name: string) => (submitter && this.$(submitter).attr(`form${name}`)) ?? this.$(this.element).attr(name);
    const method = (attribute("method") ?? "get").toLowerCase() === "post" ? "POST" : "GET";
    const actionAttribute = attribute("action");
    const action = new URL(actionAttribute === undefined || actionAttribute === "" ? this.page.url : actionAttribute, this.page.baseHref());
    const enctype = (attribute("enctype") ?? "").toLowerCase();
    const entries = formDataSet(this.$, this.controls(), submitter);
    if (method === "GET") {
      action.search = urlencode(entries);
      action.hash = "";
      return { method, url: action.href, entries };
    }
    if (enctype === "multipart/form-data") {
      const boundary = `----NoJsFormBoundary${randomBytes(8).toString("hex")}`;
      return { method, url: action.href, contentType: `multipart/form-data; boundary=${boundary}`, body: multipart(entries, boundary), entries };
    }
    if (enctype === "text/plain") {
      const text = entries.map((entry) => `${entry.name}=${"value" in entry ? entry.value : entry.file.name}\r\n`).join("");
      return { method, url: action.href, contentType: "text/plain", body: Buffer.from(text), entries };
    }
    return { method, url: action.href, contentType: "application/x-www-form-urlencoded", body: Buffer.from(urlencode(entries)), entries };
  }

  /**
   * Submits with the button named `buttonName` (the first submit button without one), after the
   * browser's constraint check: a form the browser would refuse throws, listing the fields.
   */
  submit(buttonName?: NameQuery, options: { exact?: boolean } = {}): Promise<NoJsPage> {
    const problems = this.invalidFields(this.submitter(buttonName, options));
    if (problems.length > 0) throw new Error(`the browser would not submit the form on ${this.page.path}:\n${problems.join("\n")}`);
    return this.page.browser.navigate(this.request(buttonName, options), this.page.url);
  }
}

const fileChoices = new WeakMap<Element, FileInput[]>();

function isButton($: CheerioAPI, element: Element): boolean {
  if (element.tagName === "button") return true;
  return element.tagName === "input" && ["submit", "image", "reset", "button"].includes(($(element).attr("type") ?? "").toLowerCase());
}

function isSubmitButton($: CheerioAPI, element: Element): boolean {
  if (element.tagName === "button") return ($(element).attr("type") ?? "submit").toLowerCase() === "submit";
  return element.tagName === "input" && ["submit", "image"].includes(($(element).attr("type") ?? "").toLowerCase());
}

function submitters($: CheerioAPI, form: Element, controls?: Element[]): Element[] {
  const owned = controls ?? $(form).find("button, input").toArray();
  return owned.filter((control) => isSubmitButton($, control) && !isDisabled($, control));
}

/** Disabled itself, or inside a disabled fieldset but not in that fieldset's first legend. */
function isDisabled($: CheerioAPI, element: Element): boolean {
  if ($(element).attr("disabled") !== undefined) return true;
  for (const fieldset of $(element).parents("fieldset[disabled]").toArray()) {
    const legend = $(fieldset).children("legend").first();
    if (legend.length === 0 || !$(element).parents().toArray().includes(legend[0] as Element)) return true;
  }
  return false;
}

/** Hidden whatever the CSS: the hidden attribute, aria-hidden, inside <template>, or inside a closed <details> but not its summary. */
function isHidden($: CheerioAPI, element: Element): boolean {
  const chain = [element, ...$(element).parents().toArray()];
  return chain.some((node, index) => {
    if ($(node).attr("hidden") !== undefined || $(node).attr("aria-hidden") === "true" || node.tagName === "template") return true;
    if (node.tagName !== "details" || $(node).attr("open") !== undefined || index === 0) return false;
    const summary = $(node).children("summary").first()[0];
    return chain[index - 1] !== summary;
  });
}

const IMPLICIT_ROLES: Record<string, (($: CheerioAPI, element: Element) => string | undefined) | string> = {
  a: ($, element) => ($(element).attr("href") !== undefined ? "link" : undefined),
  button: "button",
  h1: "heading",
  h2: "heading",
  h3: "heading",
  h4: "heading",
  h5: "heading",
  h6: "heading",
  nav: "navigation",
  main: "main",
  form: ($, element) => (hasOwnName($, element) ? "form" : undefined),
  table: "table",
  tr: "row",
  th: ($, element) => ($(element).attr("scope") === "row" ? "rowheader" : "columnheader"),
  td: "cell",
  ul: "list",
  ol: "list",
  li: "listitem",
  dialog: "dialog",
  img: ($, element) => ($(element).attr("alt") === "" ? "presentation" : "img"),
  textarea: "textbox",
  select: ($, element) => ($(element).attr("multiple") !== undefined ? "listbox" : "combobox"),
  option: "option",
  section: ($, element) => (hasOwnName($, element) ? "region" : undefined),
  aside: "complementary",
  footer: "contentinfo",
  header: "banner",
  article: "article",
  details: "group",
  summary: "button",
  input: ($, element) => {
    const type = ($(element).attr("type") ?? "text").toLowerCase();
    if (["submit", "button", "reset", "image"].includes(type)) return "button";
    if (type === "checkbox") return "checkbox";
    if (type === "radio") return "radio";
    if (type === "number") return "spinbutton";
    if (type === "search") return "searchbox";
    if (type === "hidden" || type === "file") return undefined;
    return "textbox";
  },
};

const hasOwnName = ($: CheerioAPI, element: Element) => Boolean($(element).attr("aria-label")?.trim() || $(element).attr("aria-labelledby"));

export function roleOf($: CheerioAPI, element: Element): string | undefined {
  const explicit = $(element).attr("role")?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const implicit = IMPLICIT_ROLES[element.tagName];
  return typeof implicit === "function" ? implicit($, element) : implicit;
}

function visibleText($: CheerioAPI, node: AnyNode): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (node.type !== "tag" && node.type !== "root" && node.type !== "script" && node.type !== "style") return "";
  const element = node as Element;
  if (["script", "style", "template"].includes(element.tagName) || $(element).attr("hidden") !== undefined) return "";
  if (element.tagName === "img") return ` ${$(element).attr("alt") ?? ""} `;
  const inner = (element.children ?? []).map((child) => visibleText($, child)).join("");
  return /^(p|div|li|tr|td|th|h[1-6]|br|section|article|header|footer|nav|main|dt|dd|label|option|button|summary|details)$/.test(element.tagName) ? ` ${inner} ` : inner;
}

/** The accessible name, as far as markup decides it (aria-labelledby, aria-label, label, content, alt, title, placeholder). */
export function accessibleName($: CheerioAPI, element: Element): string {
  const node = $(element);
  const labelledBy = node.attr("aria-labelledby");
  if (labelledBy) {
    return collapse(
      labelledBy
        .split(/\s+/)
        .map((id) => $(`[id="${id}"]`).toArray().map((labelNode) => $(labelNode).text()).join(" "))
        .join(" "),
    );
  }
  const ariaLabel = node.attr("aria-label");
  if (ariaLabel && ariaLabel.trim()) return collapse(ariaLabel);
  const tag = element.tagName;
  if (["input", "select", "textarea"].includes(tag)) {
    const type = (node.attr("type") ?? "").toLowerCase();
    if (tag === "input" && ["submit", "reset", "button"].includes(type)) return collapse(node.attr("value") ?? (type === "submit" ? "Lähetä" : ""));
    if (tag === "input" && type === "image") return collapse(node.attr("alt") ?? node.attr("value") ?? "");
    const id = node.attr("id");
    const labels = [...(id ? $(`label[for="${id}"]`).toArray() : []), ...node.parents("label").toArray()];
    const fromLabels = collapse(labels.map((label) => labelText($, label)).join(" "));
    if (fromLabels) return fromLabels;
    return collapse(node.attr("title") ?? node.attr("placeholder") ?? "");
  }
  if (["a", "button", "summary", "h1", "h2", "h3", "h4", "h5", "h6", "option", "td", "th", "li"].includes(tag) || roleOf($, element) === "link" || roleOf($, element) === "button") {
    const text = collapse(visibleText($, element));
    return text || collapse(node.attr("title") ?? "");
  }
  if (tag === "img") return collapse(node.attr("alt") ?? "");
  if (tag === "table") return collapse(node.children("caption").text());
  if (tag === "fieldset") return collapse(node.children("legend").text());
  return collapse(node.attr("title") ?? "");
}

/** A label's text without the text of the controls inside it (a select's options, say). */
function labelText($: CheerioAPI, label: Element): string {
  const copy = $(label).clone();
  copy.find("select, textarea, input, button").remove();
  return visibleText($, copy[0] as Element);
}

function optionValue($: CheerioAPI, option: Element): string {
  return $(option).attr("value") ?? collapse($(option).text());
}

function selectedOptions($: CheerioAPI, select: Element): Element[] {
  const options = $(select).find("option").toArray();
  const selected = options.filter((option) => $(option).attr("selected") !== undefined);
  if ($(select).attr("multiple") !== undefined) return selected.filter((option) => !isDisabled($, option));
  if (selected.length > 0) return [selected[selected.length - 1]];
  // A single select with nothing marked shows its first option that is not disabled (display size 1).
  const size = Number($(select).attr("size") ?? 1);
  const first = options.find((option) => !isDisabled($, option));
  return size <= 1 && first ? [first] : [];
}

/** A textarea's value: its text, the first newline after the start tag dropped by the parser already. */
function textareaValue($: CheerioAPI, textarea: Element): string {
  return $(textarea).text();
}

const normaliseNewlines = (value: string) => value.replace(/\r\n|\r|\n/g, "\r\n");

/** The form data set (HTML's "constructing the entry list"), in tree order. */
function formDataSet($: CheerioAPI, controls: Element[], submitter: Element | undefined): FormEntry[] {
  const entries: FormEntry[] = [];
  for (const control of controls) {
    const field = $(control);
    if (isDisabled($, control) || control.tagName === "datalist" || field.parents("datalist").length > 0) continue;
    const type = (field.attr("type") ?? "").toLowerCase();
    if (isButton($, control) && control !== submitter) continue;
    if (control.tagName === "input" && type === "image") {
      const prefix = field.attr("name") ? `${field.attr("name")}.` : "";
      entries.push({ name: `${prefix}x`, value: "0" }, { name: `${prefix}y`, value: "0" });
      continue;
    }
    const name = field.attr("name");
    if (!name) continue;
    if (control.tagName === "select") {
      for (const option of selectedOptions($, control)) entries.push({ name, value: optionValue($, option) });
      continue;
    }
    if (control.tagName === "textarea") {
      entries.push({ name, value: normaliseNewlines(textareaValue($, control)) });
      continue;
    }
    if (type === "checkbox" || type === "radio") {
      if (field.attr("checked") !== undefined) entries.push({ name, value: field.attr("value") ?? "on" });
      continue;
    }
    if (type === "file") {
      const files = fileChoices.get(control) ?? [];
      if (files.length === 0) entries.push({ name, file: { name: "", mimeType: "application/octet-stream", buffer: Buffer.alloc(0) } });
      for (const file of files) entries.push({ name, file });
      continue;
    }
    if (control.tagName === "button") {
      entries.push({ name, value: field.attr("value") ?? "" });
      continue;
    }
    if (type === "hidden" && name.toLowerCase() === "_charset_" && !field.attr("value")) {
      entries.push({ name, value: "UTF-8" });
      continue;
    }
    // Text-like inputs: the value with line breaks stripped, as the value sanitisation does.
    const value = field.attr("value") ?? "";
    entries.push({ name, value: ["text", "search", "tel", "password", "url", "email", ""].includes(type) ? value.replace(/[\r\n]/g, "") : value });
  }
  return entries.map((entry) => ("value" in entry ? { name: normaliseNewlines(entry.name), value: normaliseNewlines(entry.value) } : entry));
}

function urlencode(entries: FormEntry[]): string {
  const params = new URLSearchParams();
  for (const entry of entries) params.append(entry.name, "value" in entry ? entry.value : entry.file.name);
  return params.toString();
}

/** Multipart as Chromium writes it: names and file names with " → %22, CR → %0D, LF → %0A. */
function multipart(entries: FormEntry[], boundary: string): Buffer {
  const escape = (text: string) => text.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const parts: Buffer[] = [];
  for (const entry of entries) {
    if ("value" in entry) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${escape(entry.name)}"\r\n\r\n${entry.value}\r\n`));
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${escape(entry.name)}"; filename="${escape(entry.file.name)}"\r\nContent-Type: ${entry.file.mimeType}\r\n\r\n`,
        ),
        Buffer.from(entry.file.buffer),
        Buffer.from("\r\n"),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function constraintProblem($: CheerioAPI, control: Element, controls: Element[], radioGroups: Set<string>): string | undefined {
  const field = $(control);
  const type = (field.attr("type") ?? "text").toLowerCase();
  const required = field.attr("required") !== undefined;
  if (type === "radio") {
    const name = field.attr("name") ?? "";
    if (!required || radioGroups.has(name)) return undefined;
    radioGroups.add(name);
    const group = controls.filter((other) => $(other).attr("type") === "radio" && $(other).attr("name") === name);
    return group.some((radio) => $(radio).attr("checked") !== undefined) ? undefined : "valitse yksi";
  }
  if (type === "checkbox") return required && field.attr("checked") === undefined ? "pakollinen valinta" : undefined;
  if (type === "file") return required && (fileChoices.get(control) ?? []).length === 0 ? "tiedosto puuttuu" : undefined;
  if (control.tagName === "select") {
    const chosen = selectedOptions($, control);
    return required && (chosen.length === 0 || chosen.every((option) => optionValue($, option) === "")) ? "valinta puuttuu" : undefined;
  }
  const value = control.tagName === "textarea" ? textareaValue($, control) : (field.attr("value") ?? "");
  if (value === "") return required ? "pakollinen kenttä" : undefined;
  // minlength and maxlength count only for what the user typed (a dirty value).
  const dirty = field.attr("data-nojs-dirty") !== undefined;
  const length = [...value].length;
  const minLength = Number(field.attr("minlength") ?? Number.NaN);
  const maxLength = Number(field.attr("maxlength") ?? Number.NaN);
  if (dirty && length < minLength) return `vähintään ${minLength} merkkiä`;
  if (dirty && length > maxLength) return `enintään ${maxLength} merkkiä`;
  if (control.tagName === "textarea") return undefined;
  const pattern = field.attr("pattern");
  if (pattern && ["text", "search", "tel", "url", "email", "password"].includes(type) && !new RegExp(`^(?:${pattern})$`, "v").test(value)) return "muoto ei kelpaa";
  const addresses = field.attr("multiple") !== undefined ? value.split(",").map((part) => part.trim()) : [value];
  if (type === "email" && !addresses.every((address) => EMAIL.test(address))) return "ei sähköpostiosoite";
  if (type === "url" && !URL.canParse(value)) return "ei osoite";
  if (type === "number" || type === "range") {
    const number = Number(value);
    if (!Number.isFinite(number) || value.trim() === "") return "ei luku";
    if (field.attr("min") !== undefined && number < Number(field.attr("min"))) return `vähintään ${field.attr("min")}`;
    if (field.attr("max") !== undefined && number > Number(field.attr("max"))) return `enintään ${field.attr("max")}`;
    const step = field.attr("step");
    if (step !== "any") {
      const base = Number(field.attr("min") ?? 0);
      const size = Number(step ?? 1);
      if (size > 0 && Math.abs(((number - base) / size) - Math.round((number - base) / size)) > 1e-9) return `askel ${size}`;
    }
  }
  return undefined;
}

/** A browser logged in as the test admin through the login form, on the admin's landing page. */
export async function loggedInBrowser(baseUrl: string, credentials = TEST_ADMIN): Promise<NoJsBrowser> {
  const browser = new NoJsBrowser(baseUrl);
  const login = await browser.goto("/admin/login");
  const landing = await login.form("Kirjaudu sisään").fill("Käyttäjätunnus", credentials.username).fill("Salasana", credentials.password).submit();
  if (!landing.path.startsWith("/admin/renkaat")) throw new Error(`login landed on ${landing.path} (${landing.status}): ${landing.text("main")}`);
  return browser;
}
