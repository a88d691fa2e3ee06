import { useSearchParams } from "react-router";
import { isLang } from "../../common/constants";

/**
 * Builds links that keep the `?lng=` of the current address, so a visitor (or a search engine
 * without the language cookie) who came to a language's URL stays in that language.
 */
export function useLocalizedHref() {
  const [params] = useSearchParams();
  const lng = params.get("lng");
  return (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query);
    if (isLang(lng)) search.set("lng", lng);
    const qs = search.toString();
    return qs ? `${path}?${qs}` : path;
  };
}
