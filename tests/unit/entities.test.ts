import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { ADMIN_SCREENS } from "../../common/admin-screens";
import { PrivacyHoldingsDto } from "../../common/api/privacy";
import { CONTENT_ENTITIES } from "../../common/content-transfer";
import {
  ACTIVITY_ENTITIES,
  ENTITIES,
  ENTITY_NAMES,
  ENTITY_PAGES,
  type EntityName,
  RETAINED_ENTITIES,
} from "../../common/entities";
import { TRANSLATABLE } from "../../common/translations";
import * as schema from "../../server/db/schema";
import { ENTITIES as TRANSFERRED } from "../../server/modules/content-transfer/entities";

type Def = {
  table: string | null;
  kind: string;
  screen?: string;
  activity?: boolean;
  translatable?: readonly string[];
  translationName?: string;
  transfer?: string;
  untranslated?: readonly string[];
  privacy?: { list: string } | { partOf: string };
  retention?: { days: number } | { rule: string };
};
const def = (name: EntityName) => ENTITIES[name] as Def;
const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table] as const),
);
const byKind = (kind: string) => ENTITY_NAMES.filter((name) => def(name).kind === kind);

describe("the entity table (common/entities.ts)", () => {
  it("classifies every table of the database, and names only tables that exist", () => {
    const classified = new Set(ENTITY_NAMES.map((name) => def(name).table).filter(Boolean));
    const unclassified = [...tables.keys()].filter((table) => !classified.has(table));
    expect(unclassified, "tables of server/db/schema.ts missing from common/entities.ts").toEqual([]);
    const unknown = [...classified].filter((table) => !tables.has(table as string));
    expect(unknown, "tables named in common/entities.ts that server/db/schema.ts lacks").toEqual([]);
    expect(classified.size, "one entity per table").toBe(ENTITY_NAMES.filter((n) => def(n).table).length);
  });

  it("puts every content entity in the content export, with its own table, and nothing else", () => {
    const content = byKind("content");
    expect(
      content.filter((name) => !def(name).transfer),
      "content entities without an export file",
    ).toEqual([]);
    expect(new Set(content.map((name) => def(name).transfer))).toEqual(new Set(CONTENT_ENTITIES));
    for (const entry of TRANSFERRED) {
      const owner = content.find((name) => def(name).transfer === entry.name);
      expect(getTableName(entry.table), `${entry.name}.json`).toBe(owner && def(owner).table);
    }
    expect(TRANSFERRED.map((entry) => entry.name)).toEqual([...CONTENT_ENTITIES]);
  });

  it("translates every localized column of the content, and only content", () => {
    for (const name of byKind("content")) {
      const { table, translatable = [], untranslated = [] } = def(name);
      const json = Object.values(getTableColumns(tables.get(table as string) as PgTable))
        .filter((column) => column.dataType === "json")
        .map((column) => column.name);
      const stated = [...translatable, ...untranslated];
      expect(
        json.filter((column) => !stated.includes(column)),
        `${name}: JSON columns neither translated nor stated untranslated`,
      ).toEqual([]);
      expect(
        translatable.filter((field) => !json.includes(field)),
        `${name}: translated fields without a column`,
      ).toEqual([]);
    }
    for (const name of ENTITY_NAMES) {
      if (def(name).kind !== "content") expect(def(name).translatable, name).toBeUndefined();
    }
    const kinds = ENTITY_NAMES.filter((name) => def(name).translatable).map(
      (name) => def(name).translationName ?? name,
    );
    expect(Object.keys(TRANSLATABLE)).toEqual(kinds);
  });

  it("finds every kind of personal data in a privacy lookup", () => {
    const lists = Object.keys(PrivacyHoldingsDto.shape);
    for (const name of byKind("personal")) {
      const privacy = def(name).privacy;
      expect(privacy, `${name}: personal data the privacy requests do not cover`).toBeDefined();
      if (privacy && "list" in privacy) expect(lists, name).toContain(privacy.list);
      if (privacy && "partOf" in privacy)
        expect(def(privacy.partOf as EntityName)?.kind, name).toBe("personal");
    }
    const covered = byKind("personal").flatMap((name) => {
      const privacy = def(name).privacy;
      return privacy && "list" in privacy ? [privacy.list] : [];
    });
    expect(lists.filter((list) => list !== "email" && !covered.includes(list))).toEqual([]);
  });

  it("links every entity with a screen, and every logged one, to a screen of the admin menu", () => {
    const screens = new Set<string>(ADMIN_SCREENS.map((screen) => screen.path));
    for (const name of ENTITY_NAMES) {
      const { screen } = def(name);
      if (screen) expect(screens.has(screen), `${name}: ${screen}`).toBe(true);
    }
    expect(ACTIVITY_ENTITIES.filter((name) => !def(name).screen)).toEqual([]);
    expect(new Set(ADMIN_SCREENS.map((screen) => screen.key)).size).toBe(ADMIN_SCREENS.length);
  });
});

describe("retention", () => {
  it("keeps every personal entity for a limited time, or deletes it with the entity it is part of", () => {
    const personal = byKind("personal");
    const unbounded = personal.filter((name) => {
      const { retention, privacy } = def(name);
      if (retention) return false;
      if (privacy && "partOf" in privacy) return !def(privacy.partOf as EntityName).retention;
      return true;
    });
    expect(unbounded, "personal entities without a retention in common/entities.ts").toEqual([]);
    for (const name of RETAINED_ENTITIES) {
      const rule = def(name).retention!;
      if ("days" in rule) expect(rule.days, name).toBeGreaterThan(0);
    }
  });
});

describe("the activity log", () => {
  it("names the personal entities by kind and id only: those the entity table calls personal", async () => {
    const { PERSONAL_ENTITIES } = await import("../../server/modules/activity");
    expect([...PERSONAL_ENTITIES].sort()).toEqual(
      ["contact_message", "job_application", "meeting_request", "sample_request"].sort(),
    );
  });
});

describe("the public pages of the entities", () => {
  it("are the site's routes with an id, every one of them, each listed in the sitemap", async () => {
    const { default: routes } = await import("../../app/routes");
    type Entry = { path?: string; file: string; children?: Entry[] };
    const withId = (entries: Entry[], prefix = ""): string[] =>
      entries.flatMap((entry) => {
        const path = entry.path ? `${prefix}/${entry.path}` : prefix;
        const own = entry.file.includes("routes/site/") && path.includes("/:") ? [path] : [];
        return [...own, ...withId(entry.children ?? [], path)];
      });
    const anyParam = (path: string) => path.replace(/:[A-Za-z]+/g, ":id");
    const sitePaths = withId(routes as Entry[])
      .map(anyParam)
      .sort();
    const entityPaths = Object.values(ENTITY_PAGES)
      .map((page) => page.split("?")[0]!)
      .filter((path) => path.includes(":id"))
      .sort();
    expect(
      entityPaths,
      "site routes with an id that no entity of common/entities.ts names as its page",
    ).toEqual(sitePaths);
    for (const name of Object.keys(ENTITY_PAGES) as EntityName[])
      expect(def(name).kind, `${name} has a public page`).toBe("content");
  });
});
