// The card's one description of its fields (common/fabric-card-fields.ts) and what is made from
// it: the empty card, the schema, and the admin form's draft and back (card-form.ts).
import { describe, expect, it } from "vitest";
import { cardFromDraft, checkCard, draftFromFabric } from "../../app/components/admin/fabrics/card-form";
import type { AdminFabric } from "../../app/components/admin/fabrics/types";
import { EMPTY_CARD, type FabricCardInput, fabricCardSchema } from "../../common/fabric-card";
import { CARD_FIELD_NAMES } from "../../common/fabric-card-fields";
import { LINEN_TWILL as FULL } from "../fixtures/fabric-card";

/** A fabric's answer as the admin form reads it: only its card matters here. */
const fabric = (card: FabricCardInput) => card as unknown as AdminFabric;

describe("the card's fields", () => {
  it("make an empty card that names every field, in the card's order, as not known", () => {
    expect(Object.keys(EMPTY_CARD)).toEqual(CARD_FIELD_NAMES);
    expect(fabricCardSchema.safeParse(EMPTY_CARD)).toMatchObject({ success: true, data: EMPTY_CARD });
  });

  it("make a schema that keeps a full card as it is and refuses a field it does not know", () => {
    expect(fabricCardSchema.safeParse(FULL)).toMatchObject({ success: true, data: FULL });
    expect(fabricCardSchema.safeParse({ ...FULL, weight: 130 }).success).toBe(false);
    expect(fabricCardSchema.safeParse({ ...FULL, weight_gsm: 601 }).success).toBe(false);
    expect(fabricCardSchema.safeParse({ ...FULL, lead_time_weeks: 0 }).success).toBe(true);
  });

  it("give the admin form a draft that gives the card back", () => {
    const draft = draftFromFabric(fabric(FULL));
    expect(draft.weight_gsm).toBe("130");
    expect(draft.weave).toBe("twill");
    expect(cardFromDraft(draft)).toEqual(FULL);
    expect(checkCard(draft)).toEqual({ json: JSON.stringify(FULL) });
  });

  it("give a new fabric a blank draft (one fibre row) that sends the empty card", () => {
    const draft = draftFromFabric(null);
    expect(draft.composition).toHaveLength(1);
    expect(draft.lead_time_weeks).toBe("");
    expect(draft.stock_service).toBe("");
    expect(cardFromDraft(draft)).toEqual(EMPTY_CARD);
  });

  it("name a refused field as the server does", () => {
    const draft = { ...draftFromFabric(fabric(FULL)), width_cm: "20", yarn_count: "x".repeat(41) };
    expect(checkCard(draft)).toEqual({
      fields: { "card.width_cm": "invalid", "card.yarn_count": "too_long" },
    });
  });
});
