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
import dePassport from "../../../common/i18n/locales/de/passport.json" with { type: "json" };
import deTerms from "../../../common/i18n/locales/de/passportTerms.json" with { type: "json" };
import deTrace from "../../../common/i18n/locales/de/traceability.json" with { type: "json" };
import enPassport from "../../../common/i18n/locales/en/passport.json" with { type: "json" };
import enTerms from "../../../common/i18n/locales/en/passportTerms.json" with { type: "json" };
import enTrace from "../../../common/i18n/locales/en/traceability.json" with { type: "json" };
import esPassport from "../../../common/i18n/locales/es/passport.json" with { type: "json" };
import esTerms from "../../../common/i18n/locales/es/passportTerms.json" with { type: "json" };
import esTrace from "../../../common/i18n/locales/es/traceability.json" with { type: "json" };
import frPassport from "../../../common/i18n/locales/fr/passport.json" with { type: "json" };
import frTerms from "../../../common/i18n/locales/fr/passportTerms.json" with { type: "json" };
import frTrace from "../../../common/i18n/locales/fr/traceability.json" with { type: "json" };
import trPassport from "../../../common/i18n/locales/tr/passport.json" with { type: "json" };
import trTerms from "../../../common/i18n/locales/tr/passportTerms.json" with { type: "json" };
import trTrace from "../../../common/i18n/locales/tr/traceability.json" with { type: "json" };
import type { Sections } from "../../../common/i18n/locales/tr";
import { fill } from "../../../common/i18n/fill";

type Texts = Sections["fabricCard"] & Sections["fabrics"] & Sections["layout"] & Sections["passport"] &
  Sections["passportTerms"] & Sections["traceability"];
const CATALOGUES: Record<Lang, Texts> = {
  tr: { ...trCard, ...trFabrics, ...trLayout, ...trPassport, ...trTerms, ...trTrace },
  en: { ...enCard, ...enFabrics, ...enLayout, ...enPassport, ...enTerms, ...enTrace },
  de: { ...deCard, ...deFabrics, ...deLayout, ...dePassport, ...deTerms, ...deTrace },
  es: { ...esCard, ...esFabrics, ...esLayout, ...esPassport, ...esTerms, ...esTrace },
  fr: { ...frCard, ...frFabrics, ...frLayout, ...frPassport, ...frTerms, ...frTrace },
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
    /** The language's `t` over the sections above (the passport's view, common/passport-view.ts). */
    t,
    /** A calendar day (`YYYY-MM-DD`) as the language writes it. */
    day: (value: string) =>
      new Intl.DateTimeFormat(DATE_LOCALES[lng], { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${value}T12:00:00Z`),
      ),
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
