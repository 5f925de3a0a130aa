import { useLoaderData } from "@remix-run/react";

/**
 * A page that crashes while rendering, so the browser tests can see the real error screen. It exists
 * only when the test server sets E2E_TEST_ROUTES=1; everywhere else it is a plain 404.
 */
export function loader() {
  if (process.env.E2E_TEST_ROUTES !== "1") throw new Response("Sivua ei löytynyt", { status: 404 });
  return { crash: true };
}

export default function CrashPage() {
  const { crash } = useLoaderData<typeof loader>();
  if (crash) throw new Error("Tarkoituksellinen testivirhe");
  return null;
}
