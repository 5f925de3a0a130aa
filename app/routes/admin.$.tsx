import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { adminLoader } from "~/services/guard.server";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Sivua ei löytynyt – Ylläpito" }, { name: "robots", content: "noindex" }];

/**
 * Any /admin/... address no route knows: an anonymous visitor goes to the login page (the guard), an
 * admin sees a 404 inside the admin layout, with its tabs, instead of the public site's 404.
 */
export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, () => {
    throw new Response("Sivua ei löytynyt", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  });

export default function AdminNotFound() {
  return <AdminNotFoundView />;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={({ error }) => <AdminNotFoundView status={error.status} />}
      unexpectedErrorHandler={() => <AdminNotFoundView status={500} />}
    />
  );
}

function AdminNotFoundView({ status = 404 }: { status?: number }) {
  return (
    <section className="card mx-auto max-w-xl space-y-4 text-center" aria-labelledby="admin-404-title" data-testid="admin-not-found">
      <h2 id="admin-404-title" className="text-2xl font-bold">
        {status === 404 ? "Ylläpidon sivua ei löytynyt" : "Sivun lataaminen epäonnistui"}
      </h2>
      <p className="text-slate-600 dark:text-slate-400">
        {status === 404 ? "Osoitetta ei ole ylläpidossa. Se on voinut muuttua, tai siinä on kirjoitusvirhe." : "Yritä hetken päästä uudelleen."}
      </p>
      <p>
        <Link to="/admin" className="btn-primary">
          Ylläpidon etusivulle
        </Link>
      </p>
    </section>
  );
}
