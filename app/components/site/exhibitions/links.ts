import { useSearchParams } from "react-router";
import { isLang } from "../../../../common/constants";

/**
 * Links inside the exhibitions pages keep an explicit `?lng=` of the current URL, so a shared
 * or crawled link stays in its language (without one, the language cookie decides).
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
