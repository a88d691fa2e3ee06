import { asc, count, desc, eq, gte, inArray, sql, sum } from "drizzle-orm";
import type {
  DashboardCounts,
  DashboardDto,
  ExpiringCertificate,
  RecentItem,
} from "../../../common/api/admin";
import { CERTIFICATE_WARNING_DAYS, COMPANY_TIME_ZONE } from "../../../common/constants";
import { today } from "../../../common/dates";
import { ENTITY_SCREENS } from "../../../common/entities";
import { endingSoon, loadCertificates } from "../certificates";
import type { Db } from "../../db/client";
import {
  contactMessages,
  countries,
  fabrics,
  jobApplications,
  meetingRequests,
  sampleRequestItems,
  sampleRequests,
} from "../../db/schema";
import { type ActivityEntity, recentActivity } from "../activity";
import { passportStatuses } from "../fabrics";

export type { DashboardCounts, DashboardDto, RecentItem };

const RECENT = 10;

/** Each activity line links to the screen of its entity (common/entities.ts). */
const ENTITY_LINKS: Record<ActivityEntity, string> = ENTITY_SCREENS;

/**
 * Totals come from the counter columns the database keeps (0001_counters.sql) and from
 * counts over indexed status columns: the cost does not grow with the photos.
 */
async function counts(db: Db): Promise<Omit<DashboardCounts, "complete_passports">> {
  const [[perCountry], [fabricCount], [newMessages], [pending], [openMeetings], [openSamples]] =
    await Promise.all([
      db
        .select({
          countries: count(),
          exhibitions: sum(countries.exhibitionCount),
          photos: sum(countries.photoCount),
        })
        .from(countries),
      db.select({ n: count() }).from(fabrics),
      db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
      db.select({ n: count() }).from(jobApplications).where(eq(jobApplications.status, "pending")),
      db
        .select({ n: count() })
        .from(meetingRequests)
        .where(inArray(meetingRequests.status, ["new", "in_progress"])),
      db
        .select({ n: count() })
        .from(sampleRequests)
        .where(inArray(sampleRequests.status, ["new", "in_progress"])),
    ]);
  return {
    exhibitions: Number(perCountry?.exhibitions ?? 0),
    photos: Number(perCountry?.photos ?? 0),
    countries: perCountry?.countries ?? 0,
    fabrics: fabricCount?.n ?? 0,
    new_messages: newMessages?.n ?? 0,
    pending_applications: pending?.n ?? 0,
    open_meeting_requests: openMeetings?.n ?? 0,
    open_sample_requests: openSamples?.n ?? 0,
  };
}

const excerpt = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The newest items of each source (each read by its created_at index), merged by date. */
async function recent(db: Db): Promise<RecentItem[]> {
  const [messages, applications, activity] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.fullName,
        message: contactMessages.message,
        at: contactMessages.createdAt,
      })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(RECENT),
    db
      .select({
        id: jobApplications.id,
        name: jobApplications.fullName,
        position: jobApplications.position,
        at: jobApplications.createdAt,
      })
      .from(jobApplications)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(RECENT),
    recentActivity(db, RECENT),
  ]);
  const items: RecentItem[] = [
    ...messages.map((m) => ({
      type: "contact_message" as const,
      id: m.id,
      title: m.name,
      summary: excerpt(m.message),
      created_at: m.at.toISOString(),
      link: "/admin/contact-messages",
    })),
    ...applications.map((a) => ({
      type: "job_application" as const,
      id: a.id,
      title: a.name,
      summary: a.position,
      created_at: a.at.toISOString(),
      link: "/admin/applications",
    })),
    ...activity.map((e) => ({
      type: "activity" as const,
      id: e.id,
      title: e.summary || e.entity,
      summary: `${e.entity}: ${e.action}`,
      created_at: e.createdAt.toISOString(),
      link: ENTITY_LINKS[e.entity as ActivityEntity] ?? "/admin/dashboard",
      action: e.action,
      entity: e.entity,
      by: e.tokenName !== null
        ? { kind: "token" as const, name: e.tokenName }
        : e.username !== null
          ? { kind: "admin" as const, name: e.username }
          : null,
    })),
  ];
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, RECENT);
}

/** Certificates ending within CERTIFICATE_WARNING_DAYS, or ended less than that ago, soonest first. */
async function expiring(db: Db): Promise<ExpiringCertificate[]> {
  const day = today();
  const start = Date.parse(`${day}T00:00:00Z`);
  return endingSoon(await loadCertificates(db), day, CERTIFICATE_WARNING_DAYS).map((row) => ({
    id: row.id,
    standard: row.standard,
    number: row.number,
    valid_until: row.validUntil,
    days_left: Math.round((Date.parse(`${row.validUntil}T00:00:00Z`) - start) / 86_400_000),
  }));
}

/** The first day of the selling season today is in: 1 January or 1 July (Istanbul's calendar). */
export const seasonStart = (day: string) => `${day.slice(0, 4)}-${day.slice(5, 7) < "07" ? "01" : "07"}-01`;

const REQUESTED_FABRICS = 5;

/** The fabrics most sample requests named since the season began (fabrics still in the catalogue). */
async function requestedFabrics(db: Db): Promise<DashboardDto["requested_fabrics"]> {
  const since = seasonStart(today());
  const requests = sql<number>`count(distinct ${sampleRequestItems.sampleRequestId})::int`;
  const rows = await db
    .select({ fabric_id: fabrics.id, code: fabrics.code, name: fabrics.name, requests })
    .from(sampleRequestItems)
    .innerJoin(sampleRequests, eq(sampleRequests.id, sampleRequestItems.sampleRequestId))
    .innerJoin(fabrics, eq(fabrics.id, sampleRequestItems.fabricId))
    .where(gte(sampleRequests.createdAt, sql`(${since}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}`))
    .groupBy(fabrics.id)
    .orderBy(desc(requests), asc(fabrics.id))
    .limit(REQUESTED_FABRICS);
  return {
    since,
    fabrics: rows.map((row) => ({ ...row, code: row.code ?? "", name: row.name.tr })),
  };
}

export async function getDashboard(db: Db): Promise<DashboardDto> {
  const [c, r, e, f, p] = await Promise.all([
    counts(db),
    recent(db),
    expiring(db),
    requestedFabrics(db),
    passportStatuses(db),
  ]);
  const complete = p.filter((status) => status.missing.length === 0).length;
  return { counts: { ...c, complete_passports: complete }, recent: r, expiring_certificates: e, requested_fabrics: f };
}
