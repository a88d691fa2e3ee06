/**
 * The contracts in common/api/contracts are the ones the server registers (same method, path
 * and contract), and the admin area calls the API only through them: no path written by hand.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyContract } from "../../common/api/contract";
import { contracts } from "../../common/api/contracts";
import type { RegisteredRoute } from "../../server/http/route";
import { createTestApp, type TestApp } from "../helpers/app";

/** What the server may add beside a contract when it registers it. */
const SERVER_ONLY = new Set(["guard"]);

const exported = Object.entries(contracts).flatMap(([module, group]) =>
  Object.entries(group as Record<string, AnyContract>).map(([name, contract]) => ({
    name: `${module}.${name}`,
    contract,
  })),
);

let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.registeredRoutes;
});
afterAll(async () => {
  await t.close();
});

/** The registered route of a contract, if it is registered with it (or with it spread, plus server-only keys). */
function registrationOf(contract: AnyContract) {
  return routes.find((route) => {
    if (route.method !== contract.method || route.url !== `/api${contract.url}` || !route.contract) return false;
    if (route.contract === contract) return true;
    const keys = new Set([...Object.keys(route.contract), ...Object.keys(contract)]);
    return [...keys].every(
      (key) =>
        (route.contract as Record<string, unknown>)[key] === (contract as Record<string, unknown>)[key] ||
        (SERVER_ONLY.has(key) && !(key in contract)),
    );
  });
}

describe("route contracts in common/api/contracts", () => {
  it("are many, each with its own method and path", () => {
    expect(exported.length).toBeGreaterThan(60);
    const keys = exported.map(({ contract }) => `${contract.method} ${contract.url}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("are each registered on the server with the same method, path and contract", () => {
    const unregistered = exported.filter(({ contract }) => !registrationOf(contract)).map(({ name }) => name);
    expect(unregistered).toEqual([]);
  });
});

/** The client itself (app/lib/admin/api.ts and get-all.ts) builds paths from the contracts. */
const CLIENT = new Set(["app/lib/admin/api.ts", "app/lib/admin/get-all.ts"]);

/** Every source file of the admin area but the client. */
function adminSources(): string[] {
  const roots = ["app/components/admin", "app/routes/admin", "app/lib/admin"];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !CLIENT.has(full)) files.push(full);
    }
  };
  for (const root of roots) walk(root);
  return files;
}

/** A call of the client with a path written by hand, or a method of the untyped client. */
const HAND_WRITTEN = [
  /\b(api|client)\s*\.\s*(get|post|put|patch|del|upload|getFile)\s*(<[^(]*>)?\s*\(\s*["'`]/,
  /\.\s*(call|download)\s*\(\s*["'`]/,
  /\bgetAll\s*(<[^(]*>)?\(\s*\w+\s*,\s*["'`]/,
  /\buse(ServerList|PagedQuery)\s*(<[^(]*>)?\(\s*["'`]/,
  /\bapiRequest\s*(<[^(]*>)?\(/,
];

describe("the admin area's API calls", () => {
  it("name a contract, never a path", () => {
    const files = adminSources();
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(file, "utf8").split("\n");
      lines.forEach((line, index) => {
        if (HAND_WRITTEN.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("the scan finds the old style of call", () => {
    const old = ['api.get<Paged<X>>("/mail/outbox", q)', "client.del(`/positions/1`)", 'getAll<X>(api, "/fabrics", q)'];
    for (const line of old) expect(HAND_WRITTEN.some((pattern) => pattern.test(line)), line).toBe(true);
  });
});
