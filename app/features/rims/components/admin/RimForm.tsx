import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import type { LibraryImage } from "~/features/images/rules";
import { RIM_LIMITS as L, RIM_TEXTS, type RimInput } from "~/features/rims/rules";
import { RIM_FORM_ORDER, type RimField, type RimFormValues, parseRimForm, rimFieldsSchema } from "~/features/rims/schema";
import { Field, FormErrors, SubmitButton, controlProps, firstInvalid, helpId, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";

const T = RIM_TEXTS.admin;

/**
 * The rim form of the create and edit drawers: a real multipart form posted to the route's action (the
 * image is uploaded with it or picked from the library). The same schema validates in the browser and in
 * the action; a refused submit comes back with everything typed and the first field with an error focused.
 */
export function RimForm({
  mode,
  defaultValue,
  lastResult,
  imageChoices,
  closeTo,
}: {
  mode: "create" | "edit";
  defaultValue: RimFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  imageChoices: LibraryImage[];
  closeTo: string;
}) {
  const [form, fields] = useForm<Record<RimField, string>, RimInput>({
    id: `rim-${mode}`,
    lastResult,
    defaultValue: { ...defaultValue, image: defaultValue.image ?? "" },
    constraint: getZodConstraint(rimFieldsSchema),
    onValidate: ({ formData }) => parseRimForm(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = firstInvalid(fields, RIM_FORM_ORDER);
  // The image the server answered with last (an upload it stored on a refused save), else the rim's:
  // Conform keeps a field's initial value as it was; the image field takes the server's as it changes.
  const image = lastResult ? lastResult.initialValue?.image : defaultValue.image;
  useFocusFirstInvalid(form.id, first, lastResult);

  /** One text field: its label, the input (with the given attributes), an optional help text and its error. */
  const row = (name: Exclude<RimField, "image">, attributes: InputHTMLAttributes<HTMLInputElement>, help?: string) => (
    <Field field={fields[name]} label={T.fields[name]} help={help}>
      <input
        {...controlProps(fields[name], { helpId: help ? helpId(fields[name]) : undefined, autoFocus: first === name })}
        key={fields[name].key}
        defaultValue={initialText(fields[name])}
        className="field mt-1"
        {...attributes}
      />
    </Field>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-5"
      aria-label={mode === "create" ? T.createHeading : T.editHeading}
      data-testid="rim-form"
    >
      <FormErrors id={form.errorId} errors={form.errors} testId="rim-form-error" />
      <div className="grid gap-5 sm:grid-cols-2">
        {row("brand", { required: true, maxLength: L.brandMax })}
        {row("model", { required: true, maxLength: L.modelMax })}
        {row("diameter", { type: "number", inputMode: "numeric", required: true, min: L.diameterMin, max: L.diameterMax, step: 1 })}
        {row("width", { inputMode: "decimal", required: true })}
        {row("boltCount", { type: "number", inputMode: "numeric", required: true, min: L.boltCountMin, max: L.boltCountMax, step: 1 })}
        {row("boltCircle", { inputMode: "decimal", required: true })}
        {row("offset", { type: "number", inputMode: "numeric", required: true, min: L.offsetMin, max: L.offsetMax, step: 1 })}
        {row("centreBore", { inputMode: "decimal" })}
        {row("price", { inputMode: "decimal", required: true })}
        {row("stock", { type: "number", inputMode: "numeric", min: 0, max: L.stockMax, step: 1 }, T.fields.stockHint)}
      </div>
      <ImageField
        name={fields.image.name}
        label={T.fields.image}
        category="product"
        defaultValue={typeof image === "string" && image ? image : null}
        choices={imageChoices}
        error={fields.image.errors?.join(" ")}
        description={T.fields.imageHint}
      />
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <SubmitButton label={T.save} pendingLabel={T.saving} />
        <Link to={closeTo} className="btn-secondary">
          {T.cancel}
        </Link>
      </div>
    </Form>
  );
}
