import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { ConversationHistory } from "~/features/feedback/components/ConversationHistory";
import { DailyStarts } from "~/features/feedback/components/DailyStarts";
import { FeedbackSummary } from "~/features/feedback/components/FeedbackSummary";
import { FeedbackTable } from "~/features/feedback/components/FeedbackTable";
import {
  CONVERSATION_PAGE_SIZE,
  DAILY_STARTS_DAYS,
  FEEDBACK_ADMIN_TEXTS as T,
  FEEDBACK_PAGE_PARAM,
  FEEDBACK_PAGE_SIZE,
  PAGE_PARAM,
  pageWindow,
} from "~/features/feedback/rules";
import { dailyConversationStarts, listConversations } from "~/features/chat/model.server";
import { feedbackSummary, listFeedback } from "~/features/feedback/model.server";
import { adminLoader } from "~/services/guard.server";
import { parsePageNumber } from "~/lib/paging";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadFeedbackTab);

async function loadFeedbackTab({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const requested = parsePageNumber(params.get(PAGE_PARAM));
  const [summary, daily, firstTry] = await Promise.all([
    feedbackSummary(),
    dailyConversationStarts(DAILY_STARTS_DAYS),
    listConversations(requested, CONVERSATION_PAGE_SIZE),
  ]);
  const window = pageWindow(requested, firstTry.total);
  // A page past the end (an old link after deletions) shows the last page instead of an empty table.
  const page = window.page === requested ? firstTry : await listConversations(window.page, CONVERSATION_PAGE_SIZE);
  // The feedback table pages on its own (50 a page), also past the end to its last page.
  const feedbackWindow = pageWindow(parsePageNumber(params.get(FEEDBACK_PAGE_PARAM)), summary.total, FEEDBACK_PAGE_SIZE);
  const feedback = await listFeedback(FEEDBACK_PAGE_SIZE, (feedbackWindow.page - 1) * FEEDBACK_PAGE_SIZE);
  return {
    summary,
    conversations: {
      window,
      rows: page.conversations.map((row) => ({ ...row, startedAt: row.startedAt.toISOString() })),
    },
    daily,
    feedback: feedback.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    feedbackWindow,
  };
}

export default function FeedbackTab() {
  const { summary, conversations, daily, feedback, feedbackWindow } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <div className="space-y-8">
        <h2 className="text-2xl font-bold">{T.title}</h2>
        <FeedbackSummary total={summary.total} average={summary.average} distribution={summary.distribution} />
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ConversationHistory rows={conversations.rows} window={conversations.window} search={search} />
          </div>
          <DailyStarts days={daily} />
        </div>
        <FeedbackTable entries={feedback} window={feedbackWindow} search={search} />
      </div>
      {/* The transcript of one conversation opens over the tab as a drawer (admin.palaute.$conversationId). */}
      <Outlet />
    </>
  );
}
