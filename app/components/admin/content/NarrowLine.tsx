import type { ReactNode } from "react";

type Props = {
  /** The width from which the column it stands for is shown (the line is hidden from there). */
  below: "sm" | "md" | "lg";
  /** Its look (default: muted). */
  className?: string;
  children: ReactNode;
};

/** A small line of a row's first cell standing in, on narrower screens, for a column they hide. */
export function NarrowLine({ below, className = "text-body-secondary", children }: Props) {
  return <div className={["small", className, `d-${below}-none`].filter(Boolean).join(" ")}>{children}</div>;
}
