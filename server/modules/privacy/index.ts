export { privacyRoutes } from "./routes";
