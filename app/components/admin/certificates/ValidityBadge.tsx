import { Badge } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import type { Validity } from "./validity";

const COLOURS = { upcoming: "secondary", valid: "success", expiring: "warning", expired: "danger" } as const;

/** A certificate's standing as a coloured badge: valid, expires in N days, expired, not yet valid. */
export function ValidityBadge({ validity }: { validity: Validity }) {
  const { t } = useTranslation();
  const text =
    validity.kind === "expiring"
      ? validity.days === 0
        ? t("adminCertificates.status.today")
        : t("adminCertificates.status.expiring", { count: validity.days })
      : t(`adminCertificates.status.${validity.kind}`);
  return (
    <Badge
      bg={COLOURS[validity.kind]}
      text={validity.kind === "expiring" ? "dark" : undefined}
      className="fw-normal text-wrap text-start"
      data-testid="certificate-validity"
    >
      {text}
    </Badge>
  );
}
