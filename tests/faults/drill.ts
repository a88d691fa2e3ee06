// What the restore drills share: data to back up, and what a restore must bring back.
import fs from "node:fs";
import path from "node:path";
import * as tar from "tar";
import { expect } from "vitest";
import { jpeg } from "../fixtures/images";
import { type Admin, apply, contact, json, multipart, request, type Server, sha256, total } from "./harness";

/** What a restore must bring back: row counts seen through the API and every file's checksum. */
export async function snapshot(server: Server, admin: Admin) {
  const counts = {
    fabrics: await total(server.url, admin, "/api/fabrics"),
    applications: await total(server.url, admin, "/api/applications"),
    messages: await total(server.url, admin, "/api/contact-messages"),
    mails: await total(server.url, admin, "/api/mail/outbox"),
  };
  const checksums: Record<string, string> = {};
  for (const folder of ["uploads", "private"]) {
    const dir = path.join(server.dataDir, folder);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      checksums[`${folder}/${name}`] = sha256(path.join(dir, name));
  }
  return { counts, checksums };
}

/** Fabrics with images, applications with CVs, contact messages. */
export async function fill(server: Server, admin: Admin) {
  for (let i = 0; i < 3; i++) {
    const form = multipart({ name: `Oxford ${i}`, description: `Gömleklik oxford ${i}` }, [
      {
        field: "main_image",
        filename: `o${i}.jpg`,
        contentType: "image/jpeg",
        content: await jpeg(640, 480, ["#135", "#531", "#315"][i]),
      },
    ]);
    const res = await request(server.url, "/api/fabrics", {
      method: "POST",
      headers: { ...admin.headers, ...form.headers },
      body: form.body,
    });
    expect(res.status).toBe(201);
  }
  for (let i = 0; i < 4; i++) expect((await apply(server.url, `drill-${i}`, 20_000 + i)).status).toBe(201);
  for (let i = 0; i < 5; i++) {
    expect(
      (await request(server.url, "/api/contact-messages", { method: "POST", ...json(contact(`drill-${i}`)) }))
        .status,
    ).toBe(201);
  }
}

/**
 * What a backup archive must be: 0600, format 2, and a manifest with the SHA-256 of every other
 * file; answers its file names.
 */
export async function checkArchive(archive: string): Promise<string[]> {
  expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
  const files: string[] = [];
  let manifest = "";
  await tar.list({
    file: archive,
    onReadEntry: (entry) => {
      if (entry.type !== "File") return;
      files.push(entry.path);
      if (entry.path === "manifest.json") entry.on("data", (chunk: Buffer) => (manifest += chunk.toString()));
    },
  });
  const parsed = JSON.parse(manifest);
  expect(parsed.format).toBe(2);
  expect(Object.keys(parsed.sha256).sort()).toEqual(files.filter((f) => f !== "manifest.json").sort());
  return files;
}
