import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HeroImageForm } from "~/features/homepage/components/admin/HeroImageForm";
import { adminAction, adminLoader } from "~/services/guard.server";
import { loadEditorTab, saveHeroImage } from "~/features/homepage/page.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadEditorTab("hero"));

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request }) => saveHeroImage(request));

/** 'Pääosion kuva': upload or pick, alt text, position; 'Poista kuva' clears it and saves. */
export default function HeroImageTab() {
  const { settings, version, imageChoices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <HeroImageForm key={version} stored={settings.hero} answer={answer} choices={imageChoices} />;
}
