import type { ReactNode } from "react";

/**
 * The sliders' line icons (round strokes of width 2, or `filled`); decorative, the controls
 * carry their own labels. Their own family, apart from the layout's icons, so that the home
 * page's script does not reach into the layout's. How they are drawn is in home.css
 * (`.home-icon`): a card's arrow is written twenty times on the page, its paint once.
 */
function icon(size: number, shapes: ReactNode, filled = false) {
  return function Icon() {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        className={filled ? "home-icon home-icon-filled" : "home-icon"}
        aria-hidden="true"
      >
        {shapes}
      </svg>
    );
  };
}

export const ChevronLeft = icon(20, <path d="M15 5l-7 7 7 7" />);
export const ChevronRight = icon(20, <path d="M9 5l7 7-7 7" />);
export const ArrowDown = icon(24, <path d="M12 4v15M5 13l7 7 7-7" />);
export const ArrowRight = icon(18, <path d="M4 12h15M13 5l7 7-7 7" />);
export const PauseIcon = icon(16, <path d="M8 5v14M16 5v14" />);
export const PlayIcon = icon(16, <path d="M7 5l12 7-12 7z" />, true);
export const ZoomIcon = icon(
  18,
  <>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5M11 8v6M8 11h6" />
  </>,
);
