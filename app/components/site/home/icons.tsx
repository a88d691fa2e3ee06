import type { ReactNode } from "react";

/** A small line icon; decorative (the controls carry their own labels). */
function Icon({
  size = 20,
  filled = false,
  children,
}: {
  size?: number;
  filled?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChevronLeft = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const ChevronRight = () => (
  <Icon>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);

export const ArrowDown = () => (
  <Icon size={24}>
    <path d="M12 4v15M5 13l7 7 7-7" />
  </Icon>
);

export const ArrowRight = () => (
  <Icon size={18}>
    <path d="M4 12h15M13 5l7 7-7 7" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon size={16}>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon size={16} filled>
    <path d="M7 5l12 7-12 7z" />
  </Icon>
);

export const ZoomIcon = () => (
  <Icon size={18}>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5M11 8v6M8 11h6" />
  </Icon>
);
