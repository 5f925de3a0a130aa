import { type Submission, type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { type TyreRowValues, parseCheckInForm, parseCheckOutForm } from "~/features/tyre-hotel/schema";
import { HOTEL_TEXTS } from "~/features/tyre-hotel/texts";
import { FormButtons, TextRow } from "./HotelFormParts";
import { TyreTable, firstTyreError } from "./TyreTable";

const T = HOTEL_TEXTS.set;

/** Check-out: the time (now by default); who did it is the signed-in admin. */
export function CheckOutForm({ now, lastResult, cancelTo }: { now: string; lastResult: SubmissionResult<string[]> | undefined; cancelTo: string }) {
  const [form, fields] = useForm({
    id: "hotel-check-out",
    lastResult,
    defaultValue: { at: now },
    onValidate: ({ formData }) => parseCheckOutForm(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = fields.at.errors?.length ? "at" : null;
  useFocusFirstInvalid(form.id, first, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={T.checkOutHeading} data-testid="hotel-check-out-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextRow field={fields.at} label={T.fields.at} first={first} attributes={{ type: "datetime-local" }} />
      <FormButtons cancelTo={cancelTo} label={T.checkOut} />
    </Form>
  );
}

/** Check-in of a set that is out: the tyres measured again, the place and the time. */
export function CheckInForm({
  defaultValue,
  lastResult,
  cancelTo,
}: {
  defaultValue: { tyres: TyreRowValues[]; location: string; at: string };
  lastResult: SubmissionResult<string[]> | undefined;
  cancelTo: string;
}) {
  const [form, fields] = useForm<{ tyres: TyreRowValues[]; location: string; at: string }>({
    id: "hotel-check-in",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseCheckInForm(formData) as unknown as Submission<{ tyres: TyreRowValues[]; location: string; at: string }>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = fields.location.errors?.length ? "location" : (firstTyreError(fields.tyres) ?? (fields.at.errors?.length ? "at" : null));
  useFocusFirstInvalid(form.id, first, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={T.checkInHeading} data-testid="hotel-check-in-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextRow field={fields.location} label={T.fields.location} help={T.locationHelp} first={first} attributes={{ required: true, maxLength: 20, autoComplete: "off" }} />
      <TyreTable field={fields.tyres} first={first} />
      <TextRow field={fields.at} label={T.fields.at} first={first} attributes={{ type: "datetime-local" }} />
      <FormButtons cancelTo={cancelTo} label={T.checkIn} />
    </Form>
  );
}
