import { type Submission, type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormErrors, controlProps, firstInvalid, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { SEASON_LABEL } from "~/features/tyre-hotel/rules";
import { SET_FORM_ORDER, type SetFormValues, parseSetEditOutForm, parseSetForm } from "~/features/tyre-hotel/schema";
import { HOTEL_TEXTS } from "~/features/tyre-hotel/texts";
import { TYRE_SEASONS } from "#db/schema/enum-values";
import { CheckboxRow, FormButtons, TextAreaRow, TextRow } from "./HotelFormParts";
import { TyreTable, firstTyreError } from "./TyreTable";

const T = HOTEL_TEXTS.set;

/**
 * Check-in of a new set, or an edit of one: season, size, brand, rims, the tyre table, the place (not for
 * a set that is out) and notes. Posted to the route's action; the same schema checks it in the browser.
 */
export function SetForm({
  mode,
  withPlace,
  defaultValue,
  lastResult,
  cancelTo,
}: {
  mode: "create" | "edit";
  withPlace: boolean;
  defaultValue: SetFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelTo: string;
}) {
  const [form, fields] = useForm<SetFormValues>({
    id: `hotel-set-${mode}`,
    lastResult,
    defaultValue: { ...defaultValue, withRims: defaultValue.withRims ? "on" : "" } as unknown as SetFormValues,
    // The schema's output (stored readings) differs from the typed values; the form only reads the errors.
    onValidate: ({ formData }) => (withPlace ? parseSetForm(formData) : parseSetEditOutForm(formData)) as unknown as Submission<SetFormValues>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = firstInvalid(fields, SET_FORM_ORDER.filter((name) => name !== "tyres")) ?? firstTyreError(fields.tyres);
  useFocusFirstInvalid(form.id, first, lastResult);
  const season = fields.season;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={mode === "create" ? T.createHeading : T.editHeading} data-testid="hotel-set-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={season} label={T.fields.season}>
          <select {...controlProps(season, { autoFocus: first === "season" })} key={season.key} defaultValue={initialText(season)} className="field" required>
            <option value="">Valitse…</option>
            {TYRE_SEASONS.map((value) => (
              <option key={value} value={value}>
                {SEASON_LABEL[value]}
              </option>
            ))}
          </select>
        </Field>
        <TextRow field={fields.size} label={T.fields.size} help={T.sizeHelp} first={first} attributes={{ required: true, maxLength: 40, autoComplete: "off" }} />
        <TextRow field={fields.brandModel} label={T.fields.brandModel} first={first} attributes={{ maxLength: 100, autoComplete: "off" }} />
        {withPlace ? (
          <TextRow field={fields.location} label={T.fields.location} help={T.locationHelp} first={first} attributes={{ required: true, maxLength: 20, autoComplete: "off" }} />
        ) : null}
      </div>
      <CheckboxRow field={fields.withRims} label={T.fields.withRims} />
      <TyreTable field={fields.tyres} first={first} />
      <TextAreaRow field={fields.notes} label={T.fields.notes} first={first} maxLength={2000} />
      <FormButtons cancelTo={cancelTo} />
    </Form>
  );
}
