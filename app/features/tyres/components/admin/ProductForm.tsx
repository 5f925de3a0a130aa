import {
  type SubmissionResult,
  getFormProps,
  useForm,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import type { LibraryImage } from "~/features/images/rules";
import type { SizeOption } from "~/features/tyres/admin-search.rules";
import {
  RATING_FIELDS,
  TYRE_ADMIN_TEXTS as T,
  TYRE_SEASONS,
  TYRE_TYPE_LABELS,
  WINTER_TYPES,
  WINTER_TYPE_LABELS,
} from "~/features/tyres/admin.rules";
import { FeatureRows } from "./FeatureRows";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { Collapsible, Field, FieldError, FormErrors, SubmitButton, controlProps, firstInvalid, initialText, legendClass, sectionClass, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { ManufacturerCombobox } from "~/features/manufacturers/components/ManufacturerCombobox";
import { SizeCombobox } from "./SizeCombobox";
import { EuLabelFields, RatingFields } from "./ProductLabelFields";
import { ProductImageFields, type ProductImagesValue } from "./ProductImageFields";
import { ProductPricingFields } from "./ProductPricingFields";
import { MARKING_FIELD_NAMES, ProductMarkingFields } from "./ProductMarkingFields";
import type { ProductFormShape } from "./product-form-values";

/** The order of the fields on the page, to focus the first one with an error. */
const ORDER = [
  "sizeId",
  "size",
  "manufacturer",
  "model",
  "type",
  "winterType",
  "price",
  "financingPrice",
  "originalPrice",
  "stock",
  ...MARKING_FIELD_NAMES,
  "description",
  "designedFor",
  "fuelEfficiency",
  "wetGrip",
  "noiseLevel",
  "noiseClass",
  "ratingDryGrip",
  "ratingWetGrip",
  "ratingSnowGrip",
  "ratingIceGrip",
  "ratingComfort",
  "ratingDurability",
] as const;

type Props = {
  mode: "create" | "edit";
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: Partial<ProductFormShape>;
  /** create: the sizes to choose from; edit: the product's size as text. */
  sizes?: SizeOption[];
  sizeLabel?: string;
  manufacturers: string[];
  images: ProductImagesValue;
  imageErrors: Record<string, string>;
  imageChoices: LibraryImage[];
  /** edit: the fields shown disabled ('Käytössä rajoitetusti'). */
  limited?: { originalPrice: string; stock: string };
  /** edit: where stock and the sale are changed (their own drawers, decision 0027). */
  links?: { stock: string; sale: { to: string; label: string } };
  cancelTo: string;
};


/**
 * Every field of a tyre product (spec: Tyre product) in one multipart form, validated by the route
 * action. With JavaScript: live financing (price / 12), the manufacturer combobox, feature rows and the
 * winter type enabled only for winter tyres; without it the same form posts and re-renders with errors.
 */
export function ProductForm(props: Props) {
  const {
    mode,
    lastResult,
    defaultValue,
    sizes,
    sizeLabel,
    manufacturers,
    images,
    imageErrors,
    imageChoices,
    limited,
    links,
    cancelTo,
  } = props;
  const hydrated = useHydrated();
  const [form, fields] = useForm<ProductFormShape>({
    id: "tyre-product",
    lastResult,
    defaultValue: { type: "summer", stock: "0", ...defaultValue },
    shouldValidate: "onSubmit",
  });
  const first = firstInvalid(fields, ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);
  const sizeInvalid = Boolean(
    fields.sizeId.errors?.length || fields.size.errors?.length
  );
  const [type, setType] = useState(initialText(fields.type) || "summer");
  const features = fields.features.initialValue;
  const featureList = Array.isArray(features)
    ? features.filter((f): f is string => typeof f === "string")
    : typeof features === "string"
    ? [features]
    : [];

  const detailsSection = (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{T.product.details}</legend>
      {mode === "create" ? (
        <div>
          <label
            htmlFor={fields.size.id}
            className="mb-1 block text-sm font-medium"
          >
            {T.product.size}
          </label>
          <SizeCombobox
            key={fields.size.key}
            id={fields.size.id}
            name={fields.size.name}
            options={sizes ?? []}
            defaultValue={initialText(fields.size)}
            describedBy={[
              sizeInvalid ? `${fields.size.id}-error` : null,
              `${fields.size.id}-help`,
            ]
              .filter(Boolean)
              .join(" ")}
            invalid={sizeInvalid}
            autoFocus={first === "sizeId" || first === "size"}
          />
          <p
            id={`${fields.size.id}-help`}
            className="mt-1 text-xs text-slate-600 dark:text-slate-400"
          >
            {T.product.sizeHelp}
          </p>
          {sizeInvalid ? (
            <p id={`${fields.size.id}-error`} className="field-error">
              {[
                ...(fields.sizeId.errors ?? []),
                ...(fields.size.errors ?? []),
              ].join(" ")}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm">
          <span className="font-medium">{T.product.size}:</span> {sizeLabel}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.manufacturer} label={T.product.manufacturer}>
          <ManufacturerCombobox
            key={fields.manufacturer.key}
            id={fields.manufacturer.id}
            name={fields.manufacturer.name}
            names={manufacturers}
            defaultValue={initialText(fields.manufacturer)}
            describedBy={
              fields.manufacturer.errors?.length
                ? fields.manufacturer.errorId
                : undefined
            }
            invalid={Boolean(fields.manufacturer.errors?.length)}
            autoFocus={first === "manufacturer"}
          />
        </Field>
        <Field field={fields.model} label={T.product.model}>
          <input
            {...controlProps(fields.model, { autoFocus: first === "model" })}
            key={fields.model.key}
            type="text"
            required
            maxLength={200}
            defaultValue={initialText(fields.model)}
            className="field"
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset
          aria-describedby={
            fields.type.errors?.length ? fields.type.errorId : undefined
          }
        >
          <legend className="mb-1 text-sm font-medium">{T.product.type}</legend>
          <div className="flex gap-4">
            {TYRE_SEASONS.map((value, index) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fields.type.name}
                  value={value}
                  defaultChecked={type === value}
                  onChange={() => setType(value)}
                  autoFocus={first === "type" && index === 0}
                  className="h-4 w-4"
                />
                {TYRE_TYPE_LABELS[value]}
              </label>
            ))}
          </div>
          <FieldError field={fields.type} />
        </fieldset>
        <fieldset
          aria-describedby={[
            fields.winterType.errors?.length ? fields.winterType.errorId : null,
            "winter-type-help",
          ]
            .filter(Boolean)
            .join(" ")}
          disabled={hydrated && type !== "winter"}
          className="disabled:opacity-50"
        >
          <legend className="mb-1 text-sm font-medium">
            {T.product.winterType}
          </legend>
          <div className="flex gap-4">
            {WINTER_TYPES.map((value, index) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fields.winterType.name}
                  value={value}
                  defaultChecked={initialText(fields.winterType) === value}
                  autoFocus={first === "winterType" && index === 0}
                  className="h-4 w-4"
                />
                {WINTER_TYPE_LABELS[value]}
              </label>
            ))}
          </div>
          <p
            id="winter-type-help"
            className="mt-1 text-xs text-slate-600 dark:text-slate-400"
          >
            {T.product.winterTypeHelp}
          </p>
          <FieldError field={fields.winterType} />
        </fieldset>
      </div>
    </fieldset>
  );
  const pricingSection = (
    <ProductPricingFields fields={fields} first={first} limited={limited} links={links} />
  );
  const adding = mode === "create";
  const hasErrors = (names: readonly string[]) =>
    names.some((name) =>
      Boolean(fields[name as keyof typeof fields]?.errors?.length)
    );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-6"
    >
      <FormErrors id={form.errorId} errors={form.errors} />

      {/* Editing is mostly price and stock: they come first; adding starts from the size and the name. */}
      {mode === "edit" ? (
        <>
          {pricingSection}
          {detailsSection}
        </>
      ) : (
        <>
          {detailsSection}
          {pricingSection}
        </>
      )}

      {/* The long details fold away when editing (open when adding, and when one of their fields has an error). */}
      <Collapsible title={T.product.markings} open={adding || hasErrors(MARKING_FIELD_NAMES)}>
        <ProductMarkingFields fields={fields} first={first} />
      </Collapsible>
      <Collapsible
        title={T.product.descriptionSection}
        open={adding || hasErrors(["description", "designedFor", "features"])}
      >
        <fieldset className={sectionClass}>
          <legend className="sr-only">{T.product.descriptionSection}</legend>
          <Field field={fields.description} label={T.product.description}>
            <textarea
              {...controlProps(fields.description, {
                autoFocus: first === "description",
              })}
              key={fields.description.key}
              rows={4}
              maxLength={5000}
              defaultValue={initialText(fields.description)}
              className="field"
            />
          </Field>
          <Field field={fields.designedFor} label={T.product.designedFor}>
            <input
              {...controlProps(fields.designedFor, {
                autoFocus: first === "designedFor",
              })}
              key={fields.designedFor.key}
              type="text"
              maxLength={1000}
              defaultValue={initialText(fields.designedFor)}
              className="field"
            />
          </Field>
          <FeatureRows
            key={fields.features.key}
            name={fields.features.name}
            defaultValue={featureList}
          />
        </fieldset>
      </Collapsible>
      <Collapsible
        title={T.product.euLabel}
        open={
          adding ||
          hasErrors(["fuelEfficiency", "wetGrip", "noiseLevel", "noiseClass"])
        }
      >
        <EuLabelFields fields={fields} first={first} />
      </Collapsible>
      <Collapsible
        title={T.product.ratings}
        open={adding || hasErrors(RATING_FIELDS.map((rating) => rating.name))}
      >
        <RatingFields fields={fields} first={first} />
      </Collapsible>
      <Collapsible
        title={T.product.images}
        open={adding || Object.keys(imageErrors).length > 0}
      >
        <ProductImageFields images={images} imageErrors={imageErrors} imageChoices={imageChoices} />
      </Collapsible>

      {/* Sticky: Save stays in reach however far down the drawer the admin is. */}
      <div
        className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap gap-3 border-t border-slate-200 bg-slate-50/95 px-6 py-3 backdrop-blur dark:border-slate-700 dark:bg-slate-950/95"
        data-testid="form-actions"
      >
        <SubmitButton
          label={mode === "create" ? T.product.create : T.buttons.save}
        />
        <Link to={cancelTo} preventScrollReset className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </div>
    </Form>
  );
}
