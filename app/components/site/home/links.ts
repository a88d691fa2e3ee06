import { useLocation } from "react-router";

/**
 * Links that keep the `?lng=` of the current address, so a visitor (or a search engine without
 * the language cookie) who came to a language's URL stays in that language.
 */
export function useHomeHref() {
  const { search } = useLocation();
  const lng = new URLSearchParams(search).get("lng");
  return (path: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams(query);
    if (lng) params.set("lng", lng);
    const qs = params.toString();
    return qs ? `${path}?${qs}` : path;
  };
}
