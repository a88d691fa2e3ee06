// A full technical card (tests/fixtures/fabric-card.ts) and the admin's multipart writes of
// /api/fabrics, for the API tests of the card, the finder and the spec sheet.
import { type AdminSession, multipart, type TestApp } from "./app";

export { LINEN_TWILL } from "../fixtures/fabric-card";

/** POST (with a main image) or PUT (without, unless asked) of a fabric's multipart form, as an admin. */
export function fabricWriter(t: TestApp, admin: AdminSession, image: Buffer) {
  return (
    method: "POST" | "PUT",
    url: string,
    fields: Record<string, string>,
    withImage = method === "POST",
  ) => {
    const body = multipart(
      fields,
      withImage ? [{ field: "main_image", filename: "k.jpg", content: image }] : [],
    );
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
  };
}
