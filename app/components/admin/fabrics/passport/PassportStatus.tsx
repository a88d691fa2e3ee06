import { useMemo } from "react";
import { Badge, Form } from "react-bootstrap";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../../i18n/translation";
import { useAdminQuery } from "../../../../lib/admin/query";
import { contracts } from "../../../../../common/api/contracts";
import type { AdminFabric } from "../types";

/** The address's value of the "passport incomplete" filter (`?passport=incomplete`). */
export const INCOMPLETE = "incomplete";

/**
 * How complete each fabric's passport is (GET /api/fabric-passports) and the list's "passport
 * incomplete" filter, kept in the address so the dashboard can link to it. Until the figures
 * are known the filter keeps every fabric.
 */
export function usePassportFilter(fabrics: readonly AdminFabric[]) {
  const [params, setParams] = useSearchParams();
  const active = params.get("passport") === INCOMPLETE;
  const query = useAdminQuery("fabric-passports", (api, signal) =>
    api.call(contracts.passports.status, {}, { signal }),
  );
  const byId = useMemo(
    () => new Map((query.data ?? []).map((status) => [status.fabric_id, status.completeness])),
    [query.data],
  );
  const rows = useMemo(
    () =>
      active && query.data ? fabrics.filter((fabric) => (byId.get(fabric.id) ?? 0) < 100) : fabrics,
    [fabrics, active, byId, query.data],
  );
  const setActive = (next: boolean) => {
    const search = new URLSearchParams(params);
    if (next) search.set("passport", INCOMPLETE);
    else search.delete("passport");
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return {
    active,
    setActive,
    rows,
    completeness: (id: number) => byId.get(id),
    reload: () => void query.reload(),
  };
}

/** A checkbox above the fabric list: only the fabrics whose passport misses a part. */
export function PassportFilter({ checked, onChange }: { checked: boolean; onChange(next: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Form.Check
      type="switch"
      id="fabrics-passport-incomplete"
      className="mb-0 small"
      label={t("adminFabrics.passport.incompleteFilter")}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A list cell: "Passport 80 %", green when complete; nothing while unknown. */
export function PassportCell({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  return (
    <td className="text-nowrap">
      {value === undefined ? null : (
        <Badge bg={value === 100 ? "success" : "warning"} text={value === 100 ? undefined : "dark"}>
          {t("adminFabrics.passport.percent", { value })}
        </Badge>
      )}
    </td>
  );
}
