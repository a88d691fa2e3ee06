import type { FastifyRequest } from "fastify";
import { MAX_IMAGE_BYTES } from "../../common/constants";
import { AppError, badRequest, type FieldErrorCode } from "../http/errors";
import { type ProcessedImage, processImage, removeProcessed } from "./images";
import { discardUpload, receiveMultipart } from "./multipart";

export type ImageWrite<V, T> = {
  /** File fields accepted (e.g. ["image", "image[]"]). */
  fileFields: string[];
  /** Text fields kept; others are dropped. */
  textFields: string[];
  /** Field name reported as `required` when the file is missing; unset when the file is optional. */
  requiredFile?: string;
  /** Validates the text fields (throws a 400 with field codes). */
  validate(fields: Record<string, string>): V;
  /** Stores the write; the image (when sent) is already re-encoded and must be inserted by it. */
  save(values: V, image: ProcessedImage | null): Promise<T>;
};

/**
 * One admin write that carries an image: receive, validate the texts (before the costly
 * re-encode), process the image, save. Whatever fails, no temporary file stays and no
 * re-encoded file outlives a rolled-back transaction.
 */
export async function handleImageWrite<V, T>(request: FastifyRequest, write: ImageWrite<V, T>): Promise<T> {
  const { storage } = request.server.ctx;
  const { fields, file } = await receiveMultipart(request, {
    fileFields: write.fileFields,
    kind: "image",
    maxBytes: MAX_IMAGE_BYTES,
    textFields: write.textFields,
  });
  let image: ProcessedImage | null = null;
  try {
    const missing: Record<string, FieldErrorCode> =
      write.requiredFile && !file ? { [write.requiredFile]: "required" } : {};
    let values: V;
    try {
      values = write.validate(fields);
    } catch (error) {
      // Report a missing file together with the text fields' problems, in one answer.
      if (error instanceof AppError && error.fields)
        throw badRequest(error.message, { ...error.fields, ...missing });
      throw error;
    }
    if (Object.keys(missing).length > 0) throw badRequest("Invalid input", missing);
    if (file) image = await processImage(storage, file.tmpPath);
    return await write.save(values, image);
  } catch (error) {
    await removeProcessed(storage, image);
    throw error;
  } finally {
    await discardUpload(storage, file);
  }
}
