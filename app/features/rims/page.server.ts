/**
 * What the 'Vanteet' admin routes do besides rendering: the list, the rim form's action (create and
 * edit, with the image uploaded or picked from the library) and delete. Every outcome is a redirect to
 * the list with a toast; a refused form comes back with everything typed (Conform's submission reply).
 */
import { data, redirect } from "@remix-run/node";
import { RIMS_ADMIN_PATH, RIMS_ADMIN_PER_PAGE, RIM_TEXTS, type RimRecord, rimView } from "~/features/rims/rules";
import { type RimFormValues, parseRimForm } from "~/features/rims/schema";
import { parseDatabaseId } from "~/lib/database-id";
import { parsePageNumber } from "~/lib/paging";
import { loadImageChoices } from "~/features/images/model.server";
import { createRim, deleteRim, getRim, listRimsForAdmin, updateRim } from "~/features/rims/model.server";
import { fieldsWithImage, readUploadForm, resolveImageFields } from "~/features/images/image-fields.server";
import { deleteAndReturn, redirectWithToast } from "~/services/toast.server";

const T = RIM_TEXTS.admin;
export const RIM_IMAGE_FIELD = "image";
/** Ten fields and the image field's extra inputs; anything well beyond is not our form. */
const FORM_LIMITS = { maxFields: 30, maxIndex: 0 };

/** The list with the query it was opened with: where every action returns. */
export function rimTabUrl(request: Request): string {
  return `${RIMS_ADMIN_PATH}${new URL(request.url).search}`;
}

export async function loadRimTab(params: URLSearchParams) {
  const result = await listRimsForAdmin(parsePageNumber(params.get("sivu")), RIMS_ADMIN_PER_PAGE);
  return { rims: result.rims.map(rimView), total: result.total, page: result.page, pageCount: result.pageCount };
}

/** The rim of the route's `id`, or a 404 the dialog's error boundary shows as 'Vannetta ei löytynyt'. */
export async function requireRim(id: string | undefined): Promise<RimRecord> {
  const parsed = parseDatabaseId(id);
  const rim = parsed === null ? null : await getRim(parsed);
  if (!rim) throw new Response(T.errors.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return rim;
}

export function rimFormValuesOf(rim: RimRecord): RimFormValues {
  const plain = (value: string) => String(Number(value));
  return {
    brand: rim.brand,
    model: rim.model,
    diameter: String(rim.diameter),
    width: plain(rim.width),
    boltCount: String(rim.boltCount),
    boltCircle: plain(rim.boltCircle),
    offset: String(rim.offset),
    centreBore: rim.centreBore === null ? "" : plain(rim.centreBore),
    price: plain(rim.price),
    stock: rim.stock === null ? "" : String(rim.stock),
    image: rim.image,
  };
}

/** The form's image choices offered without JavaScript (the library's newest, product images first). */
export function rimImageChoices() {
  return loadImageChoices("product");
}

/**
 * Store the uploaded or picked image, validate with the form's schema, then create (`existing` null) or
 * update; back to the list. A refused form comes back with what was typed and the stored image.
 */
export async function handleRimForm(request: Request, existing: RimRecord | null, back: string) {
  const form = await readUploadForm(request, FORM_LIMITS);
  const images = await resolveImageFields(form, [{ name: RIM_IMAGE_FIELD, category: "product" }]);
  const image = images.values[RIM_IMAGE_FIELD];
  const submission = parseRimForm(fieldsWithImage(form, RIM_IMAGE_FIELD, typeof image === "string" ? image : null));
  const uploadError = images.errors[RIM_IMAGE_FIELD];
  if (uploadError) return data({ result: submission.reply({ fieldErrors: { [RIM_IMAGE_FIELD]: [uploadError] } }) }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    if (!existing) {
      await createRim(submission.value);
      return redirectWithToast(back, { type: "success", message: T.toasts.created });
    }
    const updated = await updateRim(existing.id, submission.value);
    if (!updated) return data({ result: submission.reply({ formErrors: [T.errors.notFound] }) }, { status: 404 });
    return redirectWithToast(back, { type: "success", message: T.toasts.updated });
  } catch (error) {
    console.error("Vanteen tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.errors.save] }) }, { status: 500 });
  }
}

export function removeRim(idParam: string | undefined, back: string): Promise<Response> {
  return deleteAndReturn(back, parseDatabaseId(idParam), deleteRim, {
    deleted: T.toasts.deleted,
    notFound: T.errors.notFound,
    failed: T.errors.delete,
    logMessage: "Vanteen poisto epäonnistui:",
  });
}

export function backToRimTab(request: Request): Response {
  return redirect(rimTabUrl(request));
}
