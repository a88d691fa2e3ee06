/**
 * What a fabric's answer and its card take from other rows: the certificates valid today that
 * cover it, and the gallery photos its colourways may show.
 */
import { eq } from "drizzle-orm";
import { today } from "../../../common/dates";
import type { FabricCardInput } from "../../../common/fabric-card";
import type { Tx } from "../../db/client";
import { fabricPhotos } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { certificatesByFabric, isValidOn, loadCertificates } from "../certificates";

/** The certificates valid today, by the fabrics they cover, read from the database. */
export async function validCertificatesByFabric(db: Tx) {
  const day = today();
  return certificatesByFabric((await loadCertificates(db)).filter((row) => isValidOn(row, day)));
}

/** A colourway may show one of the fabric's own gallery photos, none other (a new fabric has none). */
export async function checkColourwayPhotos(
  tx: Tx,
  fabricId: number | null,
  card: FabricCardInput | undefined,
) {
  const wanted = (card?.colourways ?? []).flatMap((c) => (c.photo_id === null ? [] : [c.photo_id]));
  if (wanted.length === 0) return;
  const own =
    fabricId === null
      ? []
      : await tx
          .select({ id: fabricPhotos.id })
          .from(fabricPhotos)
          .where(eq(fabricPhotos.fabricId, fabricId));
  const ids = new Set(own.map((p) => p.id));
  if (!wanted.every((id) => ids.has(id))) throw badRequest("Invalid input", { "card.colourways": "invalid" });
}
