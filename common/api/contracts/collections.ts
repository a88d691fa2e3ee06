/** The admin's routes of /api/collections (server/modules/collections/routes.ts registers them). */
import { z } from "zod";
import { CollectionDto } from "../collections";
import { COLLECTION_KINDS, SEASON_CODE, TEXT_LIMITS } from "../../constants";
import { defineContract, multipart } from "../contract";
import { adminCreate, adminDelete, adminUpdate } from "../contract-kinds";
import { localizedShape } from "../input";
import { pageOf } from "../shared";

/** SS27, AW27; lower case accepted, stored upper case. */
const season = z.string().trim().toUpperCase().regex(SEASON_CODE);
const kind = z.enum(COLLECTION_KINDS);

const createForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "required"),
    ...localizedShape("description", TEXT_LIMITS.description, "free"),
    season,
    kind,
  }),
  files: ["coverImage"],
  requiredFile: "coverImage",
});
const updateForm = multipart({
  fields: z.object({
    ...localizedShape("name", TEXT_LIMITS.name, "keep"),
    ...localizedShape("description", TEXT_LIMITS.description, "free"),
    season: season.optional(),
    kind: kind.optional(),
  }),
  files: ["coverImage"],
});

export const collectionContracts = {
  list: defineContract({
    method: "GET",
    url: "/collections",
    summary: "Every collection, newest season first, with its number of fabrics (a short list: no pages)",
    cache: "public",
    lng: true,
    responses: { 200: pageOf(CollectionDto) },
    scope: "catalogue:read",
  }),
  create: defineContract({
    ...adminCreate("/collections", "Add a collection (cover required)", createForm, CollectionDto),
    lng: true,
  }),
  update: defineContract({
    ...adminUpdate("/collections/:id", "Edit a collection (cover optional)", updateForm, CollectionDto),
    lng: true,
  }),
  remove: defineContract(adminDelete("/collections/:id", "Delete a collection (its fabrics stay, without one)")),
};
