import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { COMPETITOR_TEXTS as T, CRAWL_LIMITS, NAME_MAX, SELECTOR_MAX, URL_MAX } from "~/features/competitors/rules";
import {
  COMPETITOR_FORM_ORDER,
  type CompetitorFormValues,
  competitorFieldsSchema,
  isTestIntent,
  parseCompetitorForm,
  parseCompetitorTest,
} from "~/features/competitors/schema";
import type { ProductChoice } from "~/features/competitors/choices.model.server";
import { TestResult, type TestResultData } from "./TestResult";
import { Field, FormErrors, controlProps, firstInvalid, helpId, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";

export type CompetitorFormProps = {
  mode: "create" | "edit";
  defaultValue: CompetitorFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  test: TestResultData | null;
  productChoices: ProductChoice[];
  /** The reason of an errored tracker's last failed check (edit only). */
  lastError: string | null;
  closeTo: string;
};

type Shape = Record<keyof CompetitorFormValues, string>;

/**
 * The tracker form of the create and edit drawers. A real form: 'Tallenna' and 'Testaa' post to the
 * route's action with an `intent`, and every answer brings back what was typed, so the test result
 * shows inside the form with nothing lost, with or without JavaScript. The same schema validates in the
 * browser ('Testaa' needs only the address and the selector) and in the action.
 */
export function CompetitorForm({ mode, defaultValue, lastResult, test, productChoices, lastError, closeTo }: CompetitorFormProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const [form, fields] = useForm<Shape, unknown>({
    id: `competitor-${mode}`,
    lastResult,
    defaultValue: {
      ...defaultValue,
      notifyIncrease: defaultValue.notifyIncrease ? "on" : "",
      notifyDecrease: defaultValue.notifyDecrease ? "on" : "",
    },
    constraint: getZodConstraint(competitorFieldsSchema),
    onValidate: ({ formData }) => (isTestIntent(formData) ? parseCompetitorTest(formData) : parseCompetitorForm(formData)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = firstInvalid(fields, COMPETITOR_FORM_ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);
  const control = (name: keyof Shape, help = false) => ({
    ...controlProps(fields[name], { helpId: help ? helpId(fields[name]) : undefined, autoFocus: first === name }),
    defaultValue: initialText(fields[name]),
  });
  const checked = (name: "notifyIncrease" | "notifyDecrease") => initialText(fields[name]) === "on";

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-label={mode === "create" ? T.createHeading : T.editHeading}>
      <FormErrors id={form.errorId} errors={form.errors} testId="competitor-form-error" />

      <Field field={fields.name} label={T.fields.name}>
        <input {...control("name")} key={fields.name.key} required maxLength={NAME_MAX} className="field mt-1" />
      </Field>
      <Field field={fields.url} label={T.fields.url}>
        <input {...control("url")} key={fields.url.key} type="url" inputMode="url" required maxLength={URL_MAX} className="field mt-1" />
      </Field>
      <Field field={fields.productName} label={T.fields.productName}>
        <input {...control("productName")} key={fields.productName.key} required maxLength={NAME_MAX} className="field mt-1" />
      </Field>
      <Field field={fields.selector} label={T.fields.selector} help={T.fields.selectorHint}>
        <input {...control("selector", true)} key={fields.selector.key} maxLength={SELECTOR_MAX} className="field mt-1 font-mono" />
      </Field>

      <fieldset>
        <legend className="text-sm font-medium">{T.fields.trackingType}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {(["full_page", "individual_price"] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="radio" name={fields.trackingType.name} value={type} defaultChecked={initialText(fields.trackingType) === type} />
              {T.trackingTypes[type]}
              {type === "full_page" ? ` (${T.recommended})` : ""}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={fields.notifyIncrease.name} defaultChecked={checked("notifyIncrease")} />
          {T.fields.notifyIncrease}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={fields.notifyDecrease.name} defaultChecked={checked("notifyDecrease")} />
          {T.fields.notifyDecrease}
        </label>
      </div>
      <Field field={fields.recipients} label={T.fields.recipients} help={T.fields.recipientsHint}>
        <textarea {...control("recipients", true)} key={fields.recipients.key} rows={3} className="field mt-1" />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.timeout} label={T.fields.timeout}>
          <input
            {...control("timeout")}
            key={fields.timeout.key}
            type="number"
            inputMode="numeric"
            min={CRAWL_LIMITS.timeoutMin}
            max={CRAWL_LIMITS.timeoutMax}
            step={500}
            className="field mt-1"
          />
        </Field>
        <Field field={fields.retries} label={T.fields.retries}>
          <input
            {...control("retries")}
            key={fields.retries.key}
            type="number"
            inputMode="numeric"
            min={CRAWL_LIMITS.retriesMin}
            max={CRAWL_LIMITS.retriesMax}
            className="field mt-1"
          />
        </Field>
      </div>

      <Field field={fields.status} label={T.fields.status}>
        <select {...control("status")} key={fields.status.key} className="field mt-1">
          <option value="active">{T.status.active}</option>
          <option value="disabled">{T.status.disabled}</option>
        </select>
        {lastError ? (
          <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100" data-testid="competitor-last-error">
            <span className="font-semibold">{T.status.error}:</span> <span className="break-words">{lastError}</span>
          </p>
        ) : null}
      </Field>

      <Field field={fields.productId} label={T.fields.product}>
        <select {...control("productId")} key={fields.productId.key} className="field mt-1">
          <option value="">{T.fields.noProduct}</option>
          {productChoices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>

      <div aria-live="polite">
        {busyIntent === "test" ? (
          <p className="text-sm font-medium text-brand-700 dark:text-brand-100" data-testid="competitor-test-pending">
            {T.checking}
          </p>
        ) : test ? (
          <TestResult result={test} />
        ) : null}
      </div>

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busyIntent !== null}>
          {T.buttons.save}
        </button>
        <button type="submit" name="intent" value="test" className="btn-secondary" disabled={busyIntent !== null}>
          {T.buttons.test}
        </button>
        <Link to={closeTo} className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </div>
    </Form>
  );
}
