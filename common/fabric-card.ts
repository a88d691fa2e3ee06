/**
 * A fabric's technical card: what the admin form sends (checked in the browser and, as the
 * authority, by the server). Its rows as text and the unit conversions: common/fabric-card-text.ts.
 * Written with zod/mini: the browser bundle imports it.
 */
import { z } from "zod/mini";
import {
  END_USES,
  FABRIC_CARD_LIMITS as L,
  FABRIC_CODE,
  FIBERS,
  FINISHES,
  PATTERNS,
  SHADES,
  STOCK_SERVICES,
  WEAVES,
} from "./constants";
import { CONTROL } from "./text";

const int = (min: number, max: number) => z.nullable(z.int().check(z.minimum(min), z.maximum(max)));
/** A list of distinct keys of `values`. */
const keys = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).check(
    z.maxLength(values.length),
    z.refine((list) => new Set(list).size === list.length),
  );

const fiberShare = z.strictObject({
  fiber: z.enum(FIBERS),
  percent: z.int().check(z.minimum(1), z.maximum(100)),
});

/** A colour the article is made in: the mill's reference (e.g. "01"), its colour family, the colour, a gallery photo. */
const colourway = z.strictObject({
  ref: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(L.colourwayRef),
    z.refine((v) => !CONTROL.test(v)),
  ),
  shade: z.enum(SHADES),
  hex: z.string().check(
    z.toLowerCase(),
    z.refine((v) => /^#[0-9a-f]{6}$/.test(v)),
  ),
  /** One of the fabric's gallery photos showing this colourway, or none. */
  photo_id: z._default(z.nullable(z.int().check(z.positive())), null),
});
export type Colourway = z.output<typeof colourway>;

/**
 * The card as the admin form sends it (one JSON field, `card`). Every value may be unknown
 * (null, or an empty list): a fabric added before the card existed shows what it has. A
 * composition, when given, names each fibre once and sums to 100 %.
 */
export const fabricCardSchema = z.strictObject({
  code: z.nullable(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.maxLength(L.code),
      z.refine((v) => FABRIC_CODE.test(v)),
    ),
  ),
  composition: z.array(fiberShare).check(
    z.maxLength(L.fibers),
    z.refine((list) => new Set(list.map((share) => share.fiber)).size === list.length, {
      message: "Each fibre once",
    }),
    z.refine((list) => list.length === 0 || list.reduce((sum, share) => sum + share.percent, 0) === 100, {
      message: "The percentages must sum to 100",
    }),
  ),
  weight_gsm: int(L.weightGsm.min, L.weightGsm.max),
  width_cm: int(L.widthCm.min, L.widthCm.max),
  weave: z.nullable(z.enum(WEAVES)),
  pattern: z.nullable(z.enum(PATTERNS)),
  yarn_count: z.nullable(
    z.string().check(
      z.trim(),
      z.normalize("NFC"),
      z.minLength(1),
      z.maxLength(L.yarnCount),
      z.refine((v) => !CONTROL.test(v)),
    ),
  ),
  ends_per_cm: int(L.threadsPerCm.min, L.threadsPerCm.max),
  picks_per_cm: int(L.threadsPerCm.min, L.threadsPerCm.max),
  finishes: keys(FINISHES),
  end_use: keys(END_USES),
  stock_service: z.nullable(z.enum(STOCK_SERVICES)),
  min_order_m: int(L.minOrderM.min, L.minOrderM.max),
  lead_time_weeks: int(L.leadTimeWeeks.min, L.leadTimeWeeks.max),
  /** Absent from an older form or file: none. References are distinct. */
  colourways: z._default(
    z.array(colourway).check(
      z.maxLength(L.colourways),
      z.refine((list) => new Set(list.map((c) => c.ref.toLowerCase())).size === list.length, {
        message: "Each reference once",
      }),
    ),
    [],
  ),
});
export type FabricCardInput = z.output<typeof fabricCardSchema>;

/** The card of a fabric nobody has described yet. */
export const EMPTY_CARD: FabricCardInput = {
  code: null,
  composition: [],
  weight_gsm: null,
  width_cm: null,
  weave: null,
  pattern: null,
  yarn_count: null,
  ends_per_cm: null,
  picks_per_cm: null,
  finishes: [],
  end_use: [],
  stock_service: null,
  min_order_m: null,
  lead_time_weeks: null,
  colourways: [],
};

