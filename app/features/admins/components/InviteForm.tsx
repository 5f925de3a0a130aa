import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Field, FormErrors, SubmitButton, controlProps, firstInvalid, helpId, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { EMAIL_MAX, USERNAME_LIMITS, inviteSchema } from "../schema";
import { ACCOUNTS_PATH, ACCOUNT_TEXTS as T } from "../texts";

const FORM_ID = "admin-invite";
const ORDER = ["username", "email"] as const;

/**
 * 'Kutsu ylläpitäjä': a username and an e-mail address. Checked in the browser by the action's schema;
 * the server also refuses a name or address already in use, on its field, keeping what was typed.
 */
export function InviteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm<{ username: string; email: string }>({ id: FORM_ID, schema: inviteSchema, lastResult });
  const first = firstInvalid(fields, ORDER);
  useFocusFirstInvalid(FORM_ID, first, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={T.inviteTitle}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.inviteHelp}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.username} label={T.fields.username} help={T.usernameHelp}>
        <input
          {...controlProps(fields.username, { helpId: helpId(fields.username), autoFocus: first === "username" })}
          key={fields.username.key}
          type="text"
          maxLength={USERNAME_LIMITS.max}
          defaultValue={initialText(fields.username)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="field"
        />
      </Field>
      <Field field={fields.email} label={T.fields.email}>
        <input
          {...controlProps(fields.email, { autoFocus: first === "email" })}
          key={fields.email.key}
          type="email"
          maxLength={EMAIL_MAX}
          defaultValue={initialText(fields.email)}
          autoComplete="off"
          className="field"
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton label={T.sendInvite} pendingLabel={T.sendingInvite} />
        <Link to={ACCOUNTS_PATH} preventScrollReset className="btn-secondary">
          {T.cancel}
        </Link>
      </div>
    </Form>
  );
}
