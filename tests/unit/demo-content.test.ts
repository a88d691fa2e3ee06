import { describe, expect, it } from "vitest";
import { LANGUAGES, type Localized } from "../../common/constants";
import { fabricCardSchema } from "../../common/fabric-card";
import { SEED_CERTIFICATES } from "../../server/db/seed/certificates";
import { SEED_COLLECTIONS } from "../../server/db/seed/collections";
import { FABRICS } from "../../server/db/seed/fabrics";
import { SEED_FACILITIES } from "../../server/db/seed/facilities";
import { FACILITY_KINDS } from "../../common/constants";
import { isCountryCode, OS_ID } from "../../common/facilities";
import { isGln } from "../../common/gs1";
import { seedColourways, shadeOf } from "../../server/db/seed/colourways";

/** The dashboard's warning period for certificates, in days (CERTIFICATE_WARNING_DAYS). */
const WARNING_DAYS = 30;

const FABRIC_CARDS = FABRICS.map((fabric) => fabric.card);
const codes = FABRIC_CARDS.map((card) => card.code);
const cardOf = (code: string) => FABRIC_CARDS.find((card) => card.code === code);

/** Every text of the demo that is written in five languages, named for the failure message. */
const texts: [string, Localized][] = [
  ...FABRICS.flatMap((f, k): [string, Localized][] => [
    [`fabric ${codes[k]} name`, f.name],
    [`fabric ${codes[k]} description`, f.description],
  ]),
  ...SEED_COLLECTIONS.flatMap((c): [string, Localized][] => [
    [`collection ${c.key} name`, c.name],
    [`collection ${c.key} description`, c.description],
  ]),
  ...SEED_CERTIFICATES.map((c): [string, Localized] => [`certificate ${c.standard} scope`, c.scope]),
  ...SEED_FACILITIES.map((f): [string, Localized] => [`facility ${f.name} description`, f.description]),
];

describe("the demo content", () => {
  it("has 24 fabrics, each with a technical card the admin form would accept", () => {
    expect(FABRICS).toHaveLength(24);
    expect(FABRIC_CARDS).toHaveLength(24);
    for (const card of FABRIC_CARDS) {
      const parsed = fabricCardSchema.safeParse(card);
      expect(parsed.success, `${card.code}: ${parsed.error?.message}`).toBe(true);
      expect(parsed.data).toEqual(card);
    }
  });

  it("gives every fabric a code of its own", () => {
    expect(codes.every((code) => typeof code === "string")).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("writes every text in all five languages, the others not left in English", () => {
    for (const [what, text] of texts) {
      for (const lang of LANGUAGES) expect(text[lang]?.trim(), `${what} (${lang})`).toBeTruthy();
    }
    for (const [what, text] of texts.filter(([name]) => name.endsWith("description"))) {
      for (const lang of ["tr", "de", "es", "fr"] as const)
        expect(text[lang], `${what} (${lang})`).not.toBe(text.en);
    }
  });

  it("states in each description the card's weight and fibre percentages", () => {
    FABRICS.forEach((fabric, k) => {
      const card = FABRIC_CARDS[k]!;
      for (const lang of LANGUAGES) {
        const text = fabric.description[lang]!;
        const weights = [...text.matchAll(/(\d+)(?:–(\d+))? g\/m²/g)].map((m) => [
          Number(m[1]),
          Number(m[2] ?? m[1]),
        ]);
        const gsm = card.weight_gsm!;
        expect(
          weights.some(([min, max]) => min! <= gsm && gsm <= max!),
          `${card.code} (${lang}): ${gsm} g/m²`,
        ).toBe(true);
        for (const { percent } of card.composition) {
          expect(text, `${card.code} (${lang}): ${percent} %`).toMatch(
            new RegExp(`%\\s?${percent}(?!\\d)|(?<!\\d)${percent}\\s?%`),
          );
        }
      }
    });
  });

  it("shows each fabric's main picture with a seed of its own", () => {
    expect(FABRICS.slice(6).every((fabric) => fabric.pictures.length === 1)).toBe(true);
    const seeds = [
      ...FABRICS.flatMap((f) => f.pictures.map((p) => p.seed)),
      ...SEED_COLLECTIONS.map((c) => c.cover.seed),
    ];
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it("has a main and a capsule collection per season, each with at least four fabrics", () => {
    const keys = SEED_COLLECTIONS.map((c) => c.key);
    expect(new Set(keys).size).toBe(4);
    for (const season of ["SS", "AW"] as const) {
      const kinds = SEED_COLLECTIONS.filter((c) => c.season === season).map((c) => c.kind);
      expect(kinds.sort()).toEqual(["capsule", "main"]);
    }
    for (const fabric of FABRICS) expect(keys).toContain(fabric.collection);
    for (const key of keys) {
      expect(FABRICS.filter((f) => f.collection === key).length, key).toBeGreaterThanOrEqual(4);
    }
  });

  it("has certificates that cover existing fabrics, exactly one of them ending within 30 days", () => {
    for (const certificate of SEED_CERTIFICATES) {
      expect(certificate.validFromDays).toBeLessThan(certificate.validUntilDays);
      for (const code of certificate.fabrics) expect(codes, certificate.standard).toContain(code);
    }
    const ending = SEED_CERTIFICATES.filter((c) => c.validUntilDays >= 0 && c.validUntilDays <= WARNING_DAYS);
    expect(ending.map((c) => c.standard)).toHaveLength(1);
  });

  it("has linen twills of 100–140 g/m², one of them GOTS-certified", () => {
    const linenTwills = FABRIC_CARDS.filter(
      (card) =>
        card.weave === "twill" &&
        card.composition.some((share) => share.fiber === "linen") &&
        card.weight_gsm !== null &&
        card.weight_gsm >= 100 &&
        card.weight_gsm <= 140,
    ).map((card) => card.code!);
    expect(linenTwills.length).toBeGreaterThanOrEqual(2);
    const gots = SEED_CERTIFICATES.find((c) => c.standard === "gots")!;
    const covered = linenTwills.filter((code) => gots.fabrics.includes(code));
    expect(covered.length).toBeGreaterThanOrEqual(1);
    // GOTS covers organic fibres only: every fabric it names is organic.
    for (const code of gots.fabrics) {
      expect(
        cardOf(code)!.composition.some((share) => share.fiber === "organic_cotton"),
        code,
      ).toBe(true);
    }
    const grs = SEED_CERTIFICATES.find((c) => c.standard === "grs")!;
    for (const code of grs.fabrics) {
      expect(
        cardOf(code)!.composition.some((share) => share.fiber.startsWith("recycled_")),
        code,
      ).toBe(true);
    }
  });

  it("gives every fabric its pictures' colourways, valid cards, in the colour families the eye sees", () => {
    FABRICS.forEach((fabric, k) => {
      const colourways = seedColourways(fabric.pictures, fabric.pictures.slice(1).map((_, i) => 1000 + i));
      expect(colourways).toHaveLength(fabric.pictures.length);
      const parsed = fabricCardSchema.safeParse({ ...FABRIC_CARDS[k], colourways });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });
    expect(shadeOf([247, 247, 244])).toBe("white");
    expect(shadeOf([156, 195, 230])).toBe("sky_blue");
    expect(shadeOf([38, 52, 84])).toBe("navy");
    expect(shadeOf([246, 234, 208])).toBe("ecru");
    expect(shadeOf([238, 160, 182])).toBe("pink");
    expect(shadeOf([142, 40, 48])).toBe("burgundy");
    expect(shadeOf([40, 78, 58])).toBe("green");
  });

  it("has facilities for each step of its fabrics, with valid identifiers and the demo's certificates", () => {
    const kinds = new Set(SEED_FACILITIES.flatMap((f) => f.kinds));
    expect([...kinds].sort()).toEqual(FACILITY_KINDS.filter((k) => k !== "making_up").sort());
    const standards = new Set<string>(SEED_CERTIFICATES.map((c) => c.standard));
    for (const f of SEED_FACILITIES) {
      expect(isCountryCode(f.country), f.name).toBe(true);
      if (f.gln !== null) expect(isGln(f.gln), f.name).toBe(true);
      if (f.os_id !== null) expect(f.os_id, f.name).toMatch(OS_ID);
      for (const standard of f.certificates) expect(standards.has(standard), `${f.name}: ${standard}`).toBe(true);
    }
    expect(SEED_FACILITIES.filter((f) => f.gln !== null).length).toBeGreaterThan(0);
  });
});
