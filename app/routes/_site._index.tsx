import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Banner } from "~/features/homepage/components/Banner";
import { BrandGrid } from "~/features/homepage/components/BrandGrid";
import { CampaignBox } from "~/features/campaigns/components/CampaignBox";
import { isCampaignBoxClosed } from "~/features/campaigns/components/campaign-cookie";
import { Faq } from "~/features/homepage/components/Faq";
import { FinancingCta } from "~/features/homepage/components/FinancingCta";
import { Hero } from "~/features/homepage/components/Hero";
import { HoursWidget } from "~/features/hours/components/HoursWidget";
import { IntroBlock } from "~/features/homepage/components/IntroBlock";
import { Promises } from "~/features/homepage/components/Promises";
import { ReviewsSection } from "~/features/reviews/components/ReviewsSection";
import { SellingPoints } from "~/features/homepage/components/SellingPoints";
import { Services } from "~/features/homepage/components/Services";
import { NO_REVIEWS } from "~/features/reviews/rules";
import type { PublicCampaign } from "~/features/campaigns/model.server";
import { cachedActiveCampaigns, cachedHomepageSettingsOrDefaults } from "~/features/site/content-cache.server";
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
