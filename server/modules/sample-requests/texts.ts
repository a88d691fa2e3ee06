/** A sample request's mail texts in one language, for what the server writes outside React. */
import type { Lang } from "../../../common/constants";
import de from "../../../common/i18n/locales/de/sampleMail.json" with { type: "json" };
import deLayout from "../../../common/i18n/locales/de/layout.json" with { type: "json" };
import en from "../../../common/i18n/locales/en/sampleMail.json" with { type: "json" };
import enLayout from "../../../common/i18n/locales/en/layout.json" with { type: "json" };
import es from "../../../common/i18n/locales/es/sampleMail.json" with { type: "json" };
import esLayout from "../../../common/i18n/locales/es/layout.json" with { type: "json" };
import fr from "../../../common/i18n/locales/fr/sampleMail.json" with { type: "json" };
import frLayout from "../../../common/i18n/locales/fr/layout.json" with { type: "json" };
import tr from "../../../common/i18n/locales/tr/sampleMail.json" with { type: "json" };
import trLayout from "../../../common/i18n/locales/tr/layout.json" with { type: "json" };

const TEXTS = {
  tr: { ...tr, company: trLayout.site.company },
  en: { ...en, company: enLayout.site.company },
  de: { ...de, company: deLayout.site.company },
  es: { ...es, company: esLayout.site.company },
  fr: { ...fr, company: frLayout.site.company },
} satisfies Record<Lang, unknown>;

export const sampleTexts = (lng: Lang) => TEXTS[lng];
