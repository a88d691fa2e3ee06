import type { FastifyInstance } from "fastify";
import { applicationRoutes } from "./applications/routes";
import { requireAdmin } from "./auth";
import { authRoutes } from "./auth";
import { contactInfoRoutes } from "./contact-info/routes";
import { contactMessageRoutes } from "./contact-messages/routes";
import { countryRoutes } from "./countries/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { exhibitionRoutes } from "./exhibitions/routes";
import { fabricRoutes } from "./fabrics/routes";
import { mailRoutes } from "./mail/routes";
import type { RegisteredRoute } from "./openapi/document";
import { openapiRoutes } from "./openapi/routes";

/** Every REST module, mounted under /api. */
export async function registerApiRoutes(app: FastifyInstance) {
  // Collected as they are registered, so the OpenAPI document cannot miss a route.
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routes.push({ method, url: route.url, admin: [route.onRequest].flat().includes(requireAdmin) });
    }
  });
  await app.register(authRoutes);
  await app.register(fabricRoutes);
  await app.register(countryRoutes);
  await app.register(exhibitionRoutes);
  await app.register(contactMessageRoutes);
  await app.register(applicationRoutes);
  await app.register(contactInfoRoutes);
  await app.register(dashboardRoutes);
  await app.register(mailRoutes);
  await app.register(openapiRoutes, { routes });
}
