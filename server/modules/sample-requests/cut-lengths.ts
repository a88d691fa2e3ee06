/**
 * Cut lengths in a sample request: a line of the basket may ask for metres of a stocked
 * colourway instead of a sample. The staff follow each one on the shelf: reserved, then shipped.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { SampleRequestDto } from "../../../common/api/inbox";
import type { CutLineStatus } from "../../../common/constants";
import { isAvailable } from "../../../common/stock";
import type { Db } from "../../db/client";
import { sampleRequestItems } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { logActivity, personalSummary } from "../activity";
import { stockOf } from "../stock";
import type { Line } from "./create";
import { getSampleRequest } from "./service";

/**
 * Each cut length against the stock figures as they are now: a colourway in stock or limited
 * (not out, not stale, not without a figure), and no longer than its metres; the metres go with
 * the line (the staff see them with the request). A refusal names the line (`items.<n>.cut_m`).
 */
export async function checkCutLengths(db: Db, lines: Line[], now = new Date()): Promise<void> {
  for (const line of lines) {
    if (line.cut === null || line.colourway === null) continue;
    const field = `items.${line.index}.cut_m`;
    const figure = await stockOf(db, line.fabric.id, line.colourway, now);
    if (!figure || !isAvailable(figure.band))
      throw badRequest("This colourway is not in stock for a cut length now", { [field]: "no_stock" });
    if (line.cut > figure.availableM)
      throw badRequest("The cut length is longer than the stock", { [field]: "over_stock" });
    line.stock = figure.availableM;
  }
}

/** Sets where a cut length has got (null: not yet); 400 for a line that is not a cut length. */
export async function setCutStatus(
  db: Db,
  requestId: number,
  itemId: number,
  status: CutLineStatus | null,
  actorId: number,
): Promise<SampleRequestDto> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: sampleRequestItems.id, cutM: sampleRequestItems.cutM })
      .from(sampleRequestItems)
      .where(and(eq(sampleRequestItems.id, itemId), eq(sampleRequestItems.sampleRequestId, requestId)))
      .limit(1);
    if (!line) throw notFound("Sample request line");
    if (line.cutM === null) throw badRequest("This line is a sample, not a cut length", { item: "invalid" });
    await tx
      .update(sampleRequestItems)
      .set({ cutStatus: status })
      .where(and(eq(sampleRequestItems.id, itemId), isNotNull(sampleRequestItems.cutM)));
    await logActivity(
      tx,
      actorId,
      "status",
      "sample_request",
      requestId,
      personalSummary(requestId, `cut_${status ?? "open"}`),
    );
    return getSampleRequest(tx, requestId);
  });
}
