import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationProvider } from "./i18n/translation";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLang } from "../common/constants";
import { setBrowserI18n } from "./i18n/catalogues";
import { readEmbeddedCatalogue } from "./i18n/embedded";
import { createI18n } from "./i18n/instance";

// Hydrates in the language the server rendered (`<html lang>`), with the catalogue it embedded:
// any other language would make the first render differ from the server's HTML.
const lang = document.documentElement.lang;
const lng = isLang(lang) ? lang : DEFAULT_LANGUAGE;
const i18n = createI18n(lng, { [lng]: { translation: readEmbeddedCatalogue(lng) } });
setBrowserI18n(i18n);

startTransition(() => {
  hydrateRoot(
    document,
    <TranslationProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </TranslationProvider>,
  );
});
