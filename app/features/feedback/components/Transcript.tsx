import { ChatMarkdown } from "~/features/chat/components/ChatMarkdown";
import type { ShopLinks } from "~/content/company";
import { FEEDBACK_ADMIN_TEXTS as T, type MessageRole, ROLE_LABELS } from "~/features/feedback/rules";
import { formatDateTimeNumeric } from "~/lib/format";

export type TranscriptView = {
  conversation: { conversationId: string; startedAt: string; userIp: string | null; messageCount: number };
  messages: { id: number; role: MessageRole; content: string; toolCalls: { name: string }[] | null; createdAt: string }[];
};

const ROLE_CLASSES: Record<MessageRole, string> = {
  user: "border-sky-500 bg-sky-50 dark:bg-sky-950/40",
  assistant: "border-brand-600 bg-white dark:bg-slate-900",
  tool: "border-slate-400 bg-slate-50 dark:bg-slate-800/60",
};

/**
 * One conversation in order. Bot replies are markdown (raw HTML never rendered) with the widget's link
 * rule (`links`: the shop's booking and finance addresses); tool output stays text.
 */
export function Transcript({ conversation, messages, titleId, links }: TranscriptView & { titleId: string; links: ShopLinks }) {
  return (
    <article aria-labelledby={titleId} className="space-y-6">
      <header className="space-y-3">
        <h3 id={titleId} tabIndex={-1} className="break-all text-xl font-bold focus:outline-none">
          Keskustelu <span className="font-mono text-base">{conversation.conversationId}</span>
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">Aloitettu</dt>
          <dd className="tabular-nums">
            <time dateTime={conversation.startedAt}>{formatDateTimeNumeric(conversation.startedAt)}</time>
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">IP-osoite</dt>
          <dd className="font-mono">{conversation.userIp ?? "–"}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Viestejä</dt>
          <dd className="tabular-nums">{conversation.messageCount}</dd>
        </dl>
      </header>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.noMessages}</p>
      ) : (
        <ol className="space-y-3" aria-label="Viestit">
          {messages.map((message) => (
            <li key={message.id} data-testid="transcript-message" data-role={message.role} className={`rounded-md border-l-4 p-3 ${ROLE_CLASSES[message.role]}`}>
              <p className="mb-1 flex flex-wrap items-baseline justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                <span className="font-semibold uppercase tracking-wide text-slate-800 dark:text-slate-200">{ROLE_LABELS[message.role]}</span>
                <time dateTime={message.createdAt} className="tabular-nums">
                  {formatDateTimeNumeric(message.createdAt)}
                </time>
              </p>
              <MessageBody message={message} links={links} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function MessageBody({ message, links }: { message: TranscriptView["messages"][number]; links: ShopLinks }) {
  if (message.role === "tool") {
    // Tool output is data for the model (often JSON): collapsed, shown as text, never as markup.
    return (
      <details>
        <summary className="cursor-pointer text-sm">Näytä työkalun vastaus ({message.content.length} merkkiä)</summary>
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-white p-2 text-xs dark:bg-slate-900">
          {message.content}
        </pre>
      </details>
    );
  }
  return (
    <>
      {message.role === "assistant" ? (
        // As the visitor saw it, with the chat's own rule: links only to our pages and the shop's services.
        message.content ? (
          <div className="text-sm">
            <ChatMarkdown links={links}>{message.content}</ChatMarkdown>
          </div>
        ) : null
      ) : (
        <p className="whitespace-pre-line break-words text-sm">{message.content}</p>
      )}
      {message.toolCalls && message.toolCalls.length > 0 ? (
        <div className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          <span>Työkalukutsut:</span>{" "}
          <ul className="inline">
            {message.toolCalls.map((call, index) => (
              <li key={`${call.name}-${index}`} className="mr-1 inline-block">
                <code className="rounded bg-slate-100 px-1 py-0.5 dark:bg-slate-800">{call.name}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
