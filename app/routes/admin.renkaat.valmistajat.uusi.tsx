import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ManufacturerForm } from "~/features/manufacturers/components/ManufacturerForm";
import { useTabLinks } from "~/features/manufacturers/components/links";
import { MANUFACTURERS_PATH, MANUFACTURER_TEXTS as T, manufacturerFormSchema, tabUrl } from "~/features/manufacturers/rules";
import { createManufacturer } from "~/features/manufacturers/model.server";
import { adminAction, type FormActionArgs } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: `${T.createTitle} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const action = (args: ActionFunctionArgs) => adminAction(args, create);

async function create({ request, form }: FormActionArgs) {
  const submission = parseWithZod(requireForm(form), { schema: manufacturerFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const result = await createManufacturer(submission.value);
    if (!result.ok) {
      return data({ result: submission.reply({ formErrors: [T.duplicate(submission.value.name)] }) }, { status: 409 });
    }
  } catch (error) {
    console.error("Valmistajan luonti epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.saveFailed] }) }, { status: 500 });
  }
  return redirectWithToast(tabUrl(request.url), { type: "success", message: T.created });
}

export default function NewManufacturer() {
  const actionData = useActionData<typeof action>();
  const to = useTabLinks();
  return (
    <ManufacturerForm
      id="manufacturer-new"
      heading={T.createTitle}
      cancelTo={to(MANUFACTURERS_PATH)}
      lastResult={actionData?.result}
    />
  );
}
