import type { FastifyInstance } from "fastify";
import { PositionDto } from "../../../common/api/positions";
import { DEFAULT_POSITION_LOCATION } from "../../../common/constants";
import { publicItem } from "../../../common/api/contract-kinds";
import { found } from "../../http/errors";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { route } from "../../http/route";
import { positionContracts } from "../../../common/api/contracts/positions";
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

const listAnswer = (data: PositionDto[]) => ({
  data,
  meta: { page: 1, page_size: Math.max(1, data.length), total: data.length, pages: 1 },
});

export async function positionRoutes(app: FastifyInstance) {
  route(
    app,
    positionContracts.list,
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
    positionContracts.create,
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
    positionContracts.update,
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

  for (const [contract, open] of [
    [positionContracts.close, false],
    [positionContracts.reopen, true],
  ] as const) {
    route(app, contract, async ({ params: { id }, lng }, request) => {
      await setPositionOpen(writeContext(request), id, open);
      return { data: found(await readPositionNow(app.ctx.db, id, lng), "Position") };
    });
  }

  route(
    app,
    positionContracts.remove,
    async ({ params }, request) => {
      await deletePosition(writeContext(request), params.id);
    },
  );
}
