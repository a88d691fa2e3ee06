/** API tokens for other systems: the staff's routes, and the bearer path the admin guard takes. */
export { acceptToken, refuseQueryToken, requireToken, wantsToken } from "./bearer";
export { apiTokenRoutes } from "./routes";
