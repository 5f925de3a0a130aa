import { EU_LABEL_CLASSES, NOISE_CLASSES, NOISE_LEVEL_MAX, NOISE_LEVEL_MIN, RATING_FIELDS, TYRE_ADMIN_TEXTS as T } from "~/features/tyres/admin.rules";
import { type Fields, Field, controlProps, initialText, legendClass, sectionClass } from "~/components/ui/form/Field";

function ClassSelect({ fields, name, label, classes, first }: { fields: Fields; name: string; label: string; classes: readonly string[]; first: string | null }) {
  const field = fields[name];
  return (
    <Field field={field} label={label}>
      <select {...controlProps(field, { autoFocus: first === name })} key={field.key} defaultValue={initialText(field)} className="field">
        <option value="">{T.product.notSet}</option>
        {classes.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The EU tyre label (regulation (EU) 2020/740: classes A–E, noise 60–80 dB and class A–C). */
export function EuLabelFields({ fields, first }: { fields: Fields; first: string | null }) {
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{T.product.euLabel}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ClassSelect fields={fields} name="fuelEfficiency" label={T.product.fuelEfficiency} classes={EU_LABEL_CLASSES} first={first} />
        <ClassSelect fields={fields} name="wetGrip" label={T.product.wetGrip} classes={EU_LABEL_CLASSES} first={first} />
        <Field field={fields.noiseLevel} label={T.product.noiseLevel}>
          <input
            {...controlProps(fields.noiseLevel, { autoFocus: first === "noiseLevel" })}
            key={fields.noiseLevel.key}
            type="number"
            inputMode="numeric"
            min={NOISE_LEVEL_MIN}
            max={NOISE_LEVEL_MAX}
            step={1}
            defaultValue={initialText(fields.noiseLevel)}
            className="field"
          />
        </Field>
        <ClassSelect fields={fields} name="noiseClass" label={T.product.noiseClass} classes={NOISE_CLASSES} first={first} />
      </div>
    </fieldset>
  );
}

/** The six performance ratings, each 1–5 or not set. */
export function RatingFields({ fields, first }: { fields: Fields; first: string | null }) {
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{T.product.ratings}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {RATING_FIELDS.map(({ name, label }) => (
          <ClassSelect key={name} fields={fields} name={name} label={label} classes={["1", "2", "3", "4", "5"]} first={first} />
        ))}
      </div>
    </fieldset>
  );
}
