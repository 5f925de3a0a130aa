import { useLoaderData } from "@remix-run/react";

/**
 * A page that crashes while rendering, so the browser tests can see the real error screen. Only in the test
 * build (remix.config.js).
 */
export function loader() {
  return { crash: true };
}

export default function CrashPage() {
  const { crash } = useLoaderData<typeof loader>();
  if (crash) throw new Error("Tarkoituksellinen testivirhe");
  return null;
}
