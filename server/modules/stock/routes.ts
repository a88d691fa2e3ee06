import type { FastifyInstance } from "fastify";
import { stockContracts } from "../../../common/api/contracts/stock";
import { STOCK_LIMITS } from "../../../common/stock";
import { badRequest, unsupportedType } from "../../http/errors";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import { csvLines, jsonLines, StockReport } from "./lines";
import { importStock, listStock, stockSettingsOf, updateStockSettings } from "./service";

/** The CSV body's text: UTF-8 (a byte-order mark allowed), no NUL; else a 400. */
function decode(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The CSV is not UTF-8 text", { file: "invalid" });
  }
  if (text.includes("\u0000")) throw badRequest("The CSV is not text", { file: "invalid" });
  return text;
}

const isCsv = (type: string | undefined) => /^text\/csv\s*(;|$)/i.test(type ?? "");

/**
 * Stock per colourway. A plugin of its own: its `text/csv` body parser serves these routes only
 * (elsewhere a CSV body stays a 415).
 */
export async function stockRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "buffer", bodyLimit: STOCK_LIMITS.bytes },
    (_request, body, done) => {
      try {
        done(null, decode(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  route(app, stockContracts.import, async ({ body, query }, request) => {
    const report = new StockReport();
    let lines: ReturnType<typeof jsonLines>;
    if (typeof body === "string") {
      // A JSON string is not a CSV: only a `text/csv` body is read as one.
      if (!isCsv(request.headers["content-type"])) throw unsupportedType("Send JSON or text/csv");
      lines = csvLines(body, report);
    } else {
      if (body.items.length > STOCK_LIMITS.lines)
        throw badRequest(`At most ${STOCK_LIMITS.lines} lines`, { items: "too_long" });
      lines = jsonLines(body.items, report);
    }
    return {
      data: await importStock(writeContext(request), lines, report, { replace: query.replace === "all" }),
    };
  });

  route(app, stockContracts.list, async ({ query }) =>
    pageAnswer(await listStock(app.ctx.db, { q: query.q, band: query.band, page: pageOfQuery(query) })),
  );

  route(app, stockContracts.settings, async () => ({ data: await stockSettingsOf(app.ctx.db) }));

  route(app, stockContracts.updateSettings, async ({ body }, request) => ({
    data: await updateStockSettings(writeContext(request), body),
  }));
}
