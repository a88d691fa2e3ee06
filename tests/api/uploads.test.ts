import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import multipartPlugin from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "../../common/constants";
import { fabrics, media, privateFiles } from "../../server/db/schema";
import type { AppContext } from "../../server/http/context";
import { registerErrorHandling } from "../../server/http/errors";
import {
  cleanLeftovers,
  discardUpload,
  SWEEP_INTERVAL_MS,
  startLeftoverSweep,
  receiveMultipart,
  type StoredPrivateFile,
  sendPrivateFile,
  storePrivateFile,
} from "../../server/media";
import { createStorage, type Storage, tmpFolderName } from "../../server/storage/storage";
import {
  type AdminSession,
  createTestApp,
  type FilePart,
  listFiles,
  loginAdmin,
  multipart,
  type TestApp,
} from "../helpers/app";
import { adminApp } from "../helpers/suite";
import { hostile, jpeg, noisyJpeg, pdfOfSize, png, pngClaiming } from "../fixtures/images";

const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("receiveMultipart", () => {
  let app: FastifyInstance;
  let storage: Storage;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "upload-unit-"));
    storage = createStorage(dir);
    app = Fastify();
    app.decorate("ctx", { storage } as AppContext);
    registerErrorHandling(app);
    await app.register(multipartPlugin, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fieldSize: 20_000 },
    });
    // Answers what it received, then drops the file, as every real route does.
    app.post("/cv", async (request) => {
      const { fields, file } = await receiveMultipart(request, {
        fileFields: ["file"],
        kind: "cv",
        maxBytes: 1000,
        textFields: ["full_name", "message"],
      });
      try {
        const stored = file ? fs.statSync(file.tmpPath).size : null;
        return { fields, file: file && { ...file, tmpPath: undefined, stored } };
      } finally {
        await discardUpload(storage, file);
      }
    });
    // Stores a CV privately, then serves it back the way the admin endpoint does.
    const stored = new Map<string, StoredPrivateFile>();
    app.post("/private", async (request) => {
      const { file } = await receiveMultipart(request, {
        fileFields: ["file"],
        kind: "cv",
        maxBytes: 1000,
        textFields: [],
      });
      try {
        const row = await storePrivateFile(storage, file!);
        stored.set(row.storageKey, row);
        return row;
      } finally {
        await discardUpload(storage, file);
      }
    });
    app.get<{ Params: { key: string }; Querystring: { inline?: string } }>(
      "/private/:key",
      (request, reply) =>
        sendPrivateFile(reply, stored.get(request.params.key)!, storage, {
          inline: request.query.inline === "1",
        }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (fields: Record<string, string>, files: FilePart[] = []) => {
    const body = multipart(fields, files);
    return app.inject({ method: "POST", url: "/cv", payload: body.payload, headers: body.headers });
  };

  it("accepts a file of exactly the limit and refuses one byte more, leaving no partial file", async () => {
    const exact = await post({}, [{ field: "file", filename: "cv.pdf", content: pdfOfSize(1000) }]);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().file).toMatchObject({
      field: "file",
      mime: "application/pdf",
      bytes: 1000,
      stored: 1000,
    });
    const over = await post({}, [{ field: "file", filename: "cv.pdf", content: pdfOfSize(1001) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json().error.fields).toEqual({ file: "file_size" });
    expect(listFiles(storage.tmpDir)).toEqual([]);
  });

  it("judges the type by content: JPEG and PNG pass as CVs, a JPEG named .pdf and executables do not", async () => {
    const small = await jpeg(20, 20);
    expect(
      (await post({}, [{ field: "file", filename: "photo.JPG", content: small }])).json().file.mime,
    ).toBe("image/jpeg");
    const renamed = await post({}, [{ field: "file", filename: "cv.pdf", content: small }]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.fields).toEqual({ file: "file_type" });
    for (const [kind, content] of Object.entries(hostile)) {
      const res = await post({}, [{ field: "file", filename: `cv-${kind}.pdf`, content }]);
      expect(res.statusCode, kind).toBe(415);
    }
    const noExtension = await post({}, [{ field: "file", filename: "cv", content: pdfOfSize(500) }]);
    expect(noExtension.statusCode).toBe(415);
    expect(listFiles(storage.tmpDir)).toEqual([]);
  });

  it("keeps only the expected text fields, NFC-normalized, and a display-safe file name", async () => {
    const res = await post({ full_name: "S\u0327ule", message: "hi", role: "admin", __proto: "x" }, [
      { field: "file", filename: "..\\..\\evil\u202Efdp.exe\u0000 cv.pdf", content: pdfOfSize(300) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields).toEqual({ full_name: "Şule", message: "hi" });
    expect(res.json().file.filename).toBe("evilfdp.exe cv.pdf");
    const long = await post({}, [
      { field: "file", filename: `${"ä".repeat(300)}.pdf`, content: pdfOfSize(300) },
    ]);
    expect([...long.json().file.filename]).toHaveLength(200);
    expect(long.json().file.filename.endsWith("ä.pdf")).toBe(true);
  });

  it("refuses a second file, an unknown file field and a body that is not multipart", async () => {
    const pdf = pdfOfSize(200);
    const two = await post({}, [
      { field: "file", filename: "a.pdf", content: pdf },
      { field: "file", filename: "b.pdf", content: pdf },
    ]);
    expect(two.statusCode).toBe(400);
    const other = await post({}, [{ field: "avatar", filename: "a.pdf", content: pdf }]);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ avatar: "invalid" });
    const json = await app.inject({ method: "POST", url: "/cv", payload: { full_name: "x" } });
    expect(json.statusCode).toBe(415);
    expect(listFiles(storage.tmpDir)).toEqual([]);
  });

  it("moves a CV to private/ and serves it as a sandboxed, uncached attachment", async () => {
    const pdf = pdfOfSize(600);
    const body = multipart({}, [{ field: "file", filename: "Özgeçmiş (son).pdf", content: pdf }]);
    const res = await app.inject({
      method: "POST",
      url: "/private",
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({
      originalName: "Özgeçmiş (son).pdf",
      mimeType: "application/pdf",
      bytes: 600,
    });
    expect(listFiles(storage.local.privateDir)).toContain(row.storageKey);
    expect(listFiles(storage.tmpDir)).toEqual([]);

    const download = await app.inject({ method: "GET", url: `/private/${row.storageKey}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": "600",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "content-disposition":
        "attachment; filename=\"_zge_mi_ (son).pdf\"; filename*=UTF-8''%C3%96zge%C3%A7mi%C5%9F%20%28son%29.pdf",
    });
    const inline = await app.inject({ method: "GET", url: `/private/${row.storageKey}?inline=1` });
    expect(inline.headers["content-disposition"]).toMatch(/^inline; /);
    expect(inline.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");

    fs.rmSync(storage.local.privatePath(row.storageKey));
    expect((await app.inject({ method: "GET", url: `/private/${row.storageKey}` })).statusCode).toBe(404);
  });

  it("treats a file input left empty by the browser as no file", async () => {
    const res = await post({ full_name: "A" }, [{ field: "file", filename: "", content: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { full_name: "A" }, file: null });
  });
});

describe("image uploads through the fabric routes", () => {
  let t: TestApp;
  let admin: AdminSession;

  beforeAll(async () => {
    ({ t, admin } = await adminApp());
  });
  afterAll(() => t.close());

  const uploads = () => listFiles(t.ctx.storage.local.uploadsDir);

  function createFabric(file: FilePart, headers: Record<string, string> = admin.headers) {
    const body = multipart({ name: "Deneme", description: "Deneme" }, [file]);
    return t.app.inject({
      method: "POST",
      url: "/api/fabrics",
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  const variantsOf = (res: {
    json(): { data: { image: { variants: { width: number; height: number; src: string }[] } } };
  }) => res.json().data.image.variants;
  const stored = (src: string) => path.join(t.ctx.storage.local.uploadsDir, path.basename(src));

  it("refuses executables, HTML, SVG and ZIP named as images (415)", async () => {
    const before = uploads();
    for (const [kind, content] of Object.entries(hostile)) {
      for (const filename of [`${kind}.jpg`, `${kind}.png`]) {
        const res = await createFabric({ field: "main_image", filename, content });
        expect(res.statusCode, `${kind} as ${filename}`).toBe(415);
        expect(res.json().error.fields).toEqual({ main_image: "file_type" });
      }
    }
    const pngAsJpg = await createFabric({
      field: "main_image",
      filename: "a.jpg",
      content: await png(50, 50),
    });
    expect(pngAsJpg.statusCode).toBe(415);
    expect(uploads()).toEqual(before);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
  });

  it("refuses an image claiming more pixels than the cap (422)", async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    const before = uploads();
    for (const [w, h] of [
      [30_000, 30_000],
      [side, side],
    ]) {
      const res = await createFabric({
        field: "main_image",
        filename: "bomb.png",
        content: pngClaiming(w!, h!),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe("unprocessable");
    }
    expect(uploads()).toEqual(before);
    expect(await t.ctx.db.select().from(media)).toHaveLength(0);
  });

  it("refuses a damaged image that passes the magic-byte check (415)", async () => {
    const whole = await jpeg(800, 600);
    const res = await createFabric({
      field: "main_image",
      filename: "cut.jpg",
      content: whole.subarray(0, 400),
    });
    expect(res.statusCode).toBe(415);
  });

  it("strips EXIF and GPS, applies the orientation, and never stores the original", async () => {
    const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#357" } })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Secret Phone", Copyright: "Someone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "41/1 0/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "28/1 58/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const source = await sharp(original).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);
    expect(source.exif!.toString("latin1")).toContain("Secret Phone");
    // The GPS IFD pointer (tag 0x8825, little-endian): the location is in the original.
    expect(source.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await createFabric({ field: "main_image", filename: "gps.jpeg", content: original });
    expect(res.statusCode, res.body).toBe(201);
    // Upright: the 900x600 picture turned a quarter is 600 wide.
    expect(variantsOf(res).map((v) => [v.width, v.height])).toEqual([[400, 600]]);
    for (const v of variantsOf(res)) {
      const bytes = fs.readFileSync(stored(v.src));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.toString("latin1")).not.toMatch(/Exif|Secret Phone|PhoneMaker|Someone/);
    }
    expect(uploads().every((f) => f.endsWith(".webp"))).toBe(true);
  });

  it("makes the standard widths not wider than the original, or the original width when narrower", async () => {
    const wide = await createFabric({
      field: "main_image",
      filename: "w.jpg",
      content: await jpeg(2000, 1000),
    });
    expect(variantsOf(wide).map((v) => [v.width, v.height])).toEqual([
      [400, 200],
      [800, 400],
      [1600, 800],
    ]);
    expect(wide.json().data.image).toMatchObject({ width: 800, height: 400 });
    expect(wide.json().data.image.srcset).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1600w$/);
    const narrow = await createFabric({
      field: "main_image",
      filename: "n.png",
      content: await png(250, 100),
    });
    expect(variantsOf(narrow).map((v) => v.width)).toEqual([250]);
    const gif = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#fa0" } })
      .gif()
      .toBuffer();
    const fromGif = await createFabric({ field: "main_image", filename: "g.gif", content: gif });
    expect(variantsOf(fromGif).map((v) => v.width)).toEqual([400]);
    const webp = await sharp({ create: { width: 420, height: 300, channels: 3, background: "#0af" } })
      .webp()
      .toBuffer();
    expect((await createFabric({ field: "main_image", filename: "w.webp", content: webp })).statusCode).toBe(
      201,
    );
  });

  it("refuses a Content-Length far above the limit before reading the body", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    const closed = new Promise((resolve) => socket.on("close", resolve));
    // Headers only: if the server waited for the 1 GB body, no answer would ever come.
    socket.write(
      "POST /api/fabrics HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        `Cookie: ${admin.cookie}\r\nX-CSRF-Token: ${admin.csrfToken}\r\n` +
        "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1073741824\r\n\r\n--x\r\n",
    );
    await until(() => answer.includes("\r\n\r\n"));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain('"fields":{"main_image":"file_size"}');
    await closed;
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
  });
});

describe("an upload cut off mid-stream", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("leaves no temporary file, no image and no row", async () => {
    const admin = await loginAdmin(t);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const picture = await noisyJpeg(1500, 1500);
    expect(picture.length).toBeGreaterThan(1_000_000);
    const body = multipart({ name: "Yarım", description: "Yarım" }, [
      { field: "main_image", filename: "half.jpg", content: picture },
    ]);
    const socket = net.connect(Number(new URL(address).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      "POST /api/fabrics HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        `Cookie: ${admin.cookie}\r\nX-CSRF-Token: ${admin.csrfToken}\r\n` +
        `Content-Type: ${body.headers["content-type"]}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    // The server has started storing the file...
    await until(() => listFiles(t.ctx.storage.tmpDir).length === 1);
    // ...when the client goes away.
    socket.destroy();
    await until(() => listFiles(t.ctx.storage.tmpDir).length === 0);
    expect(listFiles(t.ctx.storage.local.uploadsDir)).toEqual([]);
    expect(await t.ctx.db.select().from(media)).toEqual([]);
    expect(await t.ctx.db.select().from(fabrics)).toEqual([]);
  });
});

describe("cleanLeftovers", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("removes stray files from tmp/, uploads/ and private/ and keeps what rows name", async () => {
    const { storage, db } = t.ctx;
    const admin = await loginAdmin(t);
    const body = multipart({ name: "Kalıcı", description: "Kalıcı" }, [
      { field: "main_image", filename: "k.jpg", content: await jpeg(500, 400) },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/fabrics",
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    const kept = listFiles(storage.local.uploadsDir);
    await db
      .insert(privateFiles)
      .values({ storageKey: "keptCv", originalName: "cv.pdf", mimeType: "application/pdf", bytes: 3 });
    fs.writeFileSync(storage.local.privatePath("keptCv"), "pdf");

    // A dead process's folder (this host, a pid no process has), a file of the older layout
    // untouched for two hours, and this process's own upload in progress (kept).
    const deadFolder = path.join(storage.tmpRoot, tmpFolderName(2 ** 30, "dead"));
    fs.mkdirSync(deadFolder);
    fs.writeFileSync(path.join(deadFolder, "1-a.part"), "partial");
    const ownPartial = storage.tmpPath();
    fs.writeFileSync(ownPartial, "partial");
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const aged = (file: string) => {
      fs.writeFileSync(file, "x");
      fs.utimesSync(file, twoHoursAgo, twoHoursAgo);
    };
    aged(path.join(storage.tmpRoot, "old-layout.part"));
    aged(storage.local.uploadPath("orphanKey-400.webp"));
    aged(storage.local.uploadPath("orphanKey-800.webp"));
    aged(storage.local.uploadPath("noDash.webp"));
    aged(storage.local.privatePath("orphanCv"));
    // Younger than an hour: maybe another process's upload whose row is about to commit.
    fs.writeFileSync(storage.local.uploadPath("freshKey-400.webp"), "x");

    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as Parameters<
      typeof cleanLeftovers
    >[1];
    await cleanLeftovers(t.ctx, log);

    expect(listFiles(storage.tmpRoot)).toEqual([path.relative(storage.tmpRoot, ownPartial)]);
    expect(listFiles(storage.local.uploadsDir).sort()).toEqual([...kept, "freshKey-400.webp"].sort());
    expect(listFiles(storage.local.privateDir)).toEqual(["keptCv"]);
    expect(logged).toEqual([[{ tmp: 2, uploads: 3, private: 1 }, "removed leftover files"]]);
    fs.rmSync(ownPartial);
    const served = await t.app.inject({ method: "GET", url: res.json().data.main_image });
    expect(served.statusCode).toBe(200);
  });

  it("sweeps again once a day while the process runs (controlled clock)", async () => {
    const { storage } = t.ctx;
    const stray = storage.local.uploadPath("strayKey-400.webp");
    fs.writeFileSync(stray, "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(stray, twoHoursAgo, twoHoursAgo);
    const log = { info() {}, error() {} } as unknown as Parameters<typeof startLeftoverSweep>[1];
    // A sweep starts by asking for its advisory lock: counting those asks counts the sweeps.
    const tryLock = vi.spyOn(t.ctx.database, "tryLock");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const sweep = startLeftoverSweep(t.ctx, log);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS - 1000);
      expect(tryLock).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(tryLock).toHaveBeenCalledTimes(1);
      await until(() => !fs.existsSync(stray));
      sweep.stop();
      vi.advanceTimersByTime(2 * SWEEP_INTERVAL_MS);
      expect(tryLock).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      tryLock.mockRestore();
    }
  });
});
