import { desc, eq, sql } from "drizzle-orm";
import type { ApiTokenCreated, ApiTokenCreateInput, ApiTokenDto } from "../../../common/api/api-tokens";
import { API_TOKEN_PREFIX, type ApiTokenScope } from "../../../common/constants";
import type { Db } from "../../db/client";
import { adminUsers, apiTokens } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { WriteContext } from "../../http/write-context";
import { logActivity } from "../activity";
import { hashToken, newSecret, shownPart } from "./secret";

/** A day alone means to the end of that day in Istanbul (UTC+3 all year since 2016). */
export function expiryInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999+03:00` : value);
}

/** Creates a token: the secret is answered this once, the database keeps its hash. */
export async function createApiToken(
  ctx: WriteContext,
  input: ApiTokenCreateInput,
  now = new Date(),
): Promise<ApiTokenCreated> {
  const expiresAt = expiryInstant(input.expires_at);
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw badRequest("The expiry must lie ahead", { expires_at: "invalid_date" });
  const secret = newSecret();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        tokenHash: hashToken(secret),
        shown: shownPart(secret),
        scopes: [...input.scopes].sort(),
        createdBy: typeof ctx.actorId === "number" ? ctx.actorId : null,
        expiresAt,
      })
      .returning({ id: apiTokens.id });
    await logActivity(tx, ctx.actorId, "create", "api_token", row!.id, input.name);
    return { id: row!.id, token: secret };
  });
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every token, newest first, as the list shows it (never a hash). */
export async function listApiTokens(db: Db): Promise<ApiTokenDto[]> {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      shown: apiTokens.shown,
      scopes: apiTokens.scopes,
      createdAt: apiTokens.createdAt,
      createdBy: adminUsers.username,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      lastUsedIp: apiTokens.lastUsedIp,
      expired: sql<boolean>`(${apiTokens.expiresAt} is not null and ${apiTokens.expiresAt} <= now())`,
    })
    .from(apiTokens)
    .leftJoin(adminUsers, eq(adminUsers.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: `${API_TOKEN_PREFIX}${row.shown}`,
    state: row.revokedAt ? "revoked" : row.expired === true ? "expired" : "active",
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy ?? null,
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    last_used_at: iso(row.lastUsedAt),
    last_used_ip: row.lastUsedIp,
  }));
}

/** Revokes a token at once (the next request, in any process, is a 401); a revoked one stays so. */
export async function revokeApiToken(ctx: WriteContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id)).for("update");
    if (!row) throw notFound("API token");
    if (row.revokedAt) return;
    await tx.update(apiTokens).set({ revokedAt: sql`now()` }).where(eq(apiTokens.id, id));
    await logActivity(tx, ctx.actorId, "status", "api_token", id, row.name);
  });
}
