/**
 * A stand-in for OpenAI's chat-completions endpoint on 127.0.0.1, speaking its streaming protocol
 * (Server-Sent Events of `chat.completion.chunk` objects, then `data: [DONE]`). Point the app at it with
 * OPENAI_API_KEY=anything and OPENAI_BASE_URL=<fake.url>.
 *
 *   const fake = await startFakeOpenAi();
 *   fake.script(
 *     { toolCalls: [{ name: "checkTyreAvailability", arguments: ['{"si', 'ze":"205/', '55R16"}'] }] },
 *     { text: ["Meillä on ", "205/55R16-renkaita."] },
 *   );
 *   // ... run a turn; fake.requests[1].body.messages holds the tool result the app sent back
 *   await fake.close();
 *
 * Each request takes the next scripted reply; with none left it streams `fallback` (a short Finnish text).
 * A scripted entry may be a function of the request, to answer from what the app sent. A request
 * without `stream: true` gets the same reply as one `chat.completion` object (text parts joined; a
 * `cutAfter` drops the connection before answering).
 */
import { type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeToolCall = {
  name: string;
  /** The arguments JSON; an array is sent as that many fragments, like the real API splits them. */
  arguments: string | string[];
  id?: string;
};

export type FakeReply =
  /** Streams content, one chunk per array element. `cutAfter` drops the connection after that many chunks. */
  | { text: string | string[]; delayMs?: number; cutAfter?: number }
  /** Streams tool calls (with their argument fragments), then finish_reason "tool_calls". */
  | { toolCalls: FakeToolCall[]; delayMs?: number }
  /** Answers with an HTTP error in OpenAI's error shape. */
  | { status: number; message: string };

export type FakeRequest = {
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body: model, messages, tools, tool_choice, max_tokens, stream… */
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string } }[];
    tool_choice?: unknown;
    max_tokens?: number;
    [key: string]: unknown;
  };
};

export type FakeOpenAi = {
  /** Base URL for OPENAI_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  url: string;
  /** Every chat-completions request received, oldest first. */
  requests: FakeRequest[];
  /** Queues replies for the next requests, in order. */
  script(...replies: (FakeReply | ((request: FakeRequest) => FakeReply))[]): void;
  /** Forgets the recorded requests and any replies still queued. */
  reset(): void;
  close(): Promise<void>;
};

export const FAKE_FALLBACK_TEXT = "Tämä on testipalvelimen vastaus.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAi(options: { fallback?: FakeReply } = {}): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  let queue: (FakeReply | ((request: FakeRequest) => FakeReply))[] = [];
  let sequence = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
      if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
        res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const request: FakeRequest = {
        path,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeRequest["body"],
      };
      requests.push(request);
      const next = queue.shift() ?? options.fallback ?? { text: FAKE_FALLBACK_TEXT };
      const reply = typeof next === "function" ? next(request) : next;
      const id = `chatcmpl-fake-${++sequence}`;
      void (request.body.stream === true ? respond(res, reply, request.body.model, id) : respondWhole(res, reply, request.body.model, id));
    });
  });

  /** A request without `stream: true` gets one `chat.completion` object (after `delayMs`, once). */
  async function respondWhole(res: ServerResponse, reply: FakeReply, model: string, id: string) {
    if ("status" in reply) return respond(res, reply, model, id);
    let closed = false;
    res.on("close", () => (closed = true));
    if (reply.delayMs) await sleep(reply.delayMs);
    if (closed) return;
    if ("text" in reply && reply.cutAfter !== undefined) {
      res.destroy();
      return;
    }
    const message =
      "toolCalls" in reply
        ? {
            role: "assistant",
            content: null,
            tool_calls: reply.toolCalls.map((call, index) => ({
              id: call.id ?? `call_fake_${id}_${index}`,
              type: "function",
              function: { name: call.name, arguments: Array.isArray(call.arguments) ? call.arguments.join("") : call.arguments },
            })),
          }
        : { role: "assistant", content: Array.isArray(reply.text) ? reply.text.join("") : reply.text };
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        id,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message, logprobs: null, finish_reason: "toolCalls" in reply ? "tool_calls" : "stop" }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      }),
    );
  }

  async function respond(res: ServerResponse, reply: FakeReply, model: string, id: string) {
    if ("status" in reply) {
      res.writeHead(reply.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: reply.message, type: "invalid_request_error", param: null, code: null } }));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const created = Math.floor(Date.now() / 1000);
    const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({
          id,
          object: "chat.completion.chunk",
          created,
          model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        })}\n\n`,
      );
    const pause = async () => {
      if (reply.delayMs) await sleep(reply.delayMs);
    };
    let closed = false;
    res.on("close", () => (closed = true));

    send({ role: "assistant", content: "" });
    if ("toolCalls" in reply) {
      for (const [index, call] of reply.toolCalls.entries()) {
        const fragments = Array.isArray(call.arguments) ? call.arguments : [call.arguments];
        send({
          tool_calls: [{ index, id: call.id ?? `call_fake_${id}_${index}`, type: "function", function: { name: call.name, arguments: "" } }],
        });
        for (const fragment of fragments) {
          await pause();
          if (closed) return;
          send({ tool_calls: [{ index, function: { arguments: fragment } }] });
        }
      }
      send({}, "tool_calls");
    } else {
      const parts = Array.isArray(reply.text) ? reply.text : [reply.text];
      for (const [index, part] of parts.entries()) {
        if (reply.cutAfter !== undefined && index >= reply.cutAfter) {
          // Let the chunks already written reach the client, then drop the connection like a crash would.
          await sleep(50);
          res.destroy();
          return;
        }
        if (index > 0) await pause();
        if (closed) return;
        send({ content: part });
      }
      send({}, "stop");
    }
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...replies) {
      queue.push(...replies);
    },
    reset() {
      requests.length = 0;
      queue = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
