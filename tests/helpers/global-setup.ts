import { TEST_DATABASE_URL } from "./app";
import { ensurePostgresTemplate, ensureTemplate } from "./template";

/** The migrated, empty databases every test app starts from: PGlite's, and PostgreSQL's when it runs. */
export default async function setup() {
  await ensureTemplate();
  if (process.env.TEST_POSTGRES === "1") await ensurePostgresTemplate(TEST_DATABASE_URL);
}
