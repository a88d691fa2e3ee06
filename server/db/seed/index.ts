// Over 300 lines: the demo plan and its insertion in one transaction, in the order the rows refer to one another.
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../http/context";
import { insertMedia, type ProcessedImage, removeProcessed, type StoredPrivateFile } from "../../media";
import { today } from "../../../common/dates";
import type { Tx } from "../client";
import {
  certificateFabrics,
  certificates,
  collections,
  contactInfo,
  countries,
  exhibitionPhotos,
  exhibitions,
  fabricCardColumns,
  fabricPhotos,
  fabrics,
  privateFiles,
} from "../schema";
import type { Storage } from "../../storage/storage";
import { certificatePdf } from "./certificate-pdf";
import { seedColourways } from "./colourways";
import { SEED_CERTIFICATES } from "./certificates";
import { SEED_COLLECTIONS } from "./collections";
import { CONTACT } from "./contact";
import { FABRICS } from "./fabrics";
import { COUNTRIES, editionDates, editionTitle, FAIR_PHOTOS } from "./fairs";
import { insertDemoMeetings, type NextFairs } from "./meetings";
import { storeDemoPdf } from "./pdf-files";
import { type Picture, type PictureCounts, processPictures, scenePicture, weavePicture } from "./pictures";
import { insertDemoFacilities } from "./facilities";
import { insertDemoPassports } from "./passports";
import { insertDemoReports, writeDemoReports } from "./lab-reports";
import { insertDemoPositions } from "./positions";
import { insertDemoSamples } from "./samples";
import { insertDemoStock } from "./stock";

const DAY_MS = 86_400_000;
/** Serializes two processes seeding one PostgreSQL at the same time (any constant will do). */
const SEED_LOCK = 80_1980;

/** The demo as rows to insert, each image named by its index in `pictures`. */
function plan(day: string, now: number) {
  const pictures: Picture[] = [];
  const add = (picture: Picture) => pictures.push(picture) - 1;

  const fabricRows = FABRICS.map((fabric, k) => ({
    fabric,
    card: fabric.card,
    images: fabric.pictures.map((spec, p) => add(weavePicture(`fabric-${k}-${p}`, spec))),
    // Listed newest first: the first fabric is the latest added.
    createdAt: new Date(now - (k * 11 + 3) * DAY_MS),
  }));

  const year = Number(day.slice(0, 4));
  const collectionRows = SEED_COLLECTIONS.map((collection, k) => ({
    collection,
    season: `${collection.season}${day.slice(2, 4)}`,
    year,
    cover: add(weavePicture(`collection-${k}`, collection.cover)),
  }));
  const shift = (days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  const certificateRows = SEED_CERTIFICATES.map((certificate) => ({
    certificate,
    validFrom: shift(certificate.validFromDays),
    validUntil: shift(certificate.validUntilDays),
  }));

  const countryRows = COUNTRIES.map((country, c) => ({
    country,
    cover: add(scenePicture(`cover-${c}`, "cover", country.flag, 100 * c + 1)),
    exhibitions: country.fairs.map((fair, f) => {
      const dates = editionDates(fair, day);
      const start = Date.parse(`${dates.start}T09:00:00Z`);
      const photos = FAIR_PHOTOS.slice(0, fair.when === "previous" ? 4 : 3).map((photo, p) => ({
        photo,
        image: add(scenePicture(`fair-${c}-${f}-${p}`, photo.kind, country.flag, 100 * c + 10 * f + p + 2)),
      }));
      // The exhibition's own image is its first photo's picture (rendered once, stored twice).
      const image = add(
        scenePicture(`fair-${c}-${f}-0`, FAIR_PHOTOS[0]!.kind, country.flag, 100 * c + 10 * f + 2),
      );
      const announced = new Date(Math.min(now - DAY_MS, start - 75 * DAY_MS));
      const photographed = fair.when === "previous" ? new Date(Date.parse(dates.end) + DAY_MS) : announced;
      return { fair, dates, image, photos, announced, photographed };
    }),
  }));
  return { pictures, fabricRows, collectionRows, certificateRows, countryRows };
}

type Plan = ReturnType<typeof plan>;

/** Removes the pictures started early, when they are not to be used after all. */
export async function discardEarly(storage: Storage, early: DemoStart) {
  const images = await early.images.catch(() => []);
  await Promise.all(images.map((image) => removeProcessed(storage, image)));
}

/** No fabric, no country and no contact details: a database nobody has filled yet. */
async function isEmpty(tx: Tx): Promise<boolean> {
  // One query after the other: a transaction is one connection, which runs one query at a time.
  for (const table of [fabrics, countries, contactInfo]) {
    if ((await tx.select({ id: table.id }).from(table).limit(1)).length > 0) return false;
  }
  return true;
}

/** The certificates' scans, put to the private area before the transaction (removed if it fails). */
async function writeScans(storage: Storage, demo: Plan): Promise<StoredPrivateFile[]> {
  const scans: StoredPrivateFile[] = [];
  for (const { certificate, validFrom, validUntil } of demo.certificateRows) {
    const pdf = await certificatePdf({
      standard: certificate.standard,
      number: certificate.number,
      issuer: certificate.issuer,
      holder: "Dokuma Tekstil",
      scope: certificate.scope.en ?? certificate.scope.tr,
      validFrom,
      validUntil,
    });
    scans.push(await storeDemoPdf(storage, pdf, `${certificate.standard}.pdf`));
  }
  return scans;
}

async function insertAll(
  tx: Tx,
  demo: Plan,
  images: ProcessedImage[],
  scans: StoredPrivateFile[],
  reports: StoredPrivateFile[],
) {
  const mediaId = (index: number) => insertMedia(tx, images[index]!);
  await tx.insert(contactInfo).values(CONTACT);

  const collectionIds = new Map<string, number>();
  for (const row of demo.collectionRows) {
    const { collection } = row;
    const [inserted] = await tx
      .insert(collections)
      .values({
        name: collection.name,
        description: collection.description,
        season: row.season,
        kind: collection.kind,
        year: row.year,
        coverImageId: await mediaId(row.cover),
      })
      .returning({ id: collections.id });
    collectionIds.set(collection.key, inserted!.id);
  }

  const fabricIds = new Map<string, number>();
  for (const row of demo.fabricRows) {
    const [main, ...gallery] = row.images;
    const [fabric] = await tx
      .insert(fabrics)
      .values({
        name: row.fabric.name,
        description: row.fabric.description,
        ...fabricCardColumns(row.card),
        collectionId: collectionIds.get(row.fabric.collection) ?? null,
        mainImageId: await mediaId(main!),
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      })
      .returning({ id: fabrics.id });
    if (row.card?.code) fabricIds.set(row.card.code, fabric!.id);
    const photoIds: number[] = [];
    for (const [order, image] of gallery.entries()) {
      const [photo] = await tx
        .insert(fabricPhotos)
        .values({ fabricId: fabric!.id, mediaId: await mediaId(image), displayOrder: order })
        .returning({ id: fabricPhotos.id });
      photoIds.push(photo!.id);
    }
    // Each picture is a colourway; the gallery's pictures show theirs.
    if (row.card) {
      const card = { ...row.card, colourways: seedColourways(row.fabric.pictures, photoIds) };
      await tx.update(fabrics).set(fabricCardColumns(card)).where(eq(fabrics.id, fabric!.id));
    }
  }

  const certificateIds = new Map<string, number>();
  for (const [k, row] of demo.certificateRows.entries()) {
    const [file] = await tx.insert(privateFiles).values(scans[k]!).returning({ id: privateFiles.id });
    const { certificate } = row;
    const [inserted] = await tx
      .insert(certificates)
      .values({
        standard: certificate.standard,
        number: certificate.number,
        issuer: certificate.issuer,
        scope: certificate.scope,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        fileId: file!.id,
      })
      .returning({ id: certificates.id });
    certificateIds.set(certificate.standard, inserted!.id);
    const covered = certificate.fabrics.flatMap((code) => {
      const fabricId = fabricIds.get(code);
      return fabricId === undefined ? [] : [{ certificateId: inserted!.id, fabricId }];
    });
    if (covered.length > 0) await tx.insert(certificateFabrics).values(covered);
  }

  /** The first fair to come of each country (by its code), for the demo meeting requests. */
  const nextFair: NextFairs = new Map();
  for (const [order, row] of demo.countryRows.entries()) {
    const [country] = await tx
      .insert(countries)
      .values({
        name: row.country.name,
        code: row.country.code,
        coverImageId: await mediaId(row.cover),
        displayOrder: order,
      })
      .returning({ id: countries.id });
    for (const show of row.exhibitions) {
      const [exhibition] = await tx
        .insert(exhibitions)
        .values({
          countryId: country!.id,
          title: editionTitle(show.fair.title, show.dates.start),
          description: show.fair.description,
          imageId: await mediaId(show.image),
          city: show.fair.city,
          venue: show.fair.venue,
          hall: show.fair.hall ?? null,
          stand: show.fair.stand ?? null,
          startDate: show.dates.start,
          endDate: show.dates.end,
          website: show.fair.website,
          createdAt: show.announced,
          updatedAt: show.announced,
        })
        .returning({ id: exhibitions.id });
      if (show.fair.when === "next" && !nextFair.has(row.country.code)) {
        const title = editionTitle(show.fair.title, show.dates.start);
        nextFair.set(row.country.code, { id: exhibition!.id, title: title.tr, day: show.dates.start });
      }
      for (const [position, { photo, image }] of show.photos.entries()) {
        await tx.insert(exhibitionPhotos).values({
          exhibitionId: exhibition!.id,
          mediaId: await mediaId(image),
          title: photo.title,
          description: photo.description,
          displayOrder: position,
          createdAt: show.photographed,
          updatedAt: show.photographed,
        });
      }
    }
  }

  await insertDemoMeetings(tx, nextFair);
  await insertDemoSamples(tx);
  await insertDemoPositions(tx);
  const facilityIds = await insertDemoFacilities(tx, certificateIds);
  await insertDemoPassports(tx, fabricIds, certificateIds, facilityIds);
  await insertDemoReports(tx, fabricIds, reports);
  await insertDemoStock(tx, fabricIds);
}

/**
 * Loads the demo content (SEED=demo) into a database nobody has filled yet: fabrics,
 * countries with their fairs and photos, contact details. Returns true when it did.
 *
 * Pictures are generated (never downloaded) and go through the upload pipeline first; the
 * rows then go in one transaction, so a failed seed leaves nothing behind and is tried
 * again at the next start.
 */
/** The demo's rows and its pictures being made, started before the database is open. */
export type DemoStart = { demo: Plan; images: Promise<ProcessedImage[]>; counts: PictureCounts };

/**
 * Starts making the demo's pictures (about nine in ten of a first start's work) while the
 * embedded database is still being created and migrated: the two ran one after the other. Only
 * for a data folder that has no database yet, which is sure to be seeded; seedDatabase takes
 * the result, or removes the pictures when it finds the database filled after all.
 */
/** The demo's pictures in the order of its rows (the build makes them ahead: picture-cache.ts). */
export const demoPictures = (): Picture[] => plan(today(), Date.now()).pictures;

export function startDemoPictures(storage: Storage): DemoStart {
  const demo = plan(today(), Date.now());
  const counts = { copied: 0, drawn: 0 };
  const images = processPictures(storage, demo.pictures, undefined, counts);
  // Awaited by seedDatabase; until then a failure must not count as unhandled.
  images.catch(() => {});
  return { demo, images, counts };
}

export async function seedDatabase(
  ctx: AppContext,
  log: FastifyBaseLogger,
  early?: DemoStart,
): Promise<boolean> {
  if (ctx.config.seed !== "demo" || !(await isEmpty(ctx.db))) {
    if (early) await discardEarly(ctx.storage, early);
    return false;
  }
  const started = performance.now();
  const demo = early?.demo ?? plan(today(), Date.now());
  const counts = early?.counts ?? { copied: 0, drawn: 0 };
  const images = await (early?.images ?? processPictures(ctx.storage, demo.pictures, undefined, counts));
  const processedMs = Math.round(performance.now() - started);
  let loaded = false;
  let scans: StoredPrivateFile[] = [];
  let reports: StoredPrivateFile[] = [];
  try {
    scans = await writeScans(ctx.storage, demo);
    reports = await writeDemoReports(ctx.storage);
    loaded = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isEmpty(tx))) return false;
      await insertAll(tx, demo, images, scans, reports);
      return true;
    });
  } finally {
    if (!loaded) {
      await Promise.all(images.map((image) => removeProcessed(ctx.storage, image)));
      await ctx.storage.remove(
        "private",
        [...scans, ...reports].map((file) => file.storageKey),
      );
    }
  }
  if (loaded) {
    const exhibitionCount = demo.countryRows.reduce((sum, c) => sum + c.exhibitions.length, 0);
    log.info(
      {
        fabrics: demo.fabricRows.length,
        collections: demo.collectionRows.length,
        certificates: demo.certificateRows.length,
        countries: demo.countryRows.length,
        exhibitions: exhibitionCount,
        images: images.length,
        // Pictures copied from the build's (picture-cache.ts), and drawn and encoded here.
        picturesCopied: counts.copied,
        picturesDrawn: counts.drawn,
        imagesMs: processedMs,
        ms: Math.round(performance.now() - started),
      },
      "demo content seeded",
    );
  }
  return loaded;
}
