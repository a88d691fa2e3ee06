/** What the inboxes of buyers' requests (meetings at the stand, samples) share. */
export { requestChanges } from "./changes";
export { assertAddressNotFlooded, REQUESTS_PER_ADDRESS_PER_DAY } from "./flood";
export { requestReplies } from "./replies";
export { type RequestRoutesSpec, requestItemRoutes } from "./routes";
