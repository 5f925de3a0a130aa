import { Link } from "@remix-run/react";
import { useRef } from "react";
import { TYRE_ADMIN_TEXTS as T, financingInputFor } from "~/features/tyres/admin.rules";
import { type Fields, Field, controlProps, initialText, legendClass, sectionClass } from "~/components/ui/form/Field";

type Props = {
  fields: Fields;
  first: string | null;
  /** edit: the fields shown disabled ('Käytössä rajoitetusti'). */
  limited?: { originalPrice: string; stock: string };
  /** edit: where stock and the sale are changed (their own drawers, decision 0027). */
  links?: { stock: string; sale: { to: string; label: string } };
};

/**
 * The product form's prices: price and financing (with JavaScript the financing follows the typed price;
 * the server does the same without it), and original price and stock, which editing shows read-only
 * with links to their own drawers.
 */
export function ProductPricingFields({ fields, first, limited, links }: Props) {
  const financing = useRef<HTMLInputElement>(null);
  return (
  <fieldset className={sectionClass}>
    <legend className={legendClass}>{T.product.pricing}</legend>
    <div className="grid gap-4 sm:grid-cols-2">
      <Field field={fields.price} label={T.product.price}>
        <input
          {...controlProps(fields.price, { autoFocus: first === "price" })}
          key={fields.price.key}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          defaultValue={initialText(fields.price)}
          onChange={(event) => {
            // Spec: changing the price sets financing to price / 12 rounded to 2 decimals.
            if (financing.current)
              financing.current.value = financingInputFor(event.target.value);
          }}
          className="field"
        />
      </Field>
      <Field
        field={fields.financingPrice}
        label={T.product.financing}
        help={T.product.financingHelp}
      >
        <input
          {...controlProps(fields.financingPrice, {
            autoFocus: first === "financingPrice",
            helpId: `${fields.financingPrice.id}-help`,
          })}
          key={fields.financingPrice.key}
          ref={financing}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          defaultValue={initialText(fields.financingPrice)}
          className="field"
        />
      </Field>
      {limited ? (
        <>
          <LimitedField
            id="originalPrice-limited"
            label={T.product.originalPrice}
            value={limited.originalPrice}
          />
          <LimitedField
            id="stock-limited"
            label={T.product.stock}
            value={limited.stock}
            action={
              links?.stock
                ? { to: links.stock, label: T.buttons.editStock }
                : undefined
            }
          />
        </>
      ) : (
        <>
          <Field field={fields.originalPrice} label={T.product.originalPrice}>
            <input
              {...controlProps(fields.originalPrice, {
                autoFocus: first === "originalPrice",
              })}
              key={fields.originalPrice.key}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={initialText(fields.originalPrice)}
              className="field"
            />
          </Field>
          <Field field={fields.stock} label={T.product.stock}>
            <input
              {...controlProps(fields.stock, {
                autoFocus: first === "stock",
              })}
              key={fields.stock.key}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={initialText(fields.stock)}
              className="field"
            />
          </Field>
        </>
      )}
    </div>
    {links?.sale ? (
      <p className="text-sm">
        <Link to={links.sale.to} className="underline">
          {links.sale.label}
        </Link>
      </p>
    ) : null}
  </fieldset>
  );
}

/** Original price and stock when editing: shown, not editable here (spec: 'Käytössä rajoitetusti'). */
function LimitedField({
  id,
  label,
  value,
  action,
}: {
  id: string;
  label: string;
  value: string;
  action?: { to: string; label: string };
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        disabled
        readOnly
        aria-describedby={`${id}-note`}
        className="field"
      />
      <p
        id={`${id}-note`}
        className="mt-1 text-xs text-slate-600 dark:text-slate-400"
      >
        {T.product.limitedUse}
        {action ? (
          <>
            {" · "}
            <Link to={action.to} className="underline">
              {action.label}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
