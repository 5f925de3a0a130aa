import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Banner } from "~/components/site/home/Banner";
import { BrandGrid } from "~/components/site/home/BrandGrid";
import { CampaignBox } from "~/components/site/home/CampaignBox";
import { isCampaignBoxClosed } from "~/components/site/home/campaign-cookie";
import { Faq } from "~/components/site/home/Faq";
import { FinancingCta } from "~/components/site/home/FinancingCta";
import { Hero } from "~/components/site/home/Hero";
import { HoursWidget } from "~/components/site/home/HoursWidget";
import { IntroBlock } from "~/components/site/home/IntroBlock";
import { Promises } from "~/components/site/home/Promises";
import { ReviewsSection } from "~/components/site/ReviewsSection";
import { SellingPoints } from "~/components/site/home/SellingPoints";
import { Services } from "~/components/site/home/Services";
import { NO_REVIEWS } from "~/lib/reviews";
import type { PublicCampaign } from "~/models/campaigns.server";
import { cachedActiveCampaigns, cachedHomepageSettingsOrDefaults } from "~/services/content-cache.server";
import type { loader as siteLoader } from "~/routes/_site";

/** The homepage settings and, unless the visitor closed the box, the running campaigns. */
export async function loader({ request }: LoaderFunctionArgs) {
  const closed = isCampaignBoxClosed(request.headers.get("Cookie"));
  const [settings, campaigns] = await Promise.all([
    cachedHomepageSettingsOrDefaults(),
    closed
      ? ([] as PublicCampaign[])
      : cachedActiveCampaigns().catch((error: unknown) => {
          console.error("Failed to load campaigns", error);
          return [] as PublicCampaign[];
        }),
  ]);
  return { settings, campaigns };
}

export default function HomePage() {
  const { settings, campaigns } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData<typeof siteLoader>("routes/_site");
  const section = (id: string) => settings.sections.find((entry) => entry.id === id);
  const { banners } = settings;

  return (
    <>
      <main>
        <Banner banner={banners.top} position="top" />
        <Hero hero={settings.hero} />
        <Banner banner={banners.middle} position="middle" />
        <SellingPoints />
        <IntroBlock section={section("intro")} />
        <Promises />
        <Services section={section("services")} />
        <Faq />
        <BrandGrid />
        <ReviewsSection summary={site?.reviews ?? NO_REVIEWS} />
        <FinancingCta cta={settings.financingCTA} />
        <Banner banner={banners.bottom} position="bottom" />
      </main>
      <CampaignBox campaigns={campaigns} />
      {settings.hero.businessHoursButtonVisible ? (
        <HoursWidget hours={site?.hours ?? null} modified={site?.hoursModified ?? false} label={settings.hero.businessHoursButtonText} />
      ) : null}
    </>
  );
}
