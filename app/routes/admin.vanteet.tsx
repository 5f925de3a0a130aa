import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { TabLoadError } from "~/components/ui/TabLoadError";
import { RimTab } from "~/features/rims/components/admin/RimTable";
import { RIMS_ADMIN_PATH, RIM_TEXTS } from "~/features/rims/rules";
import { adminLoader } from "~/services/guard.server";
import { loadRimTab } from "~/features/rims/page.server";

export const meta: MetaFunction = () => [{ title: RIM_TEXTS.admin.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => loadRimTab(new URL(request.url).searchParams));

/** The tab 'Vanteet'. The form and the delete confirmation are nested routes over it. */
export default function RimAdminTab() {
  const tab = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <RimTab {...tab} search={search} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <TabLoadError title={RIM_TEXTS.admin.title} message={RIM_TEXTS.admin.errors.load} retryTo={RIMS_ADMIN_PATH} testId="rims-error" />;
}
