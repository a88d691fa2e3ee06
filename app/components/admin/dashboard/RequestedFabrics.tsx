import { Badge, Card, ListGroup } from "react-bootstrap";
import { Link } from "react-router";
import type { DashboardDto } from "../../../../common/api/admin";
import { useTranslation } from "../../../i18n/translation";
import { adminLang, formatDay } from "../messages/format";
import { fabricLabel } from "../samples/format";
import { fabricRequestsHref } from "../samples/types";

/**
 * The dashboard's 'most requested fabrics this season': at most five fabrics, most asked for
 * first, since the day the half-year began; each opens the sample requests naming it.
 */
export function RequestedFabrics({ data }: { data: DashboardDto["requested_fabrics"] }) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  return (
    <Card
      as="section"
      className="shadow-sm mb-4"
      aria-labelledby="dashboard-requested"
      data-testid="requested-fabrics"
    >
      <Card.Header className="bg-body">
        <h2 id="dashboard-requested" className="h5 mb-0">
          {t("admin.dashboard.requestedFabrics.title")}
        </h2>
        <p className="small text-body-secondary mb-0">
          {t("admin.dashboard.requestedFabrics.since", { date: formatDay(data.since, lng) })}
        </p>
      </Card.Header>
      {data.fabrics.length === 0 ? (
        <Card.Body>
          <p className="text-body-secondary mb-0">{t("admin.dashboard.requestedFabrics.empty")}</p>
        </Card.Body>
      ) : (
        <ListGroup as="ol" variant="flush" numbered>
          {data.fabrics.map((fabric) => (
            <ListGroup.Item
              as="li"
              key={fabric.fabric_id}
              className="d-flex align-items-center justify-content-between gap-2"
            >
              <Link
                to={fabricRequestsHref(fabric.fabric_id)}
                className="me-auto ms-2 text-decoration-none admin-min-w-0 text-break"
              >
                {fabricLabel(fabric.code, fabric.name)}
              </Link>
              <Badge bg="secondary" pill className="flex-shrink-0">
                {t("admin.dashboard.requestedFabrics.requests", { count: fabric.requests })}
              </Badge>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
