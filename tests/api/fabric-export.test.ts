import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { FABRIC_CSV_COLUMNS } from "../../server/modules/fabrics/csv";
import { type AdminSession, multipart, type TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

/** RFC 4180 rows of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("the fabric catalogue as CSV", () => {
  it("gives the staff every fabric with its card, in five languages, as a spreadsheet reads it", async () => {
    const body = multipart(
      {
        name: '=HYPERLINK("http://evil.example","Tıkla")',
        name_de: 'Leinen, "gewaschen"',
        description: "Yazlık keten\nikinci satır",
        card: JSON.stringify({
          ...EMPTY_CARD,
          code: "CSV-1",
          composition: [
            { fiber: "linen", percent: 55 },
            { fiber: "cotton", percent: 45 },
          ],
          weight_gsm: 130,
          end_use: ["men", "women"],
        }),
      },
      [{ field: "main_image", filename: "k.jpg", content: await jpeg(200, 150) }],
    );
    const created = await t.app.inject({
      method: "POST",
      url: "/api/fabrics",
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(created.statusCode, created.body).toBe(201);

    const res = await t.app.inject({
      method: "GET",
      url: "/api/exports/fabrics.csv",
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="fabrics-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...FABRIC_CSV_COLUMNS]);
    // The file's columns, in the order every earlier export wrote them: such a file still imports.
    expect(header).toEqual([
      "id",
      "code",
      ...["tr", "en", "de", "es", "fr"].map((lng) => `name_${lng}`),
      ...["tr", "en", "de", "es", "fr"].map((lng) => `description_${lng}`),
      "composition",
      "weight_gsm",
      "width_cm",
      "weave",
      "pattern",
      "yarn_count",
      "ends_per_cm",
      "picks_per_cm",
      "finishes",
      "end_use",
      "stock_service",
      "min_order_m",
      "lead_time_weeks",
      "colourways",
      "collection_id",
      "photo_count",
      "created_at",
      // The passport's, after those.
      ...["hs_code", "dyeing_process", "passport_fibres", "passport_steps"],
      ...["care_wash", "care_bleach", "care_tumble_dry", "care_iron", "care_professional"],
      ...[
        "passport_tests",
        "svhc_checked_on",
        "svhc_above_threshold",
        "rsl",
        "gtins",
        "passport_completeness",
      ],
    ]);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[1] === "CSV-1")![i]]));
    expect(row).toMatchObject({
      code: "CSV-1",
      // A formula stays text: the spreadsheet shows it, it does not run it.
      name_tr: '\'=HYPERLINK("http://evil.example","Tıkla")',
      name_de: 'Leinen, "gewaschen"',
      description_tr: "Yazlık keten\nikinci satır",
      composition: "linen:55;cotton:45",
      weight_gsm: "130",
      end_use: "men;women",
      width_cm: "",
    });
  });

  it("is for the staff only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/exports/fabrics.csv" });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain("CSV-1");
  });
});
