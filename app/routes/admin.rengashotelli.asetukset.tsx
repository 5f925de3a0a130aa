import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SettingsForm } from "~/features/tyre-hotel/components/SettingsForm";
import { hotelSettingsSchema } from "~/features/tyre-hotel/import.schema";
import { getHotelSettings, saveRetentionMonths } from "~/features/tyre-hotel/settings.model.server";
import { requireForm } from "~/services/form.server";
import { type FormActionArgs, adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

const PATH = "/admin/rengashotelli/asetukset";

export const meta: MetaFunction = () => [{ title: "Asetukset – Rengashotelli – Ylläpito" }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => getHotelSettings());

export const action = (args: ActionFunctionArgs) => adminAction(args, saveSettings, { form: { maxFields: 5, maxIndex: 0 } });

async function saveSettings({ form }: FormActionArgs) {
  const submission = parseWithZod(requireForm(form), { schema: hotelSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveRetentionMonths(submission.value.retentionMonths);
  return redirectWithToast(PATH, { type: "success", message: `Säilytysaika tallennettu: ${submission.value.retentionMonths} kuukautta.` });
}

export default function HotelSettingsPage() {
  const settings = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">Rengashotellin asetukset</h2>
      <SettingsForm
        // A saved change gives a new default: remount so the form starts clean from it.
        key={String(settings.updatedAt ?? "default")}
        retentionMonths={settings.retentionMonths}
        lastResult={answer?.result}
      />
    </div>
  );
}
