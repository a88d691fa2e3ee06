import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dataOf, pageOf } from "../../../common/api/shared";
import { PositionDto } from "../../../common/api/positions";
import { DEFAULT_POSITION_LOCATION, EMPLOYMENT_TYPES, TEXT_LIMITS } from "../../../common/constants";
import { adminCreate, adminDelete, adminUpdate, publicItem } from "../../../common/api/contract-kinds";
import { found } from "../../http/errors";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { localizedShape, plainText } from "../../../common/api/input";
import { idParams } from "../../../common/api/params";
import { route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import {
  createPosition,
  deletePosition,
  getPublicPosition,
  listAllPositions,
  listPublicPositions,
  readPositionNow,
  setPositionOpen,
  updatePosition,
} from "./service";

const line = plainText(TEXT_LIMITS.name);
const employmentType = z.enum(EMPLOYMENT_TYPES);
/** A day (YYYY-MM-DD); empty or null: none (60 days after the position opened). */
const validThrough = z.preprocess((v) => (v === "" ? null : v), z.iso.date().nullable());

const createBody = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "required"),
  ...localizedShape("description", TEXT_LIMITS.description, "free"),
  department: line.optional(),
  location: line.optional(),
  employment_type: employmentType.optional(),
  valid_through: validThrough.optional(),
  open: z.boolean().optional(),
});
const updateBody = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "keep"),
  ...localizedShape("description", TEXT_LIMITS.description, "free"),
  department: line.optional(),
  location: line.optional(),
  employment_type: employmentType.optional(),
  valid_through: validThrough.optional(),
  open: z.boolean().optional(),
});

const listAnswer = (data: PositionDto[]) => ({
  data,
  meta: { page: 1, page_size: Math.max(1, data.length), total: data.length, pages: 1 },
});

export async function positionRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/positions",
      summary:
        "The open positions, newest first (admins with ?lng=all: every position, open and closed, texts in every language); a short list, no pages",
      cache: "public",
      lng: true,
      responses: { 200: pageOf(PositionDto) },
    },
    async ({ lng }) =>
      listAnswer(
        lng === "all" ? await listAllPositions(app.ctx.db, lng) : await listPublicPositions(app.ctx, lng),
      ),
  );

  route(
    app,
    publicItem("/positions/:id", "An open position (404 once closed)", PositionDto),
    async ({ params, lng }) => ({
      data: found(await getPublicPosition(app.ctx, params.id, lng), "Position"),
    }),
  );

  route(
    app,
    { ...adminCreate("/positions", "Open a position", createBody, PositionDto), lng: true },
    async ({ body, lng }, request) => {
      const id = await createPosition(writeContext(request), {
        title: localizedFrom(readLocalizedPatch(body, "title")),
        description: localizedFrom(readLocalizedPatch(body, "description")),
        department: body.department ?? "",
        location: body.location || DEFAULT_POSITION_LOCATION,
        employmentType: body.employment_type ?? "FULL_TIME",
        validThrough: body.valid_through ?? null,
        open: body.open ?? true,
      });
      return { data: found(await readPositionNow(app.ctx.db, id, lng), "Position") };
    },
  );

  route(
    app,
    { ...adminUpdate("/positions/:id", "Edit a position", updateBody, PositionDto), lng: true },
    async ({ params: { id }, body, lng }, request) => {
      await updatePosition(writeContext(request), id, {
        title: readLocalizedPatch(body, "title"),
        description: readLocalizedPatch(body, "description"),
        department: body.department,
        location: body.location === "" ? DEFAULT_POSITION_LOCATION : body.location,
        employmentType: body.employment_type,
        validThrough: body.valid_through,
        open: body.open,
      });
      return { data: found(await readPositionNow(app.ctx.db, id, lng), "Position") };
    },
  );

  for (const [action, open] of [
    ["close", false],
    ["reopen", true],
  ] as const) {
    route(
      app,
      {
        method: "POST",
        url: `/positions/:id/${action}`,
        summary: open ? "Reopen a position (back on the site)" : "Close a position (it leaves the site)",
        admin: true,
        params: idParams,
        lng: true,
        responses: { 200: dataOf(PositionDto) },
      },
      async ({ params: { id }, lng }, request) => {
        await setPositionOpen(writeContext(request), id, open);
        return { data: found(await readPositionNow(app.ctx.db, id, lng), "Position") };
      },
    );
  }

  route(
    app,
    adminDelete("/positions/:id", "Delete a position (its applications stay, as open applications)"),
    async ({ params }, request) => {
      await deletePosition(writeContext(request), params.id);
    },
  );
}
