/**
 * The staff's routes of one buyer request (a meeting at the stand, samples), the same for each
 * kind: read it, change its status (409 for a change its transitions forbid), its notes, its
 * replies (listed, and sent through the outbox), delete it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ReplyDto } from "../../../common/api/inbox";
import { meetingNotesSchema, meetingReplySchema } from "../../../common/schemas";
import type { Db } from "../../db/client";
import { adminCreate, adminDelete, adminItem, adminUpdate } from "../../../common/api/contract-kinds";
import { statusChange } from "../../../common/api/contract-kinds";
import { idParams } from "../../../common/api/params";
import { route } from "../../http/route";
import type { requestChanges } from "./changes";
import type { requestReplies } from "./replies";

export type RequestRoutesSpec<S extends string, Dto> = {
  /** "/meeting-requests": the list's path; the item is `<path>/:id`. */
  path: string;
  /** "meeting request": how the summaries name it. */
  name: string;
  item: z.ZodType;
  statusSchema: z.core.$ZodType<{ status: S }>;
  /** The transitions, as the status route's summary states them. */
  transitions: string;
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
    statusChange(
      `${path}/:id/status`,
      `Change a ${name}'s status (${spec.transitions}; else 409)`,
      spec.statusSchema,
      item,
    ),
    async ({ params, body }, request) => ({
      data: await changes.setStatus(app.ctx.db, params.id, (body as { status: S }).status, actor(request)),
    }),
  );

  route(
    app,
    adminUpdate(`${path}/:id/notes`, `Edit the staff's notes on a ${name}`, meetingNotesSchema, item),
    async ({ params, body }, request) => ({
      data: await changes.setNotes(app.ctx.db, params.id, body.notes, actor(request)),
    }),
  );

  route(
    app,
    {
      method: "GET",
      url: `${path}/:id/replies`,
      summary: `The replies the staff sent to a ${name}, oldest first`,
      admin: true,
      params: idParams,
      responses: { 200: z.strictObject({ data: z.array(ReplyDto) }) },
    },
    async ({ params }) => ({ data: await replies.list(app.ctx.db, params.id) }),
  );

  route(
    app,
    {
      ...adminCreate(
        `${path}/:id/replies`,
        "Reply to the buyer by e-mail (through the outbox, greeting and signature in the buyer's language); kept with the request",
        meetingReplySchema,
        ReplyDto,
      ),
      params: idParams,
    },
    async ({ params, body }, request) => ({
      data: await replies.send(app.ctx, params.id, body.body, actor(request)),
    }),
  );

  route(app, adminDelete(`${path}/:id`, `Delete a ${name}`), async ({ params }, request) => {
    await changes.remove(app.ctx.db, params.id, actor(request));
  });
}
