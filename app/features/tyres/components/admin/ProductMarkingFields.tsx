import { useState } from "react";
import { DELIVERY_DAYS_MAX, TYRE_ADMIN_TEXTS as T } from "~/features/tyres/admin.rules";
import { type AnyField, type Fields, Field, FieldError, controlProps, helpId, initialText, legendClass, sectionClass } from "~/components/ui/form/Field";
import { explainLoadIndex, explainSpeedRating, parseServiceDescription } from "~/lib/tyre-markings";

/** The form's names of the markings, in the order they are on the page (to focus the first error). */
export const MARKING_FIELD_NAMES = [
  "serviceDescription",
  "extraLoad",
  "runFlat",
  "commercial",
  "eprelId",
  "ean",
  "deliveryDaysMin",
  "deliveryDaysMax",
] as const;

/** '91H' → 'Kantavuusindeksi 91: enintään 615 kg renkaalle. Nopeusluokka H: enintään 210 km/h.'; '' when not one. */
function explanation(typed: string): string {
  const parsed = typed.trim() === "" ? null : parseServiceDescription(typed);
  if (!parsed) return "";
  const load = parsed.loadIndex === null ? null : explainLoadIndex(parsed.loadIndex, parsed.loadIndexDual);
  const speed = parsed.speedRating === null ? null : explainSpeedRating(parsed.speedRating);
  return [load, speed].filter(Boolean).join(" ");
}

function Flag({ field, label, help, first }: { field: AnyField; label: string; help: string; first: string | null }) {
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          {...controlProps(field, { helpId: helpId(field), autoFocus: first === field.name })}
          key={field.key}
          type="checkbox"
          value="on"
          defaultChecked={initialText(field) === "on"}
          className="h-4 w-4"
        />
        {label}
      </label>
      <p id={helpId(field)} className="mt-1 pl-6 text-xs text-slate-600 dark:text-slate-400">
        {help}
      </p>
      <FieldError field={field} />
    </div>
  );
}

/**
 * The sidewall's markings after the size ('91H', '104/102T'; XL, Run Flat, C), the EPREL and EAN codes
 * and the delivery time in working days. All optional. The service description is explained in kg and
 * km/h as it is typed (with JavaScript) or after a save's round trip (without).
 */
export function ProductMarkingFields({ fields, first }: { fields: Fields; first: string | null }) {
  const service = fields.serviceDescription;
  const [typed, setTyped] = useState(initialText(service));
  const explained = explanation(typed);
  const explainId = `${service.id}-explain`;
  const min = fields.deliveryDaysMin;
  const max = fields.deliveryDaysMax;
  const deliveryHelpId = `${min.id}-delivery-help`;
  const deliveryControl = (field: AnyField) => {
    const props = controlProps(field, { helpId: deliveryHelpId, autoFocus: first === field.name });
    return { ...props, "aria-describedby": [min.errors?.length ? min.errorId : null, max.errors?.length ? max.errorId : null, deliveryHelpId].filter(Boolean).join(" ") };
  };

  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{T.product.markings}</legend>
      <Field field={service} label={T.product.serviceDescription} help={T.product.serviceDescriptionHelp}>
        <input
          {...controlProps(service, { helpId: `${helpId(service)} ${explainId}`, autoFocus: first === "serviceDescription" })}
          key={service.key}
          type="text"
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="91H"
          defaultValue={initialText(service)}
          onChange={(event) => setTyped(event.target.value)}
          className="field sm:max-w-[12rem]"
        />
        <p id={explainId} aria-live="polite" className="mt-1 text-xs text-slate-700 dark:text-slate-300" data-testid="service-description-explained">
          {explained}
        </p>
      </Field>

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium">{T.product.flags}</legend>
        <Flag field={fields.extraLoad} label={T.product.extraLoad} help={T.product.extraLoadHelp} first={first} />
        <Flag field={fields.runFlat} label={T.product.runFlat} help={T.product.runFlatHelp} first={first} />
        <Flag field={fields.commercial} label={T.product.commercial} help={T.product.commercialHelp} first={first} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.eprelId} label={T.product.eprelId} help={T.product.eprelIdHelp}>
          <input
            {...controlProps(fields.eprelId, { helpId: helpId(fields.eprelId), autoFocus: first === "eprelId" })}
            key={fields.eprelId.key}
            type="text"
            inputMode="numeric"
            maxLength={300}
            autoComplete="off"
            spellCheck={false}
            defaultValue={initialText(fields.eprelId)}
            className="field"
          />
        </Field>
        <Field field={fields.ean} label={T.product.ean} help={T.product.eanHelp}>
          <input
            {...controlProps(fields.ean, { helpId: helpId(fields.ean), autoFocus: first === "ean" })}
            key={fields.ean.key}
            type="text"
            inputMode="numeric"
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            defaultValue={initialText(fields.ean)}
            className="field"
          />
        </Field>
      </div>

      <fieldset>
        <legend className="mb-1 text-sm font-medium">{T.product.delivery}</legend>
        <div className="flex items-end gap-2">
          {[
            { field: min, label: T.product.deliveryMin },
            { field: max, label: T.product.deliveryMax },
          ].map(({ field, label }, index) => (
            <div key={field.name} className="flex items-end gap-2">
              {index === 1 ? (
                <span aria-hidden="true" className="pb-2">
                  –
                </span>
              ) : null}
              <div>
                <label htmlFor={field.id} className="mb-1 block text-xs">
                  {label}
                </label>
                <input
                  {...deliveryControl(field)}
                  key={field.key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={DELIVERY_DAYS_MAX}
                  step={1}
                  defaultValue={initialText(field)}
                  className="field w-24"
                />
              </div>
            </div>
          ))}
        </div>
        <p id={deliveryHelpId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {T.product.deliveryHelp}
        </p>
        <FieldError field={min} />
        <FieldError field={max} />
      </fieldset>
    </fieldset>
  );
}
