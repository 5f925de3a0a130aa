import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { formatPrice } from "~/lib/price";
import { SALE_DURATIONS, TYRE_ADMIN_TEXTS as T, formatDiscountOneDecimal, saleDiscount } from "~/features/tyres/admin.rules";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { Field, FieldError, FormErrors, SubmitButton, controlProps, firstInvalid, initialText } from "~/components/ui/form/Field";

type SaleFormShape = { isActive: string; salePrice: string; name: string; description: string; duration: string; endDate: string };

export type SaleFormDefaults = Partial<SaleFormShape>;

const ORDER = ["isActive", "salePrice", "name", "description", "duration", "endDate"] as const;

/**
 * The sale of one product: active, sale price (0 ≤ p ≤ price), name, description and duration ('date'
 * with an end date, or 'stock'). The discount 1 − sale price / price shows with one decimal, live with
 * JavaScript and from the submitted value after a round trip without it.
 */
export function SaleForm({
  price,
  today,
  lastResult,
  defaultValue,
  cancelTo,
}: {
  /** The product's price, the sale price's maximum ('89.90'). */
  price: string;
  /** 'YYYY-MM-DD', the earliest end date. */
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: SaleFormDefaults;
  cancelTo: string;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm<SaleFormShape>({ id: "tyre-sale", lastResult, defaultValue, shouldValidate: "onSubmit" });
  const first = firstInvalid(fields, ORDER);
  const [salePrice, setSalePrice] = useState(initialText(fields.salePrice));
  const [duration, setDuration] = useState(initialText(fields.duration) || "stock");
  const discount = saleDiscount(price, salePrice);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="text-sm">{T.sale.normalPrice(formatPrice(price))}</p>

      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name={fields.isActive.name}
            value="on"
            defaultChecked={initialText(fields.isActive) === "on"}
            aria-describedby="sale-active-help"
            autoFocus={first === "isActive"}
            className="h-4 w-4"
          />
          {T.sale.active}
        </label>
        <p id="sale-active-help" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {T.sale.activeHelp}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.salePrice} label={T.sale.price}>
          <input
            {...controlProps(fields.salePrice, { autoFocus: first === "salePrice" })}
            key={fields.salePrice.key}
            type="number"
            inputMode="decimal"
            min={0}
            max={price}
            step="0.01"
            defaultValue={initialText(fields.salePrice)}
            onChange={(event) => setSalePrice(event.target.value)}
            className="field"
          />
        </Field>
        <div>
          <p className="mb-1 block text-sm font-medium">{T.sale.discount}</p>
          <p className="py-2 text-lg font-semibold" aria-live="polite" data-testid="sale-discount">
            {discount === null ? "–" : formatDiscountOneDecimal(discount)}
          </p>
        </div>
      </div>

      <Field field={fields.name} label={T.sale.name}>
        <input {...controlProps(fields.name, { autoFocus: first === "name" })} key={fields.name.key} type="text" maxLength={200} defaultValue={initialText(fields.name)} className="field" />
      </Field>
      <Field field={fields.description} label={T.sale.description}>
        <textarea {...controlProps(fields.description, { autoFocus: first === "description" })} key={fields.description.key} rows={3} maxLength={2000} defaultValue={initialText(fields.description)} className="field" />
      </Field>

      <fieldset aria-describedby={fields.duration.errors?.length ? fields.duration.errorId : undefined}>
        <legend className="mb-1 text-sm font-medium">{T.sale.duration}</legend>
        <div className="flex flex-wrap gap-4">
          {SALE_DURATIONS.map((value, index) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={fields.duration.name}
                value={value}
                defaultChecked={duration === value}
                onChange={() => setDuration(value)}
                autoFocus={first === "duration" && index === 0}
                className="h-4 w-4"
              />
              {value === "date" ? T.sale.durationDate : T.sale.durationStock}
            </label>
          ))}
        </div>
        <FieldError field={fields.duration} />
      </fieldset>

      <Field field={fields.endDate} label={T.sale.endDate}>
        <input
          {...controlProps(fields.endDate, { autoFocus: first === "endDate" })}
          key={fields.endDate.key}
          type="date"
          min={today}
          defaultValue={initialText(fields.endDate)}
          // With JavaScript the date is asked only for 'date'; without it the server ignores it for 'stock'.
          disabled={hydrated && duration !== "date"}
          className="field w-auto"
        />
      </Field>

      <div className="flex flex-wrap gap-3">
        <SubmitButton label={T.buttons.save} />
        <Link to={cancelTo} preventScrollReset className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </div>
    </Form>
  );
}
