import { svgIcon } from "../layout/icons";

/** The sliders' line icons: round-capped strokes of width 2 (open) or filled (play). */
const STROKE = {
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
const SOLID = { ...STROKE, fill: "currentColor" } as const;

export const ChevronLeft = svgIcon(STROKE, 20, <path d="M15 5l-7 7 7 7" />);
export const ChevronRight = svgIcon(STROKE, 20, <path d="M9 5l7 7-7 7" />);
export const ArrowDown = svgIcon(STROKE, 24, <path d="M12 4v15M5 13l7 7 7-7" />);
export const ArrowRight = svgIcon(STROKE, 18, <path d="M4 12h15M13 5l7 7-7 7" />);
export const PauseIcon = svgIcon(STROKE, 16, <path d="M8 5v14M16 5v14" />);
export const PlayIcon = svgIcon(SOLID, 16, <path d="M7 5l12 7-12 7z" />);
export const ZoomIcon = svgIcon(
  STROKE,
  18,
  <>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5M11 8v6M8 11h6" />
  </>,
);
