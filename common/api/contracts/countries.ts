/** The admin's routes of /api/countries (server/modules/countries/routes.ts registers them). */
import { z } from "zod";
import { TEXT_LIMITS } from "../../constants";
import { defineContract, multipart } from "../contract";
import { adminCreate, adminDelete, adminUpdate, publicItem, publicPage } from "../contract-kinds";
import { CountryDto } from "../countries";
import { blankToNull, localizedShape } from "../input";

/** Lists of countries are short: the site shows them all on one page. */
const COUNTRY_PAGE_SIZE = 100;

/** ISO 3166-1 alpha-2; lower case is accepted and stored upper case; blank = none. */
const code = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .optional(),
);

const createForm = multipart({
  fields: z.object({ ...localizedShape("name", TEXT_LIMITS.name, "required"), code }),
  files: ["coverImage"],
  requiredFile: "coverImage",
});
const updateForm = multipart({
  fields: z.object({ ...localizedShape("name", TEXT_LIMITS.name, "keep"), code }),
  files: ["coverImage"],
});

export const countryContracts = {
  list: defineContract(
    publicPage("/countries", "Countries with trade fairs, in display order", CountryDto, COUNTRY_PAGE_SIZE),
  ),
  item: defineContract(publicItem("/countries/:id", "A country", CountryDto)),
  create: defineContract({ ...adminCreate("/countries", "Add a country", createForm, CountryDto), lng: true }),
  update: defineContract({
    ...adminUpdate("/countries/:id", "Edit a country (cover optional)", updateForm, CountryDto),
    lng: true,
  }),
  remove: defineContract(adminDelete("/countries/:id", "Delete a country with its exhibitions, photos and files")),
};
