import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { ErrorScreen, NotFoundScreen, RequestErrorScreen } from "~/components/layout/ErrorScreens";
import { Toast } from "~/components/ui/Toast";
import { ErrorReporter } from "~/components/ui/ErrorReporter";
import { useNonce } from "~/components/ui/nonce";
import { baseMeta, pageMeta } from "~/features/site/seo.rules";
import { getEnv } from "~/services/env.server";
import { getAdmin } from "~/services/session.server";
import { getTheme } from "~/services/theme.server";
import { takeToast } from "~/services/toast.server";
import stylesheet from "~/tailwind.css";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  data ? pageMeta({ path: location.pathname, origin: data.origin }) : baseMeta();

export async function loader({ request }: LoaderFunctionArgs) {
  const [theme, admin, { toast, setCookie }] = await Promise.all([getTheme(request), getAdmin(request), takeToast(request)]);
  const { publicOrigin: origin, shopLinks } = getEnv();
  return data(
    { theme, isAdmin: admin !== null, toast, origin, shopLinks },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // No stored choice: no class, and CSS follows the OS preference (tailwind.config.ts darkMode).
  const theme = rootData?.theme ?? null;
  const nonce = useNonce();
  // Children's effects run first: once this is set, every widget of the first render (or of an error
  // screen) is listening. Browser tests wait for it instead of for time.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="fi" className={theme ?? ""}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme ?? "light dark"} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ErrorReporter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      {rootData?.toast ? <Toast toast={rootData.toast} /> : null}
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  const crash = <ErrorScreen reloadHref={`${location.pathname}${location.search}`} />;
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => <NotFoundScreen /> }}
      // A refused request (4xx) thrown with a Finnish text says why; anything else is the crash screen.
      defaultStatusHandler={({ error }) =>
        error.status >= 400 && error.status < 500 && typeof error.data === "string" && error.data ? <RequestErrorScreen message={error.data} /> : crash
      }
      unexpectedErrorHandler={() => crash}
    />
  );
}
