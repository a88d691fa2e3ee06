// HEAD is GET without the body (RFC 9110 §9.3.2): the same status, ETag, length and encoding,
// for pages and API reads, whether the answer comes from the public cache or is made for the
// request, and with the cache turned off (PUBLIC_CACHE=0). A HEAD that announces the ETag of an
// empty body makes a client or a proxy that revalidates with it take the page for another.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PORTS } from "./support/global-setup";
import { type Answer, baseUrl, request } from "./support/http";
import { type RunningServer, startServer } from "./support/server";

const PAGES = ["/", "/fabrics", "/exhibitions", "/contact", "/careers", "/en/", "/no-such-page"];
const READS = [
  "/api/fabrics",
  "/api/countries",
  "/api/exhibitions",
  "/api/contact-info",
  "/api/fabrics?lng=en",
];
const ENCODINGS = [undefined, "gzip", "br, gzip"];

/** What HEAD must repeat of GET. */
const framing = (answer: Answer) => ({
  status: answer.status,
  etag: answer.headers.etag,
  length: answer.headers["content-length"],
  encoding: answer.headers["content-encoding"],
  type: answer.headers["content-type"],
});

let probe = 0;

/**
 * For one URL made new (a query the cache has not seen): HEAD while nothing is stored, GET,
 * then HEAD again (now from the cache when it is on); both HEADs frame the answer as GET does.
 */
async function compare(base: string, path: string, encoding: string | undefined) {
  probe += 1;
  const url = `${path}${path.includes("?") ? "&" : "?"}head=${probe}`;
  const headers: Record<string, string> = {
    cookie: "seen=1",
    ...(encoding ? { "accept-encoding": encoding } : {}),
  };
  const cold = await request(url, { base, method: "HEAD", headers });
  const get = await request(url, { base, headers });
  const warm = await request(url, { base, method: "HEAD", headers });
  const what = `${url} ${encoding ?? "identity"}`;
  expect([200, 404], what).toContain(get.status);
  if (get.status === 200) expect(get.headers.etag, `${what}: GET has an ETag`).toMatch(/^"/);
  expect(framing(cold), `${what}: HEAD before GET`).toEqual(framing(get));
  expect(framing(warm), `${what}: HEAD after GET`).toEqual(framing(get));
  expect(cold.body.length, what).toBe(0);
  expect(warm.body.length, what).toBe(0);
  // A revalidation with HEAD's tag is answered as GET's would be.
  if (get.headers.etag) {
    const again = await request(url, {
      base,
      headers: { ...headers, "if-none-match": String(warm.headers.etag) },
    });
    expect(again.status, what).toBe(304);
  }
}

describe("HEAD frames the answer exactly as GET does", () => {
  test("pages and API reads, from the public cache and before it", async () => {
    for (const path of [...PAGES, ...READS])
      for (const encoding of ENCODINGS) await compare(baseUrl(), path, encoding);
  });

  describe("with the public cache off (PUBLIC_CACHE=0)", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(PORTS.spare2, { PUBLIC_CACHE: "0" });
    });
    afterAll(async () => {
      await server?.stop();
    });

    test("pages and API reads", async () => {
      for (const path of [...PAGES, ...READS])
        for (const encoding of ENCODINGS) await compare(server.url, path, encoding);
    });
  });
});
