// A full technical card and the admin's multipart writes of /api/fabrics, for the API tests of
// the card, the finder and the spec sheet.
import type { FabricCardInput } from "../../common/fabric-card";
import { type AdminSession, multipart, type TestApp } from "./app";

/** Linen and organic cotton twill, every field known. */
export const LINEN_TWILL: FabricCardInput = {
  code: "KM-2041",
  composition: [
    { fiber: "linen", percent: 55 },
    { fiber: "organic_cotton", percent: 45 },
  ],
  weight_gsm: 130,
  width_cm: 148,
  weave: "twill",
  pattern: "solid",
  yarn_count: "Nm 40 × Ne 50/1",
  ends_per_cm: 40,
  picks_per_cm: 28,
  finishes: ["peached", "easy_care"],
  end_use: ["women", "men"],
  stock_service: "made_to_order",
  min_order_m: 300,
  lead_time_weeks: 5,
  colourways: [
    { ref: "01", shade: "ecru", hex: "#efe6d2", photo_id: null },
    { ref: "14", shade: "sky_blue", hex: "#9cc3e6", photo_id: null },
  ],
};

/** POST (with a main image) or PUT (without, unless asked) of a fabric's multipart form, as an admin. */
export function fabricWriter(t: TestApp, admin: AdminSession, image: Buffer) {
  return (method: "POST" | "PUT", url: string, fields: Record<string, string>, withImage = method === "POST") => {
    const body = multipart(fields, withImage ? [{ field: "main_image", filename: "k.jpg", content: image }] : []);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
  };
}
