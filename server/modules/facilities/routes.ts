import type { FastifyInstance } from "fastify";
import { FacilityDto } from "../../../common/api/facilities";
import { publicItem } from "../../../common/api/contract-kinds";
import { facilityContracts } from "../../../common/api/contracts/facilities";
import { found } from "../../http/errors";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import {
  createFacility,
  deleteFacility,
  getPublicFacility,
  listPublicFacilities,
  readFacilityNow,
  updateFacility,
} from "./service";

export async function facilityRoutes(app: FastifyInstance) {
  route(app, facilityContracts.list, async ({ lng }) => {
    const data = await listPublicFacilities(app.ctx, lng);
    return { data, meta: { page: 1, page_size: Math.max(1, data.length), total: data.length, pages: 1 } };
  });

  route(app, publicItem("/facilities/:id", "A facility", FacilityDto), async ({ params, lng }) => ({
    data: found(await getPublicFacility(app.ctx, params.id, lng), "Facility"),
  }));

  route(app, facilityContracts.create, async ({ body }, request) => {
    const id = await createFacility(writeContext(request), {
      name: body.name,
      kinds: body.kinds,
      ownership: body.ownership,
      country: body.country,
      city: body.city,
      address: body.address,
      gln: body.gln ?? null,
      osId: body.os_id ?? null,
      description: localizedFrom(readLocalizedPatch(body, "description")),
      certificateIds: body.certificate_ids ?? [],
    });
    return { data: found(await readFacilityNow(app.ctx.db, id), "Facility") };
  });

  route(app, facilityContracts.update, async ({ params: { id }, body }, request) => {
    await updateFacility(writeContext(request), id, {
      name: body.name,
      kinds: body.kinds,
      ownership: body.ownership,
      country: body.country,
      city: body.city,
      address: body.address,
      gln: body.gln,
      osId: body.os_id,
      certificateIds: body.certificate_ids,
      description: readLocalizedPatch(body, "description"),
    });
    return { data: found(await readFacilityNow(app.ctx.db, id), "Facility") };
  });

  route(app, facilityContracts.remove, async ({ params }, request) => {
    await deleteFacility(writeContext(request), params.id);
  });
}
