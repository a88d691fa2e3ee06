// HTML in content (admin-entered names, descriptions, contact details) is rendered as text in
// server-rendered pages: in the body, the <title>, the meta tags and the JSON-LD.
import { beforeAll, describe, expect, test } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { admin, json, login, multipart, request, type Session } from "./support/http";
import { pngImage } from "./support/world";

const NAME = `</title></script><script>alert("name")</script><b>bold</b>`;
const DESCRIPTION = `"><img src=x onerror=alert("desc")><!-- <svg onload=alert(1)> ' " & \u2028`;
const ADDRESS = `<iframe src="javascript:alert('addr')"></iframe>`;

let session: Session;
let fabricId: number;
let exhibitionId: number;

beforeAll(async () => {
  session = await login();
  const image = await pngImage(200, 150);
  const fabric = await admin(session, "/api/fabrics", {
    method: "POST",
    ...multipart([
      { name: "name", value: NAME },
      { name: "name_en", value: NAME },
      { name: "description", value: DESCRIPTION },
      { name: "description_en", value: DESCRIPTION },
      // The technical card's one free text, shown on the fabric page.
      { name: "card", value: JSON.stringify({ ...EMPTY_CARD, yarn_count: `<script>alert("name")</script>` }) },
      { name: "main_image", filename: "f.png", type: "image/png", data: image },
    ]),
  });
  expect(fabric.status, fabric.text).toBe(201);
  fabricId = fabric.json.data.id;
  const country = await admin(session, "/api/countries", {
    method: "POST",
    ...multipart([
      { name: "name", value: NAME },
      { name: "coverImage", filename: "c.png", type: "image/png", data: image },
    ]),
  });
  expect(country.status, country.text).toBe(201);
  const exhibition = await admin(session, "/api/exhibitions", {
    method: "POST",
    ...multipart([
      { name: "title", value: NAME },
      { name: "description", value: DESCRIPTION },
      { name: "countryId", value: String(country.json.data.id) },
      { name: "image_url", filename: "e.png", type: "image/png", data: image },
    ]),
  });
  expect(exhibition.status, exhibition.text).toBe(201);
  exhibitionId = exhibition.json.data.id;
  const info = await admin(session, "/api/contact-info", { method: "PUT", ...json({ address: ADDRESS, hours_weekday: NAME }) });
  expect(info.status, info.text).toBe(200);
});

/** What must never appear raw in a page: the payloads as markup. */
function expectInert(html: string, where: string) {
  expect(html, where).not.toContain('<script>alert("name")</script>');
  expect(html, where).not.toContain("<b>bold</b>");
  expect(html, where).not.toMatch(/<img src=x onerror/i);
  expect(html, where).not.toMatch(/<iframe src="javascript:/i);
  expect(html, where).not.toMatch(/<svg onload/i);
  // Every script element is either ours (external or hashed) or a JSON data block that parses.
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/application\/ld\+json/.test(attributes)) {
      expect(() => JSON.parse(body), `${where}: JSON-LD parses`).not.toThrow();
      expect(body, `${where}: JSON-LD`).not.toMatch(/<\/?script|<!--/i);
    } else {
      // Data inside our own scripts (React Router's stream) is escaped: it cannot close the
      // element or open another one.
      expect(body, `${where}: script`).not.toMatch(/<\/?script|<!--/i);
    }
  }
}

const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
const metaContents = (html: string) => [...html.matchAll(/<meta\s[^>]*content="([^"]*)"/g)].map((m) => m[1] ?? "");

describe("HTML in content is text", () => {
  for (const lng of ["tr", "en"]) {
    test(`fabric page (${lng}): body, <title>, meta and JSON-LD show the markup as text`, async () => {
      const path = lng === "tr" ? `/fabric/${fabricId}` : `/fabric/${fabricId}?lng=en`;
      const answer = await request(path, { headers: { "accept-language": lng } });
      expect(answer.status).toBe(200);
      expectInert(answer.text, path);
      // The title holds the name, escaped: the document still has exactly one <title>.
      expect(answer.text.match(/<title>/g)?.length).toBe(1);
      expect(titleOf(answer.text)).toContain("&lt;b&gt;bold&lt;/b&gt;");
      for (const content of metaContents(answer.text)) expect(content).not.toMatch(/[<>]/);
      expect(answer.text).toContain("&lt;b&gt;bold&lt;/b&gt;");
      const ld = [...answer.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      // If the page describes the fabric for search engines, it names it exactly, as data.
      for (const data of ld) {
        const text = JSON.stringify(data);
        if (text.includes("bold")) expect(text).toContain(JSON.stringify(NAME).slice(1, -1));
      }
    });
  }

  test("list pages, exhibition page, contact page and footer show the markup as text", async () => {
    for (const path of ["/", "/fabrics", "/exhibitions", `/exhibition/${exhibitionId}`, "/contact", "/about", "/careers"]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(200);
      expectInert(answer.text, path);
    }
    const contact = await request("/contact");
    expect(contact.text).toContain("&lt;iframe");
  });

  test("the API returns the text as given (JSON-encoded), with a JSON content type", async () => {
    const answer = await request(`/api/fabrics/${fabricId}`);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json.data.fabric.name).toBe(NAME);
  });

  test("the sitemap escapes names and links", async () => {
    const answer = await request("/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain("<script>");
    expect(answer.text).not.toContain("<b>");
  });
});
