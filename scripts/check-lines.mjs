#!/usr/bin/env node
// `npm run check:lines`: no source file of app/, server/, common/ or scripts/ is over 300 lines
// unless one of its first three lines says why ("Over 300 lines: …"). Exits 1 on a violation.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const LIMIT = 300;
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server", "common", "scripts"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((f) => /\.(ts|tsx|mjs|js|css|scss)$/.test(f) && fs.existsSync(f));

const long = [];
for (const file of files) {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const count = lines.at(-1) === "" ? lines.length - 1 : lines.length;
  if (count > LIMIT && !lines.slice(0, 3).some((line) => /Over 300 lines: \S/.test(line)))
    long.push(`${file} (${count})`);
}
if (long.length > 0) {
  console.error(
    `Over ${LIMIT} lines without a reason at the top ("// Over 300 lines: why"); split them or say why:`,
  );
  for (const entry of long) console.error(`  ${entry}`);
  process.exit(1);
}
process.stdout.write(`✔ ${files.length} source files, none over ${LIMIT} lines without a reason\n`);
