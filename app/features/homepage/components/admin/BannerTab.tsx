import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { BannerPosition } from "~/features/homepage/schema";
import type { EditorAnswer, LinkAnswer, loadEditorTab } from "~/features/homepage/page.server";
import { BannerForm } from "./BannerForm";

/** The view of the three banner tabs (routes admin.asetukset.etusivu.{ylä,keski,ala}banneri). */
export function BannerTab({ position }: { position: BannerPosition }) {
  const { settings, version, imageChoices } = useLoaderData<Awaited<ReturnType<typeof loadEditorTab>>>();
  const answer = useActionData<EditorAnswer | LinkAnswer>();
  // A link saved on blur answers without a reload: only a whole save gives the form new values.
  const formAnswer = answer && "result" in answer ? answer : undefined;
  return <BannerForm key={version} position={position} stored={settings.banners[position]} answer={formAnswer} choices={imageChoices} />;
}

/** The link saved on blur changes nothing else on the page: reloading would reset what is being typed. */
export const keepFormAfterLinkSave: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "link" ? false : defaultShouldRevalidate;
