import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FormErrors, firstInvalid, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { CUSTOMER_FORM_ORDER, type CustomerFormValues, customerFieldsSchema, parseCustomerForm } from "~/features/tyre-hotel/schema";
import { HOTEL_TEXTS } from "~/features/tyre-hotel/texts";
import { CheckboxRow, FormButtons, TextAreaRow, TextRow } from "./HotelFormParts";

const T = HOTEL_TEXTS.customer;

/** A customer's details: a real form posted to the route's action; the same schema checks it in the browser. */
export function CustomerForm({
  mode,
  defaultValue,
  lastResult,
  cancelTo,
}: {
  mode: "create" | "edit";
  defaultValue: CustomerFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelTo: string;
}) {
  const [form, fields] = useForm({
    id: `hotel-customer-${mode}`,
    lastResult,
    defaultValue: { ...defaultValue, reminderConsent: defaultValue.reminderConsent ? "on" : "" },
    constraint: getZodConstraint(customerFieldsSchema),
    onValidate: ({ formData }) => parseCustomerForm(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = firstInvalid(fields, CUSTOMER_FORM_ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={mode === "create" ? T.createHeading : T.editHeading} data-testid="hotel-customer-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextRow field={fields.name} label={T.fields.name} first={first} attributes={{ required: true, maxLength: 100, autoComplete: "off" }} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextRow field={fields.phone} label={T.fields.phone} first={first} attributes={{ type: "tel", maxLength: 40, autoComplete: "off" }} />
        <TextRow field={fields.email} label={T.fields.email} first={first} attributes={{ type: "email", maxLength: 254, autoComplete: "off" }} />
      </div>
      <CheckboxRow field={fields.reminderConsent} label={T.fields.reminderConsent} />
      <TextAreaRow field={fields.notes} label={T.fields.notes} first={first} maxLength={2000} />
      <FormButtons cancelTo={cancelTo} />
    </Form>
  );
}
