import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteManufacturer } from "~/features/manufacturers/components/DeleteManufacturer";
import { ManufacturerErrorBoundary } from "~/features/manufacturers/components/ManufacturerNotFound";
import { useTabLinks } from "~/features/manufacturers/components/links";
import { MANUFACTURERS_PATH, MANUFACTURER_TEXTS as T, tabUrl } from "~/features/manufacturers/rules";
import { deleteManufacturer, getManufacturerWithProductCount } from "~/features/manufacturers/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseDatabaseId } from "~/lib/database-id";

export const meta: MetaFunction = () => [{ title: `${T.deleteTitle} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadManufacturer);

export const action = (args: ActionFunctionArgs) => adminAction(args, remove);

async function loadManufacturer({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.id);
  const manufacturer = id === null ? null : await getManufacturerWithProductCount(id);
  if (!manufacturer) throw new Response(T.notFound, { status: 404 });
  return { manufacturer: { id: manufacturer.id, name: manufacturer.name, productCount: manufacturer.productCount } };
}

/** Deletes and returns to the list with a toast: the success text, or why it could not be deleted. */
async function remove({ request, params }: ActionFunctionArgs) {
  const id = parseDatabaseId(params.id);
  const back = tabUrl(request.url);
  if (id === null) return redirectWithToast(back, { type: "error", message: T.notFound });
  try {
    const result = await deleteManufacturer(id);
    if (result.ok) return redirectWithToast(back, { type: "success", message: T.deleted });
    const message = result.error === "has_products" ? T.hasProducts(result.productCount ?? 0) : T.notFound;
    return redirectWithToast(back, { type: "error", message });
  } catch (error) {
    console.error("Valmistajan poisto epäonnistui:", error);
    return redirectWithToast(back, { type: "error", message: T.deleteFailed });
  }
}

export default function DeleteManufacturerRoute() {
  const { manufacturer } = useLoaderData<typeof loader>();
  const to = useTabLinks();
  return <DeleteManufacturer manufacturer={manufacturer} cancelTo={to(MANUFACTURERS_PATH)} />;
}

export const ErrorBoundary = ManufacturerErrorBoundary;
