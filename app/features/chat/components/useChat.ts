import { useCallback, useEffect, useRef, useState } from "react";
import { needsConfirmation, newConversationId } from "~/features/chat/rules";
import {
  CHAT_ENDPOINTS,
  ChatHttpError,
  PENDING_CONVERSATION_KEY,
  PENDING_EVENT,
  PENDING_QUESTION_KEY,
  type PendingQuestion,
  type WidgetMessage,
  chatErrorText,
  chatHistory,
  isConversationRefused,
  messageToSend,
  parsePendingQuestion,
  readTextStream,
} from "~/features/chat/client";
import { logConversation } from "./handoff";

/** ready: the input is free; waiting: sent, no text yet; streaming: the reply is arriving. */
export type ChatStatus = "ready" | "waiting" | "streaming";

export type ChatState = {
  messages: WidgetMessage[];
  status: ChatStatus;
  conversationId: string | null;
  /** The confirmation prompt shows (the last reply asked to confirm a tyre size). */
  confirming: boolean;
  send: (text: string) => void;
  answerConfirmation: (answer: string) => void;
  restart: () => void;
};

/**
 * The conversation of the widget (spec section 4, "Chat"): the first user message creates and registers
 * the conversation id, each turn posts the visible history and streams the reply in, failures become a
 * bot message, and a question handed over from the FAQ is sent by itself.
 */
export function useChat(): ChatState {
  const [messages, setMessages] = useState<WidgetMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>("ready");
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  // The async turn reads and writes these synchronously; state mirrors them for rendering.
  const list = useRef<WidgetMessage[]>([]);
  const id = useRef<string | null>(null);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const generation = useRef(0); // a restart makes every older turn's late results harmless
  const queue = useRef<PendingQuestion[]>([]);
  const handedOver = useRef(new Set<string>());
  const counter = useRef(0);

  const change = useCallback((next: (current: WidgetMessage[]) => WidgetMessage[]) => {
    list.current = next(list.current);
    setMessages(list.current);
  }, []);

  const send = useCallback(
    async (input: string, handedId?: string) => {
      const text = messageToSend(input);
      if (text === null) return;
      if (busy.current) {
        // Only a hand-off can arrive while a reply loads (the input is locked): it waits its turn.
        if (handedId) queue.current.push({ question: text, conversationId: handedId });
        return;
      }
      busy.current = true;
      const turn = generation.current;
      let conversation = id.current;
      // A FAQ hand-off brings its own id, already registered when the question was clicked.
      const register = !conversation && !handedId;
      if (!conversation) {
        conversation = handedId ?? newConversationId();
        id.current = conversation;
        setConversationId(conversation);
      }
      const replyId = `a${++counter.current}`;
      change((current) => [...current, { id: `u${++counter.current}`, role: "user", content: text, state: "done" }]);
      setConfirming(false);
      setStatus("waiting");
      const abort = new AbortController();
      controller.current = abort;
      const showReply = (content: string, state: WidgetMessage["state"]) => {
        if (generation.current !== turn) return;
        change((current) =>
          current.some((message) => message.id === replyId)
            ? current.map((message) => (message.id === replyId ? { ...message, content, state } : message))
            : [...current, { id: replyId, role: "assistant", content, state }],
        );
      };

      const history = chatHistory(list.current);
      const post = (conversationId: string) =>
        fetch(CHAT_ENDPOINTS.chat, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ messages: history, conversationId }),
          signal: abort.signal,
        });

      try {
        // The first message waits for the registration, whose answer makes this browser the owner.
        if (register) await logConversation(conversation);
        let response = await post(conversation);
        if (isConversationRefused(response) && generation.current === turn) {
          // Another browser's id (or this browser's chat cookie expired): the conversation goes on
          // under a new id, which this request registers itself.
          void response.body?.cancel();
          conversation = newConversationId();
          id.current = conversation;
          setConversationId(conversation);
          response = await post(conversation);
        }
        if (!response.ok) throw new ChatHttpError(response.status, await response.text());
        if (!response.body) throw new Error("tyhjä vastaus");
        const reply = await readTextStream(response.body, (soFar) => {
          if (generation.current !== turn) return;
          setStatus("streaming");
          showReply(soFar, "streaming");
        });
        if (reply.trim() === "") throw new Error("tyhjä vastaus");
        showReply(reply, "done");
        if (generation.current === turn) setConfirming(needsConfirmation(reply));
      } catch (error) {
        const text = chatErrorText(error);
        if (generation.current === turn) {
          // What arrived before the failure stays readable; an abort just ends the turn quietly.
          change((current) => current.map((message) => (message.id === replyId ? { ...message, state: "done" } : message)));
          if (text !== null) change((current) => [...current, { id: `e${++counter.current}`, role: "assistant", content: text, state: "error" }]);
        }
      } finally {
        if (controller.current === abort) controller.current = null;
        if (generation.current === turn) {
          busy.current = false;
          setStatus("ready");
        }
      }
    },
    [change],
  );

  // A hand-off that arrived during a reply is sent once the chat is ready again.
  useEffect(() => {
    if (status !== "ready" || busy.current) return;
    const next = queue.current.shift();
    if (next) void send(next.question, next.conversationId);
  }, [status, send]);

  // Spec: a pending question in storage (on mount) or announced by the event is sent and the keys removed.
  useEffect(() => {
    const take = (announced?: unknown) => {
      let pending: PendingQuestion | null = null;
      try {
        pending = parsePendingQuestion(localStorage.getItem(PENDING_QUESTION_KEY), localStorage.getItem(PENDING_CONVERSATION_KEY));
        localStorage.removeItem(PENDING_QUESTION_KEY);
        localStorage.removeItem(PENDING_CONVERSATION_KEY);
      } catch {
        // Storage blocked: the event's own copy is used below.
      }
      if (!pending && announced && typeof announced === "object") {
        const { question, conversationId: handed } = announced as Partial<PendingQuestion>;
        pending = parsePendingQuestion(question, handed);
      }
      // The mount check and the event can both see one hand-off: it is sent once.
      if (!pending || handedOver.current.has(pending.conversationId)) return;
      handedOver.current.add(pending.conversationId);
      void send(pending.question, pending.conversationId);
    };
    const onPending = (event: Event) => take((event as CustomEvent<unknown>).detail);
    // Deferred so a development double mount does not take the question and then drop it.
    const timer = window.setTimeout(() => take(), 0);
    window.addEventListener(PENDING_EVENT, onPending);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(PENDING_EVENT, onPending);
    };
  }, [send]);

  // Leaving the page (unmount) stops a reply that is still streaming.
  useEffect(() => () => controller.current?.abort(), []);

  const restart = useCallback(() => {
    generation.current += 1;
    controller.current?.abort();
    controller.current = null;
    busy.current = false;
    queue.current = [];
    id.current = null;
    list.current = [];
    setMessages([]);
    setConversationId(null);
    setConfirming(false);
    setStatus("ready");
  }, []);

  const answerConfirmation = useCallback(
    (answer: string) => {
      setConfirming(false);
      void send(answer);
    },
    [send],
  );

  return {
    messages,
    status,
    conversationId,
    confirming,
    send: useCallback((text: string) => void send(text), [send]),
    answerConfirmation,
    restart,
  };
}
