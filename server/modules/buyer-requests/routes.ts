/**
 * The staff's routes of one buyer request (a meeting at the stand, samples), the same for each
 * kind: read it, change its status (409 for a change its transitions forbid), its notes, its
 * replies (listed, and sent through the outbox), delete it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { adminItem } from "../../../common/api/contract-kinds";
import { route } from "../../http/route";
import type { BuyerRequestContracts } from "../../../common/api/contracts/inboxes";
import type { requestChanges } from "./changes";
import type { requestReplies } from "./replies";

export type RequestRoutesSpec<S extends string, Dto> = {
  /** "/meeting-requests": the list's path; the item is `<path>/:id`. */
  path: string;
  /** "meeting request": how the summaries name it. */
  name: string;
  item: z.ZodType;
  /** Its routes' contracts (common/api/contracts/inboxes.ts). */
  contracts: BuyerRequestContracts;
  read(db: Db, id: number): Promise<Dto>;
  changes: ReturnType<typeof requestChanges<S, Dto>>;
  replies: ReturnType<typeof requestReplies>;
};

export function requestItemRoutes<S extends string, Dto>(
  app: FastifyInstance,
  spec: RequestRoutesSpec<S, Dto>,
) {
  const { path, name, item, changes, replies } = spec;
  const actor = (request: FastifyRequest) => request.admin!.userId;

  route(app, adminItem(`${path}/:id`, `A ${name}`, item), async ({ params }) => ({
    data: await spec.read(app.ctx.db, params.id),
  }));

  route(
    app,
    spec.contracts.status,
    async ({ params, body }, request) => ({
      data: await changes.setStatus(app.ctx.db, params.id, (body as { status: S }).status, actor(request)),
    }),
  );

  route(
    app,
    spec.contracts.notes,
    async ({ params, body }, request) => ({
      data: await changes.setNotes(app.ctx.db, params.id, body.notes, actor(request)),
    }),
  );

  route(
    app,
    spec.contracts.replies,
    async ({ params }) => ({ data: await replies.list(app.ctx.db, params.id) }),
  );

  route(
    app,
    spec.contracts.reply,
    async ({ params, body }, request) => ({
      data: await replies.send(app.ctx, params.id, body.body, actor(request)),
    }),
  );

  route(app, spec.contracts.remove, async ({ params }, request) => {
    await changes.remove(app.ctx.db, params.id, actor(request));
  });
}
