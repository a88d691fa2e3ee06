import type { CareDrawing } from "../../../../common/care-symbols";

/** CARE_VIEWBOX and CARE_STROKE of common/care-symbols.ts (its drawings come from the loader). */
const BOX = 48;
const STROKE = 2.4;

/**
 * An ISO 3758 care symbol as inline SVG (common/care-symbols.ts, the drawing the PDFs use too),
 * in the text's colour. Decorative: its text is written beside it.
 */
export function CareSymbol({ id, drawing, size = 40 }: { id: string; drawing: CareDrawing; size?: number }) {
  return (
    <svg
      viewBox={`0 0 ${BOX} ${BOX}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="care-symbol"
      data-care={id}
    >
      {drawing.strokes.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth={STROKE}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
      {drawing.fills.map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
      {drawing.label ? (
        <text
          x={drawing.label.x}
          y={drawing.label.y}
          fontSize={drawing.label.size}
          textAnchor="middle"
          dominantBaseline="central"
          fontWeight="700"
          fill="currentColor"
        >
          {drawing.label.text}
        </text>
      ) : null}
    </svg>
  );
}
