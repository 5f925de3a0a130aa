import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { Markdown } from "~/features/markdown/components/Markdown";
import { BLOG_LIMITS, BLOG_TEXTS as T, articleExcerpt, slugify } from "~/features/blog/rules";
import type { LibraryImage } from "~/features/images/rules";
import { FormRow } from "~/components/ui/form/FormRow";
import { ARTICLE_FIELD_ORDER, type ArticleDraft, type ArticleField } from "../../form";
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
 * keywords, slug, meta description, feature image, 'Ajasta julkaisu'. A real multipart form posted to the
 * route's action; a refusal comes back with everything typed and an error summary that takes the focus.
 * With JavaScript 'Muokkaa' / 'Esikatselu' switch in place; without it 'Esikatselu' asks the server.
 */
export function ArticleEditor({ mode, draft, imageChoices, closeTo, action, streaming = false }: ArticleEditorProps) {
  const { values, errors } = draft;
  const id = useId();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formData?.get("intent") !== "generate";
  const busy = submitting || streaming;
  const [title, setTitle] = useSynced(values.title);
  const [content, setContent] = useSynced(values.content);
  const [view, setView] = useState<"edit" | "preview">("edit");
  const summary = useRef<HTMLDivElement>(null);
  const fieldId = (name: ArticleField) => `${id}-${name}`;
  const listed = ARTICLE_FIELD_ORDER.filter((name) => errors[name]);
  const hasErrors = listed.length > 0 || Boolean(errors.form);

  // With JavaScript the page stays put after a refused submit: take the admin to the summary.
  useEffect(() => {
    if (hasErrors) summary.current?.focus();
  }, [errors, hasErrors]);

  const control = (name: ArticleField, hint = true) => {
    const describedBy = [hint ? `${fieldId(name)}-hint` : null, errors[name] ? `${fieldId(name)}-error` : null].filter(Boolean).join(" ");
    return { id: fieldId(name), name, "aria-invalid": errors[name] ? true : undefined, "aria-describedby": describedBy || undefined };
  };
  const showPreview = hydrated ? view === "preview" : draft.preview;
  const small = "btn-secondary px-3 py-1 text-xs";

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
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
          aria-labelledby={`${id}-summary`}
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-none focus:ring-2 focus:ring-red-600 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="article-errors"
        >
          <p id={`${id}-summary`} className="font-semibold">
            {A.errorSummary}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {errors.form ? <li data-testid="article-form-error">{errors.form}</li> : null}
            {listed.map((name) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className="underline">
                  {errors[name]}
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

      <FormRow label={T.fields.title} htmlFor={fieldId("title")} error={errors.title}>
        <input
          {...control("title", false)}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={BLOG_LIMITS.title}
          readOnly={streaming}
          className="field mt-1"
        />
      </FormRow>

      <div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={fieldId("content")} className="block text-sm font-medium">
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
        <p id={`${fieldId("content")}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.contentHint}
        </p>
        <div hidden={hydrated && view === "preview"}>
          <textarea
            {...control("content")}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={18}
            maxLength={BLOG_LIMITS.content}
            readOnly={streaming}
            aria-busy={streaming || undefined}
            className="field mt-1 font-mono text-sm"
          />
        </div>
        {errors.content ? (
          <p id={`${fieldId("content")}-error`} className="field-error">
            {errors.content}
          </p>
        ) : null}
        {showPreview ? (
          <section aria-label={T.previewTitle} className="mt-3 max-w-full overflow-x-auto rounded-md border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="article-preview">
            {title.trim() ? <p className="mb-3 text-xl font-bold">{title}</p> : null}
            {content.trim() ? <Markdown className="break-words">{content}</Markdown> : <p className="text-sm text-slate-600">{A.previewEmpty}</p>}
          </section>
        ) : null}
      </div>

      <FormRow label={T.fields.keywords} htmlFor={fieldId("keywords")} error={errors.keywords} hint={T.fields.keywordsHint}>
        <input {...control("keywords")} defaultValue={values.keywords} className="field mt-1" autoComplete="off" />
      </FormRow>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormRow label={T.fields.slug} htmlFor={fieldId("slug")} error={errors.slug} hint={T.fields.slugHint}>
          <input
            {...control("slug")}
            defaultValue={values.slug}
            placeholder={slugify(title) || undefined}
            maxLength={BLOG_LIMITS.slug}
            autoComplete="off"
            spellCheck={false}
            className="field mt-1"
          />
        </FormRow>
        <FormRow label={T.fields.publishAt} htmlFor={fieldId("publishAt")} error={errors.publishAt} hint={mode === "create" ? T.fields.publishAtHint : A.publishAtEditHint}>
          <input {...control("publishAt")} type="datetime-local" defaultValue={values.publishAt} className="field mt-1" />
        </FormRow>
      </div>

      <FormRow label={T.fields.description} htmlFor={fieldId("description")} error={errors.description} hint={T.fields.descriptionHint}>
        <textarea
          {...control("description")}
          defaultValue={values.description}
          placeholder={articleExcerpt(content, BLOG_LIMITS.description) || undefined}
          rows={3}
          maxLength={BLOG_LIMITS.description}
          className="field mt-1"
        />
      </FormRow>

      <div id={fieldId("featureImage")} tabIndex={-1}>
        <ImageField
          name="featureImage"
          label={T.fields.featureImage}
          category="general"
          defaultValue={values.featureImage}
          choices={imageChoices}
          error={errors.featureImage}
          description={T.fields.featureImageHint}
        />
      </div>
      <FormRow label={T.fields.featureImageAlt} htmlFor={fieldId("featureImageAlt")} error={errors.featureImageAlt} hint={A.featureImageAltHint}>
        <input {...control("featureImageAlt")} defaultValue={values.featureImageAlt} maxLength={BLOG_LIMITS.alt} className="field mt-1" />
      </FormRow>

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
