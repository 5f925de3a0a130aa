import { useEffect, useRef, useState } from "react";
import type { Banner as BannerSettings, BannerPosition } from "~/features/homepage/schema";
import { resolveImageUrl } from "./urls";

const MOBILE_MAX_WIDTH = 640;
const SCROLL_DELAY_MS = 800;
const SCROLL_BACK_MS = 2000;
const SCROLL_MAX_PX = 300;

export function isBannerShown(banner: BannerSettings): boolean {
  return banner.enabled && banner.visible && banner.image.trim() !== "";
}

/**
 * An admin-managed banner: wide (1500×200, 180 px high on phones, where it scrolls sideways) or
 * square. An image that fails to load hides the whole banner.
 */
export function Banner({ banner, position }: { banner: BannerSettings; position: BannerPosition }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const shown = isBannerShown(banner);
  const wide = banner.format === "wide";

  // The image may have failed before React hydrated and attached onError.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  // On phones a wide banner overflows: show its hidden right part once, then return.
  useEffect(() => {
    const box = scroller.current;
    if (!shown || !wide || !box || window.innerWidth >= MOBILE_MAX_WIDTH) return;
    const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    let back: number | undefined;
    const start = window.setTimeout(() => {
      const distance = Math.min(SCROLL_MAX_PX, box.scrollWidth - box.clientWidth);
      if (distance <= 0) return;
      box.scrollTo({ left: distance, behavior });
      back = window.setTimeout(() => box.scrollTo({ left: 0, behavior }), SCROLL_BACK_MS);
    }, SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(back);
    };
  }, [shown, wide]);

  if (!shown || failed) return null;

  const img = (
    <img
      ref={image}
      src={resolveImageUrl(banner.image)}
      alt={banner.imageAlt}
      width={wide ? 1500 : 600}
      height={wide ? 200 : 600}
      loading={position === "top" ? "eager" : "lazy"}
      onError={() => setFailed(true)}
      className={
        wide
          ? "h-[180px] w-auto max-w-none sm:h-auto sm:w-full sm:max-w-full"
          : "aspect-square h-auto w-full max-w-md rounded-2xl object-cover shadow-lg"
      }
    />
  );
  const external = /^https?:\/\//i.test(banner.link);
  const content = banner.link ? (
    <a href={banner.link} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} className={wide ? "block" : "block w-full max-w-md"}>
      {img}
    </a>
  ) : (
    img
  );

  return (
    <section aria-label="Mainos" className={wide ? "bg-slate-100 dark:bg-slate-900" : "py-8"} data-section={`${position}-banner`}>
      {wide ? (
        <div ref={scroller} className="mx-auto max-w-[1500px] overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden" data-testid={`banner-${position}`}>
          {content}
        </div>
      ) : (
        <div className="mx-auto flex max-w-7xl justify-center px-4" data-testid={`banner-${position}`}>
          {content}
        </div>
      )}
    </section>
  );
}
