/** The admin's routes of /api/positions (server/modules/positions/routes.ts registers them). */
import { z } from "zod";
import { EMPLOYMENT_TYPES, TEXT_LIMITS } from "../../constants";
import { defineContract } from "../contract";
import { adminCreate, adminDelete, adminUpdate } from "../contract-kinds";
import { localizedShape, plainText } from "../input";
import { idParams } from "../params";
import { PositionDto } from "../positions";
import { dataOf, pageOf } from "../shared";

const line = plainText(TEXT_LIMITS.name);
const employmentType = z.enum(EMPLOYMENT_TYPES);
/** A day (YYYY-MM-DD); empty or null: none (60 days after the position opened). */
const validThrough = z.preprocess((v) => (v === "" ? null : v), z.iso.date().nullable());

/** A position's form: the Turkish title required when it is opened, kept when left out of an edit. */
const positionBody = (title: "required" | "keep") =>
  z.object({
    ...localizedShape("title", TEXT_LIMITS.title, title),
    ...localizedShape("description", TEXT_LIMITS.description, "free"),
    department: line.optional(),
    location: line.optional(),
    employment_type: employmentType.optional(),
    valid_through: validThrough.optional(),
    open: z.boolean().optional(),
  });
const createBody = positionBody("required");
const updateBody = positionBody("keep");

const openChange = (action: "close" | "reopen", summary: string) =>
  defineContract({
    method: "POST",
    url: `/positions/:id/${action}`,
    summary,
    admin: true,
    params: idParams,
    lng: true,
    responses: { 200: dataOf(PositionDto) },
  });

export const positionContracts = {
  list: defineContract({
    method: "GET",
    url: "/positions",
    summary:
      "The open positions, newest first (admins with ?lng=all: every position, open and closed, texts in every language); a short list, no pages",
    cache: "public",
    lng: true,
    responses: { 200: pageOf(PositionDto) },
  }),
  create: defineContract({
    ...adminCreate("/positions", "Open a position", createBody, PositionDto),
    lng: true,
  }),
  update: defineContract({
    ...adminUpdate("/positions/:id", "Edit a position", updateBody, PositionDto),
    lng: true,
  }),
  close: openChange("close", "Close a position (it leaves the site)"),
  reopen: openChange("reopen", "Reopen a position (back on the site)"),
  remove: defineContract(
    adminDelete("/positions/:id", "Delete a position (its applications stay, as open applications)"),
  ),
};
