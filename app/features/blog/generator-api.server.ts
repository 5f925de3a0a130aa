/**
 * POST /api/blog/generate over HTTP: the body (JSON or a form) checked into the generator's options,
 * and the answer as the spec's JSON `{content, generatedTitle, notice, source}` or, for a client that
 * accepts application/x-ndjson, as a stream of NDJSON lines: `{"delta": "…"}` while the article is
 * written, then `{"done": {title, content, notice, source}}` or `{"error": "…"}`.
 */
import { BLOG_GENERATOR_TEXTS, parseGenerateRequest } from "~/features/blog/generator.rules";
import { type ArticleEvent, BlogGenerationError, type GenerateOptions, generateArticle, streamArticle } from "./generator.server";
import { readJson } from "~/services/form.server";

export const NDJSON_TYPE = "application/x-ndjson";

const NO_STORE = { "Cache-Control": "private, no-store" };

function failure(status: number, message: string): Response {
  return Response.json({ success: false, error: message, message }, { status, headers: NO_STORE });
}

/** The form's fields as the JSON body would carry them (keywords may repeat or be one comma list). */
function formBody(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    keywords: form.getAll("keywords").filter((value): value is string => typeof value === "string"),
    title: text("title"),
    tone: text("tone"),
    length: text("length"),
  };
}

/** The checked options, or the 400 answer with the first problem in Finnish. */
export async function readGenerateOptions(request: Request, form: FormData | null): Promise<GenerateOptions | Response> {
  const body = form ? formBody(form) : await readJson(request);
  const parsed = parseGenerateRequest(body);
  return parsed.ok ? parsed.data : failure(400, parsed.message);
}

function wantsStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes(NDJSON_TYPE);
}

function ndjsonResponse(events: AsyncIterable<ArticleEvent>): Response {
  const iterator = events[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const line = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(line(next.value));
      } catch (error) {
        if (!(error instanceof BlogGenerationError)) console.error("Blogin generointi epäonnistui", error);
        controller.enqueue(line({ error: BLOG_GENERATOR_TEXTS.failed }));
        controller.close();
      }
    },
    // The admin closed the page: stop the model too.
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": `${NDJSON_TYPE}; charset=utf-8`, ...NO_STORE, "X-Accel-Buffering": "no" },
  });
}

/** The action of POST /api/blog/generate, after the admin guard. */
export async function generateArticleResponse(request: Request, form: FormData | null): Promise<Response> {
  if (request.method !== "POST") {
    const answer = failure(405, "Menetelmä ei ole sallittu.");
    answer.headers.set("Allow", "POST");
    return answer;
  }
  const options = await readGenerateOptions(request, form);
  if (options instanceof Response) return options;
  if (wantsStream(request)) return ndjsonResponse(streamArticle(options, { signal: request.signal }));
  try {
    const article = await generateArticle(options, { signal: request.signal });
    return Response.json(
      { content: article.content, generatedTitle: article.title, notice: article.notice, source: article.source },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (!(error instanceof BlogGenerationError)) console.error("Blogin generointi epäonnistui", error);
    return failure(502, BLOG_GENERATOR_TEXTS.failed);
  }
}
