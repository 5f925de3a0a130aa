import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import type { HotelPreviewView } from "~/features/tyre-hotel/import-plan.rules";
import { HOTEL_IMPORT_TEXTS as T, MAX_HOTEL_IMPORT_BYTES, MAX_HOTEL_IMPORT_ROWS } from "~/features/tyre-hotel/import.rules";
import { HOTEL_IMPORT_FORM_ID, hotelImportSchema } from "~/features/tyre-hotel/import.schema";
import { controlProps, helpId } from "~/components/ui/form/Field";

export const HOTEL_IMPORT_PATH = "/admin/rengashotelli/tuonti";

function ErrorMessage({ text, repeated = false }: { text: string; repeated?: boolean }) {
  return (
    <p
      role={repeated ? undefined : "alert"}
      data-testid={repeated ? undefined : "import-error"}
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {text}
    </p>
  );
}

function useImportSubmission() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(HOTEL_IMPORT_PATH);
  return { busy, intent: busy ? navigation.formData?.get("intent") : null };
}

type Props = {
  lastResult: SubmissionResult<string[]> | undefined;
  /** The CSV the server read (the file's content after a file was previewed), else what was typed. */
  csv: string;
  fileName: string | null;
  digest: string | null;
  preview: HotelPreviewView | null;
  error: string | null;
  errorNearButton: boolean;
};

/**
 * Step one: choose a file or paste the text, then preview. After a preview the text field holds the
 * previewed CSV (from the file too), so a rejected row can be fixed right here; the import button below
 * the preview submits this same form.
 */
export function ImportForm({ lastResult, csv, fileName, digest, preview, error: serverError, errorNearButton }: Props) {
  const { busy, intent } = useImportSubmission();
  const [form, fields] = useForm({
    id: HOTEL_IMPORT_FORM_ID,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: hotelImportSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const error = serverError ?? form.errors?.[0] ?? null;
  const megabytes = MAX_HOTEL_IMPORT_BYTES / (1024 * 1024);

  return (
    <section aria-labelledby="hotel-import-heading" className="card space-y-4">
      <h3 id="hotel-import-heading" className="text-lg font-semibold">
        Tiedosto
      </h3>
      {error ? <ErrorMessage text={error} repeated={errorNearButton} /> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} preventScrollReset className="space-y-4" aria-describedby="hotel-import-help">
        <p id="hotel-import-help" className="text-sm text-slate-600 dark:text-slate-400">
          Enintään {megabytes} Mt ja {MAX_HOTEL_IMPORT_ROWS.toLocaleString("fi-FI")} riviä, UTF-8, erottimena puolipiste tai pilkku. Esikatselu ei
          muuta mitään; rekisteriin tallennetaan vasta, kun valitset ’{T.apply}’.
        </p>
        <div>
          <label htmlFor={fields.file.id} className="mb-1 block text-sm font-medium">
            {T.file}
          </label>
          <input {...controlProps(fields.file)} key={fields.file.key} type="file" accept=".csv,.txt,text/csv,text/plain" className="block w-full text-sm" />
          {fileName ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Esikatseltu tiedosto: {fileName}. Sen sisältö on nyt alla olevassa kentässä.</p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.csv.id} className="mb-1 block text-sm font-medium">
            {T.text}
          </label>
          <textarea
            {...controlProps(fields.csv, { helpId: helpId(fields.csv) })}
            key={fields.csv.key}
            defaultValue={csv}
            rows={8}
            spellCheck={false}
            wrap="off"
            className="field font-mono text-xs"
          />
          <p id={helpId(fields.csv)} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Tai liitä CSV tähän. Valittu tiedosto ohittaa kentän sisällön.
          </p>
        </div>
        {digest ? <input type="hidden" name={fields.digest.name} value={digest} /> : null}
        <button type="submit" name={fields.intent.name} value="preview" className={preview ? "btn-secondary" : "btn-primary"} disabled={busy}>
          {intent === "preview" ? T.previewing : T.preview}
        </button>
      </Form>
    </section>
  );
}

/** Step two, below the preview: import what was previewed (posts the form above). */
export function ApplyImport({ preview, error }: { preview: HotelPreviewView; error: string | null }) {
  const { busy, intent } = useImportSubmission();
  const { create, checkIn, rejected } = preview.counts;
  if (rejected > 0) {
    return (
      <div className="card space-y-2 text-sm">
        {error ? <ErrorMessage text={error} /> : null}
        <p>Korjaa hylätyt rivit yllä olevassa kentässä tai tiedostossa ja esikatsele uudelleen. Tuonti tallentaa kaikki rivit tai ei mitään.</p>
      </div>
    );
  }
  if (create + checkIn === 0) return <p className="card text-sm">{T.nothingToApply}</p>;
  return (
    <div className="card space-y-3">
      {error ? <ErrorMessage text={error} /> : null}
      <button type="submit" form={HOTEL_IMPORT_FORM_ID} name="intent" value="apply" className="btn-primary" disabled={busy}>
        {intent === "apply" ? T.applying : T.apply}
      </button>
    </div>
  );
}
