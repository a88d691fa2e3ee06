import { CATALOGUE_VERSION, sectionFile } from "../../i18n/catalogue-files.server";
import type { Route } from "./+types/section";

/**
 * `/i18n/<lng>/<section>.json`: one section of a catalogue, which the browser fetches when a page
 * reached by a link reads a section the first page did not carry (app/i18n/sections.ts). Asked
 * for with the current version (`?v=`), it may be kept for a year; otherwise for five minutes.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const name = /^([A-Za-z]+)\.json$/.exec(params.file)?.[1];
  const body = name ? sectionFile(params.lng, name) : undefined;
  if (body === undefined) throw new Response("Not found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === CATALOGUE_VERSION;
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
