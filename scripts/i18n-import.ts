// `npm run i18n:import -- <file.xlf> [more.xlf]`: translated XLIFF 2.0 documents (from
// `npm run i18n:export`) back into common/i18n/locales/<trgLang>/<section>.json. Every document is
// checked first; on any problem nothing is written and each problem is named (exit 1).
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ImportRefused, importXliffFiles } from "./lib/xliff-import";

const LOCALES = fileURLToPath(new URL("../common/i18n/locales/", import.meta.url));

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length === 0) {
  console.error("Usage: npm run i18n:import -- <file.xlf> [more.xlf]");
  process.exit(1);
}
try {
  const written = importXliffFiles(LOCALES, positionals);
  console.info(
    written.length === 0
      ? "✔ nothing to change: the catalogue already holds these translations"
      : `✔ ${written.length} catalogue file(s) written:\n${written.map((f) => `  ${f}`).join("\n")}`,
  );
} catch (error) {
  if (error instanceof ImportRefused) console.error(error.message);
  else console.error(`Nothing written: ${(error as Error).message}`);
  process.exit(1);
}
