import type { JobPosting, WithContext } from "schema-dts";
import type { PositionDto } from "../../../common/api/positions";
import { positionLastDay } from "../../../common/positions";
import { text } from "./loaders.server";

/** What the careers pages show of an open position (one language). */
export type PositionData = {
  id: number;
  title: string;
  description: string;
  department: string;
  location: string;
  employmentType: PositionDto["employment_type"];
  /** YYYY-MM-DD. */
  datePosted: string;
  validThrough: string;
};

export function positionData(p: PositionDto): PositionData {
  return {
    id: p.id,
    title: text(p.title),
    description: text(p.description),
    department: p.department,
    location: p.location,
    employmentType: p.employment_type,
    datePosted: p.created_at.slice(0, 10),
    validThrough: positionLastDay(p.valid_through, p.created_at),
  };
}

/**
 * The position as schema.org's JobPosting (JSON-LD) for search engines: the company (as the
 * Organization block names it) hires, at the position's town in Türkiye.
 */
export function positionJsonLd(p: PositionData, company: string, origin: string, url: string): string {
  const posting: WithContext<JobPosting> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    "@id": `${url}#job`,
    title: p.title,
    description: p.description || p.title,
    url,
    datePosted: p.datePosted,
    validThrough: p.validThrough,
    employmentType: p.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: company,
      sameAs: `${origin}/`,
      logo: `${origin}/logo.svg`,
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: p.location, addressCountry: "TR" },
    },
  };
  // A data block is never executed; `<` escaped so no text can close the element.
  return JSON.stringify(posting).replace(/</g, "\\u003c");
}
