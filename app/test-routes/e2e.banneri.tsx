import { useLoaderData } from "@remix-run/react";
import { Banner } from "~/features/homepage/components/Banner";
import type { Banner as BannerSettings } from "~/features/homepage/schema";

/**
 * The home page's banner component with a wide banner switched on, so the browser tests can watch the
 * phone auto-scroll without changing the shared demo settings. Only in the test build (remix.config.js).
 */
export function loader() {
  const banner: BannerSettings = {
    enabled: true,
    visible: true,
    format: "wide",
    image: "/images/banners/talvirenkaat.svg",
    imageAlt: "Talvirenkaat nyt – asennus ilman ajanvarausta",
    link: "/renkaat?type=winter",
  };
  return { banner };
}

export default function BannerTestPage() {
  const { banner } = useLoaderData<typeof loader>();
  return (
    <main>
      <Banner banner={banner} position="top" />
    </main>
  );
}
