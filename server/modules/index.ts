import type { FastifyInstance } from "fastify";
import { apiTokenRoutes } from "./api-tokens";
import { applicationRoutes } from "./applications/routes";
import { authRoutes } from "./auth";
import { certificateRoutes } from "./certificates/routes";
import { collectionRoutes } from "./collections/routes";
import { contactInfoRoutes } from "./contact-info/routes";
import { contactMessageRoutes } from "./contact-messages/routes";
import { contentTransferRoutes } from "./content-transfer";
import { countryRoutes } from "./countries/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { exhibitionRoutes } from "./exhibitions/routes";
import { fabricExportRoutes } from "./fabrics/export-route";
import { fabricImportRoutes } from "./fabrics/import-route";
import { atomRoutes, digitalLinkRoutes } from "./fabrics";
import { fabricRoutes } from "./fabrics/routes";
import { mailRoutes } from "./mail/routes";
import { meetingRequestRoutes } from "./meeting-requests/routes";
import { sampleRequestRoutes } from "./sample-requests/routes";
import { searchAlertRoutes } from "./search-alerts";
import { positionRoutes } from "./positions/routes";
import { facilityRoutes } from "./facilities/routes";
import { privacyRoutes } from "./privacy";
import { openapiRoutes } from "./openapi/routes";
import { translationRoutes } from "./translations";
import { webhookRoutes } from "./webhooks";
import { stockRoutes } from "./stock";

/** Every REST module, mounted under /api; each route declares its contract (server/http/route.ts). */
export async function registerApiRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(fabricRoutes);
  await app.register(fabricExportRoutes);
  await app.register(fabricImportRoutes);
  await app.register(contentTransferRoutes);
  await app.register(collectionRoutes);
  await app.register(certificateRoutes);
  await app.register(countryRoutes);
  await app.register(exhibitionRoutes);
  await app.register(contactMessageRoutes);
  await app.register(meetingRequestRoutes);
  await app.register(sampleRequestRoutes);
  await app.register(searchAlertRoutes);
  await app.register(privacyRoutes);
  await app.register(positionRoutes);
  await app.register(facilityRoutes);
  await app.register(applicationRoutes);
  await app.register(contactInfoRoutes);
  await app.register(dashboardRoutes);
  await app.register(translationRoutes);
  await app.register(mailRoutes);
  await app.register(apiTokenRoutes);
  await app.register(webhookRoutes);
  await app.register(openapiRoutes);
  await app.register(stockRoutes);
}

/** Routes outside /api with a contract: GS1 Digital Link (`/01/{gtin}`), the Atom feed, in the API's document too. */
export async function registerRootRoutes(app: FastifyInstance) {
  await app.register(async (scope) => digitalLinkRoutes(scope));
  await app.register(async (scope) => atomRoutes(scope));
}
