// Content the attacks aim at: one of each thing the admin manages, made through the API.
import sharp from "sharp";
import { today } from "../../../common/dates";
import { type Answer, admin, ipFor, multipart, request, type Session } from "./http";

export type World = {
  fabricId: number;
  countryId: number;
  exhibitionId: number;
  messageId: number;
  applicationId: number;
};

export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();

/** A minimal but well-formed PDF, padded with a comment to `size` bytes when asked. */
export function pdf(size?: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n");
  const tail = Buffer.from("trailer<</Root 1 0 R>>\n%%EOF\n");
  if (!size) return Buffer.concat([head, tail]);
  const pad = Buffer.alloc(size - head.length - tail.length, 0x20);
  pad[0] = 0x25; // '%': the padding is one long comment line
  return Buffer.concat([head, pad, tail]);
}

function created(answer: Answer, what: string): number {
  if (answer.status !== 201) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.json.data.id;
}

export async function makeWorld(session: Session, label: string): Promise<World> {
  const image = await pngImage();
  const fabricId = created(
    await admin(session, "/api/fabrics", {
      method: "POST",
      ...multipart([
        { name: "name", value: `Poplin ${label}` },
        { name: "description", value: "Cotton poplin" },
        { name: "main_image", filename: "poplin.png", type: "image/png", data: image },
      ]),
    }),
    "fabric",
  );
  const countryId = created(
    await admin(session, "/api/countries", {
      method: "POST",
      ...multipart([
        { name: "name", value: `Country ${label}` },
        { name: "coverImage", filename: "flag.png", type: "image/png", data: image },
      ]),
    }),
    "country",
  );
  const exhibitionId = created(
    await admin(session, "/api/exhibitions", {
      method: "POST",
      ...multipart([
        { name: "title", value: `Fair ${label}` },
        { name: "description", value: "Trade fair" },
        { name: "countryId", value: String(countryId) },
        { name: "image_url", filename: "cover.png", type: "image/png", data: image },
      ]),
    }),
    "exhibition",
  );
  const messageId = (
    await request("/api/contact-messages", {
      method: "POST",
      from: ipFor(`world-message-${label}`),
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "World Sender", email: "world@example.com", message: `hello ${label}` }),
    })
  ).json?.data?.id;
  const applicationId = created(
    await request("/api/careers", {
      method: "POST",
      from: ipFor(`world-application-${label}`),
      ...multipart([
        { name: "full_name", value: "World Applicant" },
        { name: "email", value: "applicant@example.com" },
        { name: "position", value: "Weaver" },
        { name: "file", filename: "cv.pdf", type: "application/pdf", data: pdf() },
      ]),
    }),
    "application",
  );
  if (!messageId) throw new Error("contact message not created");
  return { fabricId, countryId, exhibitionId, messageId, applicationId };
}

/** The day `days` after today in Istanbul (negative: before), as YYYY-MM-DD. */
export function day(days: number): string {
  const date = new Date(`${today()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Moves the world's fair to the days `from`..`to` from today (a fair still to come by default). */
export async function dateFair(session: Session, world: World, from = 10, to = from + 2): Promise<void> {
  const dated = await admin(session, `/api/exhibitions/${world.exhibitionId}`, {
    method: "PUT",
    ...multipart([
      { name: "start_date", value: day(from) },
      { name: "end_date", value: day(to) },
    ]),
  });
  if (dated.status !== 200) throw new Error(`the fair could not be dated: ${dated.status} ${dated.text}`);
}
