import type http from "node:http";

/** A request body must bring at least MIN_BYTES per WINDOW_MS while the server waits for it. */
const WINDOW_MS = 5000;
const MIN_BYTES = 2048;
const CHECK_MS = 1000;

/**
 * Node's requestTimeout bounds a whole request (60 s): a client trickling its body a few
 * bytes at a time would hold a connection, a parser and a partial upload that long. This
 * cuts a body that arrives slower than MIN_BYTES per WINDOW_MS, within seconds. Time the
 * server itself spends not reading (an upload written to disk, a session looked up before
 * the body is read) is not held against the client: the window restarts while data waits
 * unread in the request's buffer.
 */
export function guardSlowBodies(server: http.Server): void {
  server.on("request", (req: http.IncomingMessage) => {
    const length = req.headers["content-length"];
    const hasBody =
      length !== undefined ? Number(length) > 0 : req.headers["transfer-encoding"] !== undefined;
    if (!hasBody || req.complete) return;
    const socket = req.socket;
    let mark = socket.bytesRead;
    let markAt = Date.now();
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = Date.now();
      if (req.readableLength > 0 || req.isPaused()) {
        mark = socket.bytesRead;
        markAt = now;
        return;
      }
      if (now - markAt < WINDOW_MS) return;
      if (socket.bytesRead - mark < MIN_BYTES) {
        clearInterval(timer);
        socket.destroy();
        return;
      }
      mark = socket.bytesRead;
      markAt = now;
    }, CHECK_MS);
    timer.unref();
    req.once("close", () => clearInterval(timer));
  });
}
