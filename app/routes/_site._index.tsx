import { useLoaderData } from "@remix-run/react";
import { HomeHero } from "~/components/site/HomeHero";
import { getHomepageSettings } from "~/models/settings.server";

export async function loader() {
  return { settings: await getHomepageSettings() };
}

export default function HomePage() {
  const { settings } = useLoaderData<typeof loader>();
  return (
    <main>
      <HomeHero hero={settings.hero} />
    </main>
  );
}
