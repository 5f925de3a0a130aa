import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import { SystemView } from "~/features/system/components/SystemView";
import { loadSystemPage, retryJob } from "~/features/system/page.server";
import { SYSTEM_TEXTS as T } from "~/features/system/rules";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

/** GET /admin/jarjestelma: the job queues' state (issue 30). */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => loadSystemPage());

/** 'Yritä uudelleen' of one failed job (queue and id in the form), back here with a toast. */
export const action = (args: ActionFunctionArgs) => adminAction(args, ({ form }) => retryJob(requireForm(form)));

export default function SystemPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to="/admin/asetukset" className="text-sm underline">
        {T.back}
      </Link>
      <AdminTabHeader title={T.title} intro={T.intro} />
      <SystemView data={data} />
    </div>
  );
}
