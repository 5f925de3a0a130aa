import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

/** The spec's text for an image that failed to load (also drawn by CSS without JavaScript: tailwind.css). */
export const IMAGE_FAILED_TEXT = "Kuva ei latautunut";

/**
 * An image that, when it fails, shows 'Kuva ei latautunut' in its place instead of the browser's broken
 * icon. With JavaScript the text is a real element of the image's size; without it the `img-fallback`
 * class draws the same text over the broken image (a broken image renders its ::after).
 */
export function LazyImage({ className = "", alt = "", ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // It may have failed before React hydrated and attached onError; decode() rejects for a broken image.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.currentSrc) img.decode().catch(() => setFailed(true));
  }, []);

  if (failed) {
    return (
      <span
        className={`${className} flex items-center justify-center bg-slate-100 p-2 text-center text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300`}
        style={{ aspectRatio: props.width && props.height ? `${props.width} / ${props.height}` : undefined }}
        data-testid="image-failed"
      >
        {IMAGE_FAILED_TEXT}
        {alt ? <span className="sr-only">: {alt}</span> : null}
      </span>
    );
  }
  return <img ref={image} alt={alt} {...props} className={`img-fallback ${className}`} onError={() => setFailed(true)} />;
}
