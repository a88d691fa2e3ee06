/**
 * Close-up "photographs" of woven shirt fabrics, computed pixel by pixel: warp and weft
 * threads with a rounded profile, interlaced by the weave's pattern, under a soft fold of
 * light. Shading is smooth (no per-pixel noise), which keeps the WebP variants small and
 * quick to encode.
 */

export type Rgb = readonly [number, number, number];

export type WeaveKind = "plain" | "twill" | "oxford";

export type WeaveSpec = {
  kind: WeaveKind;
  /** Colours of successive warp (vertical) threads, repeated: one colour for a plain fabric, a sequence for stripes. */
  warp: readonly Rgb[];
  weft: readonly Rgb[];
  /** Thread spacing in pixels: larger is a closer look. */
  pitch: number;
  /** Irregular thread thickness and tone along the threads (linen's slubs), 0 to 1. */
  slub?: number;
  /** Tone difference from thread to thread (a heathered, mélange look), 0 to 1. */
  heather?: number;
  /** Turn of the cloth under the lens, in degrees. */
  angle?: number;
  seed: number;
};

export const WIDTH = 1600;
export const HEIGHT = 1067;

/** A small deterministic generator: the same seed gives the same picture. */
export function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** Whether the warp thread lies on top where warp `i` crosses weft `j`. */
function warpOnTop(kind: WeaveKind, i: number, j: number): boolean {
  if (kind === "twill") return (((i + j) % 3) + 3) % 3 < 2; // 2/1 twill: the diagonal rib
  if (kind === "oxford") return ((i + Math.floor(j / 2)) & 1) === 0; // weft yarns paired: the basket look
  return ((i + j) & 1) === 0;
}

/** sin(pi * t) for t in [0, 1], and its powers: the yarn's rounded profile, looked up per pixel. */
const STEPS = 1024;
const SIN = Float32Array.from({ length: STEPS + 1 }, (_, k) => Math.sin((Math.PI * k) / STEPS));
/** Slub levels: a fuller yarn has a flatter crown (a smaller exponent). */
const LEVELS = 8;
const CROWN = Array.from({ length: LEVELS }, (_, level) =>
  Float32Array.from(SIN, (s) => 0.6 + 0.4 * s ** (0.8 / (1 + (level / (LEVELS - 1)) * 2))),
);

/**
 * Slubs of every thread, per crossing: thick, lighter stretches a few crossings long where
 * a smooth wave peaks. Zero for a regular yarn.
 */
function slubTable(span: number, amount: number, next: () => number): Float32Array {
  const table = new Float32Array(span * span);
  if (amount === 0) return table;
  for (let thread = 0; thread < span; thread++) {
    const phase = next() * 1000;
    for (let cell = 0; cell < span; cell++) {
      const wave = Math.sin(cell / 4.1 + phase) * Math.sin(cell / 1.7 + phase * 1.7);
      table[thread * span + cell] = wave > 0.55 ? Math.min(1, (wave - 0.55) * 2.2 * amount) : 0;
    }
  }
  return table;
}

/** Renders the fabric as raw RGB (3 bytes per pixel, row by row). */
export function renderWeave(spec: WeaveSpec, width = WIDTH, height = HEIGHT): Buffer {
  const next = random(spec.seed);
  const heather = spec.heather ?? 0.15;
  const pitch = spec.pitch;
  const span = Math.ceil(Math.hypot(width, height) / pitch) + 4;
  const tone = (count: number) =>
    Float32Array.from({ length: count }, () => 1 + (next() - 0.5) * heather * 0.5);
  const warpTone = tone(span);
  const weftTone = tone(span);
  const warpSlub = slubTable(span, spec.slub ?? 0, next);
  const weftSlub = slubTable(span, spec.slub ?? 0, next);
  const warpColour = Array.from({ length: span }, (_, i) => spec.warp[i % spec.warp.length]!);
  const weftColour = Array.from({ length: span }, (_, j) => spec.weft[j % spec.weft.length]!);

  // A soft fold of light across the cloth and a slight vignette, as on a photograph.
  const foldPhase = next() * Math.PI * 2;
  const foldSlope = 0.4 + next() * 0.8;
  const fold = Float32Array.from(
    { length: Math.ceil(width * foldSlope + height) + 2 },
    (_, k) => 0.93 + 0.09 * Math.sin(k / 310 + foldPhase),
  );
  const cx = width / 2;
  const cy = height / 2;
  const radius = cx * cx + cy * cy;
  const vignette = (d: number, c: number) => (0.05 * (d - c) * (d - c)) / radius;

  const angle = ((spec.angle ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const half = (span * pitch) / 2;
  const out = Buffer.alloc(width * height * 3);
  let o = 0;
  for (let y = 0; y < height; y++) {
    // Cloth coordinates (in threads): turned by the angle, centred so every pixel lands on a thread.
    let px = (-cx * cos + (y - cy) * sin + half) / pitch;
    let py = (cx * sin + (y - cy) * cos + half) / pitch;
    const stepX = cos / pitch;
    const stepY = -sin / pitch;
    const rowShade = vignette(y, cy);
    for (let x = 0; x < width; x++, px += stepX, py += stepY) {
      const i = Math.floor(px);
      const j = Math.floor(py);
      const u = ((px - i) * STEPS) | 0;
      const v = ((py - j) * STEPS) | 0;
      const top = warpOnTop(spec.kind, i, j);
      const bump = top ? warpSlub[i * span + j]! : weftSlub[j * span + i]!;
      const crown = CROWN[Math.round(bump * (LEVELS - 1))]![top ? u : v]!;
      // Where the yarn dives under the crossing one it falls into shadow.
      const dive = 0.82 + 0.18 * SIN[top ? v : u]!;
      const colour = top ? warpColour[i]! : weftColour[j]!;
      const light = fold[(x * foldSlope + y) | 0]! - rowShade - vignette(x, cx);
      const shade = crown * dive * (top ? warpTone[i]! : weftTone[j]!) * (1 + bump * 0.1) * light;
      out[o++] = Math.min(255, colour[0] * shade);
      out[o++] = Math.min(255, colour[1] * shade);
      out[o++] = Math.min(255, colour[2] * shade);
    }
  }
  return out;
}
