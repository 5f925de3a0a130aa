import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormErrors, controlProps, firstInvalid, helpId, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { changePasswordSchema } from "../schema";
import { ACCOUNT_TEXTS as T } from "../texts";

const FORM_ID = "change-password";
const FIELD_ORDER = ["currentPassword", "newPassword", "confirmPassword"] as const;

/**
 * 'Vaihda salasana': the current password and the new one twice. The browser's password manager is told
 * which is which (current-password / new-password); nothing typed comes back after a refusal.
 */
export function PasswordForm({ lastResult, minLength }: { lastResult: SubmissionResult<string[]> | null | undefined; minLength: number }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({ id: FORM_ID, schema: changePasswordSchema, lastResult });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === FORM_ID;
  const first = firstInvalid(fields, FIELD_ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);

  const password = (name: (typeof FIELD_ORDER)[number], label: string, autoComplete: "current-password" | "new-password", help?: string) => {
    const field = fields[name];
    return (
      <Field field={field} label={label} help={help}>
        <input
          {...controlProps(field, { helpId: help ? helpId(field) : undefined, autoFocus: first === name })}
          key={field.key}
          type="password"
          required
          autoComplete={autoComplete}
          maxLength={1000}
          className="field"
        />
      </Field>
    );
  };

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="password-title" className="max-w-md space-y-4">
      <input type="hidden" name="intent" value={FORM_ID} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {password("currentPassword", T.currentPassword, "current-password")}
      {password("newPassword", T.newPassword, "new-password", T.passwordHelp(minLength))}
      {password("confirmPassword", T.confirmPassword, "new-password")}
      <button type="submit" className="btn-primary" disabled={saving} aria-disabled={saving || undefined}>
        {saving ? T.changingPassword : T.changePassword}
      </button>
    </Form>
  );
}
