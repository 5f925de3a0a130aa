import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { TYRE_ADMIN_TEXTS as T, drawerHref } from "~/features/tyres/admin.rules";

/**
 * A product's stock in the size table, edited in place (decision 0027): a small form posting to the
 * product's stock route. With JavaScript it is a fetcher (the list stays, the button shows the pending
 * state, an error appears under the field); without it, a plain POST that returns to the list, or shows
 * the stock drawer with the error.
 */
export function StockCell({ productId, stock, name, listSearch }: { productId: number; stock: number; name: string; listSearch: string }) {
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>();
  const saving = fetcher.state !== "idle";
  const [form, fields] = useForm({
    // A saved stock comes back from the loader: a new form starts from it.
    id: `varasto-${productId}-${stock}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { stock: String(stock) },
    shouldValidate: "onSubmit",
  });
  const error = fields.stock.errors?.[0];
  return (
    <fetcher.Form method="post" action={drawerHref(`tuotteet/${productId}/varasto`, listSearch)} {...getFormProps(form)} className="flex flex-wrap items-center gap-1" noValidate>
      <label htmlFor={fields.stock.id} className="sr-only">
        {T.product.stock}: {name}
      </label>
      <input
        {...getInputProps(fields.stock, { type: "number" })}
        key={fields.stock.key}
        inputMode="numeric"
        min={0}
        step={1}
        className="field w-20 px-2 py-1 text-sm"
        data-testid="stock-input"
      />
      <button type="submit" className="rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" disabled={saving}>
        {saving ? T.buttons.saving : T.buttons.saveStock}
        <span className="sr-only"> {name}</span>
      </button>
      {error ? (
        <p id={fields.stock.errorId} role="alert" className="field-error w-full">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
