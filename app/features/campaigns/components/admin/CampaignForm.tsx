import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { useHydrated } from "~/components/layout/header/useHydrated";
import {
  CAMPAIGN_TEXTS as T,
  CODE_MAX,
  type CampaignField,
  type CampaignFormValues,
  DESCRIPTION_MAX,
  DISCOUNT_TYPES,
  FIXED_AMOUNT_MAX,
  NAME_MAX,
  PERCENT_MAX,
} from "~/features/campaigns/rules";
import { CAMPAIGN_FORM_ORDER, campaignRulesSchema, parseCampaignFormInBrowser } from "~/features/campaigns/schema";
import type { LibraryImage } from "~/features/images/rules";
import { Field, FormErrors, SubmitButton, controlProps, firstInvalid, helpId, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";

export type CampaignFormProps = {
  mode: "create" | "edit";
  defaultValue: CampaignFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  imageChoices: LibraryImage[];
  closeTo: string;
};

const constraint = getZodConstraint(campaignRulesSchema({ requireImage: false }));

/**
 * The campaign form of the create and edit drawers: a real multipart form posted to the route's action
 * (the image is uploaded with it or picked from the library). The same schema validates in the browser
 * while typing and in the action on save; a refused submit comes back with everything typed. With
 * JavaScript the discount value hides for free shipping; without it the field stays and the server
 * ignores it.
 */
export function CampaignForm({ mode, defaultValue, lastResult, imageChoices, closeTo }: CampaignFormProps) {
  const hydrated = useHydrated();
  const [form, fields] = useForm<Record<CampaignField, string>, unknown>({
    id: `campaign-${mode}`,
    lastResult,
    defaultValue: { ...defaultValue, imageUrl: defaultValue.imageUrl ?? "" },
    constraint,
    onValidate: ({ formData }) => parseCampaignFormInBrowser(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const first = firstInvalid(fields, CAMPAIGN_FORM_ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);
  const [discountType, setDiscountType] = useState(initialText(fields.discountType) || "percentage");
  const control = (name: Exclude<CampaignField, "imageUrl">, describedBy?: string) => ({
    ...controlProps(fields[name], { helpId: describedBy, autoFocus: first === name }),
    defaultValue: initialText(fields[name]),
  });
  // The image the server answered with last (an upload it stored on a refused save), else the campaign's:
  // Conform keeps a field's initial value as it was; the image field takes the server's as it changes.
  const image = lastResult ? lastResult.initialValue?.imageUrl : defaultValue.imageUrl;
  const valueHidden = hydrated && discountType === "free_shipping";
  const datesHint = `${form.id}-dates-hint`;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-5"
      aria-label={mode === "create" ? T.createHeading : T.editHeading}
      data-testid="campaign-form"
    >
      <FormErrors id={form.errorId} errors={form.errors} testId="campaign-form-error" />

      <Field field={fields.name} label={T.fields.name}>
        <input {...control("name")} key={fields.name.key} required maxLength={NAME_MAX} className="field mt-1" />
      </Field>

      <div>
        <p id={datesHint} className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.datesHint}
        </p>
        <div className="mt-2 grid gap-5 sm:grid-cols-2">
          <Field field={fields.startDate} label={T.fields.startDate}>
            <input {...control("startDate", datesHint)} key={fields.startDate.key} type="date" required className="field mt-1" />
          </Field>
          <Field field={fields.endDate} label={T.fields.endDate}>
            <input {...control("endDate", datesHint)} key={fields.endDate.key} type="date" required className="field mt-1" />
          </Field>
        </div>
      </div>

      <div>
        <ImageField
          name={fields.imageUrl.name}
          label={mode === "create" ? `${T.fields.image} (pakollinen)` : T.fields.image}
          category="general"
          defaultValue={typeof image === "string" && image ? image : null}
          choices={imageChoices}
          error={fields.imageUrl.errors?.join(" ")}
          description={T.fields.imageHint}
        />
      </div>

      <Field field={fields.description} label={T.fields.description}>
        <textarea {...control("description")} key={fields.description.key} rows={4} maxLength={DESCRIPTION_MAX} className="field mt-1" />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.discountType} label={T.fields.discountType}>
          <select {...control("discountType")} key={fields.discountType.key} onChange={(event) => setDiscountType(event.target.value)} className="field mt-1">
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {T.discountTypes[type]}
              </option>
            ))}
          </select>
        </Field>
        {/* Hidden and disabled for free shipping with JavaScript, so it is not sent at all. */}
        <div hidden={valueHidden} data-testid="discount-value-field">
          <Field field={fields.discountValue} label={T.fields.discountValue} help={hydrated ? T.fields.discountValueHint : `${T.fields.discountValueHint} ${T.fields.discountValueIgnored}`}>
            <input
              {...control("discountValue", helpId(fields.discountValue))}
              key={fields.discountValue.key}
              type="number"
              inputMode="decimal"
              min={0}
              max={discountType === "percentage" ? PERCENT_MAX : FIXED_AMOUNT_MAX}
              step="0.01"
              disabled={valueHidden}
              className="field mt-1"
            />
          </Field>
        </div>
      </div>

      <Field field={fields.discountCode} label={T.fields.discountCode}>
        <input {...control("discountCode")} key={fields.discountCode.key} maxLength={CODE_MAX} autoComplete="off" className="field mt-1" />
      </Field>

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <SubmitButton label={T.buttons.save} pendingLabel={T.buttons.saving} />
        <Link to={closeTo} className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </div>
    </Form>
  );
}
