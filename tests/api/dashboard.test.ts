import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countries,
  exhibitionPhotos,
  exhibitions,
  fabrics,
  media,
  meetingRequests,
} from "../../server/db/schema";
import { today } from "../../common/dates";
import { seasonStart } from "../../server/modules/dashboard/service";
import type { AdminSession, TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

const person = { full_name: "Deniz Kaya", email: "deniz@example.com", message: "Merhaba" };

describe("dashboard", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp());
  });
  afterAll(() => t.close());

  const dashboard = () =>
    t.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie: admin.cookie } });

  /** Content made directly in the database: the counters are kept by its triggers. */
  async function seedContent() {
    const [image] = await t.ctx.db
      .insert(media)
      .values({ storageKey: "dash-test", width: 10, height: 10, variants: [], bytes: 1 })
      .returning();
    const [france, spain] = await t.ctx.db
      .insert(countries)
      .values([{ name: { tr: "Fransa" } }, { name: { tr: "İspanya" } }])
      .returning();
    const [fair] = await t.ctx.db
      .insert(exhibitions)
      .values([
        { countryId: france!.id, title: { tr: "Première Vision" }, description: { tr: "" } },
        { countryId: spain!.id, title: { tr: "Momad" }, description: { tr: "" } },
      ])
      .returning();
    await t.ctx.db.insert(exhibitionPhotos).values(
      [1, 2, 3].map(() => ({
        exhibitionId: fair!.id,
        mediaId: image!.id,
        title: { tr: "" },
        description: { tr: "" },
      })),
    );
    await t.ctx.db.insert(fabrics).values({ name: { tr: "Poplin" }, description: { tr: "Pamuk" } });
    return { fair: fair! };
  }

  it("is for admins only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(401);
  });

  it("answers zeros and an empty list on a fresh site", async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      counts: {
        exhibitions: 0,
        photos: 0,
        countries: 0,
        fabrics: 0,
        new_messages: 0,
        pending_applications: 0,
        open_meeting_requests: 0,
        open_sample_requests: 0,
        complete_passports: 0,
      },
      recent: [],
      expiring_certificates: [],
      requested_fabrics: { since: seasonStart(today()), fabrics: [] },
    });
  });

  it("counts content, new messages and pending applications", async () => {
    const { fair } = await seedContent();
    const sent = await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: person });
    const other = await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: person });
    await t.app.inject({
      method: "PUT",
      url: `/api/contact-messages/${other.json().data.id}/status`,
      headers: admin.headers,
      payload: { status: "read" },
    });
    const entry = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: admin.headers,
      payload: { ...person, position: "Dokuma ustası" },
    });
    expect(entry.statusCode).toBe(201);

    const counts = (await dashboard()).json().data.counts;
    expect(counts).toEqual({
      exhibitions: 2,
      photos: 3,
      countries: 2,
      fabrics: 1,
      new_messages: 1,
      pending_applications: 1,
      open_meeting_requests: 0,
      open_sample_requests: 0,
      complete_passports: 0,
    });

    // Meeting requests count while new or in progress, not once confirmed or closed.
    const meeting = (status: string) => ({
      fairTitle: "Munich Fabric Start",
      meetingDate: "2027-01-27",
      meetingTime: "10:00",
      company: "Hemdenwerk",
      fullName: "Jana Müller",
      email: "jana@example.com",
      status,
    });
    await t.ctx.db.insert(meetingRequests).values(["new", "in_progress", "confirmed", "closed"].map(meeting));
    expect((await dashboard()).json().data.counts.open_meeting_requests).toBe(2);

    await t.ctx.db.delete(exhibitions).where(eq(exhibitions.id, fair.id));
    const after = (await dashboard()).json().data.counts;
    expect(after).toMatchObject({ exhibitions: 1, photos: 0, countries: 2 });
    expect(sent.statusCode).toBe(201);
  });

  it("lists the ten latest items of messages, applications and admin activity, newest first", async () => {
    for (let i = 0; i < 4; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: { ...person, full_name: `Mesaj ${i}` },
      });
    }
    const application = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: admin.headers,
      payload: { ...person, full_name: "Son Başvuru", position: "Desinatör" },
    });
    const recent = (await dashboard()).json().data.recent as {
      type: string;
      id: number;
      title: string;
      created_at: string;
      link: string;
    }[];
    expect(recent).toHaveLength(10);
    const dates = recent.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(recent.map((r) => r.type))).toEqual(
      new Set(["contact_message", "job_application", "activity"]),
    );
    expect(recent).toContainEqual(
      expect.objectContaining({
        type: "job_application",
        id: application.json().data.id,
        title: "Son Başvuru",
        summary: "Desinatör",
        link: "/admin/applications",
      }),
    );
    expect(recent).toContainEqual(
      expect.objectContaining({ type: "contact_message", title: "Mesaj 3", link: "/admin/contact-messages" }),
    );
    expect(recent).toContainEqual(
      expect.objectContaining({
        type: "activity",
        action: "create",
        entity: "job_application",
        link: "/admin/applications",
      }),
    );
  });
});
