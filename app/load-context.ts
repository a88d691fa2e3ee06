import type { SiteLoadContext } from "../server/http/site";

/**
 * What route loaders and actions get as `context`, built per request by server/http/site.ts:
 * the module services the pages read in-process (`services`), the request's view (`view`:
 * language, loading overlay, HTTPS), its admin (`admin()`), the logger and the script nonce.
 * The app imports only this type of the server (.dependency-cruiser.cjs).
 */
declare module "react-router" {
  interface AppLoadContext extends SiteLoadContext {}
}
