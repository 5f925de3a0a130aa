import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ManufacturerForm } from "~/features/manufacturers/components/ManufacturerForm";
import { ManufacturerErrorBoundary } from "~/features/manufacturers/components/ManufacturerNotFound";
import { useTabLinks } from "~/features/manufacturers/components/links";
import { MANUFACTURERS_PATH, MANUFACTURER_TEXTS as T, manufacturerFormSchema, tabUrl } from "~/features/manufacturers/rules";
import { getManufacturer, updateManufacturer } from "~/features/manufacturers/model.server";
import { adminAction, adminLoader, type FormActionArgs } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseDatabaseId } from "~/lib/database-id";

export const meta: MetaFunction = () => [{ title: `${T.editTitle} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadManufacturer);

export const action = (args: ActionFunctionArgs) => adminAction(args, update);

async function loadManufacturer({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.id);
  const manufacturer = id === null ? null : await getManufacturer(id);
  if (!manufacturer) throw new Response(T.notFound, { status: 404 });
  const { name, country, logoUrl, website, description } = manufacturer;
  return { manufacturer: { id: manufacturer.id, name, country, logoUrl, website, description } };
}

async function update({ request, params, form }: FormActionArgs) {
  const id = parseDatabaseId(params.id);
  const submission = parseWithZod(requireForm(form), { schema: manufacturerFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (id === null) return data({ result: submission.reply({ formErrors: [T.notFound] }) }, { status: 404 });
  try {
    const result = await updateManufacturer(id, submission.value);
    if (!result.ok) {
      const message = result.error === "duplicate" ? T.duplicate(submission.value.name) : T.notFound;
      return data({ result: submission.reply({ formErrors: [message] }) }, { status: result.error === "duplicate" ? 409 : 404 });
    }
  } catch (error) {
    console.error("Valmistajan päivitys epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.saveFailed] }) }, { status: 500 });
  }
  return redirectWithToast(tabUrl(request.url), { type: "success", message: T.updated });
}

export default function EditManufacturer() {
  const { manufacturer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const to = useTabLinks();
  return (
    <ManufacturerForm
      // A different manufacturer is a different form: it starts from its own values.
      key={manufacturer.id}
      id={`manufacturer-${manufacturer.id}`}
      heading={`${T.editTitle}: ${manufacturer.name}`}
      cancelTo={to(MANUFACTURERS_PATH)}
      defaultValue={manufacturer}
      lastResult={actionData?.result}
    />
  );
}

export const ErrorBoundary = ManufacturerErrorBoundary;
