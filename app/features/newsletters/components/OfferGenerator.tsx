import { useId, useMemo, useState } from "react";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { type Fields, initialText } from "~/components/ui/form/Field";
import {
  OFFER_FIELDS,
  OFFER_INTENTS,
  OFFER_LIMITS,
  OFFER_TEXTS as T,
  OFFER_TONES,
  OFFER_TONE_LABELS,
  type OfferProduct,
  filterOfferProducts,
} from "~/features/newsletters/offer.rules";
import { formatFinnishDate, formatPrice } from "~/lib/price";

export type OfferGeneratorProps = {
  /** Every product on a running sale (listOfferProducts). */
  products: OfferProduct[];
  /**
   * The newsletter form's Conform fields: the generator's own (OFFER_FIELDS) start from what was sent
   * last (the reply) or the form's defaults, and carry the 'Luo viesti' rule's message.
   */
  fields: Fields;
  /** The form's messages in this view ('Viestin luominen epäonnistui'…). */
  formErrors?: string[];
  /** A generation is under way (the parent reads useNavigation). */
  pending?: boolean;
};

/** The ids ticked when the page renders, from the product field's values. */
function tickedIds(value: unknown): Set<number> {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return new Set(values.filter((id): id is string => typeof id === "string").map(Number));
}

/**
 * The fields of the offer-message generator 'Tarjousviestin luonti', rendered inside the newsletter
 * form (no <form> of its own: the newsletter's typed values travel with every button here). Rows the
 * search hides stay in the form, so a chosen product is sent even when it is filtered out of view.
 * Every button skips the browser's validation: the newsletter's required fields may still be empty.
 */
export function OfferGenerator({ products, fields, formErrors = [], pending = false }: OfferGeneratorProps) {
  const productField = fields[OFFER_FIELDS.product];
  const sentTone = initialText(fields[OFFER_FIELDS.tone]);
  const tone = OFFER_TONES.find((option) => option === sentTone) ?? "formal";
  const errors = [...(productField.errors ?? []), ...formErrors];
  const hydrated = useHydrated();
  const id = useId();
  const [query, setQuery] = useState(() => initialText(fields[OFFER_FIELDS.query]));
  const [chosen, setChosen] = useState(() => tickedIds(productField.initialValue));
  const visible = useMemo(() => new Set(filterOfferProducts(products, query).map((product) => product.id)), [products, query]);
  const hiddenChosen = products.filter((product) => chosen.has(product.id) && !visible.has(product.id)).length;
  const chosenCount = products.filter((product) => chosen.has(product.id)).length;
  const trimmedQuery = query.trim();

  function toggle(productId: number, checked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(productId);
      else next.delete(productId);
      return next;
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {T.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
      </div>

      {products.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-4 text-sm dark:border-slate-700">{T.empty}</p>
      ) : (
        <div className="space-y-3">
          <div role="search" className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor={`${id}-query`} className="mb-1 block text-sm font-medium">
                {T.searchLabel}
              </label>
              <input
                id={`${id}-query`}
                type="search"
                name={OFFER_FIELDS.query}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                // With JavaScript the table filters as one types; Enter must not submit the newsletter form.
                onKeyDown={(event) => {
                  if (event.key === "Enter") event.preventDefault();
                }}
                placeholder={T.searchPlaceholder}
                maxLength={OFFER_LIMITS.maxQuery}
                autoComplete="off"
                className="field"
              />
            </div>
            {hydrated ? null : (
              <button type="submit" name="intent" value={OFFER_INTENTS.search} formNoValidate className="btn-secondary">
                {T.searchButton}
              </button>
            )}
          </div>

          {visible.size === 0 ? (
            <p role="status" className="text-sm">
              {T.noResults(trimmedQuery)}
            </p>
          ) : null}
          {hydrated ? (
            <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
              {T.selectedCount(chosenCount)}
              {hiddenChosen > 0 ? T.hiddenSelected(hiddenChosen) : ""}
            </p>
          ) : null}

          <div
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
            className="max-h-[350px] overflow-auto rounded-md border border-slate-200 dark:border-slate-700"
            hidden={visible.size === 0}
          >
            {/* Fits the drawer's 39 rem on a desktop; narrower screens scroll it sideways. */}
            <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
              <caption id={`${id}-caption`} className="sr-only">
                {T.tableCaption}
              </caption>
              <thead className="sticky top-0 z-10 bg-slate-100 dark:bg-slate-800">
                <tr>
                  {[T.columns.product, T.columns.size, T.columns.price, T.columns.endDate, T.columns.stock].map(
                    (label) => (
                      <th key={label} scope="col" className="px-2 py-2 font-semibold">
                        {label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.id} hidden={!visible.has(product.id)} className="border-t border-slate-200 dark:border-slate-700">
                    <td className="px-2 py-2">
                      <label className="flex items-start gap-2">
                        <input
                          type="checkbox"
                          name={OFFER_FIELDS.product}
                          value={product.id}
                          checked={chosen.has(product.id)}
                          onChange={(event) => toggle(product.id, event.target.checked)}
                          aria-invalid={productField.errors?.length ? true : undefined}
                          aria-describedby={productField.errors?.length ? productField.errorId : undefined}
                          className="mt-0.5 h-4 w-4 shrink-0"
                        />
                        <span>
                          <span className="font-medium">{product.manufacturer}</span> {product.model}
                          <span className="sr-only">, {product.size}</span>
                        </span>
                      </label>
                    </td>
                    <td className="whitespace-nowrap px-2 py-2">{product.size}</td>
                    {/* The normal and the sale price in one cell, the old one struck through (named for screen readers). */}
                    <td className="whitespace-nowrap px-2 py-2">
                      <span className="sr-only">{T.columns.originalPrice} </span>
                      <s>{formatPrice(product.originalPrice)}</s>
                      <br />
                      <span className="sr-only">{T.columns.salePrice} </span>
                      <span className="font-semibold text-red-700 dark:text-red-400">{formatPrice(product.salePrice)}</span>
                    </td>
                    <td className="px-2 py-2">{product.endDate ? formatFinnishDate(product.endDate) : T.untilStockLasts}</td>
                    <td className="whitespace-nowrap px-2 py-2">{T.stockUnit(product.stock)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{T.toneLegend}</legend>
          {OFFER_TONES.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name={OFFER_FIELDS.tone} value={option} defaultChecked={tone === option} className="h-4 w-4" />
              {OFFER_TONE_LABELS[option]}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{T.optionsLegend}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={OFFER_FIELDS.includeEndDate} value="on" defaultChecked={initialText(fields[OFFER_FIELDS.includeEndDate]) === "on"} className="h-4 w-4" />
            {T.includeEndDate}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={OFFER_FIELDS.includeStock} value="on" defaultChecked={initialText(fields[OFFER_FIELDS.includeStock]) === "on"} className="h-4 w-4" />
            {T.includeStock}
          </label>
        </fieldset>
      </div>

      {errors.length ? (
        <p role="alert" id={productField.errorId} className="field-error">
          {errors.join(" ")}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <button
          type="submit"
          name="intent"
          value={OFFER_INTENTS.generate}
          formNoValidate
          disabled={pending || products.length === 0}
          className="btn-primary"
        >
          {pending ? T.generating : T.generate}
        </button>
        <button
          type="submit"
          name="intent"
          value={OFFER_INTENTS.back}
          formNoValidate
          className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-red-300 dark:hover:text-red-200"
        >
          {T.back}
        </button>
      </div>
    </section>
  );
}
