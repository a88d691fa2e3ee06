export { sendDueDigests, startAlertDigests } from "./digest";
export { searchAlertRoutes } from "./routes";
export { alertSummaries } from "./service";
