import { Badge, Button, Card, Col, ListGroup, Row } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { Link } from "react-router";
import { ContentTransfer } from "../../components/admin/dashboard/ContentTransfer";
import { ExpiringCertificates } from "../../components/admin/dashboard/ExpiringCertificates";
import { RequestedFabrics } from "../../components/admin/dashboard/RequestedFabrics";
import { PassportShare } from "../../components/admin/dashboard/PassportShare";
import { StockStale } from "../../components/admin/dashboard/StockStale";
import { Icon, type IconName } from "../../components/admin/shell/icons";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { EmptyState, Loading } from "../../components/admin/ui/Loading";
import { formatDateTime, formatNumber } from "../../lib/admin/format";
import { useAdminSession } from "../../lib/admin/session";
import { useAdminQuery } from "../../lib/admin/query";
import { contracts } from "../../../common/api/contracts";

type Counts = {
  exhibitions: number;
  photos: number;
  countries: number;
  fabrics: number;
  new_messages: number;
  pending_applications: number;
  open_meeting_requests: number;
  open_sample_requests: number;
};

type RecentItem = {
  type: "contact_message" | "job_application" | "activity";
  id: number;
  title: string;
  summary: string;
  created_at: string;
  link: string;
  action?: string;
  entity?: string;
  by?: { kind: "admin" | "token"; name: string } | null;
};

type CounterKey =
  | "exhibitions"
  | "photos"
  | "countries"
  | "fabrics"
  | "newMessages"
  | "pendingApplications"
  | "openMeetings"
  | "openSamples";

const COUNTERS: { key: CounterKey; field: keyof Counts; to: string; icon: IconName }[] = [
  { key: "exhibitions", field: "exhibitions", to: "/admin/exhibitions", icon: "exhibitions" },
  { key: "photos", field: "photos", to: "/admin/exhibitions", icon: "dashboard" },
  { key: "countries", field: "countries", to: "/admin/exhibitions", icon: "globe" },
  { key: "fabrics", field: "fabrics", to: "/admin/fabrics", icon: "fabrics" },
  { key: "newMessages", field: "new_messages", to: "/admin/contact-messages", icon: "messages" },
  {
    key: "pendingApplications",
    field: "pending_applications",
    to: "/admin/applications",
    icon: "applications",
  },
  { key: "openMeetings", field: "open_meeting_requests", to: "/admin/meeting-requests", icon: "meetings" },
  { key: "openSamples", field: "open_sample_requests", to: "/admin/sample-requests", icon: "samples" },
];

const ENTITIES = [
  "fabric",
  "fabric_photo",
  "collection",
  "certificate",
  "country",
  "exhibition",
  "exhibition_photo",
  "contact_message",
  "job_application",
  "meeting_request",
  "sample_request",
  "contact_info",
  "admin",
  "api_token",
] as const;
const ACTIONS = ["create", "update", "delete", "status", "login", "logout"] as const;

/** Only links into the admin area are followed (the server gives them; never trust a path blindly). */
const adminLink = (link: string) =>
  link.startsWith("/admin/") && !link.startsWith("//") ? link : "/admin/dashboard";

export default function AdminDashboard() {
  const { t, i18n } = useTranslation();
  const query = useAdminQuery("dashboard", (api, signal) => api.call(contracts.dashboard.read, {}, { signal }));
  const lng = i18n.language;
  const { user } = useAdminSession();

  const describe = (item: RecentItem) => {
    if (item.type === "contact_message")
      return {
        badge: t("admin.dashboard.kind.message"),
        bg: "warning",
        headline: t("admin.dashboard.newMessage"),
      };
    if (item.type === "job_application")
      return {
        badge: t("admin.dashboard.kind.application"),
        bg: "info",
        headline: t("admin.dashboard.newApplication"),
      };
    const entity = (ENTITIES as readonly string[]).includes(item.entity ?? "")
      ? t(`admin.dashboard.entities.${item.entity as (typeof ENTITIES)[number]}`)
      : (item.entity ?? "");
    const action = (ACTIONS as readonly string[]).includes(item.action ?? "")
      ? (item.action as (typeof ACTIONS)[number])
      : "update";
    return {
      badge: t("admin.dashboard.kind.content"),
      bg: "secondary",
      headline: t(`admin.dashboard.actions.${action}`, { entity }),
    };
  };

  return (
    <div className="admin-dashboard">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h2 className="h4 mb-1">{t("admin.dashboard.welcome", { name: user.username })}</h2>
          <p className="text-body-secondary mb-0">{t("admin.dashboard.intro")}</p>
        </div>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => void query.reload()}
          disabled={query.loading}
        >
          {query.loading && query.data ? t("admin.common.refreshing") : t("admin.common.refresh")}
        </Button>
      </div>
      <StockStale />

      <ErrorBanner
        message={query.error ? t("admin.dashboard.loadFailed") : null}
        error={query.error}
        onDismiss={query.clearError}
      />

      {!query.data && query.loading ? <Loading /> : null}

      {query.data ? (
        <>
          <ExpiringCertificates items={query.data.expiring_certificates ?? []} />
          <section aria-labelledby="dashboard-counters" className="mb-4">
            <h2 id="dashboard-counters" className="visually-hidden">
              {t("admin.dashboard.counters")}
            </h2>
            <Row xs={2} xl={3} className="g-2 g-sm-3">
              {COUNTERS.map((counter) => {
                const value = query.data?.counts[counter.field] ?? 0;
                const label = t(`admin.dashboard.${counter.key}`);
                return (
                  <Col key={counter.key}>
                    <Link to={counter.to} className="card admin-stat shadow-sm" data-counter={counter.key}>
                      <div className="card-body d-flex align-items-center gap-3">
                        <span className="admin-stat-icon d-none d-sm-inline-flex">
                          <Icon name={counter.icon} size={22} />
                        </span>
                        <div>
                          <div className="admin-stat-value">{formatNumber(value, lng)}</div>
                          <div className="text-body-secondary">{label}</div>
                        </div>
                      </div>
                    </Link>
                  </Col>
                );
              })}
            </Row>
          </section>

          <PassportShare complete={query.data.counts.complete_passports} total={query.data.counts.fabrics} />
          {query.data.requested_fabrics ? <RequestedFabrics data={query.data.requested_fabrics} /> : null}

          <Card as="section" className="shadow-sm" aria-labelledby="dashboard-recent">
            <Card.Header className="bg-body">
              <h2 id="dashboard-recent" className="h5 mb-0">
                {t("admin.dashboard.recent")}
              </h2>
            </Card.Header>
            {query.data.recent.length === 0 ? (
              <Card.Body>
                <EmptyState>{t("admin.dashboard.noActivity")}</EmptyState>
              </Card.Body>
            ) : (
              <ListGroup variant="flush" as="ul">
                {query.data.recent.map((item) => {
                  const view = describe(item);
                  const detail =
                    item.type === "activity"
                      ? item.entity === "contact_info"
                        ? ""
                        : item.title
                      : `${item.title}${item.summary ? ` — ${item.summary}` : ""}`;
                  return (
                    <ListGroup.Item
                      as="li"
                      key={`${item.type}-${item.id}`}
                      className="d-flex gap-3 align-items-start"
                    >
                      <Badge
                        bg={view.bg}
                        text={view.bg === "warning" || view.bg === "info" ? "dark" : undefined}
                        className="mt-1 flex-shrink-0 admin-kind-badge"
                      >
                        {view.badge}
                      </Badge>
                      <div className="flex-grow-1 admin-min-w-0">
                        <Link to={adminLink(item.link)} className="fw-semibold text-decoration-none">
                          {view.headline}
                        </Link>
                        {detail ? (
                          <div className="text-body-secondary small admin-break">{detail}</div>
                        ) : null}
                        {item.by ? (
                          <div className="text-body-secondary small admin-break" data-testid="activity-by">
                            {item.by.kind === "token"
                              ? t("admin.dashboard.byToken", { name: item.by.name })
                              : t("admin.dashboard.byAdmin", { name: item.by.name })}
                          </div>
                        ) : null}
                        <time
                          dateTime={item.created_at}
                          className="small text-body-secondary d-block d-sm-none"
                        >
                          {formatDateTime(item.created_at, lng)}
                        </time>
                      </div>
                      <time
                        dateTime={item.created_at}
                        className="small text-body-secondary text-nowrap flex-shrink-0 d-none d-sm-block"
                      >
                        {formatDateTime(item.created_at, lng)}
                      </time>
                    </ListGroup.Item>
                  );
                })}
              </ListGroup>
            )}
          </Card>
        </>
      ) : null}

      <div className="mt-4">
        <ContentTransfer onImported={() => void query.reload()} />
      </div>
    </div>
  );
}
