import { Link } from "@remix-run/react";
import { chatPageHref, openChatFromLink } from "~/features/chat/components/open-chat";
import { COMPANY } from "~/content/company";
import type { HomepageSettings } from "~/features/homepage/schema";
import { CalendarIcon, ChatIcon, EuroIcon } from "~/components/ui/icons";
import { TyreSearchBox } from "~/features/tyres/components/TyreSearchBox";
import { resolveImageUrl } from "./urls";
import { useShopLinks } from "~/components/layout/useShopLinks";
import { LARGEST_PAINT } from "~/components/ui/image-priority";

const DEFAULT_HERO_IMAGE = "/images/hero.svg";
const big = "whitespace-nowrap px-2 py-3 text-sm sm:px-4 sm:text-base";

/** The subtitle usually ends with the shop's number: make that part a phone link. */
function Subtitle({ text }: { text: string }) {
  const at = text.indexOf(COMPANY.phone);
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={COMPANY.phoneHref} className="whitespace-nowrap font-bold text-white underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-white">
        {COMPANY.phone}
      </a>
      {text.slice(at + COMPANY.phone.length)}
    </>
  );
}

/**
 * The hero: every text and button shows unless its flag is false; the tyre search and its link (labelled
 * with catalogButtonText) always show. The admin's editor renders this same component as its preview.
 * The image is the background, or a full-width picture below when imagePosition is 'bottom'.
 */
export function Hero({ hero }: { hero: HomepageSettings["hero"] }) {
  const links = useShopLinks();
  const image = hero.image.trim() ? resolveImageUrl(hero.image) : DEFAULT_HERO_IMAGE;
  const alt = hero.image.trim() ? hero.imageAlt : "";
  const atBottom = hero.imagePosition === "bottom";
  const heading = hero.titleVisible ? "title" : hero.mainHeadingVisible ? "mainHeading" : "none";

  return (
    <section aria-labelledby="hero-title" className="relative isolate z-10 bg-slate-950 text-white" data-section="hero">
      {atBottom ? null : (
        <img
          src={image}
          alt={alt}
          width={1600}
          height={720}
          className="absolute inset-0 -z-20 h-full w-full object-cover object-[70%_50%]"
          {...LARGEST_PAINT}
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950 via-slate-950/85 to-slate-950/30" />

      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.6fr_1fr] lg:px-6 lg:py-24">
        <div>
          {heading === "none" ? (
            <h1 id="hero-title" className="sr-only">
              {COMPANY.shortName}
            </h1>
          ) : null}
          {hero.mainHeadingVisible ? (
            heading === "mainHeading" ? (
              <h1 id="hero-title" className="text-4xl font-black leading-tight tracking-tight sm:text-5xl">
                {hero.mainHeading}
              </h1>
            ) : (
              <p className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-bold shadow-lg shadow-brand-900/40 sm:text-base">
                <span className="h-2 w-2 rounded-full bg-amber-300" aria-hidden="true" />
                {hero.mainHeading}
              </p>
            )
          ) : null}
          {hero.titleVisible ? (
            <h1 id="hero-title" className="mt-5 break-words text-[2rem] font-black leading-[1.05] tracking-tight min-[360px]:text-4xl sm:text-6xl">
              {hero.title}
            </h1>
          ) : null}
          {hero.subtitleVisible ? (
            <p className="mt-5 max-w-xl text-lg text-slate-300 sm:text-xl">
              <Subtitle text={hero.subtitle} />
            </p>
          ) : null}

          <div className="mt-8 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:flex sm:flex-wrap" data-testid="hero-buttons">
            {hero.buttonVisible ? (
              <a href={links.booking} target="_blank" rel="noopener noreferrer" className={`btn-primary ${big} shadow-lg shadow-brand-900/40`}>
                <CalendarIcon className="h-5 w-5" />
                {hero.buttonText}
              </a>
            ) : null}
            {hero.financingButtonVisible ? (
              <Link to="/rahoitus" className={`btn bg-white text-slate-900 hover:bg-slate-100 ${big}`}>
                <EuroIcon className="h-5 w-5" />
                {hero.financingButtonText}
              </Link>
            ) : null}
            {hero.contactButtonVisible ? (
              <Link to="/ota-yhteytta" className={`btn border border-white/40 text-white hover:bg-white/10 ${big}`}>
                {hero.contactButtonText}
              </Link>
            ) : null}
            {hero.kaartobottiButtonVisible ? (
              // Opens the chat widget when it is shown; otherwise (no JavaScript, no cookie choice yet) the chat page.
              <Link to={chatPageHref()} onClick={(event) => openChatFromLink(event)} data-chat-open="" className={`btn border border-white/40 text-white hover:bg-white/10 ${big}`}>
                <ChatIcon className="h-5 w-5" />
                {hero.kaartobottiButtonText}
                <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </div>

        <div className="rounded-2xl bg-white/95 p-6 text-slate-900 shadow-2xl ring-1 ring-white/20 backdrop-blur sm:p-8 dark:bg-slate-900/95 dark:text-slate-100" data-testid="hero-search">
          <h2 className="text-xl font-bold">Etsi renkaat koon mukaan</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Rengaskoko löytyy renkaan kyljestä, esimerkiksi 205/55R16.</p>
          <div className="mt-4">
            <TyreSearchBox variant="hero" />
          </div>
          <div className="mt-5 flex flex-wrap gap-2 text-sm">
            <Link to="/renkaat?type=summer" className="rounded-full bg-amber-100 px-3 py-1.5 font-semibold text-amber-900 hover:bg-amber-200 dark:bg-amber-400/15 dark:text-amber-200">
              Kesärenkaat
            </Link>
            <Link to="/renkaat?type=winter" className="rounded-full bg-sky-100 px-3 py-1.5 font-semibold text-sky-900 hover:bg-sky-200 dark:bg-sky-400/15 dark:text-sky-200">
              Talvirenkaat
            </Link>
            <Link to="/renkaat" className="rounded-full bg-slate-100 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100">
              {hero.catalogButtonText}
            </Link>
          </div>
        </div>
      </div>

      {atBottom ? (
        <div className="mx-auto max-w-7xl px-4 pb-10 lg:px-6" data-testid="hero-image-bottom">
          <img src={image} alt={alt} width={1600} height={720} className="h-auto w-full rounded-2xl object-cover shadow-2xl" />
        </div>
      ) : null}
    </section>
  );
}
