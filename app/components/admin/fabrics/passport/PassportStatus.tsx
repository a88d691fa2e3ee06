import { useMemo } from "react";
import { Badge } from "react-bootstrap";
import { useTranslation } from "../../../../i18n/translation";
import { useAdminQuery } from "../../../../lib/admin/query";
import { contracts } from "../../../../../common/api/contracts";
import type { ContentFilter } from "../../content/types";
import type { AdminFabric } from "../types";

/** The address's value of the "passport incomplete" filter (`?passport=incomplete`). */
export const INCOMPLETE = "incomplete";

/** How complete each fabric's passport is (GET /api/fabric-passports), by fabric id; empty until read. */
export function usePassportFigures() {
  const query = useAdminQuery("fabric-passports", (api, signal) =>
    api.call(contracts.passports.status, {}, { signal }),
  );
  const byId = useMemo(
    () => new Map((query.data ?? []).map((status) => [status.fabric_id, status.completeness])),
    [query.data],
  );
  return { byId, known: Boolean(query.data), reload: () => void query.reload() };
}

export type PassportFigures = ReturnType<typeof usePassportFigures>;

/**
 * The fabric list's "passport incomplete" filter, kept in the address so the dashboard can link
 * to it. Until the figures are known it keeps every fabric.
 */
export function passportFilter<D extends { passports: PassportFigures }>(): ContentFilter<AdminFabric, D> {
  return {
    param: "passport",
    label: "adminFabrics.passport.column",
    all: "adminFabrics.passport.all",
    options: ({ t }) => [{ value: INCOMPLETE, label: t("adminFabrics.passport.incompleteFilter") }],
    matches: (fabric, _value, { data }) =>
      !data.passports.known || (data.passports.byId.get(fabric.id) ?? 0) < 100,
  };
}

/** A list cell's content: "Passport 80 %", green when complete; nothing while unknown. */
export function PassportBadge({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  if (value === undefined) return null;
  return (
    <Badge bg={value === 100 ? "success" : "warning"} text={value === 100 ? undefined : "dark"}>
      {t("adminFabrics.passport.percent", { value })}
    </Badge>
  );
}
