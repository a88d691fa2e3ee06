/** The CSV reader, now the platform's (server/http/csv-parse.ts: the stock import reads CSV too); kept here for its importers. */
export * from "../../http/csv-parse";
