/**
 * schema.org's vocabulary, read from the schema-dts package's declarations (generated from a
 * schema.org release): every type (`"@type": "Product"` of a leaf interface) and the properties
 * it may carry, its supertypes' included. `vocabularyErrors` walks a JSON-LD value and names
 * each type that does not exist and each property its type does not have: what a search
 * engine's validator reports as "not a known type / property".
 */
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const SOURCE = fs.readFileSync(require.resolve("schema-dts/dist/schema.d.ts"), "utf8");

type Interface = { extends: string[]; properties: Set<string> };

function readInterfaces(): { interfaces: Map<string, Interface>; leafOf: Map<string, string> } {
  const interfaces = new Map<string, Interface>();
  const leafOf = new Map<string, string>();
  const header = /^interface (\w+)(?:<[^>]*>)? (?:extends ([^{]+))?\{/gm;
  let match: RegExpExecArray | null;
  // biome-ignore lint/suspicious/noAssignInExpressions: the usual exec loop
  while ((match = header.exec(SOURCE))) {
    const name = match[1]!;
    const bodyStart = header.lastIndex;
    const bodyEnd = SOURCE.indexOf("\n}", bodyStart);
    const body = SOURCE.slice(bodyStart, bodyEnd);
    const parents = (match[2] ?? "")
      .split(",")
      .map((p) => p.trim().replace(/<.*$/, ""))
      .filter((p) => p && !p.startsWith("Partial"));
    const properties = new Set([...body.matchAll(/^ {4}"([^"]+)"\??:/gm)].map((m) => m[1]!));
    interfaces.set(name, { extends: parents, properties });
    const type = /^ {4}"@type": "(\w+)";/m.exec(body);
    if (type) leafOf.set(type[1]!, name);
  }
  return { interfaces, leafOf };
}

const { interfaces, leafOf } = readInterfaces();
const cache = new Map<string, Set<string>>();

/** Every property a type may carry (its own and its supertypes'), or undefined when there is no such type. */
export function propertiesOf(type: string): Set<string> | undefined {
  const leaf = leafOf.get(type);
  if (!leaf) return undefined;
  let all = cache.get(type);
  if (all) return all;
  all = new Set(["@type", "@id", "@context"]);
  const stack = [leaf];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const found = interfaces.get(name);
    if (!found) continue;
    for (const property of found.properties) all.add(property);
    stack.push(...found.extends);
  }
  cache.set(type, all);
  return all;
}

/** What in a JSON-LD value is not schema.org's: unknown types, and properties their type lacks. */
export function vocabularyErrors(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => vocabularyErrors(item, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const errors: string[] = [];
  const types = node["@type"] === undefined ? [] : [node["@type"]].flat().map(String);
  const allowed = types.map((type) => {
    const properties = propertiesOf(type);
    if (!properties) errors.push(`${path}: unknown type ${type}`);
    return properties;
  });
  for (const [key, child] of Object.entries(node)) {
    const known = allowed.filter((set) => set !== undefined);
    if (known.length > 0 && !known.some((set) => set.has(key)))
      errors.push(`${path}: ${types.join("/")} has no property ${key}`);
    if (key !== "@context") errors.push(...vocabularyErrors(child, `${path}.${key}`));
  }
  return errors;
}
