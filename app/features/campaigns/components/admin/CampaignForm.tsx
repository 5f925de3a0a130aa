import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { useHydrated } from "~/components/layout/header/useHydrated";
import {
  CAMPAIGN_TEXTS as T,
  CODE_MAX,
  type CampaignFieldErrors,
  type CampaignFormValues,
  DESCRIPTION_MAX,
  DISCOUNT_TYPES,
  FIXED_AMOUNT_MAX,
  NAME_MAX,
  PERCENT_MAX,
} from "~/features/campaigns/rules";
import type { LibraryImage } from "~/features/images/rules";
import { FormAlert, FormRow } from "~/components/ui/form/FormRow";

export type CampaignFormProps = {
  mode: "create" | "edit";
  values: CampaignFormValues;
  errors: CampaignFieldErrors;
  imageChoices: LibraryImage[];
  closeTo: string;
};

const ORDER = ["name", "startDate", "endDate", "imageUrl", "description", "discountType", "discountValue", "discountCode"] as const;

/**
 * The campaign form of the create and edit drawers: a real multipart form posted to the route's action
 * (the image is uploaded with it or picked from the library). The server validates; a refused submit
 * comes back with everything typed. With JavaScript the discount value hides for free shipping; without
 * it the field stays and the server ignores it.
 */
export function CampaignForm({ mode, values, errors, imageChoices, closeTo }: CampaignFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const hydrated = useHydrated();
  const id = useId();
  const [discountType, setDiscountType] = useState(values.discountType);
  const firstInvalid = ORDER.find((name) => errors[name]);
  const control = (name: (typeof ORDER)[number], hints: string[] = []) => {
    const controlId = `${id}-${name}`;
    const describedBy = [...hints, errors[name] ? `${controlId}-error` : null].filter(Boolean).join(" ");
    return {
      id: controlId,
      name,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": describedBy || undefined,
      // Without JavaScript the browser puts the cursor in the first field with an error.
      autoFocus: firstInvalid === name || undefined,
    };
  };
  // With JavaScript the drawer stays open across a refused submit: take the admin to the first error.
  useEffect(() => {
    if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
  }, [errors, firstInvalid, id]);
  const valueHidden = hydrated && discountType === "free_shipping";
  const datesHint = `${id}-dates-hint`;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-5"
      aria-label={mode === "create" ? T.createHeading : T.editHeading}
      data-testid="campaign-form"
    >
      <FormAlert message={errors.form} testId="campaign-form-error" />

      <FormRow label={T.fields.name} htmlFor={`${id}-name`} error={errors.name}>
        <input {...control("name")} defaultValue={values.name} required maxLength={NAME_MAX} className="field mt-1" />
      </FormRow>

      <div>
        <p id={datesHint} className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.datesHint}
        </p>
        <div className="mt-2 grid gap-5 sm:grid-cols-2">
          <FormRow label={T.fields.startDate} htmlFor={`${id}-startDate`} error={errors.startDate}>
            <input {...control("startDate", [datesHint])} type="date" defaultValue={values.startDate} required className="field mt-1" />
          </FormRow>
          <FormRow label={T.fields.endDate} htmlFor={`${id}-endDate`} error={errors.endDate}>
            <input {...control("endDate", [datesHint])} type="date" defaultValue={values.endDate} required className="field mt-1" />
          </FormRow>
        </div>
      </div>

      <div>
        <ImageField
          name="imageUrl"
          label={mode === "create" ? `${T.fields.image} (pakollinen)` : T.fields.image}
          category="general"
          defaultValue={values.imageUrl}
          choices={imageChoices}
          error={errors.imageUrl}
          description={T.fields.imageHint}
        />
      </div>

      <FormRow label={T.fields.description} htmlFor={`${id}-description`} error={errors.description}>
        <textarea {...control("description")} defaultValue={values.description} rows={4} maxLength={DESCRIPTION_MAX} className="field mt-1" />
      </FormRow>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormRow label={T.fields.discountType} htmlFor={`${id}-discountType`} error={errors.discountType}>
          <select {...control("discountType")} defaultValue={values.discountType} onChange={(event) => setDiscountType(event.target.value)} className="field mt-1">
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {T.discountTypes[type]}
              </option>
            ))}
          </select>
        </FormRow>
        {/* Hidden and disabled for free shipping with JavaScript, so it is not sent at all. */}
        <div hidden={valueHidden} data-testid="discount-value-field">
          <FormRow label={T.fields.discountValue} htmlFor={`${id}-discountValue`} error={errors.discountValue} hint={hydrated ? T.fields.discountValueHint : `${T.fields.discountValueHint} ${T.fields.discountValueIgnored}`}>
            <input
              {...control("discountValue", [`${id}-discountValue-hint`])}
              type="number"
              inputMode="decimal"
              min={0}
              max={discountType === "percentage" ? PERCENT_MAX : FIXED_AMOUNT_MAX}
              step="0.01"
              defaultValue={values.discountValue}
              disabled={valueHidden}
              className="field mt-1"
            />
          </FormRow>
        </div>
      </div>

      <FormRow label={T.fields.discountCode} htmlFor={`${id}-discountCode`} error={errors.discountCode}>
        <input {...control("discountCode")} defaultValue={values.discountCode} maxLength={CODE_MAX} autoComplete="off" className="field mt-1" />
      </FormRow>

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <button type="submit" className="btn-primary" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? T.buttons.saving : T.buttons.save}
        </button>
        <Link to={closeTo} className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </div>
    </Form>
  );
}
