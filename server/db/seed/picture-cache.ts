/**
 * Run by `npm run build` (scripts/build-server.mjs), from its bundle beside the server's: makes
 * each of the demo's pictures once, every WebP variant as a first start would, into the empty
 * folder given, with a manifest of their keys and sizes. The build keeps the folder as
 * build/server/demo-pictures, which a first start with the demo content copies
 * (pictures.ts `processPictures`) instead of drawing and encoding the pictures: some nine tenths
 * of that start's work.
 */
import fs from "node:fs";
import path from "node:path";
import { createStorage } from "../../storage/storage";
import { demoPictures } from "./index";
import { PICTURE_MANIFEST, processPictures } from "./pictures";

const out = process.argv[2];
if (!out || (fs.existsSync(out) && fs.readdirSync(out).length > 0))
  throw new Error("usage: node demo-pictures.js <new or empty folder>");
const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(out)), ".demo-pictures-"));
try {
  const storage = createStorage(work);
  const pictures = [...new Map(demoPictures().map((picture) => [picture.key, picture])).values()];
  const images = await processPictures(storage, pictures, null);
  fs.mkdirSync(out, { recursive: true });
  for (const image of images)
    for (const variant of image.variants)
      fs.renameSync(storage.local.uploadPath(variant.file), path.join(out, variant.file));
  const manifest = { images: Object.fromEntries(pictures.map((picture, i) => [picture.key, images[i]])) };
  fs.writeFileSync(path.join(out, PICTURE_MANIFEST), `${JSON.stringify(manifest)}\n`);
  storage.close();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
