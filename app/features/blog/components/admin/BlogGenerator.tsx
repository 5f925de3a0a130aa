import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { BLOG_LENGTHS, BLOG_TEXTS as T, BLOG_TONES } from "~/features/blog/rules";
import { FormRow } from "~/components/ui/form/FormRow";
import { type GeneratorValues, isLength, isTone } from "../../form";
import { BLOG_ADMIN_TEXTS as A } from "../../texts";

export type BlogGeneratorProps = {
  values: GeneratorValues;
  /** The keywords' message ('Anna vähintään yksi avainsana.') or the generation's failure. */
  error: string | null;
  /** True while the stream (with JavaScript) writes into the editor. */
  streaming: boolean;
  /** With JavaScript: generate in the page instead of posting the form. */
  onGenerate: (values: GeneratorValues) => void;
};

function valuesOf(form: HTMLFormElement): GeneratorValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const tone = data.get("tone");
  const length = data.get("length");
  return { keywords: text("keywords"), title: text("title"), tone: isTone(tone) ? tone : "professional", length: isLength(length) ? length : "medium" };
}

/**
 * 'Luo uusi blogiartikkeli': keywords (required), an optional title, tone and length, 'Generoi'. Without
 * JavaScript the form posts to the tab's action, which answers with the editor filled in; with it the
 * article streams into the editor and the button says 'Generoidaan…' meanwhile.
 */
export function BlogGenerator({ values, error, streaming, onGenerate }: BlogGeneratorProps) {
  const id = useId();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "generate";
  const busy = posting || streaming;
  const keywordsRef = useRef<HTMLInputElement>(null);
  const keywordsError = error === T.keywordsRequired ? error : null;
  const formError = error && !keywordsError ? error : null;

  // A refused 'Generoi' (with JavaScript the page stays): back to the keywords.
  useEffect(() => {
    if (keywordsError) keywordsRef.current?.focus();
  }, [keywordsError, error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onGenerate(valuesOf(event.currentTarget));
  }

  const keywordsId = `${id}-keywords`;
  return (
    <section className="card space-y-4" aria-labelledby={`${id}-heading`} data-testid="blog-generator">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {T.generatorTitle}
      </h3>
      <Form method="post" action="/admin/blogi" noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-heading`}>
        {formError ? (
          <p role="alert" className="field-error rounded-md bg-red-50 px-3 py-2 dark:bg-red-950" data-testid="generator-error">
            {formError}
          </p>
        ) : null}
        <FormRow label={T.fields.keywords} htmlFor={keywordsId} error={keywordsError ?? undefined} hint={T.fields.keywordsHint}>
          <input
            ref={keywordsRef}
            id={keywordsId}
            name="keywords"
            defaultValue={values.keywords}
            required
            aria-invalid={keywordsError ? true : undefined}
            aria-describedby={[`${keywordsId}-hint`, keywordsError ? `${keywordsId}-error` : null].filter(Boolean).join(" ")}
            // Without JavaScript the refused page puts the cursor here.
            autoFocus={Boolean(keywordsError)}
            autoComplete="off"
            className="field mt-1"
          />
        </FormRow>
        <FormRow label={T.fields.title} htmlFor={`${id}-title`} hint={A.generatorTitleHint}>
          <input id={`${id}-title`} name="title" defaultValue={values.title} aria-describedby={`${id}-title-hint`} className="field mt-1" />
        </FormRow>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormRow label={T.fields.tone} htmlFor={`${id}-tone`}>
            <select id={`${id}-tone`} name="tone" defaultValue={values.tone} className="field mt-1">
              {BLOG_TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {T.tones[tone]}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label={T.fields.length} htmlFor={`${id}-length`}>
            <select id={`${id}-length`} name="length" defaultValue={values.length} className="field mt-1">
              {BLOG_LENGTHS.map((length) => (
                <option key={length} value={length}>
                  {T.lengths[length]}
                </option>
              ))}
            </select>
          </FormRow>
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
