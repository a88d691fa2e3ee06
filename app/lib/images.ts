/** An image as the API and the services give it: the URLs of its WebP variants. */
export type ImageData = {
  src: string;
  width: number;
  height: number;
  srcset: string;
};

/** Shown when an image is missing or fails to load (served from public/). */
export const PLACEHOLDER_IMAGE = { src: "/placeholder.svg", width: 800, height: 600 } as const;
