import type { ApiTokenScope } from "../../../../common/constants";
import type { useTranslation } from "../../../i18n/translation";

type T = ReturnType<typeof useTranslation>["t"];

/** A scope's name in the staff's language, and the line saying what it allows. */
export function scopeTexts(t: T, scope: ApiTokenScope): { label: string; help: string } {
  switch (scope) {
    case "catalogue:read":
      return { label: t("adminTokens.scopes.catalogue"), help: t("adminTokens.scopes.catalogueHelp") };
    case "requests:read":
      return { label: t("adminTokens.scopes.requests"), help: t("adminTokens.scopes.requestsHelp") };
    case "stock:write":
      return { label: t("adminTokens.scopes.stock"), help: t("adminTokens.scopes.stockHelp") };
  }
}
