/**
 * Stylized trade-fair pictures drawn as SVG (rasterized by sharp): a hall seen down its
 * aisle, a stand with fabric rolls, a table of swatches, a country cover. No text: the
 * country shows as a band of its flag's colours.
 */
import { random, WIDTH as W, HEIGHT as H } from "./weave";

/** A flag as bands of colour, with relative widths, side by side (vertical) or stacked. */
export type Flag = { bands: readonly (readonly [string, number])[]; vertical: boolean };

/** Shirt-fabric colours the swatches and rolls are drawn in. */
const CLOTH = [
  "#f6f6f3",
  "#cfe0f1",
  "#9cc3e6",
  "#1f2f4f",
  "#e9dfc9",
  "#f2c4d0",
  "#dfe6ea",
  "#7d9cc0",
  "#b9c9b0",
];

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const n = (value: number) => Math.round(value * 10) / 10;

type Box = { x: number; y: number; w: number; h: number };

/**
 * A piece of cloth: plain, striped or checked. Stripes are drawn as rectangles in the
 * piece's own coordinates (an SVG pattern fill costs ten times more to rasterize, turned).
 */
function cloth(r: Rand, { x, y, w, h }: Box, shadow = false): string {
  let out = shadow
    ? `<rect x="${n(x + 5)}" y="${n(y + 7)}" width="${n(w)}" height="${n(h)}" fill="#000" opacity=".22"/>`
    : "";
  const choice = r();
  const colour = pick(r, CLOTH);
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${choice < 0.5 ? colour : "#f7f7f4"}" stroke="#00000022"/>`;
  if (choice < 0.5) return out;
  const ink = colour === "#f6f6f3" ? "#9cc3e6" : colour;
  const step = 8 + Math.floor(r() * 4) * 4;
  const line = 2 + Math.floor(r() * 3) * 2;
  for (let sx = x + step / 2; sx < x + w - line; sx += step) {
    out += `<rect x="${n(sx)}" y="${n(y)}" width="${line}" height="${n(h)}" fill="${ink}"/>`;
  }
  // A check crosses the stripes with bands of the same colour, lighter.
  if (choice > 0.85) {
    for (let sy = y + step / 2; sy < y + h - line; sy += step) {
      out += `<rect x="${n(x)}" y="${n(sy)}" width="${n(w)}" height="${line}" fill="${ink}" opacity=".55"/>`;
    }
  }
  return out;
}

function flagBand(flag: Flag, x: number, y: number, w: number, h: number, extra = ""): string {
  const total = flag.bands.reduce((sum, [, weight]) => sum + weight, 0);
  let at = 0;
  return flag.bands
    .map(([colour, weight]) => {
      const part = weight / total;
      const rect = flag.vertical
        ? `<rect x="${n(x + at * w)}" y="${n(y)}" width="${n(part * w + 0.5)}" height="${n(h)}" fill="${colour}" ${extra}/>`
        : `<rect x="${n(x)}" y="${n(y + at * h)}" width="${n(w)}" height="${n(part * h + 0.5)}" fill="${colour}" ${extra}/>`;
      at += part;
      return rect;
    })
    .join("");
}

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/** Visitors as simple silhouettes, smaller further away. */
function people(r: Rand, count: number, horizon: number): string {
  let out = "";
  for (let k = 0; k < count; k++) {
    const depth = 0.25 + r() * 0.75;
    const h = 120 + depth * 330;
    const x = 120 + r() * (W - 240);
    const feet = horizon + 40 + depth * (H - horizon - 60);
    const colour = pick(r, ["#2b3440", "#4a5563", "#6b4f3f", "#33465c", "#59606b", "#7a2e3a"]);
    const w = h * 0.26;
    out +=
      `<g opacity="${n(0.55 + depth * 0.4)}"><rect x="${n(x - w / 2)}" y="${n(feet - h * 0.82)}" width="${n(w)}" height="${n(h * 0.82)}" rx="${n(w * 0.4)}" fill="${colour}"/>` +
      `<circle cx="${n(x)}" cy="${n(feet - h * 0.9)}" r="${n(h * 0.085)}" fill="#c9a98c"/></g>`;
  }
  return out;
}

/** A hall seen down its main aisle: trusses, stands with fascias and hanging swatches, visitors. */
export function hallScene(flag: Flag, seed: number): string {
  const r = random(seed);
  const horizon = 430 + r() * 60;
  const vx = W / 2 + (r() - 0.5) * 300;
  const defs =
    `<linearGradient id="air" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3442"/><stop offset=".55" stop-color="#8d97a6"/><stop offset="1" stop-color="#d9dde2"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a9087"/><stop offset="1" stop-color="#5d564f"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy="0" r=".8"><stop offset="0" stop-color="#fff6dc" stop-opacity=".55"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#air)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`;
  body += `<polygon points="0,${H} ${W},${H} ${n(vx + 60)},${n(horizon)} ${n(vx - 60)},${n(horizon)}" fill="url(#floor)"/>`;
  // Roof trusses converging on the vanishing point.
  for (let k = 0; k < 9; k++) {
    const t = k / 8;
    const y = n(horizon - 80 - (horizon - 90) * (1 - t) ** 1.6);
    body += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#1b2029" stroke-width="${n(2 + (1 - t) * 6)}" opacity=".5"/>`;
  }
  // Stands on both sides, nearest first drawn last.
  for (const side of [-1, 1]) {
    for (let k = 6; k >= 0; k--) {
      const depth = 1 / (1 + k * 0.55);
      const near = vx + side * (140 + 820 * depth);
      const far = vx + side * (140 + 820 * (1 / (1 + (k + 1) * 0.55)));
      const top = horizon - 330 * depth;
      const bottom = horizon + 520 * depth;
      const left = Math.min(near, far);
      const width = Math.abs(near - far);
      const fascia = k % 3 === 1 ? "flag" : pick(r, ["#f4f4f2", "#1f2f4f", "#c8102e", "#2b6cb0", "#e9dfc9"]);
      body += `<rect x="${n(left)}" y="${n(top)}" width="${n(width)}" height="${n(bottom - top)}" fill="${pick(r, ["#eceae6", "#dedbd5", "#f5f3ef"])}"/>`;
      body +=
        fascia === "flag"
          ? flagBand(flag, left, top - 40 * depth, width, 40 * depth)
          : `<rect x="${n(left)}" y="${n(top - 40 * depth)}" width="${n(width)}" height="${n(40 * depth)}" fill="${fascia}"/>`;
      // Swatches hanging on the stand's wall.
      const count = 3 + Math.floor(r() * 3);
      for (let s = 0; s < count; s++) {
        const sw = (width / count) * 0.7;
        const sx = left + (width / count) * (s + 0.15);
        body += cloth(r, { x: sx, y: top + 40 * depth, w: sw, h: (bottom - top) * 0.45 });
      }
    }
  }
  body += people(r, 9 + Math.floor(r() * 6), horizon);
  return svg(defs, body);
}

/** A stand up close: shelves of fabric rolls seen end-on, a table with swatch books, the flag band. */
export function standScene(flag: Flag, seed: number): string {
  const r = random(seed);
  const defs =
    '<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f1ec"/><stop offset="1" stop-color="#d6d2ca"/></linearGradient>';
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  body += flagBand(flag, 0, 0, W, 70);
  // Shelving: three rows of rolls.
  const shelfLeft = 80 + r() * 120;
  const shelfWidth = 820 + r() * 200;
  for (let row = 0; row < 3; row++) {
    const y = 150 + row * 230;
    body += `<rect x="${n(shelfLeft - 20)}" y="${y + 200}" width="${n(shelfWidth + 40)}" height="14" fill="#8a6f55"/>`;
    for (let x = shelfLeft + 50; x < shelfLeft + shelfWidth - 40; x += 100 + r() * 8) {
      const colour = pick(r, CLOTH);
      // A roll seen end-on: the cloth's outer turns, a shaded inner ring, the cardboard core.
      body +=
        `<circle cx="${n(x)}" cy="${y + 150}" r="48" fill="${colour}" stroke="#00000030" stroke-width="2"/>` +
        `<circle cx="${n(x)}" cy="${y + 150}" r="30" fill="none" stroke="#00000014" stroke-width="14"/>` +
        `<circle cx="${n(x)}" cy="${y + 150}" r="9" fill="#6b5a45"/>`;
    }
  }
  // Table with fanned swatch books.
  const tableY = 760;
  body += `<rect x="${n(shelfLeft + shelfWidth - 200)}" y="${tableY}" width="${n(W - shelfLeft - shelfWidth + 160)}" height="30" fill="#5b4636"/>`;
  body += `<rect x="${n(shelfLeft + shelfWidth - 180)}" y="${tableY + 30}" width="24" height="${H - tableY}" fill="#4a392c"/>`;
  for (let book = 0; book < 3; book++) {
    const bx = shelfLeft + shelfWidth - 60 + book * 190;
    for (let card = 0; card < 7; card++) {
      const angle = -40 + card * 12 + (r() - 0.5) * 4;
      body += `<g transform="rotate(${n(angle)} ${n(bx + 45)} ${tableY - 4})">${cloth(r, { x: bx, y: tableY - 150, w: 90, h: 150 })}</g>`;
    }
  }
  // A mannequin torso in a shirt.
  const mx = W - 230 - r() * 80;
  const shirt = pick(r, ["#f6f6f3", "#9cc3e6", "#f2c4d0", "#cfe0f1"]);
  body += `<path d="M${mx - 110},520 Q${mx},440 ${mx + 110},520 L${mx + 130},740 L${mx - 130},740 Z" fill="${shirt}" stroke="#00000030" stroke-width="3"/>`;
  body += `<path d="M${mx - 30},470 L${mx},520 L${mx + 30},470" fill="none" stroke="#00000040" stroke-width="4"/><line x1="${mx}" y1="520" x2="${mx}" y2="740" stroke="#00000025" stroke-width="3"/>`;
  body += `<rect x="${mx - 8}" y="740" width="16" height="${H - 740}" fill="#3b3b3b"/>`;
  return svg(defs, body);
}

/** Swatches laid out on a table, seen from above. */
export function swatchScene(flag: Flag, seed: number): string {
  const r = random(seed);
  const defs =
    '<radialGradient id="tab" cx=".4" cy=".35" r=".9"><stop offset="0" stop-color="#a77f5c"/><stop offset="1" stop-color="#5f4330"/></radialGradient>';
  let body = `<rect width="${W}" height="${H}" fill="url(#tab)"/>`;
  for (let k = 0; k < 16; k++) {
    const w = 240 + r() * 120;
    const h = w * (1.2 + r() * 0.3);
    const x = -60 + (k % 6) * 290 + r() * 60;
    const y = -80 + Math.floor(k / 6) * 420 + r() * 80;
    const turn = `rotate(${n((r() - 0.5) * 30)} ${n(x + w / 2)} ${n(y + h / 2)})`;
    body += `<g transform="${turn}">${cloth(r, { x, y, w, h }, true)}</g>`;
  }
  // A ribbon in the country's colours across the corner, like a fair lanyard.
  body += `<g transform="rotate(-18 1300 900)"><rect x="906" y="888" width="900" height="60" fill="#000" opacity=".25"/>${flagBand(flag, 900, 880, 900, 60)}</g>`;
  return svg(defs, body);
}

/** A country's cover: a fan of shirting swatches over a soft gradient, above its flag's colours. */
export function coverScene(flag: Flag, seed: number): string {
  const r = random(seed);
  const defs =
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f4f8"/><stop offset="1" stop-color="#c9d3df"/></linearGradient>';
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  body += flagBand(flag, 0, H - 150, W, 150);
  const cx = W / 2 + (r() - 0.5) * 200;
  const pivot = H - 190;
  for (let k = 0; k < 13; k++) {
    const angle = -72 + k * 12;
    body += `<g transform="rotate(${angle} ${n(cx)} ${pivot})">${cloth(r, { x: cx - 80, y: pivot - 640, w: 160, h: 640 }, true)}</g>`;
  }
  body += `<circle cx="${n(cx)}" cy="${pivot}" r="22" fill="#c0a060" stroke="#7a6030" stroke-width="4"/>`;
  return svg(defs, body);
}

export type SceneKind = "hall" | "stand" | "swatches" | "cover";

export const SCENES: Record<SceneKind, (flag: Flag, seed: number) => string> = {
  hall: hallScene,
  stand: standScene,
  swatches: swatchScene,
  cover: coverScene,
};
