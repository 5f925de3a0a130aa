import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogueExportLinks } from "~/features/catalogue-csv/components/CatalogueExportLinks";
import { CatalogueImportForm } from "~/features/catalogue-csv/components/CatalogueImportForm";
import { ImportPreview } from "~/features/catalogue-csv/components/ImportPreview";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { CSV_TEXTS as T, importDoneMessage, previewView } from "~/features/catalogue-csv/import.rules";
import { catalogueImportSchema } from "~/features/catalogue-csv/schema";
import { tabUrl } from "~/features/manufacturers/rules";
import {
  applyCatalogueImport,
  catalogueCounts,
  catalogueDigest,
  previewCatalogueImport,
} from "~/features/catalogue-csv/model.server";
import { readCatalogueUpload } from "~/features/catalogue-csv/upload.server";
import { UploadRefused } from "~/services/csv-upload.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: `${T.title} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => catalogueCounts());

export const action = (args: ActionFunctionArgs) => adminAction(args, importCatalogue);

/*
 * The previewed CSV travels back to the browser and is posted again with the import (the text field holds
 * it; a digest proves it is what the admin saw). Nothing is kept on the server between the two steps: no
 * table of pending uploads to clean up, any web process can take the second post, and the import checks
 * every row again against the catalogue as it is at that moment anyway.
 */
async function importCatalogue({ request }: ActionFunctionArgs) {
  let upload;
  try {
    upload = await readCatalogueUpload(request);
  } catch (error) {
    if (error instanceof UploadRefused) return data({ csv: "", fileName: null, digest: null, preview: null, notice: null, error: error.message }, { status: error.status });
    throw error;
  }
  const { form, csv, fileName } = upload;
  // The file, when one was chosen, is now the CSV: the schema checks what will be previewed or imported.
  form.delete("file");
  form.set("csv", csv);
  const submission = parseWithZod(form, { schema: catalogueImportSchema });
  const reply = (status: number, fields: { preview?: ReturnType<typeof previewView> | null; notice?: string | null; error?: string | null }) => {
    const error = fields.error ?? null;
    // The CSV travels once, as `csv` (it may be megabytes), not again in Conform's copy of the values.
    const result = submission.reply({ hideFields: ["csv"], ...(error ? { formErrors: [error] } : {}) });
    const digest = fields.preview ? catalogueDigest(csv) : null;
    return data({ csv, fileName, digest, preview: fields.preview ?? null, notice: fields.notice ?? null, error, result }, { status });
  };
  if (submission.status !== "success") return reply(400, { error: submission.error?.[""]?.[0] ?? T.nothingToImport });
  const { intent, digest, skipRejected } = submission.value;

  const preview = async (status: number, notice: string | null, error: string | null = null) => {
    const result = await previewCatalogueImport(csv);
    if (!result.ok) return reply(400, { error: result.error });
    return reply(status, { preview: previewView(result), notice, error });
  };

  if (intent !== "apply") return preview(200, null);
  if (digest !== catalogueDigest(csv)) return preview(409, T.changedSincePreview);

  const result = await applyCatalogueImport(csv, { skipRejected });
  if (!result.ok) return preview(result.rejected ? 422 : 500, null, result.error);
  console.info(`Luettelon tuonti: ${result.created} uutta, ${result.updated} päivitettyä, ${result.skipped} ohitettua riviä, ${result.ms} ms.`);
  return redirectWithToast(tabUrl(request.url, "/admin/renkaat"), { type: "success", message: importDoneMessage(result.created, result.updated) });
}

export default function CatalogueCsvDrawer() {
  const counts = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminDrawer title={T.title} closeTo="/admin/renkaat">
      <div className="space-y-8">
        <CatalogueExportLinks counts={counts} />
        <CatalogueImportForm
          // Each preview starts a fresh form: the file input empties and the text field holds what was previewed.
          key={result?.digest ?? "empty"}
          lastResult={result && "result" in result ? result.result : undefined}
          csv={result?.csv ?? ""}
          fileName={result?.fileName ?? null}
          digest={result?.digest ?? null}
          preview={result?.preview ?? null}
          notice={result?.notice ?? null}
          error={result?.error ?? null}
          // With a preview, the import's error is announced next to its button; here it is only repeated.
          errorNearButton={Boolean(result?.preview)}
        />
        {result?.preview ? <ImportPreview key={result.digest} preview={result.preview} error={result.error} /> : null}
      </div>
    </AdminDrawer>
  );
}
