import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmDialog } from "~/features/images/components/ConfirmDialog";
import { IMAGE_TEXTS as T, formatFileSize } from "~/features/images/rules";
import { deleteImage, getImageRecord, imageUsage, toLibraryImage } from "~/features/images/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseDatabaseId } from "~/lib/database-id";

const TITLE_ID = "delete-image-title";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Poista kuva ${data.image.filename} – Ylläpito` : `${T.notFound} – Ylläpito` },
  { name: "robots", content: "noindex" },
];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadConfirmation);

async function loadConfirmation({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.id);
  const record = id === null ? null : await getImageRecord(id);
  if (!record) throw new Response(T.notFound, { status: 404 });
  return { image: toLibraryImage(record), usage: await imageUsage(record.id) };
}

export const action = (args: ActionFunctionArgs) => adminAction(args, removeImage);

async function removeImage({ params, request }: ActionFunctionArgs) {
  const back = `/admin/kuvat${new URL(request.url).search}`;
  const id = parseDatabaseId(params.id);
  const deleted = id !== null && (await deleteImage(id));
  return redirectWithToast(back, deleted ? { type: "success", message: T.deleted } : { type: "error", message: T.notFound });
}

/** Closing returns to the library with the same search and page. */
const useBackHref = () => `/admin/kuvat${useLocation().search}`;

/** Asks before deleting: a dialog over the library, and a page of its own without JavaScript. */
export default function DeleteImageRoute() {
  const { image, usage } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const back = useBackHref();
  const deleting = useNavigation().state === "submitting";
  return (
    <ConfirmDialog closeHref={back} titleId={TITLE_ID}>
      <h3 id={TITLE_ID} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        Poistetaanko kuva?
      </h3>
      <img src={image.url} alt={image.alt} className="mt-4 max-h-48 w-full rounded bg-slate-100 object-contain dark:bg-slate-800" />
      <p className="mt-3 text-sm">
        <span className="font-medium">{image.filename}</span> ({formatFileSize(image.size)}, {image.width} × {image.height} px)
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Kuva poistetaan pysyvästi kuvapankista.</p>
      {usage > 0 ? (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="image-usage">
          Kuva on käytössä {usage === 1 ? "yhdessä kohteessa" : `${usage} kohteessa`} (tuotteet, kampanjat, uutiskirjeet tai etusivu).
          Poiston jälkeen niissä ei näy kuvaa.
        </p>
      ) : null}
      <Form method="post" action={`/admin/kuvat/${image.id}/poista${search}`} className="mt-6 flex flex-wrap justify-end gap-3">
        <Link to={back} preventScrollReset className="btn-secondary">
          {T.cancel}
        </Link>
        <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={deleting}>
          {deleting ? "Poistetaan…" : "Poista kuva"}
        </button>
      </Form>
    </ConfirmDialog>
  );
}

/** An unknown or already deleted image: say so and offer the way back. */
export function ErrorBoundary() {
  const back = useBackHref();
  return (
    <ConfirmDialog closeHref={back} titleId={TITLE_ID}>
      <h3 id={TITLE_ID} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {T.notFound}
      </h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Kuva on voitu jo poistaa.</p>
      <Link to={back} className="btn-secondary mt-6">
        Takaisin kuvapankkiin
      </Link>
    </ConfirmDialog>
  );
}
