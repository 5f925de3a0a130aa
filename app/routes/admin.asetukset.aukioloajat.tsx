import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BusinessHoursForm } from "~/features/hours/components/BusinessHoursForm";
import { hoursEqual } from "~/features/hours/rules";
import { businessHoursFormSchema } from "~/features/hours/schema";
import { type FormActionArgs, adminAction, adminLoader } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { redirectWithToast } from "~/services/toast.server";
import { getBusinessSettings, saveBusinessHours } from "~/features/hours/model.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => getBusinessSettings());

// Seven weekdays: hours[0] … hours[6]; anything beyond is refused before Conform builds arrays from it.
export const action = (args: ActionFunctionArgs) => adminAction(args, saveHours, { form: { maxIndex: 6, maxFields: 40, lists: ["hours"] } });

async function saveHours({ form }: FormActionArgs) {
  const submission = parseWithZod(requireForm(form), { schema: businessHoursFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const current = await getBusinessSettings();
  if (hoursEqual(current.businessHours, submission.value)) {
    return data({ result: submission.reply({ formErrors: ["Ei tallentamattomia muutoksia."] }) }, { status: 400 });
  }
  await saveBusinessHours(submission.value);
  return redirectWithToast("/admin/asetukset/aukioloajat", {
    type: "success",
    message: "Aukioloajat päivitetty onnistuneesti",
  });
}

export default function BusinessHoursRoute() {
  const settings = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <BusinessHoursForm
      // A saved change gives new defaults: remount so the form starts clean from them.
      key={settings.lastModifiedDate ?? "default"}
      settings={settings}
      lastResult={actionData?.result}
    />
  );
}
