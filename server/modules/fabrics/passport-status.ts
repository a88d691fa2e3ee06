/**
 * How complete each fabric's passport is, for the admin's list, its "incomplete" filter and the
 * dashboard: computed from the stored passport and card alone with common/passport.ts, as the
 * fabric's own answer computes it (server/modules/fabrics/passport.ts).
 */
import { desc } from "drizzle-orm";
import type { PassportBody } from "../../../common/api/contracts/passport";
import type { PassportStatusDto } from "../../../common/api/contracts/passport";
import { completeness, missingParts, type PassportFacts } from "../../../common/passport";
import type { Tx } from "../../db/client";
import { fabrics } from "../../db/schema";

type CardPart = { composition?: { fiber: string }[]; colourways?: { ref: string }[] } | null;

/** What the completeness reads: one fibre per composition line, one GTIN per card colourway. */
export function passportFacts(card: CardPart, stored: PassportBody | null): PassportFacts {
  const fibreOrigin = new Map((stored?.fibres ?? []).map((f) => [f.fiber, f.origin_country]));
  const gtinOf = new Map((stored?.colourways ?? []).map((c) => [c.ref.toLowerCase(), c.gtin]));
  return {
    hs_code: stored?.hs_code ?? null,
    dyeing_process: stored?.dyeing_process ?? null,
    fibres: (card?.composition ?? []).map((line) => ({ origin_country: fibreOrigin.get(line.fiber as never) ?? null })),
    steps: stored?.steps ?? [],
    care: stored?.care ?? { wash: null, bleach: null, tumble_dry: null, iron: null, professional: null },
    tests: stored?.tests ?? [],
    substances: { checked_on: stored?.substances.checked_on ?? null, rsl: stored?.substances.rsl ?? null },
    colourways: (card?.colourways ?? []).map((c) => ({ gtin: gtinOf.get(c.ref.toLowerCase()) ?? null })),
  };
}

/** Every fabric's completeness, newest first; `incomplete`: only those missing a part. */
export async function passportStatuses(db: Tx, options: { incomplete?: boolean } = {}): Promise<PassportStatusDto[]> {
  const rows = await db
    .select({ id: fabrics.id, card: fabrics.card, passport: fabrics.passport })
    .from(fabrics)
    .orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  const statuses = rows.map((row) => {
    const missing = missingParts(passportFacts(row.card, row.passport));
    return { fabric_id: row.id, completeness: completeness(missing), missing };
  });
  return options.incomplete ? statuses.filter((s) => s.missing.length > 0) : statuses;
}
