import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ImageData } from "../../lib/images";
import { ResponsiveImage } from "./ResponsiveImage";

type Props = {
  /** The card's (the article's) classes. */
  className: string;
  image: ImageData | null;
  /** How wide the picture is drawn (ResponsiveImage's sizes). */
  sizes: string;
  imageClassName?: string;
  /** Empty (the default) when the title says all the picture does. */
  alt?: string;
  /** The first card of a page: its picture is fetched at once. */
  priority?: boolean;
  /** When set, the picture stands in a box of this class, with `overlay` over it (a badge, a spinner). */
  mediaClassName?: string;
  overlay?: ReactNode;
  bodyClassName: string;
  /** The title's heading level and classes; its link stretches over the whole card. */
  heading: "h2" | "h3";
  headingClassName: string;
  title: string;
  to: string;
  linkClassName?: string;
  busy?: boolean;
  /** What follows the title in the card's body. */
  children?: ReactNode;
};

/** A card with a picture whose title links to a page; a click anywhere on the card follows it. */
export function LinkCard({
  className,
  image,
  sizes,
  imageClassName,
  alt = "",
  priority = false,
  mediaClassName,
  overlay,
  bodyClassName,
  heading: Heading,
  headingClassName,
  title,
  to,
  linkClassName,
  busy,
  children,
}: Props) {
  const picture = (
    <ResponsiveImage image={image} alt={alt} sizes={sizes} priority={priority} className={imageClassName} />
  );
  return (
    <article className={className} aria-busy={busy || undefined}>
      {mediaClassName ? (
        <div className={mediaClassName}>
          {picture}
          {overlay}
        </div>
      ) : (
        picture
      )}
      <div className={bodyClassName}>
        <Heading className={headingClassName}>
          <Link to={to} className={linkClassName ? `stretched-link ${linkClassName}` : "stretched-link"}>
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
