/**
 * The blog tab's generator (spec admin.md: POST /blog/generate {keywords, title, tone, length}). With
 * OPENAI_API_KEY a language model writes the Finnish markdown article through the openai SDK, looking
 * up prices, services, hours and tyres with Kaartobotti's own tools so it quotes the shop's data; without
 * a key the built-in writer (~/lib/blog-writer) composes it from the same data. Either way the article
 * streams as text deltas and ends with the finished article; a failure is a BlogGenerationError with the
 * spec's Finnish text, logged here.
 */
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import {
  BLOG_GENERATOR_LIMITS,
  BLOG_GENERATOR_TEXTS,
  BLOG_TONE_LABELS,
  type BlogLength,
  type BlogTone,
  lengthBand,
  splitKeywords,
} from "~/features/blog/generator.rules";
import { writeOfflineArticle } from "~/content/articles/writer";
import { COMPANY } from "~/content/company";
import { modelToolLoop } from "~/features/chat/assistant/model-loop.server";
import { TOOL_DEFINITIONS, type ToolContext, type ToolName, runTool } from "~/features/chat/assistant/tools.server";
import { gatherBlogFacts } from "./facts.server";
import { type OpenAiConfig, openAiConfig } from "~/services/openai.server";

export type GenerateOptions = { keywords: string[]; title: string; tone: BlogTone; length: BlogLength };

export type GeneratedArticle = {
  title: string;
  content: string;
  source: "model" | "offline";
  /** The offline writer's "a draft to check" or "an outline to fill in", shown by the editor; null for the model. */
  notice: string | null;
};

export type ArticleEvent = { delta: string } | { done: GeneratedArticle };

export type GenerateSettings = {
  /** Aborted when the admin leaves: the generation stops without an error. */
  signal?: AbortSignal;
  /** The model's time limit; BLOG_MODEL_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
};

/** A failed generation; its message is the spec's 'Blogin generointi epäonnistui. Yritä uudelleen.' */
export class BlogGenerationError extends Error {
  override name = "BlogGenerationError";
  constructor(cause?: unknown) {
    super(BLOG_GENERATOR_TEXTS.failed, cause === undefined ? undefined : { cause });
  }
}

/** The whole generation may take this long, tool rounds and the SDK's one retry included. */
export const BLOG_MODEL_TIMEOUT_MS = 60_000;
export const BLOG_MAX_TOOL_ROUNDS = 4;
/** Finnish takes about three tokens a word; room for the longest class and its headings. */
export const BLOG_MAX_TOKENS: Record<BlogLength, number> = { short: 1_500, medium: 2_500, long: 4_000 };

/** The assistant's tools that read the shop's data; feedback is for chats only. */
const BLOG_TOOLS: readonly ToolName[] = ["getPrices", "getServices", "getOpeningHours", "getPracticalInfo", "checkTyreAvailability", "getNetworkInfo"];
const BLOG_TOOL_DEFINITIONS = TOOL_DEFINITIONS.filter((tool) => (BLOG_TOOLS as readonly string[]).includes(tool.function.name));
const BLOG_TOOL_CONTEXT: ToolContext = { conversationId: null, ip: null };

function runBlogTool(name: string, argsJson: string): Promise<string> {
  if (!(BLOG_TOOLS as readonly string[]).includes(name)) return Promise.resolve(`Virhe: tuntematon työkalu "${name}".`);
  return runTool(name, argsJson, BLOG_TOOL_CONTEXT);
}

/** The article as it is written: text deltas, then `{done}`. Throws BlogGenerationError on failure. */
export function streamArticle(options: GenerateOptions, settings: GenerateSettings = {}): AsyncIterable<ArticleEvent> {
  const config = openAiConfig();
  return config ? modelArticle(options, config, settings) : offlineArticle(options);
}

/** The finished article; throws BlogGenerationError on failure. */
export async function generateArticle(options: GenerateOptions, settings: GenerateSettings = {}): Promise<GeneratedArticle> {
  for await (const event of streamArticle(options, settings)) {
    if ("done" in event) return event.done;
  }
  throw new BlogGenerationError();
}

// ---------------------------------------------------------------- without a key

async function* offlineArticle(options: GenerateOptions): AsyncGenerator<ArticleEvent> {
  let article: ReturnType<typeof writeOfflineArticle>;
  try {
    article = writeOfflineArticle(options, await gatherBlogFacts());
  } catch (error) {
    console.error("Blogiartikkelin kokoaminen epäonnistui", error);
    throw new BlogGenerationError(error);
  }
  // Block by block, so the editor fills the way it does for the model.
  const blocks = article.content.split("\n\n");
  for (const [index, block] of blocks.entries()) yield { delta: index === 0 ? block : `\n\n${block}` };
  yield { done: { title: article.title, content: article.content, source: "offline", notice: article.notice } };
}

// ---------------------------------------------------------------- with the model

const TONE_INSTRUCTIONS: Record<BlogTone, string> = {
  professional: "asiallinen ja asiantunteva: teitittele lukijaa (Te, Teidän) ja kirjoita selkeästi ilman mainoskliseitä",
  casual: "rento ja ystävällinen: sinuttele lukijaa ja kirjoita arkisesti mutta ilman slangia",
  educational:
    "opettavainen ja selittävä: avaa käsitteet, perustele neuvot ja lisää loppuun osio ”Muistilista” tai ”Hyvä tietää”",
};

export function blogPrompt(options: GenerateOptions): ChatCompletionMessageParam[] {
  const { min, target, max } = lengthBand(options.length);
  const title = options.title.trim();
  const system = [
    `Kirjoitat rengasliike ${COMPANY.name}:n (${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}) verkkosivujen blogiin suomenkielisen artikkelin.`,
    "Säännöt:",
    `- Ensimmäinen rivi on artikkelin otsikko muodossa "# Otsikko".${title ? ` Käytä otsikkona täsmälleen tätä: "${title}".` : ""}`,
    "- Kirjoita loput markdownina: kappaleita, väliotsikoita (##), luetteloita, lihavointia, tarvittaessa taulukoita ja linkkejä liikkeen sivuille (/hinnasto, /renkaat, /rengashotelli, /palvelut/tasapainoitus, /palvelut/korjaustyot, /rahoitus, /hyva-tietaa). Ei HTML:ää eikä kuvia.",
    `- Pituus noin ${target} sanaa, vähintään ${min} ja enintään ${max}.`,
    `- Sävy: ${TONE_INSTRUCTIONS[options.tone]}.`,
    "- Hae liikkeen hinnat, palvelut, aukioloajat ja rengasvalikoima työkaluilla ennen kirjoittamista. Mainitse vain hintoja, jotka työkalut antoivat, täsmälleen niiden muodossa. Älä keksi hintoja, tarjouksia, aukioloaikoja, merkkejä, henkilöitä tai palveluja.",
    "- Lait: talvirenkaita on käytettävä 1.11.–31.3., kun sää tai keli sitä edellyttää; nastarenkaita saa käyttää 1.11.–31.3. ja muulloinkin, jos keli sitä edellyttää; urasyvyys vähintään 3 mm talvirenkaissa ja 1,6 mm kesärenkaissa.",
    `- Lopeta kehotukseen ottaa yhteyttä: puhelin ${COMPANY.phone}, osoite ${COMPANY.street}, ${COMPANY.town}.`,
    "- Vastaa pelkällä artikkelilla ilman saatetta tai selityksiä.",
  ].join("\n");
  const user = [
    `Avainsanat: ${options.keywords.join(", ")}`,
    title ? `Otsikko: ${title}` : "Otsikko: keksi itse avainsanojen perusteella.",
    `Sävy: ${BLOG_TONE_LABELS[options.tone]}`,
    `Pituus: noin ${target} sanaa`,
  ].join("\n");
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

/** A markdown heading's text as a plain title: '# **Talvi** tulee' → 'Talvi tulee'. */
function plainTitle(text: string): string {
  return text
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, BLOG_GENERATOR_LIMITS.title);
}

const HEADING = /^#{1,2}[ \t]+(.+?)[ \t#]*$/;

/**
 * Takes the model's first line '# Title' off the stream as the title and passes the rest on. Text
 * before a tool round is the model thinking aloud, not the article, and is dropped while nothing has
 * been passed on yet.
 */
class TitleSplitter {
  private head = "";
  private state: "head" | "afterTitle" | "body" = "head";
  title: string | null = null;
  content = "";

  push(text: string): string {
    if (this.state === "body") return this.emit(text);
    if (this.state === "afterTitle") return this.afterTitle(text);
    this.head += text;
    const start = this.head.replace(/^\s+/, "");
    const newline = start.indexOf("\n");
    if (newline === -1) return "";
    const heading = HEADING.exec(start.slice(0, newline));
    this.head = "";
    if (heading) {
      this.title = plainTitle(heading[1]);
      return this.afterTitle(start.slice(newline + 1));
    }
    this.state = "body";
    return this.emit(start);
  }

  dropPreamble(): void {
    if (this.state === "head") this.head = "";
  }

  end(): string {
    if (this.state !== "head") return "";
    const start = this.head.trim();
    this.head = "";
    const heading = HEADING.exec(start);
    if (heading) {
      this.title = plainTitle(heading[1]);
      return "";
    }
    this.state = "body";
    return this.emit(start);
  }

  private afterTitle(text: string): string {
    this.state = "afterTitle";
    const rest = text.replace(/^\s+/, "");
    if (rest === "") return "";
    this.state = "body";
    return this.emit(rest);
  }

  private emit(text: string): string {
    this.content += text;
    return text;
  }
}

/** The finished content: trimmed, and unwrapped when the model put the whole article in a code fence. */
function finishContent(content: string): { content: string; title: string | null } {
  let text = content.trim();
  const fenced = /^```(?:markdown|md)?[ \t]*\n([\s\S]*?)\n```$/i.exec(text);
  if (fenced) text = fenced[1].trim();
  const [first, ...rest] = text.split("\n");
  const heading = fenced ? HEADING.exec(first ?? "") : null;
  return heading ? { content: rest.join("\n").trim(), title: plainTitle(heading[1]) } : { content: text, title: null };
}

function fallbackTitle(keywords: string[]): string {
  const [first = "", ...rest] = splitKeywords(keywords).slice(0, 3);
  const joined = rest.length === 0 ? first : `${[first, ...rest.slice(0, -1)].join(", ")} ja ${rest.at(-1)}`;
  return plainTitle(joined.charAt(0).toLocaleUpperCase("fi-FI") + joined.slice(1));
}

async function* modelArticle(options: GenerateOptions, config: OpenAiConfig, settings: GenerateSettings): AsyncGenerator<ArticleEvent> {
  const callerSignal = settings.signal;
  const timeoutMs = settings.timeoutMs ?? BLOG_MODEL_TIMEOUT_MS;
  // The SDK's timeout is per attempt; this signal bounds the whole generation with its retry.
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 1, timeout: timeoutMs });
  const splitter = new TitleSplitter();
  try {
    const events = modelToolLoop({
      client,
      model: config.model,
      messages: blogPrompt(options),
      tools: BLOG_TOOL_DEFINITIONS,
      runTool: runBlogTool,
      maxToolRounds: BLOG_MAX_TOOL_ROUNDS,
      maxTokens: BLOG_MAX_TOKENS[options.length],
      signal,
    });
    for await (const event of events) {
      if (event.type === "tools") {
        splitter.dropPreamble();
        continue;
      }
      const delta = splitter.push(event.text);
      if (delta !== "") yield { delta };
    }
    const last = splitter.end();
    if (last !== "") yield { delta: last };
    if (timeout.aborted) throw new Error(`Aikaraja ${timeoutMs / 1000} s ylittyi`);
  } catch (error) {
    // The admin left (the response was closed): there is nobody to tell.
    if (callerSignal?.aborted) return;
    console.error("Blogiartikkelin generointi mallilla epäonnistui", error);
    throw new BlogGenerationError(error);
  }
  if (callerSignal?.aborted) return;
  const finished = finishContent(splitter.content);
  if (finished.content === "") {
    console.error("Blogiartikkelin generointi mallilla epäonnistui: vastaus oli tyhjä");
    throw new BlogGenerationError();
  }
  // The admin's own title is kept exactly as typed; the model was told to use it.
  const title = options.title.trim() || splitter.title || finished.title || fallbackTitle(options.keywords);
  yield { done: { title, content: finished.content, source: "model", notice: null } };
}
