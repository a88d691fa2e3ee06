/** The woven mark and the "Dokuma Tekstil" wordmark (public/logo.svg, public/logo-white.svg). */
export const LOGO_SIZE = { width: 176, height: 44 } as const;

type Props = {
  /** White version for dark backgrounds (footer, the transparent bar over the hero). */
  white?: boolean;
  /** Empty when a link or heading already names it. */
  alt: string;
  className?: string;
  /** Below the fold (the footer): fetched when needed, not preloaded. */
  lazy?: boolean;
};

export function Logo({ white = false, alt, className, lazy = false }: Props) {
  return (
    <img
      src={white ? "/logo-white.svg" : "/logo.svg"}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      alt={alt}
      className={className}
      decoding="async"
      loading={lazy ? "lazy" : undefined}
    />
  );
}
