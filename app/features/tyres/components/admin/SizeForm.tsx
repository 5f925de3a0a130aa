import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { TYRE_ADMIN_TEXTS as T, VEHICLE_TYPES, VEHICLE_TYPE_LABELS } from "~/features/tyres/admin.rules";
import { Field, FormErrors, SubmitButton, controlProps, firstInvalid } from "~/components/ui/form/Field";

type SizeFormShape = { width: string; aspect: string; diameter: string; vehicleType: string };

export type SizeFormDefaults = Partial<Record<keyof SizeFormShape, string>>;

const ORDER = ["width", "aspect", "diameter", "vehicleType"] as const;

/**
 * The size form of the drawers 'Lisää uusi rengaskoko' and 'Muokkaa rengaskokoa': width, aspect and
 * diameter (required integers) and the vehicle type (default henkilöauto). Validated by the route action;
 * errors come back with the typed values.
 */
export function SizeForm({
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: SizeFormDefaults;
  submitLabel: string;
  cancelTo: string;
}) {
  const [form, fields] = useForm<SizeFormShape>({
    id: "tyre-size",
    lastResult,
    defaultValue: { vehicleType: "henkilöauto", ...defaultValue },
    shouldValidate: "onSubmit",
  });
  const first = firstInvalid(fields, ORDER);
  const number = (name: "width" | "aspect" | "diameter", min: number, max: number) => (
    <Field field={fields[name]} label={T.size[name]}>
      <input
        {...controlProps(fields[name], { autoFocus: first === name })}
        key={fields[name].key}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        defaultValue={fields[name].initialValue ?? ""}
        className="field"
      />
    </Field>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        {number("width", 100, 400)}
        {number("aspect", 20, 100)}
        {number("diameter", 10, 30)}
      </div>
      <Field field={fields.vehicleType} label={T.size.vehicleType}>
        <select
          {...controlProps(fields.vehicleType, { autoFocus: first === "vehicleType" })}
          key={fields.vehicleType.key}
          defaultValue={fields.vehicleType.initialValue ?? "henkilöauto"}
          className="field"
        >
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {VEHICLE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton label={submitLabel} />
        <Link to={cancelTo} preventScrollReset className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </div>
    </Form>
  );
}
