/**
 * Kaartobotti's turn: the visitor's message in, the reply's markdown out as it is written. With
 * OPENAI_API_KEY the model answers through the openai SDK with a tool-calling loop (model-loop.server.ts); without it the
 * built-in offline assistant answers from the same tools. Either way the user message and the reply
 * (with the tools it used) are stored in the conversation at the end of the turn.
 */
import OpenAI, { APIUserAbortError } from "openai";
import { CHAT_LIMITS, CHAT_TEXTS } from "~/features/chat/rules";
import { COMPANY } from "~/content/company";
import { type StoredToolCall, appendMessages, claimConversation } from "~/features/chat/model.server";
import { modelToolLoop } from "./assistant/model-loop.server";
import { offlineChunks, offlineReply } from "./assistant/offline.server";
import { buildSystemPrompt } from "./assistant/system-prompt.server";
import { TOOL_DEFINITIONS, type ToolContext, runTool } from "./assistant/tools.server";
import { type OpenAiConfig, openAiConfig } from "~/services/openai.server";

export type ChatTurnInput = {
  messages: { role: "user" | "assistant"; content: string }[];
  conversationId: string;
  /** The hash of the writing browser's owner key (owner.server.ts): only the owner may write. */
  ownerHash: string;
  ip: string | null;
  signal?: AbortSignal;
};

/** Model calls that may ask for tools in one turn; one more call then has to answer in words. */
export const MAX_TOOL_ROUNDS = 4;
export const MAX_REPLY_TOKENS = 1000;
const OFFLINE_CHUNK_DELAY_MS = 15;

export const NO_ANSWER_TEXT = `En valitettavasti saanut vastausta valmiiksi. Kysy uudelleen tai soita meille numeroon **${COMPANY.phone}**.`;

/** An error whose message can be shown to the visitor (Finnish, no secrets). */
export class AssistantError extends Error {
  override name = "AssistantError";
}

/** The conversation id belongs to another browser: nothing was written; the caller starts a new one. */
export class ConversationNotOwnedError extends AssistantError {
  override name = "ConversationNotOwnedError";
  constructor() {
    super(CHAT_TEXTS.conversationNotOwned);
  }
}

type TurnRecord = { reply: string; toolCalls: StoredToolCall[] };
type History = ChatTurnInput["messages"];

/** Yields the reply's text deltas (markdown), stores the user message and the final reply (with tool calls) via appendMessages at the end. */
export function streamChatReply(input: ChatTurnInput): AsyncIterable<string> {
  return runTurn(input);
}

/** Same turn, collected into one string (used by the no-JS chat page). */
export async function chatReply(input: ChatTurnInput): Promise<string> {
  let reply = "";
  for await (const delta of streamChatReply(input)) reply += delta;
  return reply;
}

async function* runTurn(input: ChatTurnInput): AsyncGenerator<string> {
  const history = input.messages.slice(-CHAT_LIMITS.historyMaxMessages);
  const question = history.at(-1);
  if (!question || question.role !== "user") throw new AssistantError("Viimeisen viestin pitää olla käyttäjän kysymys.");
  // Claimed first: nothing is answered or stored in another browser's conversation, and feedback given
  // through a tool during this turn links to the conversation.
  const claim = await claimConversation(input.conversationId, input.ownerHash, input.ip);
  if (claim === "invalid") throw new AssistantError("Keskustelun tunniste on virheellinen.");
  if (claim === "foreign") throw new ConversationNotOwnedError();
  const context: ToolContext = { conversationId: input.conversationId, ip: input.ip };
  const record: TurnRecord = { reply: "", toolCalls: [] };
  try {
    const config = openAiConfig();
    const deltas = config
      ? modelDeltas(history, config, context, record, input.signal)
      : offlineDeltas(history, context, record, input.signal);
    for await (const delta of deltas) {
      record.reply += delta;
      yield delta;
    }
  } finally {
    await storeTurn(input, question.content, record);
  }
}

async function storeTurn(input: ChatTurnInput, question: string, record: TurnRecord): Promise<void> {
  try {
    const stored = await appendMessages(input.conversationId, input.ownerHash, [
      { role: "user", content: question },
      ...(record.reply.trim() === "" ? [] : [{ role: "assistant" as const, content: record.reply, toolCalls: record.toolCalls }]),
    ]);
    if (!stored) console.error("Kaartobotin keskustelua ei tallennettu: keskustelu puuttuu tai on toisen selaimen", input.conversationId);
  } catch (error) {
    // The visitor already has the answer; a lost transcript line must not turn it into an error.
    console.error("Kaartobotin keskustelun tallennus epäonnistui", error);
  }
}

async function* offlineDeltas(history: History, context: ToolContext, record: TurnRecord, signal?: AbortSignal): AsyncGenerator<string> {
  const reply = await offlineReply(history, context);
  record.toolCalls.push(...reply.toolCalls);
  const chunks = offlineChunks(reply.text);
  for (const [index, chunk] of chunks.entries()) {
    if (signal?.aborted) return;
    yield chunk;
    if (index < chunks.length - 1) await new Promise((resolve) => setTimeout(resolve, OFFLINE_CHUNK_DELAY_MS));
  }
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || error instanceof APIUserAbortError || (error instanceof Error && error.name === "AbortError");
}

async function* modelDeltas(
  history: History,
  config: OpenAiConfig,
  context: ToolContext,
  record: TurnRecord,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 1, timeout: 60_000 });
  let answered = false;
  try {
    const events = modelToolLoop({
      client,
      model: config.model,
      messages: [{ role: "system", content: buildSystemPrompt(new Date(), context.conversationId) }, ...history],
      tools: TOOL_DEFINITIONS,
      runTool: (name, args) => runTool(name, args, context),
      maxToolRounds: MAX_TOOL_ROUNDS,
      maxTokens: MAX_REPLY_TOKENS,
      signal,
    });
    for await (const event of events) {
      if (event.type === "tools") {
        record.toolCalls.push(...event.calls);
        continue;
      }
      answered = true;
      yield event.text;
    }
  } catch (error) {
    if (isAbort(error, signal)) return;
    console.error("Kaartobotin mallikutsu epäonnistui", error);
    throw new AssistantError(`Tekoälypalvelu ei vastannut (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!answered) yield NO_ANSWER_TEXT;
}
