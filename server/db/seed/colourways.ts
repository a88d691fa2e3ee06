/**
 * The demo fabrics' colourways, read from the pictures they are rendered in: each picture is a
 * colourway (its ground colour, the first warp thread's), referenced 01, 02, ... The main image
 * is the first; the others are the gallery photos, which the colourways then show.
 */
import type { Shade } from "../../../common/constants";
import type { Rgb, WeaveSpec } from "./weave";

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/** The colour family of a ground colour: by lightness and saturation first, then by hue. */
export function shadeOf([r, g, b]: Rgb): Shade {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 510;
  const saturation = max === min ? 0 : (max - min) / (255 - Math.abs(max + min - 255));
  if (light > 0.93) return "white";
  if (light < 0.12) return "black";
  let hue = 0;
  if (max !== min) {
    if (max === r) hue = ((g - b) / (max - min) + 6) % 6;
    else if (max === g) hue = (b - r) / (max - min) + 2;
    else hue = (r - g) / (max - min) + 4;
    hue *= 60;
  }
  if (saturation < 0.12) return "grey";
  if (hue >= 25 && hue < 65 && light > 0.8) return "ecru";
  if (hue >= 20 && hue < 50) return light > 0.6 ? "beige" : "brown";
  if (hue >= 190 && hue < 250) return light < 0.35 ? "navy" : light > 0.68 ? "sky_blue" : "blue";
  if (hue >= 330 || hue < 10) return light > 0.6 ? "pink" : light < 0.4 ? "burgundy" : "red";
  if (hue >= 10 && hue < 20) return "orange";
  if (hue >= 50 && hue < 70) return light > 0.5 ? "yellow" : "olive";
  if (hue >= 70 && hue < 90 && light < 0.45) return "olive";
  if (hue >= 70 && hue < 170) return "green";
  if (hue >= 250 && hue < 330) return "purple";
  return "blue";
}

/** The ground colour of a picture: its most frequent warp colour (the stripes' ground, not the stripe). */
function groundOf(spec: WeaveSpec): Rgb {
  const counts = new Map<string, { rgb: Rgb; n: number }>();
  for (const rgb of spec.warp) {
    const key = rgb.join(",");
    const entry = counts.get(key) ?? { rgb, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]!.rgb;
}

/** A fabric's colourways, one per picture; `photoIds` are the gallery photos' ids (pictures 2, 3, ...). */
export function seedColourways(pictures: readonly WeaveSpec[], photoIds: readonly number[]) {
  return pictures.map((spec, i) => {
    const ground = groundOf(spec);
    return {
      ref: String(i + 1).padStart(2, "0"),
      shade: shadeOf(ground),
      hex: hex(ground),
      photo_id: i === 0 ? null : (photoIds[i - 1] ?? null),
    };
  });
}
