import { type SubmissionResult, getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { RETENTION_LIMITS, SETTINGS_FORM_ID, hotelSettingsSchema } from "~/features/tyre-hotel/import.schema";
import { retentionSentence } from "~/features/privacy/components/PrivacyTables";
import { Field, FormErrors, SubmitButton, controlProps, helpId } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";

/** The register's settings: the retention in months. What was typed comes back with a refused save. */
export function SettingsForm({ retentionMonths, lastResult }: { retentionMonths: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm<{ retentionMonths: string }>({
    id: SETTINGS_FORM_ID,
    schema: hotelSettingsSchema,
    lastResult,
    defaultValue: { retentionMonths: String(retentionMonths) },
  });
  const invalid = Boolean(fields.retentionMonths.errors?.length);
  return (
    <Form method="post" {...getFormProps(form)} className="card max-w-xl space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        field={fields.retentionMonths}
        label="Säilytysaika (kuukautta)"
        help={`${retentionSentence(retentionMonths)} Anna ${RETENTION_LIMITS.min}–${RETENTION_LIMITS.max} kuukautta. Poisto tehdään kerran vuorokaudessa, ja se koskee myös ajoneuvoja, sarjoja, kuvia, historiaa ja lähetettyjä muistutuksia.`}
      >
        <input
          {...getInputProps(fields.retentionMonths, { type: "text" })}
          {...controlProps(fields.retentionMonths, { helpId: helpId(fields.retentionMonths), autoFocus: invalid })}
          key={fields.retentionMonths.key}
          inputMode="numeric"
          autoComplete="off"
          className="field w-32"
        />
      </Field>
      <SubmitButton label="Tallenna" />
    </Form>
  );
}
