import { type CSSProperties, useEffect, useRef, useState } from "react";
import { type ImageData, PLACEHOLDER_IMAGE } from "../../lib/images";

type Props = {
  image: ImageData | null | undefined;
  alt: string;
  /** How wide the image is drawn, for the browser's choice among the variants. */
  sizes: string;
  /** Above the fold (the hero, a detail page's main image): loaded first, never lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * A stored image with its WebP variants (srcset), width and height set so nothing shifts,
 * lazy below the fold; the placeholder when it is missing or fails to load.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, style }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && image) setFailed(true);
  }, [image]);
  const shown = !image || failed ? null : image;
  return (
    <img
      ref={ref}
      src={shown?.src ?? PLACEHOLDER_IMAGE.src}
      srcSet={shown?.srcset || undefined}
      sizes={shown ? sizes : undefined}
      width={shown?.width ?? PLACEHOLDER_IMAGE.width}
      height={shown?.height ?? PLACEHOLDER_IMAGE.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
      style={style}
      onError={() => setFailed(true)}
    />
  );
}
