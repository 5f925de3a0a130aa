import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DEFAULT_BUSINESS_HOURS, WEEKDAY_NAMES, normaliseTime } from "~/features/hours/rules";
import { businessHoursFormSchema } from "~/features/hours/schema";
import { formatDateTime } from "~/lib/format";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { type BusinessSettings } from "~/features/hours/model.server";

/** The stored hours as form values (checkboxes post 'on' or nothing). */
const asFormValue = (hours: BusinessSettings["businessHours"]) =>
  hours.map((entry) => ({ ...entry, isClosed: entry.isClosed ? "on" : undefined }));

export function BusinessHoursForm({
  settings,
  lastResult,
}: {
  settings: BusinessSettings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [form, fields] = useForm({
    id: "business-hours",
    lastResult,
    defaultValue: { hours: asFormValue(settings.businessHours) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: businessHoursFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const rows = fields.hours.getFieldList();
  const saving = navigation.state === "submitting" && navigation.formAction?.endsWith("/aukioloajat");
  // With JavaScript, saving is offered only when something changed; without it the server says so.
  const saveDisabled = saving || (hydrated && !form.dirty);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-describedby="hours-help">
      <p id="hours-help" className="text-sm text-slate-600 dark:text-slate-400">
        Ajat muodossa HH:MM. Myös 9, 9.30 ja 9,30 käyvät. Tyhjä kenttä tarkoittaa 09:00.
      </p>
      {settings.isModifiedFromDefault ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="hours-modified">
          Aukioloajat poikkeavat oletuksesta. Etusivun aukioloaikapainike korostuu kävijöille.
        </p>
      ) : null}
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <ScrollRegion label="Aukioloajat viikonpäivittäin">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2">Päivä</th>
              <th scope="col" className="py-2">Suljettu</th>
              <th scope="col" className="py-2">Avautuu</th>
              <th scope="col" className="py-2">Sulkeutuu</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const entry = row.getFieldset();
              // A tampered post can name any key ('__proto__'…): only a weekday of our own is a name.
              const day = entry.day.value;
              const dayName = typeof day === "string" && Object.hasOwn(WEEKDAY_NAMES, day) ? WEEKDAY_NAMES[day as keyof typeof WEEKDAY_NAMES] : "";
              const closed = entry.isClosed.value === "on";
              return (
                <tr key={row.key} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {dayName}
                    <input {...getInputProps(entry.day, { type: "hidden" })} key={entry.day.key} />
                  </th>
                  <td className="py-2 pr-3">
                    <input
                      {...getInputProps(entry.isClosed, { type: "checkbox" })}
                      key={entry.isClosed.key}
                      aria-label={`${dayName} suljettu`}
                      className="h-4 w-4"
                    />
                  </td>
                  {([entry.open, entry.close] as const).map((field, index) => (
                    <td key={field.name} className="py-2 pr-3">
                      <input
                        {...getInputProps(field, { type: "text" })}
                        key={field.key}
                        inputMode="decimal"
                        placeholder="hh:mm"
                        autoComplete="off"
                        aria-label={`${dayName} ${index === 0 ? "avautuu" : "sulkeutuu"}`}
                        readOnly={hydrated && closed}
                        className="field w-28"
                        onBlur={(event) => {
                          // Uncontrolled input: write the normalised time and tell Conform it changed.
                          const input = event.currentTarget;
                          const normalised = normaliseTime(input.value);
                          if (normalised === input.value) return;
                          input.value = normalised;
                          input.dispatchEvent(new Event("input", { bubbles: true }));
                        }}
                      />
                      {field.errors ? (
                        <p id={field.errorId} className="field-error">
                          {field.errors.join(" ")}
                        </p>
                      ) : null}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saveDisabled}>
          {saving ? "Tallennetaan..." : "Tallenna aukioloajat"}
        </button>
        <button
          className="btn-secondary"
          {...form.update.getButtonProps({ name: fields.hours.name, value: asFormValue(DEFAULT_BUSINESS_HOURS) })}
        >
          Palauta oletusajat
        </button>
        {settings.lastModifiedDate ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            Viimeksi muutettu {formatDateTime(settings.lastModifiedDate)}
          </span>
        ) : null}
      </div>
    </Form>
  );
}
