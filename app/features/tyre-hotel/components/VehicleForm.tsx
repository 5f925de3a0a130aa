import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FormErrors, firstInvalid, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { VEHICLE_FORM_ORDER, type VehicleFormValues, parseVehicleForm, vehicleFormSchema } from "~/features/tyre-hotel/schema";
import { HOTEL_TEXTS } from "~/features/tyre-hotel/texts";
import { FormButtons, TextRow } from "./HotelFormParts";

const T = HOTEL_TEXTS.vehicle;

/** A vehicle's registration number and make/model. */
export function VehicleForm({
  mode,
  defaultValue,
  lastResult,
  cancelTo,
}: {
  mode: "create" | "edit";
  defaultValue: VehicleFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelTo: string;
}) {
  const [form, fields] = useForm({
    id: `hotel-vehicle-${mode}`,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(vehicleFormSchema),
    onValidate: ({ formData }) => parseVehicleForm(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = firstInvalid(fields, VEHICLE_FORM_ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={mode === "create" ? T.createHeading : T.editHeading} data-testid="hotel-vehicle-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextRow
        field={fields.registration}
        label={T.fields.registration}
        help={T.registrationHelp}
        first={first}
        attributes={{ required: true, maxLength: 20, autoComplete: "off", autoCapitalize: "characters" }}
      />
      <TextRow field={fields.makeModel} label={T.fields.makeModel} first={first} attributes={{ maxLength: 80, autoComplete: "off" }} />
      <FormButtons cancelTo={cancelTo} />
    </Form>
  );
}
