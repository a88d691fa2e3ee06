import { useEffect, useState } from "react";
import { useTranslation } from "./translation";
import { loadSections, onDemandSectionsOf } from "./sections";

/**
 * A part of a page fetched only when it is wanted, with the catalogue sections it reads: a part
 * few visitors open (a form behind a button) does not weigh on the page's script nor on the
 * texts its HTML carries. `npm run i18n:sections` lists the part's sections under its id and
 * leaves them out of the page's, so the call must be written as it reads there:
 * `useOnDemand("<id>", () => import("./Part"))`. Null until the module and the sections of the
 * page's language are there (again while a language switch fetches the new language's), and
 * null for good if a fetch fails: the part is then left out, the page is whole without it.
 */
export function useOnDemand<M>(id: string, load: () => Promise<M>, wanted = true): M | null {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const [loaded, setLoaded] = useState<{ lng: string; module: M } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is written inline (a new function each render) and always imports the same module.
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    Promise.all([load(), loadSections(i18n, lng, onDemandSectionsOf(id))]).then(
      ([module]) => {
        if (current) setLoaded({ lng, module });
      },
      // Left out: the page works without the part, and another page load tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, i18n, lng, wanted]);
  return loaded?.lng === lng ? loaded.module : null;
}
