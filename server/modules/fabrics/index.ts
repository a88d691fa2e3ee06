/** The fabric collection: what other modules and the pages read. */
export { type FabricDetail, type FabricDto, type FabricPhotoDto, getPublicFabric, listPublicFabrics } from "./service";
export { fabricRoutes } from "./routes";
