/**
 * The texts of a fabric's spec sheet (spec-sheet.ts) in one language, from the site's own
 * catalogue (common/i18n/locales); the card's rows are the fabric page's own
 * (common/fabric-card-text.ts), written with a `t` made here. The server does not
 * import the app's i18next instance (.dependency-cruiser.cjs: server-not-app), so, as
 * server/http/errors.ts does, it reads the catalogue sections it needs directly.
 */
import { COMPANY_TIME_ZONE, DATE_LOCALES, type Lang } from "../../../common/constants";
import type { FabricDto } from "../../../common/api/fabrics";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import type { FabricCardInput } from "../../../common/fabric-card";
import { type CardT, technicalRows } from "../../../common/fabric-card-text";
import deCard from "../../../common/i18n/locales/de/fabricCard.json" with { type: "json" };
import deFabrics from "../../../common/i18n/locales/de/fabrics.json" with { type: "json" };
import deLayout from "../../../common/i18n/locales/de/layout.json" with { type: "json" };
import enCard from "../../../common/i18n/locales/en/fabricCard.json" with { type: "json" };
import enFabrics from "../../../common/i18n/locales/en/fabrics.json" with { type: "json" };
import enLayout from "../../../common/i18n/locales/en/layout.json" with { type: "json" };
import esCard from "../../../common/i18n/locales/es/fabricCard.json" with { type: "json" };
import esFabrics from "../../../common/i18n/locales/es/fabrics.json" with { type: "json" };
import esLayout from "../../../common/i18n/locales/es/layout.json" with { type: "json" };
import frCard from "../../../common/i18n/locales/fr/fabricCard.json" with { type: "json" };
import frFabrics from "../../../common/i18n/locales/fr/fabrics.json" with { type: "json" };
import frLayout from "../../../common/i18n/locales/fr/layout.json" with { type: "json" };
import trCard from "../../../common/i18n/locales/tr/fabricCard.json" with { type: "json" };
import trFabrics from "../../../common/i18n/locales/tr/fabrics.json" with { type: "json" };
import trLayout from "../../../common/i18n/locales/tr/layout.json" with { type: "json" };
import type { Sections } from "../../../common/i18n/locales/tr";
import { fill } from "../../../common/i18n/fill";

type Texts = Sections["fabricCard"] & Sections["fabrics"] & Sections["layout"];
const CATALOGUES: Record<Lang, Texts> = {
  tr: { ...trCard, ...trFabrics, ...trLayout },
  en: { ...enCard, ...enFabrics, ...enLayout },
  de: { ...deCard, ...deFabrics, ...deLayout },
  es: { ...esCard, ...esFabrics, ...esLayout },
  fr: { ...frCard, ...frFabrics, ...frLayout },
};


/** The text at a dotted key of a catalogue, or the key itself (as i18next shows a missing one). */
function lookup(catalogue: unknown, key: string): string | undefined {
  let node = catalogue;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

/** A `t` over one language's sections, with i18next's rules: `{{name}}`, and `_one`/`_other` for a numeric count. */
function translator(lng: Lang): CardT {
  const catalogue = CATALOGUES[lng];
  const plural = new Intl.PluralRules(DATE_LOCALES[lng]);
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === "number"
        ? (lookup(catalogue, `${key}_${plural.select(count)}`) ?? lookup(catalogue, `${key}_other`))
        : undefined) ?? lookup(catalogue, key);
    return text === undefined ? key : fill(text, values);
  };
}

/** A DTO's text in one language (an admin's `lng=all` answer holds every language). */
const localText = (value: string | Partial<Record<Lang, string>>, lng: Lang) =>
  typeof value === "string" ? value : (value[lng] ?? value.tr ?? "");

/** The texts of one language, with its date format. */
export function specSheetTexts(lng: Lang) {
  const c = CATALOGUES[lng];
  const t = translator(lng);
  return {
    company: c.site.company,
    eyebrow: c.fabric.eyebrow,
    title: c.fabricCard.title,
    specSheet: c.fabric.specSheet,
    made: (date: Date) =>
      fill(c.fabric.specSheet.made, {
        date: new Intl.DateTimeFormat(DATE_LOCALES[lng], {
          dateStyle: "long",
          timeZone: COMPANY_TIME_ZONE,
        }).format(date),
      }),
    /** The rows of the card with a known value, as the fabric page shows them, then its collection and certificates. */
    rows: (fabric: FabricCardInput & Pick<FabricDto, "collection" | "certificates">) => [
      ...technicalRows(t, lng, fabric),
      ...(fabric.collection
        ? [{ label: c.fabricCard.fields.collection, value: `${localText(fabric.collection.name, lng)} · ${fabric.collection.season}` }]
        : []),
      ...(fabric.certificates.length > 0
        ? [
            {
              label: c.fabricCard.fields.certificates,
              value: fabric.certificates.map((cert) => `${CERTIFICATE_NAMES[cert.standard]} (${cert.number})`).join(", "),
            },
          ]
        : []),
    ],
  };
}

export type SpecSheetTexts = ReturnType<typeof specSheetTexts>;
