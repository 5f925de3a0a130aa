import { useLoaderData } from "@remix-run/react";
import { Banner } from "~/features/homepage/components/Banner";
import { LazyImage } from "~/components/ui/LazyImage";
import type { Banner as BannerSettings } from "~/features/homepage/schema";
import { withoutMissingBannerImages } from "~/features/homepage/banner-images.server";

/** An image id the library never has: /api/images/<id> answers 404. */
const MISSING_IMAGE = "/api/images/987654321";

/**
 * A page whose images fail: a LazyImage and a banner, both pointing at a library image that does not
 * exist, checked by the home page's banner rule. Only in the test build (remix.config.js).
 */
export async function loader() {
  const banner: BannerSettings = { enabled: true, visible: true, format: "square", image: MISSING_IMAGE, imageAlt: "Kadonnut mainos", link: "" };
  const { banners } = await withoutMissingBannerImages({ banners: { top: banner, middle: banner, bottom: banner } });
  return { banner: banners.top };
}

export default function FailedImagesPage() {
  const { banner } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-md p-4">
      <h1>Kuvat</h1>
      <LazyImage src={MISSING_IMAGE} alt="Renkaat hyllyssä" width={600} height={315} className="h-auto w-full" />
      <Banner banner={banner} position="top" />
    </main>
  );
}
