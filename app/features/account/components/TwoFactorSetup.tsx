import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FormErrors, controlProps } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { setupCodeSchema } from "../schema";
import { SETUP_TEXTS as S } from "../texts";

export type SetupData = { qrSvg: string; secretGroups: string; secretToken: string };

/**
 * The set-up: the QR code (server-made SVG, so it works without JavaScript), the same secret as text for
 * typing it by hand, and the code that proves the app has it. The secret comes back signed in a hidden
 * field; after a wrong code the page keeps it, so the admin does not scan again.
 */
export function TwoFactorSetup({ setup, lastResult, cancelTo }: { setup: SetupData; lastResult: SubmissionResult<string[]> | null | undefined; cancelTo: string | null }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({ id: "two-factor-setup", schema: setupCodeSchema, lastResult });
  const checking = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const codeInvalid = Boolean(fields.code.errors?.length);
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="text-sm">{S.step1}</p>
        <div
          role="img"
          aria-label={S.qrLabel}
          className="h-52 w-52 rounded-md border border-slate-200 bg-white p-1"
          data-testid="totp-qr"
          // The SVG markup comes from the qrcode package on the server (decision 0037), not from input.
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <p className="text-sm">{S.manual}</p>
        <p className="font-mono text-lg tracking-wider" aria-label={S.manualLabel} data-testid="totp-secret">
          {setup.secretGroups}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} aria-labelledby="setup-code-title" className="max-w-sm space-y-4">
        <h3 id="setup-code-title" className="text-sm font-medium">
          {S.step2}
        </h3>
        <input type="hidden" name="secretToken" value={setup.secretToken} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field field={fields.code} label={S.code}>
          <input
            {...controlProps(fields.code, { autoFocus: codeInvalid })}
            key={`${fields.code.key}-${setup.secretToken}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={20}
            className="field font-mono"
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={checking} aria-disabled={checking || undefined}>
            {checking ? S.confirming : S.confirm}
          </button>
          {cancelTo ? (
            <Link to={cancelTo} className="btn-secondary">
              {S.cancel}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
