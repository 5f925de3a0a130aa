import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FinancingForm } from "~/features/homepage/components/admin/FinancingForm";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { EDITOR_FORM_LIMITS, loadEditorTab, saveFinancing } from "~/features/homepage/page.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadEditorTab());

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ form }) => saveFinancing(requireForm(form)), EDITOR_FORM_LIMITS);

/** 'Rahoitusosio': the financing call to action. */
export default function FinancingTab() {
  const { settings, version } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <FinancingForm key={version} stored={settings.financingCTA} answer={answer} />;
}
