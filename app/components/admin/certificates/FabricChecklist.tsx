import { useId, useMemo, useState } from "react";
import { Alert, Button, Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { type AdminFabric, allTexts, trText } from "../fabrics/types";
import { Loading, SearchBox, searchable } from "../ui";

type Props = {
  /** Every fabric (undefined while loading). */
  fabrics: readonly AdminFabric[] | undefined;
  loading: boolean;
  /** The fabrics could not be loaded: the certificate keeps its fabrics. */
  failed: boolean;
  selected: ReadonlySet<number>;
  onChange(selected: Set<number>): void;
  error?: string;
  disabled?: boolean;
};

const collator = new Intl.Collator("tr", { numeric: true, sensitivity: "base" });
const byCode = (a: AdminFabric, b: AdminFabric) =>
  collator.compare(a.code ?? "", b.code ?? "") || collator.compare(trText(a.name), trText(b.name));

/**
 * The fabrics a certificate covers: a checkbox per fabric (article code and name), searched by
 * either; the choice is kept whatever the search shows.
 */
export function FabricChecklist({ fabrics, loading, failed, selected, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState("");
  const sorted = useMemo(() => [...(fabrics ?? [])].sort(byCode), [fabrics]);
  const shown = useMemo(() => {
    const needle = searchable(query.trim());
    return needle
      ? sorted.filter((fabric) =>
          searchable(`${fabric.code ?? ""} ${allTexts(fabric.name)}`).includes(needle),
        )
      : sorted;
  }, [sorted, query]);

  const toggle = (fabricId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(fabricId);
    else next.delete(fabricId);
    onChange(next);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={`${error ? `${errorId} ` : ""}${hintId}`}>
      <legend className="form-label fs-6 fw-semibold mb-1 float-none">
        {t("adminCertificates.form.fabrics")}
      </legend>
      <div id={hintId} className="form-text mt-0 mb-2">
        {t("adminCertificates.form.fabricsHint")}
      </div>
      {fabrics === undefined ? (
        loading ? (
          <Loading label={t("adminCertificates.form.fabricsLoading")} className="py-3" />
        ) : failed ? (
          <Alert variant="warning" className="py-2 mb-0">
            {t("adminCertificates.form.fabricsLoadFailed")}
          </Alert>
        ) : null
      ) : fabrics.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t("adminCertificates.form.fabricsEmpty")}</p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <SearchBox
              value={query}
              onChange={setQuery}
              label={t("adminCertificates.form.fabricsSearch")}
              placeholder={t("adminCertificates.form.fabricsSearchPlaceholder")}
              className="admin-checklist-search"
            />
            <span className="small text-body-secondary" aria-live="polite" data-testid="fabrics-selected">
              {t("adminCertificates.form.fabricsSelected", { count: selected.size })}
            </span>
            {selected.size > 0 ? (
              <Button
                variant="link"
                size="sm"
                className="p-0"
                onClick={() => onChange(new Set())}
                disabled={disabled}
              >
                {t("adminCertificates.form.fabricsClear")}
              </Button>
            ) : null}
          </div>
          <div className={`admin-checklist border rounded px-2 py-1${error ? " border-danger" : ""}`}>
            {shown.length === 0 ? (
              <p className="small text-body-secondary my-2">{t("adminCertificates.form.fabricsNoMatch")}</p>
            ) : (
              shown.map((fabric) => (
                <Form.Check
                  key={fabric.id}
                  id={`${id}-fabric-${fabric.id}`}
                  className="admin-checklist-item my-1"
                  checked={selected.has(fabric.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(fabric.id, event.target.checked)}
                  label={
                    <>
                      {fabric.code ? (
                        <>
                          <span className="font-monospace">{fabric.code}</span>
                          {" · "}
                        </>
                      ) : null}
                      <span className="text-break">{trText(fabric.name)}</span>
                    </>
                  }
                />
              ))
            )}
          </div>
        </>
      )}
      {error ? (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
