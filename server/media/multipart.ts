import { createWriteStream } from "node:fs";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest, isNoSpace, tooLarge, unsupportedType } from "../http/errors";
import { isStorableText } from "../http/input-guard";
import { OWNER_ONLY_FILE } from "../storage/modes";
import type { Storage } from "../storage/storage";
import { detectType, displayName, SNIFF_BYTES, type UploadKind } from "./filetypes";

export type { UploadKind } from "./filetypes";

export type MultipartSpec = {
  /** Names of the file fields accepted (e.g. ["image", "image[]"]); other file fields are a 400. */
  fileFields: string[];
  kind: UploadKind;
  /** Largest accepted file in bytes (MAX_CV_BYTES, MAX_IMAGE_BYTES): exactly this much is accepted. */
  maxBytes: number;
  /** Field names of text fields accepted; others are dropped. */
  textFields: string[];
};

export type ReceivedFile = {
  field: string;
  tmpPath: string;
  /** The client's file name, for display only (sanitized); never used in a path. */
  filename: string;
  /** Detected from the magic bytes. */
  mime: string;
  bytes: number;
};

export type ReceivedMultipart = { fields: Record<string, string>; file: ReceivedFile | null };

/**
 * What a multipart body may carry beyond its file: part headers, boundaries and the text
 * fields (ten localized texts of 5000 characters in a multi-byte script stay below it).
 */
const ENVELOPE_BYTES = 256 * 1024;

/**
 * Counts the bytes of a file as they stream to disk, refuses the first byte over the limit
 * (413) and checks the type on the first SNIFF_BYTES (415), so a wrong or oversized file
 * is stopped without being stored whole.
 */
class Inspector extends Transform {
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;
  mime = "";

  constructor(
    private readonly maxBytes: number,
    private readonly check: (head: Buffer) => Promise<string>,
    private readonly tooBig: () => AppError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(this.tooBig());
    if (this.checked) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done(null, chunk);
    this.sniff().then(() => done(null, chunk), done);
  }

  override _flush(done: TransformCallback) {
    if (this.checked) return done();
    this.sniff().then(() => done(), done);
  }

  private async sniff() {
    this.checked = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    this.mime = await this.check(head);
  }
}

/**
 * Streams one file part to tmp/ (0600: a CV in the making is as private as a stored one);
 * whatever fails, the partial file is gone before the error leaves.
 */
async function saveFile(storage: Storage, part: MultipartFile, spec: MultipartSpec): Promise<ReceivedFile> {
  const field = part.fieldname;
  const filename = displayName(part.filename);
  const tooBig = () => tooLarge("The file is too large", { [field]: "file_size" });
  const inspector = new Inspector(
    spec.maxBytes,
    (head) => detectType(head, filename, spec.kind, field),
    tooBig,
  );
  const tmpPath = storage.tmpPath();
  const out = createWriteStream(tmpPath, { flags: "wx", mode: OWNER_ONLY_FILE });
  try {
    await pipeline(part.file, inspector, out);
    // The parser's own limit cuts the stream silently: never take a truncated file.
    if (part.file.truncated) throw tooBig();
    return { field, tmpPath, filename, mime: inspector.mime, bytes: inspector.bytes };
  } catch (error) {
    // The stream opens its file lazily, even when destroyed first: remove it once closed,
    // or the file could appear after its removal.
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
    await storage.discard([tmpPath]);
    throw error;
  }
}

/** The parser's errors as the API's: a second file, too many parts, a body cut short or malformed. */
function toAppError(error: unknown, spec: MultipartSpec): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT")
    return badRequest("Only one file per request", { [spec.fileFields[0] ?? "file"]: "invalid" });
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return tooLarge("Too many form fields");
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    const field =
      (error as { part?: { fieldname?: string } }).part?.fieldname ?? spec.fileFields[0] ?? "file";
    return tooLarge("The file is too large", { [field]: "file_size" });
  }
  return badRequest("Malformed multipart body");
}

/**
 * Reads a multipart body: the accepted text fields (NFC) and at most one file, streamed to
 * tmp/. The caller owns the returned file and must discardUpload() it in a finally block.
 * A file input left empty by the browser (no name, no bytes) counts as no file.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  spec: MultipartSpec,
): Promise<ReceivedMultipart> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > spec.maxBytes + ENVELOPE_BYTES) {
    // Refused before a byte is read; the connection closes instead of draining the body.
    const fields = { [spec.fileFields[0] ?? "file"]: "file_size" as const };
    throw new AppError(413, "too_large", "Payload too large", fields, { connection: "close" });
  }
  if (!request.isMultipart()) throw unsupportedType("Expected multipart/form-data");

  const { storage } = request.server.ctx;
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    // One byte over the limit is let through so the Inspector sees it and answers 413.
    const parts = request.parts({ limits: { fileSize: spec.maxBytes + 1, files: 1 } });
    for await (const part of parts) {
      if (part.type === "file") {
        if (!spec.fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest("Unexpected file field", { [part.fieldname]: "invalid" });
        }
        if (part.filename === "") {
          part.file.resume();
          continue;
        }
        file = await saveFile(storage, part, spec);
      } else {
        readField(part, spec, fields);
      }
    }
    return { fields, file };
  } catch (error) {
    await discardUpload(storage, file);
    // Whatever the client still sends is read and dropped, so it gets the answer.
    request.raw.unpipe();
    request.raw.resume();
    // A full disk is the server's trouble, not a malformed body: the error handler answers 507.
    if (isNoSpace(error)) throw error;
    throw toAppError(error, spec);
  }
}

function readField(part: MultipartValue, spec: MultipartSpec, fields: Record<string, string>) {
  const name = part.fieldname;
  if (!spec.textFields.includes(name)) return;
  // Every text field holds one value: a second one is not silently dropped or preferred.
  if (Object.hasOwn(fields, name)) throw badRequest(`The field ${name} is sent more than once`, { [name]: "repeated" });
  if (part.valueTruncated) throw badRequest("Invalid input", { [name]: "too_long" });
  // PostgreSQL holds no NUL and no lone surrogate (a part may declare charset=utf-16le):
  // refused here rather than as a database error.
  if (!isStorableText(String(part.value))) throw badRequest("Invalid input", { [name]: "invalid" });
  fields[name] = String(part.value).normalize("NFC");
}

export async function discardUpload(storage: Storage, file: ReceivedFile | null): Promise<void> {
  if (file) await storage.discard([file.tmpPath]);
}
