// What the API tests of countries, fairs and their stand photos share: a picture of one colour,
// the admin's multipart forms with at most one image, and a country, a fair and a stand photo
// made through the API.
import { expect } from "vitest";
import { jpeg, png } from "../fixtures/images";
import { type AdminSession, multipart, type TestApp } from "./app";

type Format = "jpeg" | "png";

/** An 80 × 60 picture (tests/fixtures/images.ts): a JPEG of `color` unless `format` says PNG. */
export const picture = (color?: string, format: Format = "jpeg") =>
  format === "png" ? png(80, 60) : jpeg(80, 60, color);

/** A form's image: its field and file name are the form's own unless given. */
export type FormImage = { content: Buffer; field?: string; filename?: string };

/** The image field and file name a test file's forms send by default, and the pictures' format (JPEG unless set). */
export type ImageForm = { field: string; filename: string; format?: Format };

export type FairApi = ReturnType<typeof fairApi>;

/** The forms of countries, fairs and photos as `admin` sends them to `t`. */
export function fairApi(t: TestApp, admin: AdminSession, form: ImageForm) {
  const format = form.format ?? "jpeg";

  /** POST or PUT of a multipart form with at most one image, as the admin unless `headers` are given. */
  function send(
    method: "POST" | "PUT",
    url: string,
    fields: Record<string, string>,
    image?: FormImage,
    headers: Record<string, string> = admin.headers,
  ) {
    const files = image
      ? [
          {
            field: image.field ?? form.field,
            filename: image.filename ?? form.filename,
            content: image.content,
            contentType: `image/${format}`,
          },
        ]
      : [];
    const body = multipart(fields, files);
    return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }

  /** A POST with a picture that must answer 201; the record it made. */
  async function create(url: string, fields: Record<string, string>, image: Omit<FormImage, "content">) {
    const res = await send("POST", url, fields, { ...image, content: await picture(undefined, format) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  return {
    send,
    /** A country with its cover picture. */
    addCountry: (fields: Record<string, string>) =>
      create("/api/countries", fields, { field: "coverImage", filename: `c.${format}` }),
    /** A fair in the country, titled "Fuar" unless `fields` say otherwise. */
    addExhibition: (countryId: number, fields: Record<string, string> = {}) =>
      create(
        "/api/exhibitions",
        { title: "Fuar", description: "Açıklama", countryId: String(countryId), ...fields },
        { field: "image_url", filename: `e.${format}` },
      ),
    /** A stand photo of the fair, in field `image` unless another is named. */
    addPhoto: (exhibitionId: number, fields: Record<string, string> = { title: "Stand" }, field = "image") =>
      create(`/api/exhibitions/${exhibitionId}/photos`, fields, { field, filename: `stand.${format}` }),
  };
}
