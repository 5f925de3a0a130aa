import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ImportColumns } from "~/features/tyre-hotel/components/ImportColumns";
import { HOTEL_IMPORT_PATH, ImportForm } from "~/features/tyre-hotel/components/ImportForm";
import { ImportPreview } from "~/features/tyre-hotel/components/ImportPreview";
import { importDoneMessage, previewView } from "~/features/tyre-hotel/import-plan.rules";
import { HOTEL_IMPORT_TEXTS as T } from "~/features/tyre-hotel/import.rules";
import { hotelImportSchema } from "~/features/tyre-hotel/import.schema";
import { applyHotelImport, hotelImportDigest, previewHotelImport, readHotelUpload } from "~/features/tyre-hotel/import.server";
import { UploadRefused } from "~/services/csv-upload.server";
import { type FormActionArgs, adminAction, adminLoader } from "~/services/guard.server";
import type { Admin } from "~/services/admins.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: `${T.title} – Rengashotelli – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => ({ ok: true }));

export const action = (args: ActionFunctionArgs) => adminAction(args, importRegister);

/*
 * As the catalogue's import (admin.renkaat.csv.tsx): the previewed CSV travels back to the browser in the
 * text field and is posted again with the import, a digest proving it is what the admin saw. Nothing is
 * kept on the server between the two steps, and the import checks every row again anyway.
 */
async function importRegister({ request, admin }: FormActionArgs & { admin: Admin }) {
  let upload;
  try {
    upload = await readHotelUpload(request);
  } catch (error) {
    if (error instanceof UploadRefused) return data({ csv: "", fileName: null, digest: null, preview: null, error: error.message }, { status: error.status });
    throw error;
  }
  const { form, csv, fileName } = upload;
  form.delete("file");
  form.set("csv", csv);
  const submission = parseWithZod(form, { schema: hotelImportSchema });
  const reply = (status: number, fields: { preview?: ReturnType<typeof previewView> | null; error?: string | null }) => {
    const error = fields.error ?? null;
    // The CSV travels once, as `csv`, not again in Conform's copy of the values.
    const result = submission.reply({ hideFields: ["csv"], ...(error ? { formErrors: [error] } : {}) });
    const digest = fields.preview ? hotelImportDigest(csv) : null;
    return data({ csv, fileName, digest, preview: fields.preview ?? null, error, result }, { status });
  };
  if (submission.status !== "success") return reply(400, { error: submission.error?.[""]?.[0] ?? T.nothingToImport });
  const { intent, digest } = submission.value;

  const preview = async (status: number, error: string | null = null) => {
    const result = await previewHotelImport(csv);
    if (!result.ok) return reply(400, { error: result.error });
    return reply(status, { preview: previewView(result), error });
  };

  if (intent !== "apply") return preview(200);
  if (digest !== hotelImportDigest(csv)) return preview(409, T.changedSincePreview);

  const result = await applyHotelImport(csv, admin.username);
  if (!result.ok) return preview(result.rejected ? 422 : 500, result.error);
  console.info(`Rengashotellin tuonti: ${result.created} uutta sarjaa, ${result.checkedIn} uudelleen sisään, ${result.customers} uutta asiakasta, ${result.ms} ms.`);
  return redirectWithToast(HOTEL_IMPORT_PATH, { type: "success", message: importDoneMessage(result) });
}

export default function HotelImportPage() {
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold">{T.title}</h2>
      <ImportForm
        // Each preview starts a fresh form: the file input empties and the text field holds what was previewed.
        key={result?.digest ?? "empty"}
        lastResult={result && "result" in result ? result.result : undefined}
        csv={result?.csv ?? ""}
        fileName={result?.fileName ?? null}
        digest={result?.digest ?? null}
        preview={result?.preview ?? null}
        error={result?.error ?? null}
        errorNearButton={Boolean(result?.preview)}
      />
      {result?.preview ? <ImportPreview key={`preview-${result.digest}`} preview={result.preview} error={result.error} /> : null}
      <ImportColumns />
    </div>
  );
}
