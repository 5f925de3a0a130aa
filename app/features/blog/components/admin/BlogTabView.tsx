import { Link, useLocation } from "@remix-run/react";
import { type ReactNode, useRef, useState } from "react";
import { BLOG_TEXTS as T, parseKeywords } from "~/features/blog/rules";
import type { LibraryImage } from "~/features/images/rules";
import type { ArticleRow } from "~/features/blog/page.server";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import { ArticleEditor } from "./ArticleEditor";
import { ArticleList } from "./ArticleList";
import { BlogGenerator } from "./BlogGenerator";
import { type ArticleDraft, type ArticleFormValues, type BlogTabAnswer, DEFAULT_GENERATOR, EMPTY_ARTICLE, type GeneratorValues, freshDraft } from "../../form";
import { BLOG_ADMIN_TEXTS as A } from "../../texts";
import { useArticleStream } from "./useArticleStream";

/** A draft generated in the page (with JavaScript); it belongs to the location it was made on. */
type StreamedDraft = { id: number; locationKey: string; values: ArticleFormValues; notice: string | null; streaming: boolean };

export type BlogTabViewProps = {
  articles: ArticleRow[];
  page: number;
  pages: number;
  total: number;
  imageChoices: LibraryImage[];
  writeOwn: boolean;
  answer: BlogTabAnswer | null;
  children?: ReactNode;
};

/**
 * What the tab 'Blogin hallinta' shows: the generator, the editor once there is a draft (generated,
 * refused, or '?uusi' for writing one), and 'Julkaistut artikkelit'. A draft streamed with JavaScript
 * lives until the next navigation: a publish's redirect or a refusal's answer replaces it, so the form
 * resets after success and shows what was submitted after an error.
 */
export function BlogTabView({ articles, page, pages, total, imageChoices, writeOwn, answer, children }: BlogTabViewProps) {
  const location = useLocation();
  const stream = useArticleStream();
  const [streamed, setStreamed] = useState<StreamedDraft | null>(null);
  const [clientError, setClientError] = useState<{ locationKey: string; message: string } | null>(null);
  const sequence = useRef(0);
  const current = streamed?.locationKey === location.key ? streamed : null;
  const streamError = clientError?.locationKey === location.key ? clientError.message : null;

  // The generator's form has checked the keywords with the schema.
  function generate(options: GeneratorValues) {
    const keywords = parseKeywords(options.keywords);
    setClientError(null);
    const id = ++sequence.current;
    const locationKey = location.key;
    const title = options.title.trim();
    const update = (change: (draft: StreamedDraft) => StreamedDraft) => setStreamed((draft) => (draft?.id === id ? change(draft) : draft));
    setStreamed({ id, locationKey, values: { ...EMPTY_ARTICLE, title, keywords: keywords.join(", ") }, notice: null, streaming: true });
    void stream.start(
      { ...options, keywords: keywords.join(", "), title },
      {
        onDelta: (text) => update((draft) => ({ ...draft, values: { ...draft.values, content: draft.values.content + text } })),
        onDone: (article) =>
          update((draft) => ({ ...draft, streaming: false, notice: article.notice, values: { ...draft.values, title: title || article.title, content: article.content } })),
        onError: (message) => {
          // Nothing half-written stays: the editor goes back to what it showed before.
          setStreamed((draft) => (draft?.id === id ? null : draft));
          setClientError({ locationKey, message });
        },
      },
    );
  }

  let draft: ArticleDraft | null = null;
  let editorKey = `answer-${location.key}`;
  if (current) {
    draft = freshDraft(current.values, { notice: current.notice });
    editorKey = `stream-${current.id}`;
  } else if (answer?.draft) draft = answer.draft;
  else if (writeOwn) draft = freshDraft(EMPTY_ARTICLE);

  return (
    <>
      <div className="space-y-6">
        <AdminTabHeader title={T.title} intro={T.intro}>
          <Link to="/admin/blogi?uusi" className="btn-secondary">
            {A.writeOwn}
          </Link>
        </AdminTabHeader>
        <BlogGenerator
          key={`generator-${location.key}`}
          lastResult={answer?.generatorResult ?? null}
          defaultValue={DEFAULT_GENERATOR}
          error={streamError}
          streaming={stream.pending}
          onGenerate={generate}
        />
        {draft ? (
          <section className="card space-y-4" aria-labelledby="blog-editor-heading" data-testid="blog-draft">
            <h3 id="blog-editor-heading" className="text-lg font-semibold">
              {T.editorTitle}
            </h3>
            {draft.notice ? (
              <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="generator-notice">
                {draft.notice}
              </p>
            ) : null}
            {current?.streaming ? (
              <p role="status" className="text-sm font-medium text-brand-700 dark:text-brand-100">
                {T.generating}
              </p>
            ) : null}
            <ArticleEditor key={editorKey} mode="create" action="/admin/blogi" draft={draft} imageChoices={imageChoices} streaming={current?.streaming ?? false} />
          </section>
        ) : null}
        <ArticleList articles={articles} page={page} pages={pages} total={total} search={location.search} />
      </div>
      {children}
    </>
  );
}
