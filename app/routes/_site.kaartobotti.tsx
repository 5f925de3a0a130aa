import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ChatMessageList } from "~/features/chat/components/ChatMessageList";
import { ConfirmationPrompt } from "~/features/chat/components/ConfirmationPrompt";
import { FeedbackForm } from "~/features/chat/components/FeedbackForm";
import { PageHeader } from "~/components/layout/PageHeader";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { FormErrors } from "~/components/ui/form/Field";
import { RenderedMarkdown } from "~/features/markdown/components/RenderedMarkdown";
import { CHAT_LIMITS, CHAT_RATE_LIMIT, CHAT_SUGGESTIONS, CHAT_TEXTS, CHAT_WELCOME, FEEDBACK_TEXTS, needsConfirmation } from "~/features/chat/rules";
import { COMPANY } from "~/content/company";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { endChatPageConversation, parseChatPageForm, sendChatPageMessage, visitorChat } from "~/features/chat/page.server";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { renderChatMarkdownHtml } from "~/features/markdown/html.server";

/*
 * Kaartobotti for every browser: a form posts the message, the server runs the same bot as the widget
 * and the page shows the whole conversation (Post/Redirect/Get). Home page FAQ links arrive here with
 * ?kysymys= to prefill the question; ?palaute=1 opens the feedback form.
 */

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Kaartobotti – kysy renkaista",
    description: "Kysy Kaartobotilta renkaiden saatavuudesta, hinnoista, aukioloajoista ja palveluista. Vastaus heti, myös ilman JavaScriptiä.",
    path: "/kaartobotti",
    origin: siteOrigin(matches),
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const question = url.searchParams.get("kysymys")?.slice(0, CHAT_LIMITS.messageMaxLength) ?? "";
  const { messages, conversationId } = await visitorChat(request);
  // Bot replies arrive as HTML rendered here: the page's bundle carries no markdown parser (decision 0024).
  const replyHtml: Record<string, string> = { welcome: renderChatMarkdownHtml(CHAT_WELCOME) };
  for (const message of messages) if (message.role === "assistant") replyHtml[message.id] = renderChatMarkdownHtml(message.content);
  return { messages, replyHtml, conversationId, question, showFeedback: url.searchParams.has("palaute") };
}

export const action = (args: ActionFunctionArgs) =>
  publicAction(args, handleChatPage, { rateLimit: { ...CHAT_RATE_LIMIT, message: CHAT_TEXTS.rateLimited } }).catch(
    async (thrown: unknown) => {
      if (!(thrown instanceof Response) || thrown.status !== 429) throw thrown;
      // The limit answers on the page, with the message kept.
      const form = await args.request.formData().catch(() => new FormData());
      return data({ result: parseChatPageForm(form).reply({ formErrors: [CHAT_TEXTS.rateLimited] }) }, { status: 429 });
    },
  );

async function handleChatPage({ request, ip, form }: FormActionArgs & { ip: string }) {
  const submission = parseChatPageForm(requireForm(form));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (submission.value.kind === "new") {
    return redirect("/kaartobotti", { headers: { "Set-Cookie": await endChatPageConversation(request) } });
  }
  try {
    const { setCookie } = await sendChatPageMessage(request, submission.value.message, ip);
    return redirect("/kaartobotti#viimeisin", { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    console.error("Chat page turn failed", error);
    const message = CHAT_TEXTS.technicalError(error instanceof Error ? error.message : String(error));
    // Said on the page like any refusal; the visitor can send again.
    return { result: submission.reply({ formErrors: [message] }) };
  }
}

export default function ChatPage() {
  const { messages, replyHtml, conversationId, question, showFeedback } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    // After a reply the field starts empty again: each step of the conversation is a new form.
    id: `chat-page-${messages.length}`,
    lastResult: actionData?.result,
    defaultValue: { message: question },
    shouldValidate: "onSubmit",
  });
  const messageError = fields.message.errors?.[0];
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formAction === "/kaartobotti" && navigation.formData?.get("intent") !== "new";
  const pendingMessage = sending ? (navigation.formData?.get("suggestion") ?? navigation.formData?.get("message")) : null;
  const started = messages.length > 0;
  const lastMessage = messages.at(-1);
  // The widget's 'Vahvista valintasi:' prompt, as two submit buttons that post 'kyllä' or 'peruuta'.
  const confirming = !sending && lastMessage?.role === "assistant" && needsConfirmation(lastMessage.content);

  return (
    <main>
      <PageHeader
        title="Kaartobotti"
        lead={
          <p>
            Kysy renkaiden saatavuudesta, hinnoista, aukioloajoista ja palveluistamme. Kiireellisissä asioissa soita{" "}
            <a href={COMPANY.phoneHref} className="font-semibold underline">
              {COMPANY.phone}
            </a>
            .
          </p>
        }
      />
      <div className="mx-auto max-w-3xl px-4 pb-16 lg:px-6">
        <section aria-label="Keskustelu" className="card p-4 sm:p-6">
          <ChatMessageList
            messages={[{ id: "welcome", role: "assistant", content: CHAT_WELCOME }, ...messages]}
            pending={typeof pendingMessage === "string" ? pendingMessage : undefined}
            latestAnchorId="viimeisin"
            renderContent={(message) => <RenderedMarkdown html={replyHtml[message.id] ?? ""} />}
          />

          {form.errors?.length ? (
            <div className="mt-4">
              <FormErrors id={form.errorId} errors={form.errors} />
            </div>
          ) : null}

          <Form method="post" {...getFormProps(form)} noValidate={false} className="mt-6 space-y-3" aria-label="Lähetä viesti Kaartobotille">
            <Honeypot />
            {confirming ? <ConfirmationPrompt submitName="suggestion" /> : null}
            {!started ? (
              <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <legend className="px-1 text-sm font-semibold">
                  {CHAT_TEXTS.suggestionsTitle}{" "}
                  <span className="ml-1 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">AI</span>
                </legend>
                <div className="flex flex-wrap gap-2">
                  {CHAT_SUGGESTIONS.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="submit"
                      name="suggestion"
                      value={suggestion}
                      formNoValidate
                      disabled={sending}
                      className="rounded-full border border-slate-300 px-3 py-1.5 text-left text-sm hover:border-brand-500 hover:bg-brand-50 dark:border-slate-600 dark:hover:bg-slate-800"
                    >
                      {suggestion}
                    </button>
                  ))}
                </div>
                <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{CHAT_TEXTS.suggestionsNote}</p>
              </fieldset>
            ) : null}
            <label htmlFor={fields.message.id} className="block font-semibold">
              Viestisi
            </label>
            <textarea
              {...getTextareaProps(fields.message)}
              key={fields.message.key}
              rows={3}
              maxLength={CHAT_LIMITS.messageMaxLength}
              required
              placeholder={CHAT_TEXTS.placeholder}
              className="field w-full"
            />
            {messageError ? (
              <p id={fields.message.errorId} role="alert" className="field-error">
                {messageError}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary" disabled={sending}>
                {sending ? CHAT_TEXTS.typing : "Lähetä"}
              </button>
              {started ? (
                <button type="submit" name="intent" value="new" formNoValidate className="btn-secondary">
                  Aloita uusi keskustelu
                </button>
              ) : null}
            </div>
          </Form>
        </section>

        <section aria-labelledby="chat-feedback-title" className="mt-8">
          {showFeedback ? (
            <div className="card p-4 sm:p-6">
              <h2 id="chat-feedback-title" className="mb-4 text-xl font-bold">
                {FEEDBACK_TEXTS.title}
              </h2>
              <FeedbackForm conversationId={conversationId} redirectTo="/kaartobotti" />
            </div>
          ) : (
            <p id="chat-feedback-title">
              <Link to="/kaartobotti?palaute=1#chat-feedback-title" className="font-medium text-brand-700 underline dark:text-red-300">
                {CHAT_TEXTS.feedbackLink}
              </Link>
            </p>
          )}
        </section>
      </div>
    </main>
  );
}
