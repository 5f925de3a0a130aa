import { useCallback, useEffect, useRef, useState } from "react";
import { BLOG_TEXTS as T } from "~/features/blog/rules";
import type { GeneratorValues } from "../../form";

/** One line of POST /api/blog/generate's NDJSON answer. */
type StreamLine = { delta?: string; done?: { title: string; content: string; notice: string | null; source: string }; error?: string };

export type StreamHandlers = {
  onDelta: (text: string) => void;
  onDone: (article: { title: string; content: string; notice: string | null }) => void;
  onError: (message: string) => void;
};

/** The lines of an NDJSON body as they arrive. */
async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line) yield JSON.parse(line) as StreamLine;
    }
  }
  if (buffer.trim()) yield JSON.parse(buffer) as StreamLine;
}

/** The message of a refused call (JSON `{error}` or text), else the spec's 'Blogin generointi epäonnistui…'. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    const message = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : null;
    if (message && response.status < 500) return message;
  } catch {
    // not JSON: the generic message
  }
  return T.generateFailed;
}

/**
 * With JavaScript, 'Generoi' streams from POST /api/blog/generate (`Accept: application/x-ndjson`):
 * `start` calls the handlers as the text arrives; `pending` is true until the stream ends. A new start or
 * leaving the page aborts the one running.
 */
export function useArticleStream() {
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (options: GeneratorValues, handlers: StreamHandlers) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPending(true);
    try {
      const response = await fetch("/api/blog/generate", {
        method: "POST",
        headers: { Accept: "application/x-ndjson", "Content-Type": "application/json" },
        body: JSON.stringify(options),
        signal: current.signal,
      });
      if (!response.ok || !response.body) {
        handlers.onError(await refusalOf(response));
        return;
      }
      let finished = false;
      for await (const line of readLines(response.body)) {
        if (typeof line.delta === "string") handlers.onDelta(line.delta);
        else if (line.done) {
          finished = true;
          handlers.onDone(line.done);
        } else if (line.error) {
          finished = true;
          handlers.onError(line.error);
        }
      }
      if (!finished) handlers.onError(T.generateFailed);
    } catch (error) {
      if (!current.signal.aborted) {
        console.error(error);
        handlers.onError(T.generateFailed);
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPending(false);
      }
    }
  }, []);

  return { pending, start };
}
