import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LegacyBannerForm } from "~/features/homepage/components/admin/LegacyBannerForm";
import { adminAction, adminLoader } from "~/services/guard.server";
import { loadEditorTab, saveLegacyBanner } from "~/features/homepage/page.server";

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadEditorTab("banner-top"));

export const action = (args: ActionFunctionArgs) => adminAction(args, ({ request }) => saveLegacyBanner(request));

/** The legacy single banner: its own URL, no tab button, shown as a panel with a close button. */
export default function LegacyBannerTab() {
  const { settings, version, imageChoices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <LegacyBannerForm key={version} stored={settings.legacyBanner} answer={answer} choices={imageChoices} />;
}
