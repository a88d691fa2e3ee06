/**
 * A fabric's technical card: what the admin form sends (checked in the browser and, as the
 * authority, by the server), made from the card's fields (common/fabric-card-fields.ts). Its rows
 * as text and the unit conversions: common/fabric-card-text.ts.
 * Written with zod/mini: the browser bundle imports it.
 */
import { z } from "zod/mini";
import { FABRIC_CARD_LIMITS as L, FABRIC_CODE, FIBERS, SHADES } from "./constants";
import {
  type CardFieldSpec,
  type Colourway,
  FABRIC_CARD_FIELDS,
  type FabricCardInput,
} from "./fabric-card-fields";
import { CONTROL } from "./text";

export type { Colourway, FabricCardInput };

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

/**
 * One field's check, by its kind. Every value may be unknown (null, or an empty list). A
 * composition, when given, names each fibre once and sums to 100 %.
 */
function fieldSchema(field: CardFieldSpec): z.ZodMiniType {
  switch (field.kind) {
    case "code":
      return z.nullable(
        z.string().check(
          z.trim(),
          z.toUpperCase(),
          z.maxLength(field.max),
          z.refine((v) => FABRIC_CODE.test(v)),
        ),
      );
    case "composition":
      return z.array(fiberShare).check(
        z.maxLength(field.max),
        z.refine((list) => new Set(list.map((share) => share.fiber)).size === list.length, {
          message: "Each fibre once",
        }),
        z.refine((list) => list.length === 0 || list.reduce((sum, share) => sum + share.percent, 0) === 100, {
          message: "The percentages must sum to 100",
        }),
      );
    case "int":
      return z.nullable(z.int().check(z.minimum(field.min), z.maximum(field.max)));
    case "enum":
      return z.nullable(z.enum(field.values));
    case "keys":
      return keys(field.values);
    case "text":
      return z.nullable(
        z.string().check(
          z.trim(),
          z.normalize("NFC"),
          z.minLength(1),
          z.maxLength(field.max),
          z.refine((v) => !CONTROL.test(v)),
        ),
      );
    case "colourways":
      // Absent from an older form or file: none. References are distinct.
      return z._default(
        z.array(colourway).check(
          z.maxLength(field.max),
          z.refine((list) => new Set(list.map((c) => c.ref.toLowerCase())).size === list.length, {
            message: "Each reference once",
          }),
        ),
        [],
      );
  }
}

/**
 * The card as the admin form sends it (one JSON field, `card`): every field of the card, checked
 * by its kind. A fabric added before the card existed shows what it has.
 */
export const fabricCardSchema = z.strictObject(
  Object.fromEntries(FABRIC_CARD_FIELDS.map((field) => [field.name, fieldSchema(field)])),
) as unknown as z.ZodMiniType<FabricCardInput, unknown>;

/** The value of a field nobody has given: null, or an empty list. */
const emptyValue = (field: CardFieldSpec): unknown =>
  field.kind === "composition" || field.kind === "keys" || field.kind === "colourways" ? [] : null;

/** The card of a fabric nobody has described yet. */
export const EMPTY_CARD = Object.fromEntries(
  FABRIC_CARD_FIELDS.map((field) => [field.name, emptyValue(field)]),
) as FabricCardInput;
