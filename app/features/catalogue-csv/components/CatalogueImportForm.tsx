import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { MAX_IMPORT_ROWS } from "~/features/catalogue-csv/rules";
import { CSV_TEXTS as T, type PreviewView } from "~/features/catalogue-csv/import.rules";
import { IMPORT_FORM_ID, catalogueImportSchema } from "~/features/catalogue-csv/schema";
import { controlProps, helpId } from "~/components/ui/form/Field";

function ErrorMessage({ text, repeated = false }: { text: string; repeated?: boolean }) {
  return (
    <p role={repeated ? undefined : "alert"} data-testid={repeated ? undefined : "csv-error"} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {text}
    </p>
  );
}

type Props = {
  /** Conform's result of the last post: its form-level message (the CSV text itself comes as `csv`). */
  lastResult: SubmissionResult<string[]> | undefined;
  /** The CSV the server read (the file's content after a file was previewed), else what was typed. */
  csv: string;
  fileName: string | null;
  digest: string | null;
  preview: PreviewView | null;
  notice: string | null;
  error: string | null;
  errorNearButton: boolean;
};

/**
 * Step one of the import: choose a file or paste the text, then preview. After a preview the text field
 * holds the previewed CSV (from the file too), so a rejected row can be fixed right here; the import
 * buttons below the preview submit this same form.
 */
export function CatalogueImportForm({ lastResult, csv, fileName, digest, preview, notice, error: serverError, errorNearButton }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/renkaat/csv");
  const intent = busy ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    id: IMPORT_FORM_ID,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: catalogueImportSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  // The server's message, or the browser's check of the same rule before sending (JavaScript).
  const error = serverError ?? form.errors?.[0] ?? null;

  return (
    <section aria-labelledby="csv-import-heading" className="card space-y-4">
      <h3 id="csv-import-heading" className="text-lg font-semibold">
        {T.importTitle}
      </h3>
      {error ? <ErrorMessage text={error} repeated={errorNearButton} /> : null}
      {notice ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {notice}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        preventScrollReset
        className="space-y-4"
        aria-describedby="csv-import-help"
      >
        <p id="csv-import-help" className="text-sm text-slate-600 dark:text-slate-400">
          Enintään 5 Mt ja {MAX_IMPORT_ROWS.toLocaleString("fi-FI")} riviä. Esikatselu ei muuta mitään; muutokset tehdään vasta, kun valitset ’{T.apply}’.
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
export function ApplyImport({ preview, error }: { preview: PreviewView; error: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/renkaat/csv");
  const applying = busy && navigation.formData?.get("intent") === "apply";
  const { create, update, rejected } = preview.counts;
  if (create + update === 0) {
    return <p className="card text-sm">{T.nothingToApply}</p>;
  }
  return (
    <div className="card space-y-3">
      {error ? <ErrorMessage text={error} /> : null}
      {rejected > 0 ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="skipRejected" form={IMPORT_FORM_ID} className="mt-0.5 h-4 w-4" />
          <span>{T.skipRejected(rejected)}</span>
        </label>
      ) : null}
      <button type="submit" form={IMPORT_FORM_ID} name="intent" value="apply" className="btn-primary" disabled={busy}>
        {applying ? T.applying : T.apply}
      </button>
    </div>
  );
}
