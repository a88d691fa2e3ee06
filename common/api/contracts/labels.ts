/** The staff's swatch labels (server/modules/fabrics/labels-route.ts registers it). */
import { z } from "zod";
import { defineContract, fileAnswer } from "../contract";

/** Labels on one request at most: ten A4 sheets of 24. */
export const LABELS_MAX = 240;
/** Labels on an A4 sheet: 3 across, 8 down, 70 × 37.125 mm each, edge to edge. */
export const LABEL_GRID = { columns: 3, rows: 8 } as const;

/**
 * `ids=3,7:NAVY-02,7:SKY-01`: a fabric's id gives one label for the fabric, `id:ref` one for its
 * colourway of that reference (everything after the first colon); in the order given.
 */
export const labelIds = z
  .string()
  .min(1)
  .max(8000)
  .describe(
    `Labels, comma-separated: \`<fabric id>\` for the fabric, \`<fabric id>:<colourway ref>\` for one of its colourways ` +
      `(in the order given, at most ${LABELS_MAX}). 400 with \`fields.ids\`: \`invalid\` (not such a list), ` +
      "`too_long` (too many labels), `not_found` (ids or references that name nothing, listed in the message)",
  );

export const labelContracts = {
  pdf: defineContract({
    method: "GET",
    url: "/fabrics/labels.pdf",
    summary:
      `Swatch labels as an A4 PDF, ${LABEL_GRID.columns} × ${LABEL_GRID.rows} labels of 70 × 37 mm a page, as many pages as needed: ` +
      "each with the article code, name, composition, weight, width, care symbols and a QR code — the colourway's GS1 Digital Link " +
      "(`/01/<gtin>`) when it has a GTIN, else the fabric's page (`/fabric/<id>?colourway=<ref>&lng=`); texts in the language asked",
    admin: true,
    lng: true,
    query: z.object({ ids: labelIds }),
    responses: { 200: fileAnswer(["application/pdf"]) },
  }),
};
