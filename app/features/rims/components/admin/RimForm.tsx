import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useId } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import type { LibraryImage } from "~/features/images/rules";
import { RIM_LIMITS as L, RIM_TEXTS } from "~/features/rims/rules";
import type { RimField, RimFieldErrors, RimFormValues } from "~/features/rims/schema";
import { FormAlert, FormRow } from "~/components/ui/form/FormRow";

const T = RIM_TEXTS.admin;
const ORDER: readonly RimField[] = ["brand", "model", "diameter", "width", "boltCount", "boltCircle", "offset", "centreBore", "price", "stock", "image"];

/**
 * The rim form of the create and edit drawers: a real multipart form posted to the route's action (the
 * image is uploaded with it or picked from the library). The server validates; a refused submit comes
 * back with everything typed and the first field with an error focused.
 */
export function RimForm({
  mode,
  values,
  errors,
  imageChoices,
  closeTo,
}: {
  mode: "create" | "edit";
  values: RimFormValues;
  errors: RimFieldErrors;
  imageChoices: LibraryImage[];
  closeTo: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const id = useId();
  const firstInvalid = ORDER.find((name) => errors[name]);
  useEffect(() => {
    if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
  }, [errors, firstInvalid, id]);

  const control = (name: Exclude<RimField, "image">, hint = false) => {
    const controlId = `${id}-${name}`;
    const describedBy = [hint ? `${controlId}-hint` : null, errors[name] ? `${controlId}-error` : null].filter(Boolean).join(" ");
    return {
      id: controlId,
      name,
      defaultValue: values[name],
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": describedBy || undefined,
      autoFocus: firstInvalid === name || undefined,
      className: "field mt-1",
    };
  };
  const row = (name: Exclude<RimField, "image">, input: JSX.Element, hint?: string) => (
    <FormRow label={T.fields[name]} htmlFor={`${id}-${name}`} error={errors[name]} hint={hint}>
      {input}
    </FormRow>
  );

  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-5" aria-label={mode === "create" ? T.createHeading : T.editHeading} data-testid="rim-form">
      <FormAlert message={errors.form} testId="rim-form-error" />
      <div className="grid gap-5 sm:grid-cols-2">
        {row("brand", <input {...control("brand")} required maxLength={L.brandMax} />)}
        {row("model", <input {...control("model")} required maxLength={L.modelMax} />)}
        {row("diameter", <input {...control("diameter")} type="number" inputMode="numeric" required min={L.diameterMin} max={L.diameterMax} step={1} />)}
        {row("width", <input {...control("width")} inputMode="decimal" required />)}
        {row("boltCount", <input {...control("boltCount")} type="number" inputMode="numeric" required min={L.boltCountMin} max={L.boltCountMax} step={1} />)}
        {row("boltCircle", <input {...control("boltCircle")} inputMode="decimal" required />)}
        {row("offset", <input {...control("offset")} type="number" inputMode="numeric" required min={L.offsetMin} max={L.offsetMax} step={1} />)}
        {row("centreBore", <input {...control("centreBore")} inputMode="decimal" />)}
        {row("price", <input {...control("price")} inputMode="decimal" required />)}
        {row("stock", <input {...control("stock", true)} type="number" inputMode="numeric" min={0} max={L.stockMax} step={1} />, T.fields.stockHint)}
      </div>
      <ImageField
        name="image"
        label={T.fields.image}
        category="product"
        defaultValue={values.image}
        choices={imageChoices}
        error={errors.image}
        description={T.fields.imageHint}
      />
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <button type="submit" className="btn-primary" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? T.saving : T.save}
        </button>
        <Link to={closeTo} className="btn-secondary">
          {T.cancel}
        </Link>
      </div>
    </Form>
  );
}
