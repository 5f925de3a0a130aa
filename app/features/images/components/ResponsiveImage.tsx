import type { ImgHTMLAttributes } from "react";
import { LazyImage } from "~/components/ui/LazyImage";
import { LARGEST_PAINT } from "~/components/ui/image-priority";
import { VARIANT_WIDTHS, type VariantWidth, hasVariants, variantSrcSet, variantUrl } from "~/features/images/variants.rules";

export type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "alt"> & {
  /** A library image ('/api/images/12') gets its variants; any other address is shown as it is. */
  src: string;
  alt: string;
  /** The box the image is laid out in (its aspect ratio): set so nothing moves while it loads. */
  width: number;
  height: number;
  /** How wide the image is shown, as CSS: '96px', '(min-width: 416px) 384px, calc(100vw - 2rem)'. */
  sizes: string;
  /** The variant widths offered; by default all (VARIANT_WIDTHS). */
  widths?: readonly VariantWidth[];
  /** The page's main image (its largest paint): loaded at once and first. Otherwise lazy. */
  priority?: boolean;
};

/** The address for a browser that ignores srcset: the smallest offered width that fills the box, else the largest. */
function fallbackWidth(widths: readonly VariantWidth[], width: number): VariantWidth {
  return widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1];
}

/**
 * An <img> of a library image with its responsive variants (decision 0035): srcset of the allowed widths,
 * `sizes` for the browser to pick one for its screen, width and height so the layout is fixed before the
 * bytes arrive, lazy unless it is the page's main image. The server picks AVIF or WebP by the browser's
 * Accept header, so one address serves every browser. A failed image says 'Kuva ei latautunut' (LazyImage).
 */
export function ResponsiveImage({ src, alt, width, height, sizes, widths = VARIANT_WIDTHS, priority = false, ...rest }: ResponsiveImageProps) {
  const loading = priority ? { loading: "eager" as const, ...LARGEST_PAINT } : { loading: "lazy" as const, decoding: "async" as const };
  if (!hasVariants(src) || widths.length === 0) {
    return <LazyImage {...rest} {...loading} src={src} alt={alt} width={width} height={height} />;
  }
  // sizes and srcset before src: a browser creating the element from script must know them before it starts a fetch.
  return (
    <LazyImage
      {...rest}
      {...loading}
      sizes={sizes}
      srcSet={variantSrcSet(src, widths)}
      src={variantUrl(src, fallbackWidth(widths, width))}
      alt={alt}
      width={width}
      height={height}
    />
  );
}
