// `npm run i18n:export [-- --lng fr] [--out dir]`: the catalogue as XLIFF 2.0 for translators, one
// document per language (`tr-<lng>.xlf`, Turkish source), in i18n-export/ unless --out says
// otherwise. `npm run i18n:import` reads the translated documents back (docs/architecture.md).
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { OTHER_LANGUAGES } from "../common/constants";
import { exportLanguages } from "./lib/xliff";

const LOCALES = fileURLToPath(new URL("../common/i18n/locales/", import.meta.url));

const { values } = parseArgs({
  options: {
    lng: { type: "string", multiple: true },
    out: { type: "string", default: "i18n-export" },
  },
});
const languages = (values.lng ?? [...OTHER_LANGUAGES]).flatMap((l) => l.split(","));
const unknown = languages.filter((l) => !(OTHER_LANGUAGES as readonly string[]).includes(l));
if (unknown.length > 0) {
  console.error(
    `Not a language to translate into: ${unknown.join(", ")} (one of ${OTHER_LANGUAGES.join(", ")})`,
  );
  process.exit(1);
}
for (const file of exportLanguages(LOCALES, values.out, languages)) console.info(`✔ ${file}`);
