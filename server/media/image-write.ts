import type { FastifyRequest } from "fastify";
import { MAX_IMAGE_BYTES } from "../../common/constants";
import type { z } from "zod";
import { AppError, badRequest, type FieldErrorCode, parseInput } from "../http/errors";
import { type MultipartBody, textFieldsOf } from "../../common/api/contract";
import { type ProcessedImage, processImage, removeProcessed } from "./images";
import { discardUpload, receiveMultipart } from "./multipart";

export type ImageWrite<S extends z.core.$ZodObject, V, T> = {
  /** The route's multipart body: its text fields (others are dropped) and file fields. */
  form: MultipartBody<S>;
  /** Turns the text fields, parsed by the form's schema (400 with field codes), into the write's values. */
  validate(body: z.core.output<S>): V;
  /** Stores the write; the image (when sent) is already re-encoded and must be inserted by it. */
  save(values: V, image: ProcessedImage | null): Promise<T>;
};

/**
 * One admin write that carries an image: receive, validate the texts (before the costly
 * re-encode), process the image, save. Whatever fails, no temporary file stays and no
 * re-encoded file outlives a rolled-back transaction.
 */
export async function handleImageWrite<S extends z.core.$ZodObject, V, T>(
  request: FastifyRequest,
  write: ImageWrite<S, V, T>,
): Promise<T> {
  const { storage } = request.server.ctx;
  const { form } = write;
  const { fields, file } = await receiveMultipart(request, {
    fileFields: [...form.files],
    kind: "image",
    maxBytes: MAX_IMAGE_BYTES,
    textFields: textFieldsOf(form),
  });
  let image: ProcessedImage | null = null;
  try {
    const missing: Record<string, FieldErrorCode> =
      form.requiredFile && !file ? { [form.requiredFile]: "required" } : {};
    let values: V;
    try {
      values = write.validate(parseInput(form.fields, fields));
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
