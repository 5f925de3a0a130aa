import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { LogoutButton } from "~/features/auth/components/LogoutButton";
import { AdminTabs } from "~/components/layout/admin/AdminTabs";
import { RestoredFormNotice } from "~/components/ui/form/RestoredForm";
import { adminLoader } from "~/services/guard.server";
import { takePendingForm } from "~/services/pending-form.server";

export const meta: MetaFunction = () => [{ title: "Ylläpito – Rengas-Kaarto" }, { name: "robots", content: "noindex" }];

/** Admin pages hold private data: never stored by a browser or proxy cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async ({ admin, request }) => ({
    username: admin.username,
    // A form sent when the session had ended comes back once, on its own page (decision 0027).
    restoredForm: request.method === "GET" ? await takePendingForm(request) : null,
  }));

export default function AdminLayout() {
  const { username } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-4">
            <Link to="/" className="text-sm underline">
              ← Sivustolle
            </Link>
            <h1 className="text-lg font-bold">Ylläpito</h1>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <span>
              Kirjautunut:{" "}
              <Link to="/admin/tili" className="underline" title="Oma tili: salasana, kaksivaiheinen tunnistautuminen ja kirjautumiset">
                {username}
              </Link>
            </span>
            <LogoutButton />
          </div>
        </div>
        <AdminTabs />
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <RestoredFormNotice />
        <Outlet />
      </main>
    </div>
  );
}
