import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { BLOG_LENGTHS, BLOG_TEXTS as T, BLOG_TONES } from "~/features/blog/rules";
import { Field, FormErrors, controlProps, firstInvalid, helpId, initialText } from "~/components/ui/form/Field";
import type { GeneratorValues } from "../../form";
import { blogGeneratorSchema } from "../../schema";
import { BLOG_ADMIN_TEXTS as A } from "../../texts";

export type BlogGeneratorProps = {
  /** The action's answer to 'Generoi' without JavaScript: what was typed and why nothing was generated. */
  lastResult: SubmissionResult<string[]> | null;
  defaultValue: GeneratorValues;
  /** With JavaScript: the stream's failure ('Blogin generointi epäonnistui…'). */
  error: string | null;
  /** True while the stream (with JavaScript) writes into the editor. */
  streaming: boolean;
  /** With JavaScript: generate in the page instead of posting the form. */
  onGenerate: (values: GeneratorValues) => void;
};

const ORDER = ["keywords"] as const;

/**
 * 'Luo uusi blogiartikkeli': keywords (required), an optional title, tone and length, 'Generoi'. A Conform
 * form with the schema `blogGeneratorSchema`: without JavaScript it posts to the tab's action, which
 * answers with the editor filled in; with it the same schema checks the keywords and the article streams
 * into the editor while the button says 'Generoidaan…'.
 */
export function BlogGenerator({ lastResult, defaultValue, error, streaming, onGenerate }: BlogGeneratorProps) {
  const headingId = `${useId()}-heading`;
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "generate";
  const busy = posting || streaming;
  const [form, fields] = useForm({
    id: "blog-generator",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(blogGeneratorSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogGeneratorSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // With JavaScript the article streams into the page: nothing is posted.
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (busy || submission?.status !== "success") return;
      const { keywords, title, tone, length } = submission.value;
      onGenerate({ keywords: keywords.join(", "), title, tone, length });
    },
  });
  const first = firstInvalid(fields, ORDER);
  const formErrors = [...(form.errors ?? []), ...(error ? [error] : [])];

  return (
    <section className="card space-y-4" aria-labelledby={headingId} data-testid="blog-generator">
      <h3 id={headingId} className="text-lg font-semibold">
        {T.generatorTitle}
      </h3>
      <Form method="post" action="/admin/blogi" {...getFormProps(form)} noValidate className="space-y-4" aria-labelledby={headingId}>
        <FormErrors id={form.errorId} errors={formErrors} testId="generator-error" />
        <Field field={fields.keywords} label={T.fields.keywords} help={T.fields.keywordsHint}>
          <input
            {...controlProps(fields.keywords, { helpId: helpId(fields.keywords), autoFocus: first === "keywords" })}
            key={fields.keywords.key}
            defaultValue={initialText(fields.keywords)}
            required
            autoComplete="off"
            className="field"
          />
        </Field>
        <Field field={fields.title} label={T.fields.title} help={A.generatorTitleHint}>
          <input {...controlProps(fields.title, { helpId: helpId(fields.title) })} key={fields.title.key} defaultValue={initialText(fields.title)} className="field" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={fields.tone} label={T.fields.tone}>
            <select {...controlProps(fields.tone)} key={fields.tone.key} defaultValue={initialText(fields.tone) || defaultValue.tone} className="field">
              {BLOG_TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {T.tones[tone]}
                </option>
              ))}
            </select>
          </Field>
          <Field field={fields.length} label={T.fields.length}>
            <select {...controlProps(fields.length)} key={fields.length.key} defaultValue={initialText(fields.length) || defaultValue.length} className="field">
              {BLOG_LENGTHS.map((length) => (
                <option key={length} value={length}>
                  {T.lengths[length]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="generate" className="btn-primary" disabled={busy} aria-disabled={busy || undefined}>
            {busy ? T.buttons.generating : T.buttons.generate}
          </button>
          <p role="status" aria-live="polite" className="text-sm font-medium text-brand-700 dark:text-brand-100" data-testid="generator-status">
            {busy ? T.buttons.generating : ""}
          </p>
        </div>
      </Form>
    </section>
  );
}
