/** The admin's routes of /api/exhibitions and their photos (server/modules/exhibitions registers them). */
import { z } from "zod";
import { PAGE_SIZE_MAX, TEXT_LIMITS } from "../../constants";
import { lowerScheme } from "../../schemas";
import { defineContract, multipart } from "../contract";
import { adminCreate, adminDelete, adminUpdate, publicItem, publicPage } from "../contract-kinds";
import { ExhibitionDto, ExhibitionPhotoDto, PhotoOrder } from "../exhibitions";
import { blankToNull, formId, localizedShape, optionalText } from "../input";
import { idParam, idParams } from "../params";

/** A country's exhibitions are shown on one page, so lists default to a full page. */
export const EXHIBITION_PAGE_SIZE = 100;

/** YYYY-MM-DD (a real calendar day); blank = none. */
const dateField = z.preprocess(blankToNull, z.iso.date().nullable().optional());
/**
 * Only http(s) links reach the pages; blank = none. The scheme is stored in lower case: the
 * URL parser takes `HTTPS://`, the database's check (`^https?://`) and the page do not.
 */
const websiteField = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/ })
    .max(TEXT_LIMITS.url)
    .transform(lowerScheme)
    .nullable()
    .optional(),
);

const optionalFields = {
  city: optionalText(TEXT_LIMITS.name),
  venue: optionalText(TEXT_LIMITS.name),
  hall: optionalText(TEXT_LIMITS.stand),
  stand: optionalText(TEXT_LIMITS.stand),
  start_date: dateField,
  end_date: dateField,
  website: websiteField,
};

const createFields = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "required"),
  ...localizedShape("description", TEXT_LIMITS.description, "required"),
  countryId: formId,
  ...optionalFields,
});

const updateFields = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "keep"),
  ...localizedShape("description", TEXT_LIMITS.description, "keep"),
  countryId: formId.optional(),
  ...optionalFields,
});

const createForm = multipart({ fields: createFields, files: ["image_url"], requiredFile: "image_url" });
const updateForm = multipart({ fields: updateFields, files: ["image_url"] });

/** Photo texts may be blank: the screens show 'Untitled'. */
const photoTexts = z.object({
  ...localizedShape("title", TEXT_LIMITS.title, "free"),
  ...localizedShape("description", TEXT_LIMITS.description, "free"),
});

const orderBody = z.object({
  display_order: z.preprocess(
    (v) => (typeof v === "string" && /^[0-9]{1,7}$/.test(v) ? Number(v) : v),
    z.number().int().min(0).max(1_000_000),
  ),
});

const photoForm = multipart({ fields: photoTexts, files: ["image", "image[]"], requiredFile: "image" });

export const exhibitionContracts = {
  ofCountry: defineContract({
    ...publicPage("/exhibitions/country/:countryId", "A country's exhibitions", ExhibitionDto, EXHIBITION_PAGE_SIZE),
    params: z.object({ countryId: idParam }),
  }),
  item: defineContract(publicItem("/exhibitions/:id", "An exhibition", ExhibitionDto)),
  create: defineContract({ ...adminCreate("/exhibitions", "Add an exhibition", createForm, ExhibitionDto), lng: true }),
  update: defineContract({
    ...adminUpdate("/exhibitions/:id", "Edit an exhibition (image optional)", updateForm, ExhibitionDto),
    lng: true,
  }),
  remove: defineContract(adminDelete("/exhibitions/:id", "Delete an exhibition with its photos and files")),
  photos: defineContract({
    ...publicPage("/exhibitions/:id/photos", "An exhibition's photos in display order", ExhibitionPhotoDto, PAGE_SIZE_MAX),
    params: idParams,
  }),
  /** One file per request (SPEC §4: the screen uploads them one by one). */
  addPhoto: defineContract({
    ...adminCreate("/exhibitions/:id/photos", "Add one photo (field image or image[])", photoForm, ExhibitionPhotoDto),
    params: idParams,
    lng: true,
  }),
  updatePhoto: defineContract({
    ...adminUpdate("/exhibitions/photos/:id", "Edit a photo's title and description", photoTexts, ExhibitionPhotoDto),
    lng: true,
  }),
  movePhoto: defineContract(
    adminUpdate(
      "/exhibitions/photos/:id/order",
      "Move a photo to a position; the others are renumbered",
      orderBody,
      PhotoOrder,
    ),
  ),
  removePhoto: defineContract(adminDelete("/exhibitions/photos/:id", "Delete a photo and its files")),
};
