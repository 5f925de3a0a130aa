import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { SubmitButton, initialText } from "~/components/ui/form/Field";
import { ACCOUNTS_PATH, ACCOUNT_TEXTS as T } from "../texts";

/** 'Vaadi kaksivaiheinen tunnistautuminen kaikilta ylläpitäjiltä': one checkbox, saved on its own. */
export function TwoFactorSetting({ required, withoutTwoFactor }: { required: boolean; withoutTwoFactor: number }) {
  const [form, fields] = useForm<{ requireTwoFactor: string }>({
    id: `two-factor-setting-${required ? "on" : "off"}`,
    defaultValue: { requireTwoFactor: required ? "on" : "" },
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" action={ACCOUNTS_PATH} {...getFormProps(form)} preventScrollReset aria-labelledby="two-factor-setting-legend">
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend id="two-factor-setting-legend" className="px-1 text-sm font-semibold">
          {T.twoFactor.legend}
        </legend>
        <input type="hidden" name="intent" value="two-factor" />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name={fields.requireTwoFactor.name}
            value="on"
            defaultChecked={initialText(fields.requireTwoFactor) === "on"}
            aria-describedby="two-factor-setting-help"
            className="h-4 w-4"
          />
          {T.twoFactor.label}
        </label>
        <div id="two-factor-setting-help" className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
          <p>{T.twoFactor.help}</p>
          <p data-testid="two-factor-missing">{T.twoFactor.without(withoutTwoFactor)}</p>
        </div>
        <SubmitButton label={T.twoFactor.save} />
      </fieldset>
    </Form>
  );
}
