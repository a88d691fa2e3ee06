import type { Config } from "./config";
import { ADVISORY_LOCK } from "./db/advisory";
import { type Database, openDatabase } from "./db/client";
import { PublicData } from "./http/cache/public-data";
import type { AppContext } from "./http/context";
import { openStorage, type Storage } from "./storage/storage";

/**
 * Opens the data folder (or takes the store given) and the database (or takes the one given:
 * the tests' databases in memory) and runs the migrations.
 */
export async function createContext(
  config: Config,
  options: { lock?: boolean; database?: Database; storage?: Storage } = {},
): Promise<AppContext> {
  const storage = options.storage ?? openStorage(config.dataDir, config.s3);
  const database: Database =
    options.database ??
    (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      lock: options.lock ?? true,
    }));
  try {
    // Two processes starting at once on an empty PostgreSQL database: one migrates, the other
    // waits for the lock and then finds nothing left to do.
    await database.withLock(ADVISORY_LOCK.startup, () => database.migrate());
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    config,
    database,
    db: database.db,
    storage,
    // With PostgreSQL another process may write: nothing is held until the listener is up.
    publicData: new PublicData({ needsSync: database.kind === "postgres" }),
    notifyMail: () => {},
    state: { shuttingDown: false },
  };
}
