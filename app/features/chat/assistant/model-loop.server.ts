/**
 * The tool-calling loop over the chat-completions stream, shared by Kaartobotti and the blog generator:
 * the model writes or asks for tools; the tools run and their answers go back; the last round must
 * answer in words. Text arrives as it is written; a round's tool calls are reported once they have run.
 */
import type OpenAI from "openai";
import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from "openai/resources/chat/completions";

export type ModelLoopEvent =
  | { type: "text"; text: string }
  /** A round's calls, after they ran; text before them in the same round was the model thinking aloud. */
  | { type: "tools"; calls: { name: string; arguments: string }[] };

export type ModelLoopOptions = {
  client: OpenAI;
  model: string;
  messages: ChatCompletionMessageParam[];
  tools: ChatCompletionFunctionTool[];
  /** Never throws: a failure is a text the model reads (tools.server.ts runTool). */
  runTool: (name: string, argsJson: string) => Promise<string>;
  /** Model calls that may ask for tools; one more call then has to answer in words. */
  maxToolRounds: number;
  maxTokens: number;
  signal?: AbortSignal;
};

type PendingCall = { id: string; name: string; arguments: string };

/** Errors of the SDK (network, HTTP status, abort) are thrown to the caller, which words them. */
export async function* modelToolLoop(options: ModelLoopOptions): AsyncGenerator<ModelLoopEvent> {
  const { client, signal } = options;
  const messages = [...options.messages];
  for (let round = 0; round <= options.maxToolRounds; round++) {
    const toolsAllowed = round < options.maxToolRounds;
    const stream = await client.chat.completions.create(
      {
        model: options.model,
        messages,
        stream: true,
        max_tokens: options.maxTokens,
        tools: options.tools,
        // The last round must answer in words, whatever the model would still like to look up.
        tool_choice: toolsAllowed ? "auto" : "none",
      },
      { signal },
    );
    let text = "";
    const pending = new Map<number, PendingCall>();
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        text += delta.content;
        yield { type: "text", text: delta.content };
      }
      // A call's arguments arrive as JSON fragments spread over many chunks, keyed by the call's index.
      for (const part of delta.tool_calls ?? []) {
        const call = pending.get(part.index) ?? { id: "", name: "", arguments: "" };
        if (part.id) call.id = part.id;
        if (part.function?.name) call.name = part.function.name;
        if (part.function?.arguments) call.arguments += part.function.arguments;
        pending.set(part.index, call);
      }
    }
    if (pending.size === 0 || !toolsAllowed) return;

    const calls = [...pending.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${round}_${index}` }));
    messages.push({
      role: "assistant",
      content: text === "" ? null : text,
      tool_calls: calls.map((call) => ({ id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } })),
    });
    for (const call of calls) {
      messages.push({ role: "tool", tool_call_id: call.id, content: await options.runTool(call.name, call.arguments) });
    }
    yield { type: "tools", calls: calls.map(({ name, arguments: args }) => ({ name, arguments: args })) };
    if (signal?.aborted) return;
  }
}
