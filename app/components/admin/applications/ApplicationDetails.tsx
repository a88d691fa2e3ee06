import { APPLICATION_RETENTION_MONTHS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { NotesForm } from "../inbox/NotesForm";
import { ContactRows, DateTime } from "../inbox/parts";
import type { InboxDetailProps } from "../inbox/types";
import { adminLang, formatMegabytes } from "../messages/format";
import { fileTypeLabel } from "./file-label";
import type { JobApplication } from "./types";

/** An application in full: details, message, the file, editable notes. */
export function ApplicationDetails({
  item: application,
  badge,
  busy,
  onSave,
}: InboxDetailProps<JobApplication>) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const d = (key: "name" | "position" | "appliedAt" | "status" | "message") =>
    t(`adminInbox.applications.dialog.${key}`);

  return (
    <>
      <dl className="admin-inbox-details">
        <ContactRows nameLabel={d("name")} item={application}>
          <dt>{d("position")}</dt>
          <dd className="text-break">{application.position}</dd>
        </ContactRows>
        <dt>{d("appliedAt")}</dt>
        <dd>
          <DateTime value={application.appliedAt} lng={lng} />
        </dd>
        <dt>{d("status")}</dt>
        <dd data-testid="application-status">{badge}</dd>
        <dt>{t("adminInbox.applications.dialog.deleteAfter")}</dt>
        <dd data-testid="application-delete-after">
          <DateTime value={application.delete_after} lng={lng} />
          <div className="small text-body-secondary">
            {application.talent_pool
              ? t("adminInbox.applications.dialog.talentPoolYes", {
                  months: APPLICATION_RETENTION_MONTHS.talentPool,
                })
              : t("adminInbox.applications.dialog.talentPoolNo")}
          </div>
        </dd>
      </dl>

      <h3 className="admin-inbox-section mt-3">{d("message")}</h3>
      {application.message ? (
        <div className="admin-inbox-text">{application.message}</div>
      ) : (
        <p className="text-body-secondary">{t("adminInbox.applications.dialog.noMessage")}</p>
      )}

      <h3 className="admin-inbox-section mt-3">{t("adminInbox.applications.dialog.file")}</h3>
      <ApplicationFile application={application} />
      <NotesForm
        key={application.id}
        namespace="applications"
        saved={application.notes}
        busy={busy}
        onSave={onSave}
      />
    </>
  );
}

function ApplicationFile({ application }: { application: JobApplication }) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const label = fileTypeLabel(application.file, t("adminInbox.applications.fileFallback"));
  const fileName = application.file?.name ?? label;
  if (!application.file || !application.file_path)
    return <p className="text-body-secondary">{t("adminInbox.applications.noFile")}</p>;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" data-testid="application-file">
      <span className="badge text-bg-secondary admin-inbox-file-label">{label}</span>
      <span className="text-break">{application.file.name}</span>
      <span className="text-body-secondary">({formatMegabytes(application.file.bytes, lng)})</span>
      <span className="d-flex gap-2 ms-sm-auto">
        <a
          className="btn btn-sm btn-outline-primary"
          href={`${application.file_path}?inline=1`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("adminInbox.applications.dialog.viewAria", { file: fileName })}
        >
          {t("adminInbox.applications.dialog.view")}
        </a>
        <a
          className="btn btn-sm btn-primary"
          href={application.file_path}
          download={application.file.name}
          aria-label={t("adminInbox.applications.dialog.downloadAria", { file: fileName })}
        >
          {t("adminInbox.applications.dialog.download")}
        </a>
      </span>
    </div>
  );
}
