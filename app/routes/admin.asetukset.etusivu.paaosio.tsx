import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HeroTextsForm } from "~/features/homepage/components/admin/HeroTextsForm";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { EDITOR_FORM_LIMITS, loadEditorTab, saveHeroTexts } from "~/features/homepage/page.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadEditorTab());

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ form }) => saveHeroTexts(requireForm(form)), EDITOR_FORM_LIMITS);

/** 'Pääosio': the hero's texts and the flags that show them, with the live preview. */
export default function HeroTextsTab() {
  const { settings, version } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <HeroTextsForm key={version} stored={settings.hero} answer={answer} />;
}
