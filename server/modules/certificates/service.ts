/**
 * Certificates the company holds (ISO 9001:2015, GOTS, OEKO-TEX...): each with its number,
 * issuing body, scope, validity, scan and the fabrics it covers. Visitors see a certificate
 * only from its first to its last valid day (Istanbul's calendar): the read model is rebuilt
 * when the date changes (server/http/cache/public-data.ts), so an expired one leaves the
 * site by itself. A short list, read whole.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { CertificateDto, CertificateRef } from "../../../common/api/certificates";
import type { CertificateStandard, Localized } from "../../../common/constants";
import { today } from "../../../common/dates";
import type { Tx } from "../../db/client";
import { certificateFabrics, certificates, fabrics, privateFiles } from "../../db/schema";
import { notFound } from "../../http/errors";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { localize } from "../../http/lang";
import type { ReadLang, WriteContext } from "../../http/write-context";
import type { StoredPrivateFile } from "../../media";
import { logActivity } from "../activity";
import type { AppContext } from "../../http/context";
import { inTurn } from "../../db/in-turn";

export type { CertificateDto };

/** What a public read needs: the database, and the read models kept in memory. */
type PublicReadContext = Pick<AppContext, "db" | "publicData">;

export type CertificateInput = {
  standard: CertificateStandard;
  number: string;
  issuer: string;
  scope: Localized;
  validFrom: string;
  validUntil: string;
  fabricIds: number[];
};

/** A stored certificate: what was entered, with its id and its scan's file. */
export type CertificateRow = CertificateInput & {
  id: number;
  file: { mimeType: string; bytes: number; storageKey: string; originalName: string } | null;
};

/** Every certificate, the one ending last first, with its file and fabrics. */
export async function loadCertificates(db: Tx): Promise<CertificateRow[]> {
  const [rows, links] = await inTurn([
    db
      .select({ certificate: certificates, file: privateFiles })
      .from(certificates)
      .leftJoin(privateFiles, eq(privateFiles.id, certificates.fileId))
      .orderBy(asc(certificates.standard), asc(certificates.validUntil), asc(certificates.id)),
    db
      .select({ certificateId: certificateFabrics.certificateId, fabricId: certificateFabrics.fabricId })
      .from(certificateFabrics)
      .orderBy(asc(certificateFabrics.fabricId)),
  ]);
  const fabricsOf = new Map<number, number[]>();
  for (const link of links) {
    const list = fabricsOf.get(link.certificateId);
    if (list) list.push(link.fabricId);
    else fabricsOf.set(link.certificateId, [link.fabricId]);
  }
  return rows.map(({ certificate: c, file }) => ({
    id: c.id,
    standard: c.standard as CertificateStandard,
    number: c.number,
    issuer: c.issuer,
    scope: c.scope,
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    file: file
      ? {
          mimeType: file.mimeType,
          bytes: file.bytes,
          storageKey: file.storageKey,
          originalName: file.originalName,
        }
      : null,
    fabricIds: fabricsOf.get(c.id) ?? [],
  }));
}

/** True from the first to the last valid day, both included. */
export const isValidOn = (row: Pick<CertificateRow, "validFrom" | "validUntil">, day: string) =>
  row.validFrom <= day && day <= row.validUntil;

/** Every certificate, from memory between changes (and date changes). */
export function readCertificates(ctx: PublicReadContext): Promise<CertificateRow[]> {
  return ctx.publicData.read("certificates", () => loadCertificates(ctx.db));
}

/** The certificates valid today (visitors), or all of them (`lng=all`: admins). */
export async function visibleCertificates(ctx: PublicReadContext, lng: ReadLang): Promise<CertificateRow[]> {
  const all = await readCertificates(ctx);
  if (lng === "all") return all;
  const day = today();
  return all.filter((row) => isValidOn(row, day));
}

export const certificateFileUrl = (id: number) => `/api/certificates/${id}/file`;

export function toCertificateDto(row: CertificateRow, lng: ReadLang): CertificateDto {
  return {
    id: row.id,
    standard: row.standard,
    number: row.number,
    issuer: row.issuer,
    scope: localize(row.scope, lng),
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    file: row.file
      ? {
          url: certificateFileUrl(row.id),
          mime_type: row.file.mimeType as "application/pdf" | "image/jpeg" | "image/png",
          bytes: row.file.bytes,
        }
      : null,
    fabric_ids: row.fabricIds,
  };
}

export const toCertificateRef = (row: CertificateRow): CertificateRef => ({
  id: row.id,
  standard: row.standard,
  number: row.number,
  valid_until: row.validUntil,
});

/** Each fabric's valid certificates (as `valid` lists them), by fabric id. */
export function certificatesByFabric(valid: CertificateRow[]): Map<number, CertificateRow[]> {
  const map = new Map<number, CertificateRow[]>();
  for (const row of valid) {
    for (const fabricId of row.fabricIds) {
      const list = map.get(fabricId);
      if (list) list.push(row);
      else map.set(fabricId, [row]);
    }
  }
  return map;
}

export type CertificatePatch = Partial<Omit<CertificateInput, "scope">> & { scope: LocalizedPatch };

/** Replaces the certificate's fabrics; ids that name no fabric are a 400 on `fabric_ids` (checked by the caller). */
async function setFabrics(tx: Tx, certificateId: number, fabricIds: number[]) {
  await tx.delete(certificateFabrics).where(eq(certificateFabrics.certificateId, certificateId));
  if (fabricIds.length > 0)
    await tx.insert(certificateFabrics).values(fabricIds.map((fabricId) => ({ certificateId, fabricId })));
}

async function insertFile(tx: Tx, file: StoredPrivateFile): Promise<number> {
  const [row] = await tx.insert(privateFiles).values(file).returning({ id: privateFiles.id });
  return row!.id;
}

/** The ids among `ids` that name no fabric. */
export async function missingFabrics(db: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: fabrics.id }).from(fabrics).where(inArray(fabrics.id, ids));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function createCertificate(
  ctx: WriteContext,
  input: CertificateInput,
  file: StoredPrivateFile | null,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const fileId = file ? await insertFile(tx, file) : null;
    const { fabricIds, ...columns } = input;
    const [row] = await tx
      .insert(certificates)
      .values({ ...columns, fileId })
      .returning({ id: certificates.id });
    const id = row!.id;
    await setFabrics(tx, id, fabricIds);
    await logActivity(tx, ctx.actorId, "create", "certificate", id, `${input.standard} ${input.number}`);
    return id;
  });
}

async function lockCertificate(tx: Tx, id: number) {
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for("update");
  if (!row) throw notFound("Certificate");
  return row;
}

/** Removes a replaced or deleted scan's row; answers its storage key (the file goes after the commit). */
async function dropFile(tx: Tx, fileId: number | null): Promise<string[]> {
  if (fileId === null) return [];
  const gone = await tx
    .delete(privateFiles)
    .where(eq(privateFiles.id, fileId))
    .returning({ storageKey: privateFiles.storageKey });
  return gone.map((g) => g.storageKey);
}

/** Updates; answers the storage keys of files to remove once committed. */
export async function updateCertificate(
  ctx: WriteContext,
  id: number,
  patch: CertificatePatch,
  file: StoredPrivateFile | null,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockCertificate(tx, id);
    const fileId = file ? await insertFile(tx, file) : current.fileId;
    const { fabricIds, scope, ...columns } = patch;
    const defined = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
    await tx
      .update(certificates)
      .set({ ...defined, scope: applyLocalizedPatch(current.scope, scope), fileId, updatedAt: new Date() })
      .where(eq(certificates.id, id));
    if (fabricIds) await setFabrics(tx, id, fabricIds);
    await logActivity(
      tx,
      ctx.actorId,
      "update",
      "certificate",
      id,
      `${patch.standard ?? current.standard} ${patch.number ?? current.number}`,
    );
    return file ? await dropFile(tx, current.fileId) : [];
  });
}

export async function deleteCertificate(ctx: WriteContext, id: number): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockCertificate(tx, id);
    await tx.delete(certificates).where(eq(certificates.id, id));
    await logActivity(tx, ctx.actorId, "delete", "certificate", id, `${current.standard} ${current.number}`);
    return dropFile(tx, current.fileId);
  });
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Certificates whose last day is within `days` days of `day`, before or after it, soonest first: the dashboard's warning. */
export function endingSoon(rows: CertificateRow[], day: string, days: number): CertificateRow[] {
  const from = shiftDay(day, -days);
  const until = shiftDay(day, days);
  return (
    rows
      .filter((row) => from <= row.validUntil && row.validUntil <= until)
      // Renewed: another certificate of the standard runs past the window.
      .filter((row) => !rows.some((other) => other.standard === row.standard && other.validUntil > until))
      .sort((a, b) => a.validUntil.localeCompare(b.validUntil))
  );
}

/** The certificates valid today as the site shows them. */
export async function listPublicCertificates(
  ctx: PublicReadContext,
  lng: ReadLang,
): Promise<CertificateDto[]> {
  return (await visibleCertificates(ctx, lng)).map((row) => toCertificateDto(row, lng));
}
