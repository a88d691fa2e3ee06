/**
 * The care symbols of ISO 3758 (common/passport.ts `CARE`) as drawings on one 48 × 48 box: SVG
 * path data stroked (`strokes`) or filled (`fills`), and a letter or number in the middle
 * (`label`). The fabric page draws them as inline SVG (app/components/site/fabrics/CareSymbol.tsx),
 * the PDFs with pdfkit's `path()` (server/modules/fabrics/pdf-care.ts): one drawing for both.
 * Their texts are the catalogue's passportTerms section, under care, group and value.
 */
import { CARE, type CareGroup } from "./passport";

export const CARE_VIEWBOX = 48;
/** The strokes' width on the 48 × 48 box. */
export const CARE_STROKE = 2.4;

export type CareDrawing = {
  strokes: string[];
  fills: string[];
  /** Centred on (x, y); `size` is the font size on the box. */
  label: { text: string; x: number; y: number; size: number } | null;
};

/** A circle as path data (two arcs), for pdfkit as for SVG. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
const dots = (xs: number[], y: number) => xs.map((x) => circle(x, y, 2.7));
const CROSS = ["M5 5 L43 43", "M43 5 L5 43"];

const TUB = [
  "M4 16 L9.5 41 H38.5 L44 16",
  "M4 16 Q8 11 12 16 Q16 21 20 16 Q24 11 28 16 Q32 21 36 16 Q40 11 44 16",
];
/** A hand reaching into the tub, its fingers down. */
const HAND =
  "M17 19 V29 Q17 31 19 31 Q21 31 21 29 V32 Q21 34 23 34 Q25 34 25 32 V31 Q25 33 27 33 Q29 33 29 31 V28 Q29 30 31 30 Q33 30 33 28 V19";
const TRIANGLE = "M24 5 L45 41 H3 Z";
const SQUARE = "M6 6 H42 V42 H6 Z";
const IRON = ["M5 38 H43 V33 Q43 19 31 19 H17 Q9 21 5 38 Z", "M18 19 Q19 12 25 12 H38 Q40 12 40 15 V19"];
const RING = circle(24, 24, 18);

const draw = (strokes: string[], fills: string[] = [], label: CareDrawing["label"] = null): CareDrawing => ({
  strokes,
  fills,
  label,
});
const tubLabel = (text: string) => ({ text, x: 24, y: 30, size: 14 });
const ringLabel = (text: string) => ({ text, x: 24, y: 24.5, size: 19 });

type Drawings = { [G in CareGroup]: Record<(typeof CARE)[G][number], CareDrawing> };

export const CARE_DRAWINGS: Drawings = {
  wash: {
    "95": draw(TUB, [], tubLabel("95")),
    "60": draw(TUB, [], tubLabel("60")),
    "40": draw(TUB, [], tubLabel("40")),
    "30": draw(TUB, [], tubLabel("30")),
    hand: draw([...TUB, HAND]),
    no_wash: draw([...TUB, ...CROSS]),
  },
  bleach: {
    any: draw([TRIANGLE]),
    oxygen_only: draw([TRIANGLE, "M16 38 L26 20.5", "M23 38 L31 24"]),
    no_bleach: draw([TRIANGLE, ...CROSS]),
  },
  tumble_dry: {
    normal: draw([SQUARE, circle(24, 24, 13.5)], dots([19.5, 28.5], 24)),
    low: draw([SQUARE, circle(24, 24, 13.5)], dots([24], 24)),
    no_tumble_dry: draw([SQUARE, circle(24, 24, 13.5), ...CROSS]),
  },
  iron: {
    high: draw(IRON, dots([19, 26, 33], 30)),
    medium: draw(IRON, dots([22.5, 29.5], 30)),
    low: draw(IRON, dots([26], 30)),
    no_iron: draw([...IRON, ...CROSS]),
  },
  professional: {
    dry_clean_p: draw([RING], [], ringLabel("P")),
    dry_clean_f: draw([RING], [], ringLabel("F")),
    wet_clean: draw([RING], [], ringLabel("W")),
    no_professional: draw([RING, ...CROSS]),
  },
};

/** The drawing of a group's value, or null for a value the list does not hold. */
export function careDrawing(group: CareGroup, value: string): CareDrawing | null {
  const drawings = CARE_DRAWINGS[group] as Record<string, CareDrawing>;
  return Object.hasOwn(drawings, value) ? drawings[value]! : null;
}

/** The passport's care values that are set, in the groups' order (wash, bleach, dry, iron, professional). */
export function careSymbols(care: Record<CareGroup, string | null>): { group: CareGroup; value: string }[] {
  return (Object.keys(CARE) as CareGroup[]).flatMap((group) => {
    const value = care[group];
    return value !== null && careDrawing(group, value) ? [{ group, value }] : [];
  });
}
