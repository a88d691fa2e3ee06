/**
 * The media API every module uses. Contract (implementations in this folder):
 *
 *   receiveMultipart(request, spec)  streams a multipart body: text fields into `fields`, at most
 *       one file (any of spec.fileFields) into DATA_DIR/tmp. Refuses early: Content-Length above
 *       the limit -> 413 before reading; a file over spec.maxBytes -> 413 (field code file_size);
 *       a type (magic bytes) outside spec.kind's allow-list, or an extension that disagrees ->
 *       415 (field code file_type); SVG/HTML always refused. On any failure or abort the partial
 *       file is removed before the error propagates. The caller owns `file` and must call
 *       `discardUpload(storage, file)` in a finally block.
 *   processImage(storage, tmpPath)  decodes and re-encodes to WebP variants (IMAGE_WIDTHS, never
 *       upscaled; EXIF/GPS stripped; GIF -> first frame), put to the store's uploads area under a
 *       new storage key (server/storage/objects.ts).
 *       Not decodable -> 415; more than MAX_IMAGE_PIXELS -> 422.
 *   insertMedia(tx, processed) -> media id.
 *   removeProcessed(storage, processed)  undoes processImage (the transaction failed).
 *   changeFreeingMedia(ctx, change)  runs a change in one transaction; the media rows it answers
 *       (a deleted entity's images, a replaced image) are deleted in it, their files after commit.
 *   storePrivateFile(storage, file) -> {storageKey, ...} puts a received CV to the private area.
 *   sendPrivateFile(reply, row, storage, {inline})  streams it to an admin: no-store, nosniff,
 *       CSP sandbox, attachment unless inline is asked.
 *   imageDto(mediaRow) -> ImageDto | null  (public URLs under /uploads/).
 *   isStoredVariant(bytes, {width, height, bytes})  an image variant from elsewhere (a content
 *       import) is exactly a WebP processImage would write: decoded whole, no metadata.
 *   sniffedType(bytes)  a file's MIME type from its magic bytes (a certificate scan's).
 *   cleanLeftovers(ctx, log)  at start, one process at a time: removes dead or idle processes'
 *       folders under tmp/, and uploads and private objects an hour old that no row names
 *       (leftovers of a crash).
 */
export * from "./cleanup";
export * from "./image-write";
export * from "./image-check";
export * from "./images";
export * from "./multipart";
export * from "./private";
