import { CARE_STROKE, CARE_VIEWBOX, careDrawing } from "../../../../common/care-symbols";
import type { CareGroup } from "../../../../common/passport";

/**
 * An ISO 3758 care symbol as inline SVG (common/care-symbols.ts, the drawing the PDFs use too),
 * in the text's colour. Decorative: its text is written beside it.
 */
export function CareSymbol({ group, value, size = 40 }: { group: CareGroup; value: string; size?: number }) {
  const drawing = careDrawing(group, value);
  if (!drawing) return null;
  return (
    <svg
      viewBox={`0 0 ${CARE_VIEWBOX} ${CARE_VIEWBOX}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="care-symbol"
      data-care={`${group}:${value}`}
    >
      {drawing.strokes.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth={CARE_STROKE}
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
