/**
 * A fabric's passport as JSON-LD (decision 0025): `GET /api/fabrics/:id/passport.jsonld?lng=`.
 * The article is a schema.org ProductGroup (a Product) whose variants are its colourways, each
 * with its GTIN and its GS1 Digital Link as `@id`; its fibres are GS1 textile materials that
 * are also UNTP materials (origin country, mass fraction, recycled fraction); the rest follows
 * the UNTP product passport where it has a term, the site's own vocabulary where it has none
 * (passport-context.ts). Names and labels are in the asked language; lists' values are the
 * passport's stable codes (ISO 3758 care, test properties), as the API answers them.
 */
import type { CertificateRef } from "../../../common/api/certificates";
import type { FabricItemDto } from "../../../common/api/fabrics";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import type { Lang } from "../../../common/constants";
import { digitalLinkUrl } from "../../../common/gs1";
import deCard from "../../../common/i18n/locales/de/fabricCard.json" with { type: "json" };
import deTrace from "../../../common/i18n/locales/de/traceability.json" with { type: "json" };
import enCard from "../../../common/i18n/locales/en/fabricCard.json" with { type: "json" };
import enTrace from "../../../common/i18n/locales/en/traceability.json" with { type: "json" };
import esCard from "../../../common/i18n/locales/es/fabricCard.json" with { type: "json" };
import esTrace from "../../../common/i18n/locales/es/traceability.json" with { type: "json" };
import frCard from "../../../common/i18n/locales/fr/fabricCard.json" with { type: "json" };
import frTrace from "../../../common/i18n/locales/fr/traceability.json" with { type: "json" };
import trCard from "../../../common/i18n/locales/tr/fabricCard.json" with { type: "json" };
import trTrace from "../../../common/i18n/locales/tr/traceability.json" with { type: "json" };
import { passportContextUrl } from "./passport-context";

/** The labels the document names things with: fibres, colour families, steps (the site's catalogue). */
const LABELS = {
  tr: { ...trCard.fabricCard, steps: trTrace.traceability.steps },
  en: { ...enCard.fabricCard, steps: enTrace.traceability.steps },
  de: { ...deCard.fabricCard, steps: deTrace.traceability.steps },
  es: { ...esCard.fabricCard, steps: esTrace.traceability.steps },
  fr: { ...frCard.fabricCard, steps: frTrace.traceability.steps },
} satisfies Record<Lang, unknown>;

/** The Harmonized System, the HS code's classification scheme (World Customs Organization). */
const HS_SCHEME = "https://www.wcoomd.org/en/topics/nomenclature/instrument-and-tools/hs-nomenclature-2022-edition.aspx";

const text = (value: FabricItemDto["name"], lng: Lang) =>
  typeof value === "string" ? value : (value[lng] ?? value.tr ?? "");

const country = (code: string) => ({ "@type": "Country", countryCode: code });

/** Four decimals at most: a fraction written as people read it (0.5, not 0.49999999). */
const fraction = (value: number) => Math.round(value * 10_000) / 10_000;

/** The page of the fabric in a language, the passport's own address. */
export const fabricPageUrl = (origin: string, id: number, lng: Lang) => `${origin}/fabric/${id}?lng=${lng}`;
export const passportJsonLdUrl = (origin: string, id: number, lng: Lang) =>
  `${origin}/api/fabrics/${id}/passport.jsonld?lng=${lng}`;

const certificateRef = (origin: string, id: number, known: CertificateRef[]) => {
  const certificate = known.find((c) => c.id === id);
  return {
    "@type": "Certification",
    "@id": `${origin}/certificates#certificate-${id}`,
    ...(certificate
      ? {
          name: CERTIFICATE_NAMES[certificate.standard],
          certificationIdentification: certificate.number,
          expires: certificate.valid_until,
        }
      : {}),
  };
};

/** The document: plain data, JSON.stringify writes it. */
export function passportJsonLd(fabric: FabricItemDto, origin: string, lng: Lang) {
  const labels = LABELS[lng];
  const { passport } = fabric;
  const page = fabricPageUrl(origin, fabric.id, lng);
  const name = text(fabric.name, lng);
  const product = `${origin}/fabric/${fabric.id}#product`;
  const textileMaterial = passport.fibres.map((fibre) => ({
    "@type": ["TextileMaterialDetails", "Material"],
    fibre: fibre.fiber,
    name: labels.fibers[fibre.fiber],
    textileMaterialDescription: labels.fibers[fibre.fiber],
    textileMaterialPercentage: fibre.percent,
    massFraction: fraction(fibre.percent / 100),
    ...(fibre.origin_country ? { originCountry: country(fibre.origin_country) } : {}),
    ...(fibre.recycled_percent !== null
      ? {
          recycledPercent: fibre.recycled_percent,
          recycledMassFraction: fraction(fibre.percent > 0 ? fibre.recycled_percent / fibre.percent : 0),
        }
      : {}),
    ...(fibre.recycled_source ? { recycledSource: fibre.recycled_source } : {}),
    ...(fibre.certificate_id !== null
      ? { hasCertification: certificateRef(origin, fibre.certificate_id, fabric.certificates) }
      : {}),
  }));
  const productionStep = passport.steps.map((step) => ({
    "@type": "ProductionStep",
    step: step.step,
    name: labels.steps[step.step],
    countryOfProduction: country(step.country),
    ...(step.facility
      ? {
          producedAtFacility: {
            "@type": "Facility",
            "@id": `${origin}/traceability#facility-${step.facility.id}`,
            name: step.facility.name,
            address: {
              "@type": "PostalAddress",
              addressLocality: step.facility.city,
              addressCountry: step.facility.country,
            },
          },
        }
      : {}),
  }));
  const hasVariant = fabric.colourways.map((colourway) => ({
    "@type": "Product",
    "@id": colourway.gtin ? digitalLinkUrl(origin, colourway.gtin) : `${product}-${encodeURIComponent(colourway.ref)}`,
    name: `${name} ${colourway.ref}`,
    colourwayRef: colourway.ref,
    sku: fabric.code ? `${fabric.code}-${colourway.ref}` : colourway.ref,
    color: `${labels.shades[colourway.shade]} ${colourway.hex}`,
    url: `${page}&colourway=${encodeURIComponent(colourway.ref)}`,
    ...(colourway.gtin ? { gtin: colourway.gtin } : {}),
    isVariantOf: { "@id": product },
  }));
  const { care, substances } = passport;
  return {
    "@context": passportContextUrl(origin),
    "@type": ["Product", "ProductGroup"],
    "@id": product,
    url: page,
    inLanguage: lng,
    name,
    description: text(fabric.description, lng),
    ...(fabric.image ? { image: new URL(fabric.image.src, origin).href } : {}),
    ...(fabric.code ? { sku: fabric.code, mpn: fabric.code, productGroupID: fabric.code } : {}),
    manufacturer: { "@type": "Organization", "@id": `${origin}/#organization` },
    ...(passport.hs_code
      ? {
          productCategory: {
            "@type": "Classification",
            code: passport.hs_code,
            schemeID: HS_SCHEME,
            schemeName: "Harmonized System (HS)",
          },
        }
      : {}),
    ...(passport.dyeing_process ? { dyeingProcess: passport.dyeing_process } : {}),
    textileMaterial,
    productionStep,
    care: {
      "@type": "CareInstructions",
      careStandard: "ISO 3758:2023",
      ...(care.wash ? { wash: care.wash } : {}),
      ...(care.bleach ? { bleach: care.bleach } : {}),
      ...(care.tumble_dry ? { tumbleDry: care.tumble_dry } : {}),
      ...(care.iron ? { iron: care.iron } : {}),
      ...(care.professional ? { professionalCare: care.professional } : {}),
    },
    testResult: passport.tests.map((test) => ({
      "@type": "TestResult",
      testProperty: test.property,
      testMethod: test.method,
      resultValue: test.result,
      resultUnit: test.unit,
      testedOn: test.tested_on,
      laboratory: test.lab,
      // The lab's report, when visitors may open it (a private one is on request).
      ...(test.report?.public ? { testReport: `${origin}${test.report.url}` } : {}),
    })),
    substances: {
      "@type": "SubstancesDeclaration",
      ...(substances.checked_on ? { svhcCheckedOn: substances.checked_on } : {}),
      svhcAboveThreshold: substances.svhc_above_threshold,
      ...(substances.rsl ? { restrictedSubstancesList: substances.rsl } : {}),
    },
    ...(fabric.certificates.length > 0
      ? { hasCertification: fabric.certificates.map((c) => certificateRef(origin, c.id, fabric.certificates)) }
      : {}),
    variesBy: "https://schema.org/color",
    hasVariant,
    completeness: passport.completeness,
    missingParts: passport.missing,
  };
}
