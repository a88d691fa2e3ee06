export { translationRoutes } from "./routes";
