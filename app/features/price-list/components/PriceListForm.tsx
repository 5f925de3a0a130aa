import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatDateTime } from "~/lib/format";
import { type PriceList, RIM_TABLE_KEYS, SERVICE_TABLE_KEYS, defaultPriceList } from "~/features/price-list/rules";
import { type PriceListFormValue, priceListFormSchema, priceListFormValue } from "~/features/price-list/schema";
import { RimTableFields, ServiceTableFields } from "./PriceTableFields";

export type PriceListFormState = { priceList: PriceList; updatedAt: string | null; isDefault: boolean };

/**
 * Asetukset → Hinnasto: every price, row name, unit and note of the price list plus the validity and VAT
 * texts. Saves only when something changed (with JavaScript the button waits for a change; without it the
 * server says so), like the opening hours.
 */
export function PriceListForm({ state, lastResult }: { state: PriceListFormState; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [form, fields] = useForm<PriceListFormValue, PriceList>({
    id: "price-list",
    lastResult,
    defaultValue: priceListFormValue(state.priceList),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: priceListFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state === "submitting" && navigation.formAction?.endsWith("/hinnasto") && !navigation.formData?.has("__intent__");
  const saveDisabled = saving || (hydrated && !form.dirty);
  const text = (field: typeof fields.validText, label: string, help: string, width: string) => (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        {...getInputProps(field, { type: "text" })}
        key={field.key}
        autoComplete="off"
        className={`field ${width}`}
        aria-describedby={[`${field.id}-help`, field.errors ? field.errorId : ""].join(" ").trim()}
      />
      <p id={`${field.id}-help`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {help}
      </p>
      {field.errors ? (
        <p id={field.errorId} className="field-error">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6" aria-describedby="price-list-help">
      {/* The default button of the form: Enter in a field saves, never adds or removes a row. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" disabled={saveDisabled}>
        Tallenna
      </button>
      <p id="price-list-help" className="text-sm text-slate-600 dark:text-slate-400">
        Hinnat euroina sisältäen arvonlisäveron, esim. 35 tai 12,50 (myös 12.50 käy). Muutokset näkyvät hinnastossa, palvelusivuilla
        ja Kaartobotin vastauksissa heti tallennuksen jälkeen.
      </p>
      {state.isDefault ? null : (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="price-list-modified">
          Hinnasto poikkeaa oletushinnoista.
        </p>
      )}
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        {text(fields.validText, "Voimassaoloteksti", "Näkyy hinnaston alla, esim. Hinnat voimassa 1.1.2026 alkaen toistaiseksi.", "w-full")}
        {text(fields.vatText, "Arvonlisävero", "Verokanta sellaisenaan, esim. 25,5 %", "w-full sm:w-32")}
      </div>
      {RIM_TABLE_KEYS.map((key) => (
        <RimTableFields key={key} form={form} name={key} field={fields[key]} />
      ))}
      {SERVICE_TABLE_KEYS.map((key) => (
        <ServiceTableFields key={key} form={form} name={key} field={fields[key]} />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saveDisabled}>
          {saving ? "Tallennetaan..." : "Tallenna hinnasto"}
        </button>
        <button className="btn-secondary" {...form.update.getButtonProps({ value: priceListFormValue(defaultPriceList()) })}>
          Palauta oletushinnat
        </button>
        {state.updatedAt ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">Viimeksi muutettu {formatDateTime(state.updatedAt)}</span>
        ) : null}
      </div>
    </Form>
  );
}
