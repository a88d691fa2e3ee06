import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { TranslationProvider } from "./i18n/translation";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { i18nFor } from "./i18n/i18n.server";
import { CATALOGUE_VERSION, embeddedTexts } from "./i18n/catalogue-files.server";
import { setEmbeddedSource } from "./i18n/embedded";
import { isLang } from "../common/constants";

// The catalogue block of each page: the sections its routes read, from the catalogue files.
setEmbeddedSource((lng, names) => ({
  sections: names,
  texts: isLang(lng) ? embeddedTexts(lng, names) : "{}",
  version: CATALOGUE_VERSION,
}));

/** Loader promises still pending after this are rejected; rendering is aborted a second later. */
export const streamTimeout = 5_000;

/**
 * Every page is rendered completely before the first byte is sent (onAllReady, for browsers
 * and crawlers alike): the server then puts the hashes of the inline scripts marked with the
 * request's `scriptNonce` into the CSP (server/http/csp.ts), and complete pages can be cached.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const nonce = loadContext.scriptNonce;
    const { pipe, abort } = renderToPipeableStream(
      <TranslationProvider i18n={i18nFor(loadContext.view.lang)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </TranslationProvider>,
      {
        nonce,
        // The page is sent whole (onAllReady): a Suspense boundary's content stays in its place
        // however large it is, instead of travelling at the end of the page to be moved in by an
        // inline script (React does that past this size, 12.5 KB by default, to paint sooner when
        // streaming) — without JavaScript the content would stay hidden.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timer);
          // Nothing to stream: the whole page is there. It goes to the server as one buffer
          // (server/http/site.ts reads `rendered`), not as some thirty chunks of a web stream,
          // and stays bytes: server/http/csp.ts (sealPage) says why it is never decoded.
          const chunks: Buffer[] = [];
          const collect = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = Buffer.concat(chunks);
              if (loadContext.rendered) {
                loadContext.rendered.html = html;
                resolve(new Response(null, { headers: responseHeaders, status }));
              } else resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(collect);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (!request.signal.aborted) report(error, loadContext);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1_000);
    request.signal.addEventListener("abort", () => abort(), { once: true });
  });
}

/**
 * Errors of loaders, actions and rendering go to the request's log (with its id). A visitor's
 * mistake (a 404, a POST to a page without an action) is not a server error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  report(error, context);
};

function report(error: unknown, context: unknown) {
  const log = (context as Partial<AppLoadContext> | undefined)?.log;
  if (log) log.error({ err: error }, "page request failed");
  else console.error(error);
}
