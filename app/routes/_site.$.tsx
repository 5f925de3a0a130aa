import type { MetaFunction } from "@remix-run/node";
import { NotFoundScreen } from "~/components/layout/ErrorScreens";

export const meta: MetaFunction = () => [{ title: "Sivua ei löytynyt – Rengas-Kaarto" }];

/** Unknown paths: the Finnish 404 page inside the site layout, with a real 404 status. */
export function loader() {
  throw new Response("Sivua ei löytynyt", { status: 404 });
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}

export default function NotFound() {
  return <NotFoundScreen />;
}
