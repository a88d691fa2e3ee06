import type { AppLoadContext } from "react-router";
import type { Organization, WithContext } from "schema-dts";
import { FOUNDED_YEAR, type Lang } from "../../../common/constants";
import { SEEN_COOKIE } from "../../../common/cookies";
import { EMPTY_CONTACT, type LayoutData, type SiteContact } from "../../components/site/layout/types";
import { fixedT } from "../../i18n/i18n.server";
import { type CertificationInput, certificationJsonLd } from "../../lib/certification-ld";
import { yearIn } from "../../lib/format";

/** No Max-Age: it ends with the browser session. HttpOnly: only the server reads it. */
function seenCookie(https: boolean): string {
  return `${SEEN_COOKIE}=1; Path=/; SameSite=Lax; HttpOnly${https ? "; Secure" : ""}`;
}

/** Footer failure: logged, empty values (SPEC §8): the page itself still renders. */
async function readContact(context: AppLoadContext, lng: Lang): Promise<SiteContact> {
  try {
    return await context.services.getContactInfo(context.ctx, lng);
  } catch (error) {
    context.log.error({ err: error }, "contact details for the layout could not be read");
    return EMPTY_CONTACT;
  }
}

/** The certificates valid today, for the Organization's data; none when they cannot be read (logged: the page still renders). */
async function readCertificates(context: AppLoadContext, lng: Lang): Promise<CertificationInput[]> {
  try {
    return await context.services.listPublicCertificates(context.ctx, lng);
  } catch (error) {
    context.log.error(
      { err: error },
      "certificates for the organization's structured data could not be read",
    );
    return [];
  }
}

/** JSON-LD already written, per contact details object (the same until they change) and origin. */
const writtenJsonLd = new WeakMap<SiteContact, Map<string, string>>();

/** `organizationJsonLd`, written once per contact details, origin, language and certificates. */
function cachedJsonLd(
  contact: SiteContact,
  origin: string,
  lng: Lang,
  certificates: CertificationInput[],
): string {
  let byOrigin = writtenJsonLd.get(contact);
  if (!byOrigin) {
    byOrigin = new Map();
    writtenJsonLd.set(contact, byOrigin);
  }
  // What the data says of each certificate: a change to one (or a day that ends one) is a new key.
  const held = certificates.map((c) =>
    [c.id, c.standard, c.number, c.issuer, c.valid_from, c.valid_until].join(":"),
  );
  const key = `${lng} ${origin} ${held.join("|")}`;
  let json = byOrigin.get(key);
  if (json === undefined) {
    json = organizationJsonLd(contact, origin, lng, certificates);
    // Origins come from Host headers: a few are expected, not an unbounded number.
    if (byOrigin.size < 16) byOrigin.set(key, json);
  }
  return json;
}

/**
 * The company for search engines: schema.org Organization, as a JSON data block's text, with
 * the certificates it holds that are valid today (`hasCertification`: every one is issued to
 * the company, for its management system or for the fabrics it makes).
 */
export function organizationJsonLd(
  contact: SiteContact,
  origin: string,
  lng: Lang,
  certificates: CertificationInput[] = [],
): string {
  const t = fixedT(lng);
  const sameAs = Object.values(contact.social).filter(Boolean);
  // Typed by schema-dts (schema.org's vocabulary): a property or type it does not have fails the typecheck.
  const organization: WithContext<Organization> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: t("site.company"),
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    description: t("site.description"),
    foundingDate: String(FOUNDED_YEAR),
    ...(contact.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: contact.address,
            addressLocality: "İstanbul",
            addressCountry: "TR",
          },
        }
      : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(certificates.length > 0
      ? { hasCertification: certificates.map((c) => certificationJsonLd(c, origin)) }
      : {}),
  };
  // A data block is never executed; `<` escaped so no text can close the element.
  return JSON.stringify(organization).replace(/</g, "\\u003c");
}

/** Everything the layout needs, plus the Set-Cookie header that ends the overlay for the session. */
export async function loadLayout(
  context: AppLoadContext,
  lng: Lang,
  origin: string,
): Promise<{ data: LayoutData; headers: Headers }> {
  const [contact, certificates] = await Promise.all([
    readContact(context, lng),
    readCertificates(context, lng),
  ]);
  // The loading overlay (DESIGN.md): first page of a browser session, never for crawlers;
  // decided on the server (server/http/view.ts), so nothing flashes.
  const { overlay, https } = context.view;
  const headers = new Headers();
  if (overlay) headers.append("Set-Cookie", seenCookie(https));
  return {
    data: {
      contact,
      year: yearIn(Date.now()),
      overlay,
      jsonLd: cachedJsonLd(contact, origin, lng, certificates),
    },
    headers,
  };
}
