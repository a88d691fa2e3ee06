import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ContactInfoAllDto, ContactInfoDto } from "../../../common/api/contact-info";
import { dataOf } from "../../../common/api/shared";
import { contactInfoSchema } from "../../../common/schemas";
import { route } from "../../http/route";
import { getContactInfo, readPublicContactInfo, updateContactInfo } from "./service";

export async function contactInfoRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/contact-info",
      summary: "The company's contact details",
      cache: "public",
      lng: true,
      responses: { 200: dataOf(z.union([ContactInfoDto, ContactInfoAllDto])) },
    },
    async ({ lng }) => ({
      data: lng === "all" ? await getContactInfo(app.ctx.db, lng) : await readPublicContactInfo(app.ctx, lng),
    }),
  );

  route(
    app,
    {
      method: "PUT",
      url: "/contact-info",
      summary: "Update the contact details",
      admin: true,
      body: contactInfoSchema,
      responses: { 200: dataOf(ContactInfoAllDto) },
    },
    async ({ body }, request) => ({ data: await updateContactInfo(app.ctx.db, body, request.admin!.userId) }),
  );
}
