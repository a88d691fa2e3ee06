/** Staff accounts and sessions: the guard every admin route uses, and what the start and the CLI call. */
export { loadAdmin, requireAdmin } from "./guard";
export { serverKey } from "./device";
export { authRoutes } from "./routes";
export { ensureAdmin } from "./accounts";
export { authenticate, purgeExpiredSessions } from "./service";
