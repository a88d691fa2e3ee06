import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isAdminPath } from "../../common/paths";

/**
 * An admin screen's own address change: same screen, same language, only its filters, order or
 * page in the query (?country=FR&fabric=3). The screen fetches its data itself, so the session
 * and language loaders need not run again: a filter costs no server round trip before the list's
 * own request. A form, an explicit revalidation (same address) or any other change revalidates
 * as usual.
 */
export function adminQueryChangeOnly({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    formMethod === undefined &&
    isAdminPath(nextUrl.pathname) &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    currentUrl.searchParams.get("lng") === nextUrl.searchParams.get("lng")
  );
}

/** A route's shouldRevalidate that skips admin query changes (adminQueryChangeOnly). */
export function skipAdminQueryChanges(args: ShouldRevalidateFunctionArgs): boolean {
  return adminQueryChangeOnly(args) ? false : args.defaultShouldRevalidate;
}
