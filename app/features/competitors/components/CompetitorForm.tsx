import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { COMPETITOR_TEXTS as T, CRAWL_LIMITS, NAME_MAX, SELECTOR_MAX, URL_MAX } from "~/features/competitors/rules";
import type { CompetitorFieldErrors, CompetitorFormValues } from "~/features/competitors/schema";
import type { ProductChoice } from "~/features/competitors/choices.model.server";
import { TestResult, type TestResultData } from "./TestResult";
import { FormAlert, FormRow } from "~/components/ui/form/FormRow";

export type CompetitorFormProps = {
  mode: "create" | "edit";
  values: CompetitorFormValues;
  errors: CompetitorFieldErrors;
  test: TestResultData | null;
  productChoices: ProductChoice[];
  /** The reason of an errored tracker's last failed check (edit only). */
  lastError: string | null;
  closeTo: string;
};

/**
 * The tracker form of the create and edit drawers. A real form: 'Tallenna' and 'Testaa' post to the
 * route's action with an `intent`, and every answer brings back what was typed, so the test result
 * shows inside the form with nothing lost, with or without JavaScript.
 */
export function CompetitorForm({ mode, values, errors, test, productChoices, lastError, closeTo }: CompetitorFormProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const id = useId();
  const field = (name: keyof CompetitorFormValues, hint = false) => ({ id: `${id}-${name}`, name, ...described(`${id}-${name}`, errors[name], hint) });

  return (
    <Form method="post" noValidate className="space-y-5" aria-label={mode === "create" ? T.createHeading : T.editHeading}>
      <FormAlert message={errors.form} testId="competitor-form-error" />

      <FormRow label={T.fields.name} htmlFor={`${id}-name`} error={errors.name}>
        <input {...field("name")} defaultValue={values.name} required maxLength={NAME_MAX} className="field mt-1" />
      </FormRow>
      <FormRow label={T.fields.url} htmlFor={`${id}-url`} error={errors.url}>
        <input {...field("url")} type="url" inputMode="url" defaultValue={values.url} required maxLength={URL_MAX} className="field mt-1" />
      </FormRow>
      <FormRow label={T.fields.productName} htmlFor={`${id}-productName`} error={errors.productName}>
        <input {...field("productName")} defaultValue={values.productName} required maxLength={NAME_MAX} className="field mt-1" />
      </FormRow>
      <FormRow label={T.fields.selector} htmlFor={`${id}-selector`} error={errors.selector} hint={T.fields.selectorHint}>
        <input {...field("selector", true)} defaultValue={values.selector} maxLength={SELECTOR_MAX} className="field mt-1 font-mono" />
      </FormRow>

      <fieldset>
        <legend className="text-sm font-medium">{T.fields.trackingType}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {(["full_page", "individual_price"] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="radio" name="trackingType" value={type} defaultChecked={values.trackingType === type} />
              {T.trackingTypes[type]}
              {type === "full_page" ? ` (${T.recommended})` : ""}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="notifyIncrease" defaultChecked={values.notifyIncrease} />
          {T.fields.notifyIncrease}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="notifyDecrease" defaultChecked={values.notifyDecrease} />
          {T.fields.notifyDecrease}
        </label>
      </div>
      <FormRow label={T.fields.recipients} htmlFor={`${id}-recipients`} error={errors.recipients} hint={T.fields.recipientsHint}>
        <textarea {...field("recipients", true)} defaultValue={values.recipients} rows={3} className="field mt-1" />
      </FormRow>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormRow label={T.fields.timeout} htmlFor={`${id}-timeout`} error={errors.timeout}>
          <input
            {...field("timeout")}
            type="number"
            inputMode="numeric"
            min={CRAWL_LIMITS.timeoutMin}
            max={CRAWL_LIMITS.timeoutMax}
            step={500}
            defaultValue={values.timeout}
            className="field mt-1"
          />
        </FormRow>
        <FormRow label={T.fields.retries} htmlFor={`${id}-retries`} error={errors.retries}>
          <input
            {...field("retries")}
            type="number"
            inputMode="numeric"
            min={CRAWL_LIMITS.retriesMin}
            max={CRAWL_LIMITS.retriesMax}
            defaultValue={values.retries}
            className="field mt-1"
          />
        </FormRow>
      </div>

      <FormRow label={T.fields.status} htmlFor={`${id}-status`} error={errors.status}>
        <select {...field("status")} defaultValue={values.status} className="field mt-1">
          <option value="active">{T.status.active}</option>
          <option value="disabled">{T.status.disabled}</option>
        </select>
        {lastError ? (
          <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100" data-testid="competitor-last-error">
            <span className="font-semibold">{T.status.error}:</span> <span className="break-words">{lastError}</span>
          </p>
        ) : null}
      </FormRow>

      <FormRow label={T.fields.product} htmlFor={`${id}-productId`} error={errors.productId}>
        <select {...field("productId")} defaultValue={values.productId} className="field mt-1">
          <option value="">{T.fields.noProduct}</option>
          {productChoices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </select>
      </FormRow>

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

/** aria-invalid and aria-describedby of a control: its hint (Row's ids) and, when there is one, its error. */
function described(controlId: string, error: string | undefined, hint: boolean) {
  const ids = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}
