/**
 * A fabric's page answer with each colourway's stock band (server/modules/stock: never the
 * metres), from the stock read model held beside the catalogue.
 */
import { publicStockOf, readStockModel } from "../stock";
import type { PublicReadContext } from "./catalogue";
import type { FabricDetail } from "./service";

export async function withStock(ctx: PublicReadContext, detail: FabricDetail): Promise<FabricDetail> {
  const model = await readStockModel(ctx);
  const now = new Date();
  const { fabric } = detail;
  // Left out where the fabric shows no stock (before the first import; made to order without figures).
  const colourways = fabric.colourways.map((colourway) => {
    const stock = publicStockOf(model, fabric.id, colourway.ref, fabric.stock_service === "in_stock", now);
    return stock ? { ...colourway, stock } : colourway;
  });
  return { ...detail, fabric: { ...fabric, colourways } };
}
