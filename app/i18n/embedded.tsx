import { useTranslation } from "react-i18next";
import type { Catalogue } from "./locales/tr";

const ID = "i18n-catalogue";

/**
 * The page language's catalogue as a JSON data block in the HTML: the browser hydrates with
 * it at once, without waiting for a catalogue chunk (a data block is not executed: no CSP hash).
 */
export function EmbeddedCatalogue() {
  const { i18n } = useTranslation();
  const catalogue = i18n.getResourceBundle(i18n.language, "translation") ?? {};
  // React writes a script's text as is: `<` is escaped so no text can close the element.
  const json = JSON.stringify(catalogue).replace(/</g, "\\u003c");
  return (
    <script id={ID} type="application/json">
      {json}
    </script>
  );
}

export function readEmbeddedCatalogue(): Catalogue {
  return JSON.parse(document.getElementById(ID)?.textContent ?? "{}") as Catalogue;
}
