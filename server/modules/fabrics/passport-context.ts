/**
 * The JSON-LD context of a fabric's passport (decision 0025), served by the site itself at
 * PASSPORT_CONTEXT_PATH so that a reader expands a passport without fetching anything from
 * elsewhere. Terms come from schema.org (the product, its variants, names, addresses,
 * certificates), the GS1 Web Vocabulary (the textile materials, the GTIN), the UN Transparency
 * Protocol's product passport (material provenance, countries, facilities, the HS code as a
 * classification) and, for what none of them has (the making's steps, ISO 3758 care, test
 * results, the substances' check, the completeness), the site's own vocabulary under the
 * context's address with `#`.
 */

/** Where the context is served (under the site's one origin, ADR 21). */
export const PASSPORT_CONTEXT_PATH = "/api/contexts/passport.jsonld";

export const passportContextUrl = (origin: string) => `${origin}${PASSPORT_CONTEXT_PATH}`;

/** The site's own terms: the context's address followed by `#`. */
export const passportVocabulary = (origin: string) => `${passportContextUrl(origin)}#`;

const id = (iri: string) => ({ "@id": iri, "@type": "@id" });
const list = (iri: string) => ({ "@id": iri, "@container": "@list" });
const date = (iri: string) => ({ "@id": iri, "@type": "xsd:date" });

/** The context document, for a site at `origin`. */
export function passportContext(origin: string) {
  return {
    "@context": {
      "@version": 1.1,
      schema: "https://schema.org/",
      gs1: "https://gs1.org/voc/",
      untp: "https://test.uncefact.org/vocabulary/untp/dpp/0/",
      xsd: "http://www.w3.org/2001/XMLSchema#",
      fab: passportVocabulary(origin),

      Product: "schema:Product",
      ProductGroup: "schema:ProductGroup",
      Organization: "schema:Organization",
      PostalAddress: "schema:PostalAddress",
      Certification: "schema:Certification",
      TextileMaterialDetails: "gs1:TextileMaterialDetails",
      Material: "untp:Material",
      Country: "untp:Country",
      Classification: "untp:Classification",
      Facility: "untp:Facility",
      ProductionStep: "fab:ProductionStep",
      CareInstructions: "fab:CareInstructions",
      TestResult: "fab:TestResult",
      SubstancesDeclaration: "fab:SubstancesDeclaration",

      name: "schema:name",
      description: "schema:description",
      url: id("schema:url"),
      image: id("schema:image"),
      inLanguage: "schema:inLanguage",
      sku: "schema:sku",
      mpn: "schema:mpn",
      productGroupID: "schema:productGroupID",
      variesBy: id("schema:variesBy"),
      hasVariant: "schema:hasVariant",
      isVariantOf: "schema:isVariantOf",
      color: "schema:color",
      manufacturer: "schema:manufacturer",
      hasCertification: "schema:hasCertification",
      certificationIdentification: "schema:certificationIdentification",
      expires: date("schema:expires"),
      address: "schema:address",
      addressLocality: "schema:addressLocality",
      addressCountry: "schema:addressCountry",
      dateModified: { "@id": "schema:dateModified", "@type": "xsd:dateTime" },

      gtin: "gs1:gtin",
      textileMaterial: "gs1:textileMaterial",
      textileMaterialDescription: "gs1:textileMaterialDescription",
      textileMaterialPercentage: "gs1:textileMaterialPercentage",

      productCategory: "untp:productCategory",
      code: "untp:code",
      schemeID: id("untp:schemeID"),
      schemeName: "untp:schemeName",
      originCountry: "untp:originCountry",
      countryOfProduction: "untp:countryOfProduction",
      countryCode: "untp:countryCode",
      massFraction: "untp:massFraction",
      recycledMassFraction: "untp:recycledMassFraction",
      producedAtFacility: "untp:producedAtFacility",

      fibre: "fab:fibre",
      recycledPercent: "fab:recycledPercent",
      recycledSource: "fab:recycledSource",
      colourwayRef: "fab:colourwayRef",
      dyeingProcess: "fab:dyeingProcess",
      productionStep: list("fab:productionStep"),
      step: "fab:step",
      care: "fab:care",
      careStandard: "fab:careStandard",
      wash: "fab:wash",
      bleach: "fab:bleach",
      tumbleDry: "fab:tumbleDry",
      iron: "fab:iron",
      professionalCare: "fab:professionalCare",
      testResult: "fab:testResult",
      testProperty: "fab:testProperty",
      testMethod: "fab:testMethod",
      resultValue: "fab:resultValue",
      resultUnit: "fab:resultUnit",
      testedOn: date("fab:testedOn"),
      laboratory: "fab:laboratory",
      testReport: id("fab:testReport"),
      substances: "fab:substances",
      svhcCheckedOn: date("fab:svhcCheckedOn"),
      svhcAboveThreshold: "fab:svhcAboveThreshold",
      restrictedSubstancesList: "fab:restrictedSubstancesList",
      completeness: "fab:completeness",
      missingParts: "fab:missingParts",
    },
  };
}
