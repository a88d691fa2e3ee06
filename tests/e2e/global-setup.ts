import { ensureSeededData } from "../../scripts/lib/seeded-data.mjs";

/** The seeded data folder every worker's server copies, made once before the workers start. */
export default async function globalSetup() {
  await ensureSeededData();
}
