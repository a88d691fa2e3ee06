import { SESSION_COOKIE } from "../../http/session-cookie";
import { LANGUAGES } from "../../../common/constants";

export type RegisteredRoute = { method: string; url: string; admin: boolean };

type Body = { type: "json" | "multipart"; fields: string[]; files?: string[] };
type Doc = { summary: string; body?: Body; query?: string[]; created?: boolean; deleted?: boolean };

const L = (field: string) => [field, ...LANGUAGES.filter((l) => l !== "tr").map((l) => `${field}_${l}`)];
const page = ["lng", "page", "page_size"];

/** What each route does, keyed "METHOD /path". A route missing here fails the OpenAPI test. */
export const ROUTE_DOCS: Record<string, Doc> = {
  "POST /api/auth/login": { summary: "Log in; sets the session and device cookies, answers the user and the CSRF token; 401 second_factor_required asks for `code`", body: { type: "json", fields: ["username", "password", "code"] } },
  "GET /api/auth/me": { summary: "The logged-in admin and the CSRF token" },
  "POST /api/auth/logout": { summary: "End the session on the server", deleted: true },
  "PUT /api/auth/password": { summary: "Change one's own password (ends the other sessions)", body: { type: "json", fields: ["current_password", "new_password"] }, deleted: true },
  "GET /api/auth/second-factor": { summary: "Whether two-step verification is on, and how many recovery codes are left" },
  "POST /api/auth/second-factor/setup": { summary: "Start two-step verification: a new secret, its otpauth URI and QR code" },
  "POST /api/auth/second-factor": { summary: "Confirm two-step verification with a code of the app; answers ten recovery codes once", body: { type: "json", fields: ["code"] }, created: true },
  "POST /api/auth/second-factor/disable": { summary: "Turn two-step verification off (current password required)", body: { type: "json", fields: ["current_password"] }, deleted: true },

  "GET /api/fabrics": { summary: "Fabrics, newest first", query: page },
  "GET /api/fabrics/{id}": { summary: "A fabric and its photos", query: ["lng"] },
  "POST /api/fabrics": { summary: "Add a fabric", body: { type: "multipart", fields: [...L("name"), ...L("description")], files: ["main_image"] }, created: true },
  "PUT /api/fabrics/{id}": { summary: "Edit a fabric (main image optional)", body: { type: "multipart", fields: [...L("name"), ...L("description")], files: ["main_image"] } },
  "DELETE /api/fabrics/{id}": { summary: "Delete a fabric, its photos and their files", deleted: true },
  "GET /api/fabrics/{id}/photos": { summary: "A fabric's gallery" },
  "POST /api/fabrics/{id}/photos": { summary: "Add a photo to a fabric's gallery (one file)", body: { type: "multipart", fields: [], files: ["image"] }, created: true },
  "DELETE /api/fabrics/photos/{photoId}": { summary: "Delete a fabric photo and its files", deleted: true },

  "GET /api/countries": { summary: "Countries with trade fairs, in display order", query: page },
  "GET /api/countries/{id}": { summary: "A country", query: ["lng"] },
  "POST /api/countries": { summary: "Add a country", body: { type: "multipart", fields: [...L("name"), "code"], files: ["coverImage"] }, created: true },
  "PUT /api/countries/{id}": { summary: "Edit a country (cover optional)", body: { type: "multipart", fields: [...L("name"), "code"], files: ["coverImage"] } },
  "DELETE /api/countries/{id}": { summary: "Delete a country with its exhibitions, photos and files", deleted: true },

  "GET /api/exhibitions": { summary: "Exhibitions; ?when=upcoming|past by their dates, ?country_id", query: [...page, "when", "country_id"] },
  "GET /api/exhibitions/country/{countryId}": { summary: "A country's exhibitions", query: page },
  "GET /api/exhibitions/{id}": { summary: "An exhibition", query: ["lng"] },
  "POST /api/exhibitions": { summary: "Add an exhibition", body: { type: "multipart", fields: [...L("title"), ...L("description"), "countryId", "city", "venue", "start_date", "end_date", "website"], files: ["image_url"] }, created: true },
  "PUT /api/exhibitions/{id}": { summary: "Edit an exhibition (image optional)", body: { type: "multipart", fields: [...L("title"), ...L("description"), "countryId", "city", "venue", "start_date", "end_date", "website"], files: ["image_url"] } },
  "DELETE /api/exhibitions/{id}": { summary: "Delete an exhibition with its photos and files", deleted: true },
  "GET /api/exhibitions/{id}/photos": { summary: "An exhibition's photos in display order", query: page },
  "POST /api/exhibitions/{id}/photos": { summary: "Add one photo (field image or image[])", body: { type: "multipart", fields: [...L("title"), ...L("description")], files: ["image"] }, created: true },
  "PUT /api/exhibitions/photos/{id}": { summary: "Edit a photo's title and description", body: { type: "json", fields: [...L("title"), ...L("description")] } },
  "PUT /api/exhibitions/photos/{id}/order": { summary: "Move a photo to a position; the others are renumbered", body: { type: "json", fields: ["display_order"] } },
  "DELETE /api/exhibitions/photos/{id}": { summary: "Delete a photo and its files", deleted: true },

  "POST /api/contact-messages": { summary: "Send a contact message (public; honeypot field website)", body: { type: "json", fields: ["full_name", "email", "phone", "message", "website"] }, created: true },
  "GET /api/contact-messages": { summary: "Contact messages", query: ["status", "q", "sort", "page", "page_size"] },
  "GET /api/contact-messages/{id}": { summary: "A contact message" },
  "PUT /api/contact-messages/{id}/status": { summary: "Change a message's status (new→read→replied, replied→read; else 409)", body: { type: "json", fields: ["status"] } },
  "DELETE /api/contact-messages/{id}": { summary: "Delete a contact message", deleted: true },

  "POST /api/careers": { summary: "Apply for a job (public; CV PDF/JPG/PNG ≤ 5 MiB; honeypot field website)", body: { type: "multipart", fields: ["full_name", "email", "phone", "position", "message", "website"], files: ["file"] }, created: true },
  "POST /api/applications": { summary: "Enter an application by hand", body: { type: "json", fields: ["full_name", "email", "phone", "position", "message", "notes"] }, created: true },
  "GET /api/applications": { summary: "Job applications", query: ["status", "q", "sort", "page", "page_size"] },
  "GET /api/applications/{id}": { summary: "A job application" },
  "PUT /api/applications/{id}/status": { summary: "Set interviewing, accepted or rejected (never back to pending: 409)", body: { type: "json", fields: ["status"] } },
  "PUT /api/applications/{id}/notes": { summary: "Edit the notes of an application", body: { type: "json", fields: ["notes"] } },
  "GET /api/applications/{id}/file": { summary: "The CV, as an attachment (?inline=1 to view, sandboxed)", query: ["inline"] },
  "DELETE /api/applications/{id}": { summary: "Delete an application and its file", deleted: true },

  "GET /api/contact-info": { summary: "The company's contact details", query: ["lng"] },
  "PUT /api/contact-info": { summary: "Update the contact details", body: { type: "json", fields: ["address", "addressLink", "phone", "whatsapp", "email", ...L("hours_weekday"), ...L("hours_weekend"), "social"] } },

  "GET /api/dashboard": { summary: "Counters and recent activity" },
  "GET /api/mail/outbox": { summary: "Mail waiting in (or sent from) the outbox", query: ["status", "page", "page_size"] },
  "GET /api/openapi.json": { summary: "This document" },
};

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

export function buildOpenApi(routes: RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.url);
    const doc = ROUTE_DOCS[`${route.method} ${path}`] ?? { summary: `${route.method} ${path}` };
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "integer", minimum: 1 },
    }));
    const query = (doc.query ?? []).map((name) => ({ name, in: "query", required: false, schema: { type: "string" } }));
    const properties = (body: Body) =>
      Object.fromEntries([
        ...body.fields.map((f) => [f, { type: "string" }]),
        ...(body.files ?? []).map((f) => [f, { type: "string", format: "binary" }]),
      ]);
    const responses: Record<string, unknown> = {
      [doc.created ? "201" : doc.deleted ? "204" : "200"]: { description: "Success: `{data}` (lists add `meta`)" },
      "400": errorResponse("Invalid input (field codes in error.fields)"),
      "429": errorResponse("Too many requests (Retry-After)"),
      "503": errorResponse("Database unavailable"),
    };
    if (route.admin) {
      responses["401"] = errorResponse("No valid session");
      responses["403"] = errorResponse("Missing CSRF token or cross-site request");
    }
    if (params.length) responses["404"] = errorResponse("Not found");
    if (doc.body?.type === "multipart") {
      responses["413"] = errorResponse("File too large");
      responses["415"] = errorResponse("File type not accepted");
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: doc.summary,
      tags: [path.split("/")[2] ?? "api"],
      ...(route.admin ? { security: [{ session: [], csrf: [] }] } : {}),
      parameters: [...params, ...query],
      ...(doc.body
        ? {
            requestBody: {
              content: {
                [doc.body.type === "json" ? "application/json" : "multipart/form-data"]: {
                  schema: { type: "object", properties: properties(doc.body) },
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Website and admin API",
      version,
      description:
        "Public reads take ?lng=tr|en|de|es|fr (tr fallback); admins may ask ?lng=all for every language. " +
        "Writes take the tr text in the field itself and the other languages in <field>_en, _de, _es, _fr.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE.http },
        csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
      },
      schemas: {
        Error: {
          type: "object",
          properties: {
            error: {
              type: "object",
              required: ["code", "message", "requestId"],
              properties: {
                code: { type: "string" },
                message: { type: "string" },
                fields: { type: "object", additionalProperties: { type: "string" } },
                requestId: { type: "string" },
              },
            },
          },
        },
      },
    },
    paths,
  };
}
