// What `npm start` runs besides the file: its environment assignments (MALLOC_ARENA_MAX) and
// node's options (the heap limits), read from package.json so the measuring scripts start the
// server exactly as `npm start` does.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** `{ env, nodeArgs }` of package.json's start script (`VAR=value … node --flag … file`). */
export function startFlags() {
  const script = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const words = script.split(/\s+/).filter(Boolean);
  const env = {};
  const nodeArgs = [];
  let i = 0;
  for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i]); i++) {
    const [name, ...value] = words[i].split("=");
    env[name] = value.join("=");
  }
  if (words[i] !== "node") throw new Error(`package.json's start script does not run node: ${script}`);
  for (i++; i < words.length && words[i].startsWith("--"); i++) nodeArgs.push(words[i]);
  return { env, nodeArgs };
}
