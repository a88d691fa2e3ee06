/** Stock per colourway: what other modules and the pages read. */
export {
  fabricsInStock,
  publicStockOf,
  readStockBands,
  readStockModel,
  type StockModel,
  stockOf,
} from "./public";
export { stockRoutes } from "./routes";
