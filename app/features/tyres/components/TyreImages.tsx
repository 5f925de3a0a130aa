import { tyreName } from "~/features/tyres/tyre-page.rules";
import type { TyrePageProduct } from "~/features/tyres/tyre-page.model.server";

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

/**
 * The tyre's pictures: the first large (it is the page's main image, so not lazy), the pattern and the
 * gallery as smaller tiles. Width and height are set so nothing moves while they load.
 */
export function TyreImages({ tyre }: { tyre: TyrePageProduct }) {
  const figures = figuresOf(tyre);
  if (figures.length === 0) {
    // A drawing of a tyre until the shop adds a photo: the page keeps its main picture (and its largest
    // paint is not left to a smaller text block that appears later, such as the cookie banner).
    return (
      <figure className="w-full max-w-sm" data-testid="tyre-image-placeholder">
        <img
          src={TYRE_PLACEHOLDER_SRC}
          alt=""
          width={400}
          height={400}
          className="aspect-square h-auto w-full rounded-lg bg-slate-100 p-8 dark:bg-slate-800"
        />
        <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-300">Tuotekuva tulossa</figcaption>
      </figure>
    );
  }
  const [main, ...rest] = figures;
  return (
    <div className="flex flex-col gap-3" data-testid="tyre-images">
      <figure>
        <img
          src={main.src}
          alt={main.alt}
          width={600}
          height={600}
          className="aspect-square h-auto w-full max-w-sm rounded-lg bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700"
        />
        {main.caption ? <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-400">{main.caption}</figcaption> : null}
      </figure>
      {rest.length > 0 ? (
        <ul aria-label="Lisää kuvia" className="grid max-w-sm grid-cols-3 gap-2">
          {rest.map((figure) => (
            <li key={figure.src}>
              <figure>
                <a href={figure.src} className="block">
                  <img
                    src={figure.src}
                    alt={figure.alt}
                    width={200}
                    height={200}
                    loading="lazy"
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
