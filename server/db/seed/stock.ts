/**
 * The demo's stock per colourway (data/stock.json, as the ERP would send it): most colourways in
 * stock, some limited, some out with a next batch a few weeks after the seed day. Loaded with
 * the demo, the last import set to now so the figures are not stale at first.
 */
import { today } from "../../../common/dates";
import type { Tx } from "../client";
import { fabricStock, stockSettings } from "../schema";
import data from "./data/stock.json" with { type: "json" };

type SeedLine = {
  code: string;
  colourway: string;
  available_m: number;
  /** Days after the seed day (Istanbul) when the next batch comes. */
  next_batch_in_days?: number;
  next_batch_m?: number;
};

const DAY_MS = 86_400_000;

export async function insertDemoStock(tx: Tx, fabricIds: Map<string, number>, now = new Date()) {
  const day = Date.parse(`${today(now)}T00:00:00Z`);
  const rows = (data as SeedLine[]).flatMap((line) => {
    const fabricId = fabricIds.get(line.code);
    if (fabricId === undefined) return [];
    return [
      {
        fabricId,
        colourwayRef: line.colourway,
        availableDm: Math.round(line.available_m * 10),
        nextBatchOn:
          line.next_batch_in_days === undefined
            ? null
            : new Date(day + line.next_batch_in_days * DAY_MS).toISOString().slice(0, 10),
        nextBatchDm: line.next_batch_m === undefined ? null : Math.round(line.next_batch_m * 10),
        updatedAt: now,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(fabricStock).values(rows);
  await tx.insert(stockSettings).values({ id: 1, lastImportAt: now });
}
