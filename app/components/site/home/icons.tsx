import { svgIcon } from "../layout/icons";

/** The sliders' line icons: round-capped strokes of width 2 (open) or filled (play). */
const STROKE = { stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;
const SOLID = { ...STROKE, fill: "currentColor" } as const;

export const ChevronLeft = svgIcon(<path d="M15 5l-7 7 7 7" />, STROKE, 20);
export const ChevronRight = svgIcon(<path d="M9 5l7 7-7 7" />, STROKE, 20);
export const ArrowDown = svgIcon(<path d="M12 4v15M5 13l7 7 7-7" />, STROKE, 24);
export const ArrowRight = svgIcon(<path d="M4 12h15M13 5l7 7-7 7" />, STROKE, 18);
export const PauseIcon = svgIcon(<path d="M8 5v14M16 5v14" />, STROKE, 16);
export const PlayIcon = svgIcon(<path d="M7 5l12 7-12 7z" />, SOLID, 16);
export const ZoomIcon = svgIcon(
  <>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5M11 8v6M8 11h6" />
  </>,
  STROKE,
  18,
);
