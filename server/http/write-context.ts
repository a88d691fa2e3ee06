import type { FastifyRequest } from "fastify";
import type { Lang } from "../../common/constants";
import type { Db } from "../db/client";
import type { Storage } from "../storage/storage";

/** A public read's language, or `all` (admins: every language per field). */
export type ReadLang = Lang | "all";

/** Who makes a change: a staff member (their user id), or an API token (the activity log names it). */
export type Actor = number | { tokenId: number };

/** What an admin change needs: the database, the files, and who acts (for the activity log). */
export type WriteContext = { db: Db; storage: Storage; actorId: Actor };

/** The write context of an admin route (after requireAdmin: a session's admin, or an API token). */
export const writeContext = (request: FastifyRequest): WriteContext => ({
  db: request.server.ctx.db,
  storage: request.server.ctx.storage,
  actorId: request.apiToken ? { tokenId: request.apiToken.id } : request.admin!.userId,
});
