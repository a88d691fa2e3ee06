/**
 * Run by `npm run build` (scripts/build-server.mjs), from its bundle beside the server's: makes
 * a new embedded database in the data folder given, migrated, and closes it. The build keeps its
 * `db` folder as build/server/db-template, which a first start copies (pglite-init.ts) instead of
 * creating a database and running every migration: some 7 s of CPU on a machine of two cores.
 */
import { openDatabase } from "./client";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node db-template.js <empty folder>");
const database = await openDatabase({ dataDir, lock: false });
await database.migrate();
await database.close();
