/**
 * The blog tab's form values as the browser holds them (strings, the keywords as a comma list, the
 * publishing time as Helsinki wall time) and what an action answers with. No I/O: the tab's components
 * and its server half (app/features/blog/page.server.ts) both use these.
 */
import type { SubmissionResult } from "@conform-to/react";
import { type ArticleField, type ArticleFieldErrors, type ArticleFormValues, type BlogLength, type BlogTone, EMPTY_ARTICLE_VALUES } from "~/features/blog/rules";

export type { ArticleField, ArticleFieldErrors, ArticleFormValues };

export type GeneratorValues = { keywords: string; title: string; tone: BlogTone; length: BlogLength };

/** The editor's state after an action: what was submitted or generated, and why it was not saved. */
export type ArticleDraft = {
  /** What the editor shows (the submitted values after a refusal; with JavaScript, the streamed article). */
  values: ArticleFormValues;
  /** Conform's reply to a refused 'Tallenna ja julkaise' (the editor's lastResult, with its messages), else null. */
  result: SubmissionResult<string[]> | null;
  /** The offline writer's "this is a draft to edit" note, shown above the editor. */
  notice: string | null;
  /** Without JavaScript: render the submitted content's preview under the editor. */
  preview: boolean;
  /** 'Hylkää' pressed with something typed: ask before throwing it away. */
  confirmDiscard: boolean;
};

/** What the tab's action answers when it does not redirect. */
export type BlogTabAnswer = {
  /**
   * Conform's reply to 'Generoi' without JavaScript (the generator's lastResult: what was typed, and why
   * nothing was generated); null after an editor's submit.
   */
  generatorResult: SubmissionResult<string[]> | null;
  draft: ArticleDraft | null;
};

export const EMPTY_ARTICLE: ArticleFormValues = EMPTY_ARTICLE_VALUES;

export const DEFAULT_GENERATOR: GeneratorValues = { keywords: "", title: "", tone: "professional", length: "medium" };

/** The editor's fields in the order they are shown: the error summary lists them so. */
export const ARTICLE_FIELD_ORDER: ArticleField[] = ["title", "content", "keywords", "slug", "description", "featureImage", "featureImageAlt", "publishAt"];

/** Has the admin anything in the draft worth asking about before discarding it? */
export const hasDraftText = (values: ArticleFormValues) =>
  [values.title, values.content, values.description, values.slug].some((value) => value.trim() !== "") || values.featureImage !== null;


/** An editor's draft without a refusal. */
export const freshDraft = (values: ArticleFormValues, extra: Partial<ArticleDraft> = {}): ArticleDraft => ({
  values,
  result: null,
  notice: null,
  preview: false,
  confirmDiscard: false,
  ...extra,
});
