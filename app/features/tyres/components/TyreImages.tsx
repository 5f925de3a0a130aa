import { tyreName } from "~/features/tyres/tyre-page.rules";
import type { TyrePageProduct } from "~/features/tyres/tyre-page.model.server";
import { ResponsiveImage } from "~/features/images/components/ResponsiveImage";

const TYRE_PLACEHOLDER_SRC = "/images/tyre-placeholder.svg";

type Figure = { src: string; alt: string; caption: string | null };

function figuresOf(tyre: TyrePageProduct): Figure[] {
  const name = `${tyreName(tyre)} ${tyre.fullSize}`;
  const figures: Figure[] = [];
  const seen = new Set<string>();
  const add = (src: string | null, alt: string, caption: string | null) => {
    if (!src || seen.has(src)) return;
    seen.add(src);
    figures.push({ src, alt, caption });
  };
  add(tyre.thumbnail, name, null);
  add(tyre.pattern, `${name}: kulutuspinnan kuviointi`, "Kuviointi");
  tyre.gallery.forEach((src, index) => add(src, `${name}: kuva ${index + 1}`, null));
  return figures;
}

/** The main picture: the page's width less its padding on a phone, at most max-w-sm (384 px). */
const MAIN_SIZES = "(min-width: 416px) 384px, calc(100vw - 2rem)";
/** A tile: a third of the main picture's width, less the gaps. */
const TILE_SIZES = "(min-width: 416px) 123px, calc((100vw - 3rem) / 3)";

/**
 * The tyre's pictures: the first large (it is the page's main image, so loaded at once and first), the
 * pattern and the gallery as smaller lazy tiles, each in the width the screen needs (ResponsiveImage).
 * Width and height are set so nothing moves while they load.
 */
export function TyreImages({ tyre }: { tyre: TyrePageProduct }) {
  const figures = figuresOf(tyre);
  if (figures.length === 0) {
    // A drawing of a tyre until the shop adds a photo: the page keeps its main picture (and its largest
    // paint is not left to a smaller text block that appears later, such as the cookie banner).
    // On a phone a small tile with its caption beside it, so the price and 'Kysy tarjous' stay on the first
    // screen; from md up, the column's full picture. Its box is fixed by CSS at every width: no shift.
    return (
      <figure className="flex items-center gap-3 md:block md:w-full md:max-w-sm" data-testid="tyre-image-placeholder">
        <img
          src={TYRE_PLACEHOLDER_SRC}
          alt=""
          width={400}
          height={400}
          className="h-24 w-24 shrink-0 rounded-lg bg-slate-100 p-3 dark:bg-slate-800 md:aspect-square md:h-auto md:w-full md:p-8"
        />
        <figcaption className="text-sm text-slate-600 dark:text-slate-300 md:mt-1">Tuotekuva tulossa</figcaption>
      </figure>
    );
  }
  const [main, ...rest] = figures;
  return (
    <div className="flex flex-col gap-3" data-testid="tyre-images">
      <figure>
        <ResponsiveImage
          src={main.src}
          alt={main.alt}
          width={600}
          height={600}
          sizes={MAIN_SIZES}
          priority
          className="aspect-square h-auto w-full max-w-sm rounded-lg bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700"
          data-testid="tyre-main-image"
        />
        {main.caption ? <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-400">{main.caption}</figcaption> : null}
      </figure>
      {rest.length > 0 ? (
        <ul aria-label="Lisää kuvia" className="grid max-w-sm grid-cols-3 gap-2">
          {rest.map((figure) => (
            <li key={figure.src}>
              <figure>
                <a href={figure.src} className="block">
                  <ResponsiveImage
                    src={figure.src}
                    alt={figure.alt}
                    width={200}
                    height={200}
                    sizes={TILE_SIZES}
                    widths={[160, 320, 480]}
                    className="aspect-square h-auto w-full rounded bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700"
                  />
                </a>
                {figure.caption ? <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">{figure.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
