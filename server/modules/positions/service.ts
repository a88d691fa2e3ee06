/**
 * Open positions (/careers): a short list read whole; the public pages and the API answer it
 * from memory between admin changes (every admin write empties it, and so does the change of
 * date). A closed position, or one past its last day (common/positions.ts), leaves the site, its
 * page, its structured data and the sitemap, and takes no application; the admin still lists it.
 */
import { and, desc, eq } from "drizzle-orm";
import type { PositionDto } from "../../../common/api/positions";
import type { EmploymentType, Localized } from "../../../common/constants";
import { isPositionOpen } from "../../../common/positions";
import type { Db, Tx } from "../../db/client";
import { positions } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { localize } from "../../http/lang";
import type { ReadLang, WriteContext } from "../../http/write-context";
import { logActivity } from "../activity";

export type { PositionDto };

type PublicReadContext = Pick<AppContext, "db" | "publicData">;
type PositionRow = typeof positions.$inferSelect;

export function toPositionDto(row: PositionRow, lng: ReadLang): PositionDto {
  return {
    id: row.id,
    title: localize(row.title, lng),
    description: localize(row.description, lng),
    department: row.department,
    location: row.location,
    employment_type: row.employmentType as EmploymentType,
    open: row.open,
    valid_through: row.validThrough,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every position, newest first. */
const loadPositions = (db: Tx) =>
  db.select().from(positions).orderBy(desc(positions.createdAt), desc(positions.id));

/** The open positions, from memory between admin changes (the memory is emptied when the date changes). */
const readOpenPositions = (ctx: PublicReadContext) =>
  ctx.publicData.read("positions", async () => (await loadPositions(ctx.db)).filter((row) => isPositionOpen(row)));

export async function listPublicPositions(ctx: PublicReadContext, lng: ReadLang): Promise<PositionDto[]> {
  return (await readOpenPositions(ctx)).map((row) => toPositionDto(row, lng));
}

/** An open position; null when it is closed or unknown. */
export async function getPublicPosition(ctx: PublicReadContext, id: number, lng: ReadLang) {
  const row = (await readOpenPositions(ctx)).find((p) => p.id === id);
  return row ? toPositionDto(row, lng) : null;
}

/** Every position, open and closed (the admin's list). */
export async function listAllPositions(db: Db, lng: ReadLang): Promise<PositionDto[]> {
  return (await loadPositions(db)).map((row) => toPositionDto(row, lng));
}

export async function readPositionNow(db: Tx, id: number, lng: ReadLang) {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  return row ? toPositionDto(row, lng) : null;
}

/** An open position's row (a careers application names it), or null: closed, past its last day or unknown. */
export async function findOpenPosition(db: Tx, id: number) {
  const [row] = await db
    .select({
      id: positions.id,
      title: positions.title,
      open: positions.open,
      validThrough: positions.validThrough,
      createdAt: positions.createdAt,
    })
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.open, true)))
    .limit(1);
  return row && isPositionOpen(row) ? { id: row.id, title: row.title } : null;
}

export type PositionInput = {
  title: Localized;
  description: Localized;
  department: string;
  location: string;
  employmentType: EmploymentType;
  validThrough: string | null;
  open: boolean;
};

export async function createPosition(ctx: WriteContext, input: PositionInput) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(positions).values(input).returning({ id: positions.id });
    await logActivity(tx, ctx.actorId, "create", "position", row!.id, input.title.tr);
    return row!.id;
  });
}

export type PositionPatch = {
  title: LocalizedPatch;
  description: LocalizedPatch;
  department: string | undefined;
  location: string | undefined;
  employmentType: EmploymentType | undefined;
  validThrough: string | null | undefined;
  open: boolean | undefined;
};

async function lockPosition(tx: Tx, id: number) {
  const [row] = await tx.select().from(positions).where(eq(positions.id, id)).for("update");
  if (!row) throw notFound("Position");
  return row;
}

export async function updatePosition(
  ctx: WriteContext,
  id: number,
  patch: PositionPatch,
  action: "update" | "status" = "update",
) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockPosition(tx, id);
    const title = applyLocalizedPatch(current.title, patch.title);
    await tx
      .update(positions)
      .set({
        title,
        description: applyLocalizedPatch(current.description, patch.description),
        department: patch.department ?? current.department,
        location: patch.location ?? current.location,
        employmentType: patch.employmentType ?? current.employmentType,
        validThrough: patch.validThrough === undefined ? current.validThrough : patch.validThrough,
        open: patch.open ?? current.open,
        updatedAt: new Date(),
      })
      .where(eq(positions.id, id));
    await logActivity(
      tx,
      ctx.actorId,
      action,
      "position",
      id,
      action === "status" ? `${title.tr}: ${patch.open ? "open" : "closed"}` : title.tr,
    );
  });
}

/** Closes or reopens a position (a closed one leaves the site). */
export const setPositionOpen = (ctx: WriteContext, id: number, open: boolean) =>
  updatePosition(
    ctx,
    id,
    {
      title: {},
      description: {},
      department: undefined,
      location: undefined,
      employmentType: undefined,
      validThrough: undefined,
      open,
    },
    "status",
  );

/** Deletes a position; the applications to it stay, as open applications with its title as text. */
export async function deletePosition(ctx: WriteContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockPosition(tx, id);
    await tx.delete(positions).where(eq(positions.id, id));
    await logActivity(tx, ctx.actorId, "delete", "position", id, current.title.tr);
  });
}

/** Ids and last change of the open positions (the sitemap). */
export async function openPositionEntities(db: Db) {
  const rows = await db
    .select({
      id: positions.id,
      updatedAt: positions.updatedAt,
      open: positions.open,
      validThrough: positions.validThrough,
      createdAt: positions.createdAt,
    })
    .from(positions)
    .where(eq(positions.open, true))
    .orderBy(positions.id);
  return rows.filter((row) => isPositionOpen(row)).map(({ id, updatedAt }) => ({ id, updatedAt }));
}
