import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SectionsForm } from "~/features/homepage/components/admin/SectionsForm";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { EDITOR_FORM_LIMITS, loadEditorTab, saveSections } from "~/features/homepage/page.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadEditorTab());

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ form }) => saveSections(requireForm(form)), EDITOR_FORM_LIMITS);

/** 'Sisältöosiot': the intro and services sections. */
export default function SectionsTab() {
  const { settings, version } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <SectionsForm key={version} stored={settings.sections} answer={answer} />;
}
