/** The fabric collection: what other modules and the pages read. */
export { type PublicReadContext, readPublicFabric, readPublicFabrics } from "./catalogue";
export { fabricsCreatedAfter } from "./catalogue-parts";
export type { FabricDetail, FabricDto, FabricPhotoDto } from "./service";
export { fabricRoutes } from "./routes";
export { forgetFacility, passportErrors, type PassportRecords } from "./passport";
export { dropUnnamedReports } from "./reports";
export { digitalLinkRoutes } from "./digital-link";
export { passportStatuses } from "./passport-status";
export { atomRoutes } from "./feed-routes";
