/** What the inboxes of buyers' requests (meetings at the stand, samples) share. */
export { requestChanges } from "./changes";
export { assertAddressCap, assertAddressNotFlooded, capAddress, REQUESTS_PER_ADDRESS_PER_DAY } from "./flood";
export { requestReplies } from "./replies";
export { type RequestRoutesSpec, requestItemRoutes } from "./routes";
