import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FormErrors, controlProps, firstInvalid, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { disableTwoFactorSchema } from "../schema";
import { ACCOUNT_TEXTS as T } from "../texts";
import { RecoveryCodes } from "./RecoveryCodes";

const DISABLE_FORM_ID = "disable-two-factor";

type Props = {
  twoFactor: boolean;
  recoveryLeft: number;
  /** Few unused recovery codes left: suggest new ones. */
  recoveryLow: boolean;
  requiredByShop: boolean;
  /** Recovery codes just made ('Luo uudet varakoodit'), shown this once. */
  newCodes: string[] | null;
  disableResult: SubmissionResult<string[]> | null | undefined;
  setupPath: string;
};

/** 'Kaksivaiheinen tunnistautuminen': off → a link to its set-up; on → recovery codes and turning it off. */
export function TwoFactorSection({ twoFactor, recoveryLeft, recoveryLow, requiredByShop, newCodes, disableResult, setupPath }: Props) {
  const navigation = useNavigation();
  const renewing = navigation.state === "submitting" && navigation.formData?.get("intent") === "renew-codes";
  if (!twoFactor) {
    return (
      <div className="space-y-3">
        <p className="text-sm">{T.twoFactorOff}</p>
        <Link to={setupPath} className="btn-primary">
          {T.enable}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-green-800 dark:text-green-300" data-testid="two-factor-on">
        {T.twoFactorOn}
      </p>
      {newCodes ? (
        <RecoveryCodes codes={newCodes} />
      ) : (
        <p className="text-sm" data-testid="recovery-left">
          {T.recoveryLeft(recoveryLeft)} {recoveryLow ? T.recoveryLow : null}
        </p>
      )}
      <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="renew-codes" />
        <button type="submit" className="btn-secondary" disabled={renewing}>
          {renewing ? T.renewingCodes : T.renewCodes}
        </button>
        <span className="text-xs text-slate-600 dark:text-slate-400">{T.renewHelp}</span>
      </Form>
      {requiredByShop ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.requiredByShop}</p>
      ) : (
        <DisableTwoFactorForm lastResult={disableResult} />
      )}
    </div>
  );
}

function DisableTwoFactorForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({ id: DISABLE_FORM_ID, schema: disableTwoFactorSchema, lastResult });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === DISABLE_FORM_ID;
  const first = firstInvalid(fields, ["password", "code"]);
  useFocusFirstInvalid(form.id, first, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="disable-two-factor-title" className="max-w-md space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 id="disable-two-factor-title" className="font-semibold">
        {T.disableTitle}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.disableHelp}</p>
      <input type="hidden" name="intent" value={DISABLE_FORM_ID} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.password} label={T.password}>
        <input {...controlProps(fields.password, { autoFocus: first === "password" })} key={fields.password.key} type="password" required autoComplete="current-password" maxLength={1000} className="field" />
      </Field>
      <Field field={fields.code} label={T.code}>
        <input
          {...controlProps(fields.code, { autoFocus: first === "code" })}
          key={fields.code.key}
          type="text"
          required
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          className="field"
        />
      </Field>
      <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={saving} aria-disabled={saving || undefined}>
        {saving ? T.disabling : T.disable}
      </button>
    </Form>
  );
}
