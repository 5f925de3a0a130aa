import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CampaignTabError } from "~/features/campaigns/components/admin/CampaignTabError";
import { CampaignTabView } from "~/features/campaigns/components/admin/CampaignTabView";

/**
 * The campaign tab's view with no campaigns ('Ei kampanjoita'), or with `?tila=virhe` its error screen,
 * so the browser tests can see both states without emptying or breaking the shared demo database.
 * Only in the test build (remix.config.js).
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get("tila") === "virhe") throw new Error("Tarkoituksellinen testivirhe");
  return { campaigns: [] };
}

export default function EmptyCampaignTab() {
  const { campaigns } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <CampaignTabView campaigns={campaigns} search="" />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <CampaignTabError retryTo="/e2e/kampanjat" />
    </main>
  );
}
