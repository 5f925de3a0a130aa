import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { Markdown } from "~/features/markdown/components/Markdown";
import { BLOG_LIMITS, BLOG_TEXTS as T, articleExcerpt, slugify } from "~/features/blog/rules";
import type { LibraryImage } from "~/features/images/rules";
import { Field, FieldError, controlProps, helpId, initialText } from "~/components/ui/form/Field";
import { ARTICLE_FIELD_ORDER, type ArticleDraft, type ArticleField } from "../../form";
import { articleEditorSchema, articleInputSchema } from "../../schema";
import { BLOG_ADMIN_TEXTS as A } from "../../texts";

export type ArticleEditorProps = {
  /** 'create': the generator's draft ('Hylkää' discards it); 'edit': an article in the drawer ('Peruuta' closes). */
  mode: "create" | "edit";
  draft: ArticleDraft;
  imageChoices: readonly LibraryImage[];
  /** Where 'Peruuta' goes (edit) and the form posts (the route's own action when absent). */
  closeTo?: string;
  action?: string;
  /** The generator is still writing into the content: it is read-only and the buttons wait. */
  streaming?: boolean;
};

/** A value from props that the admin may then edit: a new prop value (a streamed delta, a new answer) replaces the edit. */
function useSynced(value: string) {
  const [state, setState] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setState(value);
  }
  return [state, setState] as const;
}

/**
 * The article editor of the generator and of the edit drawer: title, markdown content with a preview,
 * keywords, slug, meta description, feature image, 'Ajasta julkaisu'. A Conform form (the article's rules,
 * `articleInputSchema`, checked in the browser when publishing and again in the action), multipart and
 * posted to the route's action; a refusal comes back with everything typed and an error summary that
 * takes the focus. With JavaScript 'Muokkaa' / 'Esikatselu' switch in place; without it 'Esikatselu' asks
 * the server. Title and content are controlled: the generator streams into them.
 */
export function ArticleEditor({ mode, draft, imageChoices, closeTo, action, streaming = false }: ArticleEditorProps) {
  const { values } = draft;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formData?.get("intent") !== "generate";
  const busy = submitting || streaming;
  // A refused answer's summary takes the focus when it shows (see below).
  const focusPending = useRef(Boolean(draft.result?.error));
  const [form, fields] = useForm<Record<ArticleField, string>>({
    id: mode === "create" ? "article-new" : "article-edit",
    lastResult: draft.result,
    defaultValue: { ...values, featureImage: values.featureImage ?? "" },
    constraint: getZodConstraint(articleInputSchema),
    // 'Esikatselu', 'Hylkää' and 'Jatka muokkausta' post what is there; publishing needs the rules.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: articleEditorSchema(formData.get("intent")) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Passed the check: the server answers (and a refusal mounts the editor again).
    onSubmit: () => {
      focusPending.current = false;
    },
  });
  const [title, setTitle] = useSynced(values.title);
  const [content, setContent] = useSynced(values.content);
  const [view, setView] = useState<"edit" | "preview">("edit");
  const summary = useRef<HTMLDivElement>(null);
  const listed = ARTICLE_FIELD_ORDER.filter((name) => fields[name].errors?.length);
  const hasErrors = listed.length > 0 || Boolean(form.errors?.length);

  // After a refused submit (the answer mounts the editor, or the browser's check), the summary takes the
  // focus once its messages show; not while the admin types and the messages change.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!focusPending.current || !hasErrors) return;
    focusPending.current = false;
    summary.current?.focus();
  }, [hasErrors, attempt]);

  const showPreview = hydrated ? view === "preview" : draft.preview;
  const small = "btn-secondary px-3 py-1 text-xs";
  const error = (name: ArticleField) => fields[name].errors?.[0];

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmitCapture={() => {
        focusPending.current = true;
        setAttempt((count) => count + 1);
      }}
      noValidate
      className="space-y-5"
      aria-label={mode === "create" ? T.editorTitle : T.editHeading}
      data-testid="article-editor"
    >
      {hasErrors ? (
        <div
          ref={summary}
          tabIndex={-1}
          // Without JavaScript the browser focuses it when the refused page loads.
          autoFocus
          role="alert"
          id={form.errorId}
          aria-labelledby={`${form.id}-summary`}
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-none focus:ring-2 focus:ring-red-600 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="article-errors"
        >
          <p id={`${form.id}-summary`} className="font-semibold">
            {A.errorSummary}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {form.errors?.map((message) => (
              <li key={message} data-testid="article-form-error">
                {message}
              </li>
            ))}
            {listed.map((name) => (
              <li key={name}>
                <a href={`#${fields[name].id}`} className="underline">
                  {error(name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {draft.confirmDiscard ? (
        <div role="alert" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="discard-confirm">
          <p className="font-medium">{T.confirmDiscard}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {/* A fresh load: the refused answer and a draft streamed in the page both go. */}
            <Link to="/admin/blogi" reloadDocument className="btn-primary">
              {A.discardConfirm}
            </Link>
            <button type="submit" name="intent" value="keep" className="btn-secondary">
              {A.discardKeep}
            </button>
          </div>
        </div>
      ) : null}

      {draft.notice ? <input type="hidden" name="notice" value={draft.notice} /> : null}

      <Field field={fields.title} label={T.fields.title}>
        <input
          {...controlProps(fields.title)}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={BLOG_LIMITS.title}
          readOnly={streaming}
          className="field"
        />
      </Field>

      <div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={fields.content.id} className="block text-sm font-medium">
            {T.fields.content}
          </label>
          {hydrated ? (
            <div className="flex gap-1" role="group" aria-label={A.viewSwitch}>
              <button type="button" className={small} aria-pressed={view === "edit"} onClick={() => setView("edit")}>
                {T.buttons.edit}
              </button>
              <button type="button" className={small} aria-pressed={view === "preview"} onClick={() => setView("preview")}>
                {T.buttons.preview}
              </button>
            </div>
          ) : null}
        </div>
        <p id={helpId(fields.content)} className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.contentHint}
        </p>
        <div hidden={hydrated && view === "preview"}>
          <textarea
            {...controlProps(fields.content, { helpId: helpId(fields.content) })}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={18}
            maxLength={BLOG_LIMITS.content}
            readOnly={streaming}
            aria-busy={streaming || undefined}
            className="field mt-1 font-mono text-sm"
          />
        </div>
        <FieldError field={fields.content} />
        {showPreview ? (
          <section aria-label={T.previewTitle} className="mt-3 max-w-full overflow-x-auto rounded-md border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="article-preview">
            {title.trim() ? <p className="mb-3 text-xl font-bold">{title}</p> : null}
            {content.trim() ? <Markdown className="break-words">{content}</Markdown> : <p className="text-sm text-slate-600">{A.previewEmpty}</p>}
          </section>
        ) : null}
      </div>

      <Field field={fields.keywords} label={T.fields.keywords} help={T.fields.keywordsHint}>
        <input {...controlProps(fields.keywords, { helpId: helpId(fields.keywords) })} key={fields.keywords.key} defaultValue={initialText(fields.keywords)} className="field" autoComplete="off" />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.slug} label={T.fields.slug} help={T.fields.slugHint}>
          <input
            {...controlProps(fields.slug, { helpId: helpId(fields.slug) })}
            key={fields.slug.key}
            defaultValue={initialText(fields.slug)}
            placeholder={slugify(title) || undefined}
            maxLength={BLOG_LIMITS.slug}
            autoComplete="off"
            spellCheck={false}
            className="field"
          />
        </Field>
        <Field field={fields.publishAt} label={T.fields.publishAt} help={mode === "create" ? T.fields.publishAtHint : A.publishAtEditHint}>
          <input {...controlProps(fields.publishAt, { helpId: helpId(fields.publishAt) })} key={fields.publishAt.key} type="datetime-local" defaultValue={initialText(fields.publishAt)} className="field" />
        </Field>
      </div>

      <Field field={fields.description} label={T.fields.description} help={T.fields.descriptionHint}>
        <textarea
          {...controlProps(fields.description, { helpId: helpId(fields.description) })}
          key={fields.description.key}
          defaultValue={initialText(fields.description)}
          placeholder={articleExcerpt(content, BLOG_LIMITS.description) || undefined}
          rows={3}
          maxLength={BLOG_LIMITS.description}
          className="field"
        />
      </Field>

      <div id={fields.featureImage.id} tabIndex={-1}>
        <ImageField
          name={fields.featureImage.name}
          label={T.fields.featureImage}
          category="general"
          defaultValue={values.featureImage}
          choices={imageChoices}
          error={error("featureImage")}
          description={T.fields.featureImageHint}
        />
      </div>
      <Field field={fields.featureImageAlt} label={T.fields.featureImageAlt} help={A.featureImageAltHint}>
        <input
          {...controlProps(fields.featureImageAlt, { helpId: helpId(fields.featureImageAlt) })}
          key={fields.featureImageAlt.key}
          defaultValue={initialText(fields.featureImageAlt)}
          maxLength={BLOG_LIMITS.alt}
          className="field"
        />
      </Field>

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        {/* First in the form: Enter in a field publishes, as the visible main button says. */}
        <button type="submit" name="intent" value="publish" className="btn-primary" disabled={busy} aria-disabled={busy || undefined}>
          {submitting && navigation.formData?.get("intent") === "publish" ? T.buttons.publishing : T.buttons.publish}
        </button>
        {hydrated ? null : (
          <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
            {T.buttons.preview}
          </button>
        )}
        {mode === "create" ? (
          <button type="submit" name="intent" value="discard" className="btn-secondary" disabled={busy}>
            {T.buttons.discard}
          </button>
        ) : (
          <Link to={closeTo ?? "/admin/blogi"} className="btn-secondary">
            {T.buttons.cancel}
          </Link>
        )}
      </div>
    </Form>
  );
}
