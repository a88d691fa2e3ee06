/** The content export and import (ADR 16): the routes, and the services the CLI uses. */
export { contentTransferRoutes } from "./routes";
export { contentStatus, exportToFolder, exportZip, importFrom } from "./service";
