import "i18next";
import type { Catalogue } from "../../common/i18n/locales/tr";

// Typed keys: t("home.titel") is a compile error.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
  }
}
