import { useState } from "react";
import { Alert, ProgressBar } from "react-bootstrap";
import { useTranslation } from "../../../../i18n/translation";
import { contracts } from "../../../../../common/api/contracts";
import { getAll, useAdminApi } from "../../../../lib/admin/api";
import { useAdminQuery } from "../../../../lib/admin/query";
import { ErrorBanner, fieldErrors, fieldErrorText, FormDialog, Loading } from "../../ui";
import { type AdminFabric, trText } from "../types";
import { CareTestFields } from "./CareTestFields";
import { bodyFromDraft, draftFromFabric, formKey, liveCompleteness, type PassportDraft } from "./draft";
import { MakingFields } from "./MakingFields";
import { SubstanceGtinFields } from "./SubstanceGtinFields";

type Props = { show: boolean; fabric: AdminFabric; onHide(): void; onSaved(): void };
type Errors = Record<string, string | undefined>;

/**
 * A fabric's passport (PUT /api/fabrics/:id/passport, all of it at once): origins, steps, care,
 * tests, substances, GTINs. Its completeness follows the form as the server counts it; a refused
 * save shows the server's messages at their fields and changes nothing.
 */
export function PassportDialog({ show, fabric, onHide, onSaved }: Props) {
  const { t } = useTranslation();
  const detail = useAdminQuery(`fabric-passport-${fabric.id}`, (api, signal) =>
    api.call(contracts.fabrics.item, { params: { id: fabric.id }, query: { lng: "all" } }, { signal }),
  );
  const facilities = useAdminQuery("facilities", (api, signal) =>
    getAll(api, contracts.facilities.list, { query: { lng: "all" } }, signal),
  );
  const certificates = useAdminQuery("certificates", (api, signal) =>
    getAll(api, contracts.certificates.list, { query: { lng: "all" } }, signal),
  );
  const title = t("adminFabrics.passport.title", { name: trText(fabric.name) });
  const failed = detail.error ?? facilities.error ?? certificates.error;
  if (!detail.data || !facilities.data || !certificates.data) {
    return (
      <FormDialog
        show={show}
        title={title}
        titleClassName="text-break"
        busy={false}
        onClose={onHide}
        saveLabel={t("adminFabrics.form.save")}
        cancelLabel={t("adminFabrics.form.cancel")}
        closeLabel={t("adminInbox.common.close")}
      >
        {failed ? <ErrorBanner message={t("adminFabrics.passport.loadError")} error={failed} /> : <Loading />}
      </FormDialog>
    );
  }
  return (
    <PassportForm
      show={show}
      title={title}
      fabricId={fabric.id}
      initial={draftFromFabric(detail.data.fabric)}
      facilities={facilities.data}
      certificates={certificates.data}
      onHide={onHide}
      onSaved={onSaved}
    />
  );
}

type FormProps = Omit<Props, "fabric"> & {
  title: string;
  fabricId: number;
  initial: PassportDraft;
  facilities: Parameters<typeof MakingFields>[0]["facilities"];
  certificates: Parameters<typeof MakingFields>[0]["certificates"];
};

function PassportForm({
  show,
  title,
  fabricId,
  initial,
  facilities,
  certificates,
  onHide,
  onSaved,
}: FormProps) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const live = liveCompleteness(draft);

  async function save() {
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      await api.call(contracts.passports.update, { params: { id: fabricId }, body: bodyFromDraft(draft) });
      onSaved();
    } catch (error) {
      const texts: Errors = {};
      for (const [key, code] of Object.entries(fieldErrors(error))) {
        texts[formKey(key, draft)] = fieldErrorText(t, code);
      }
      setErrors(texts);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const sections = { draft, onChange: setDraft, errors, disabled: saving };
  return (
    <FormDialog
      show={show}
      title={title}
      titleClassName="text-break"
      busy={saving}
      onClose={onHide}
      onSave={save}
      failure={failure}
      failureMessage={t("adminFabrics.passport.saveError")}
      saveLabel={t("adminFabrics.form.save")}
      cancelLabel={t("adminFabrics.form.cancel")}
      closeLabel={t("adminInbox.common.close")}
      backdrop="static"
    >
      <section className="mb-3" aria-live="polite" data-testid="passport-completeness">
        <p className="mb-1 fw-semibold">{t("adminFabrics.passport.completeness", { value: live.value })}</p>
        {/* The text above says it; the bar only shows it. */}
        <div aria-hidden="true" className="mb-1">
          <ProgressBar now={live.value} variant={live.value === 100 ? "success" : "warning"} />
        </div>
        {live.missing.length > 0 ? (
          <p className="small mb-0">
            {t("adminFabrics.passport.missing")}{" "}
            <span data-testid="passport-missing">
              {live.missing.map((part) => t(`adminFabrics.passport.parts.${part}`)).join(", ")}
            </span>
          </p>
        ) : (
          <Alert variant="success" className="small py-1 mb-0">
            {t("adminFabrics.passport.nothingMissing")}
          </Alert>
        )}
      </section>
      <MakingFields {...sections} facilities={facilities} certificates={certificates} />
      <CareTestFields {...sections} fabricId={fabricId} />
      <SubstanceGtinFields {...sections} />
    </FormDialog>
  );
}
