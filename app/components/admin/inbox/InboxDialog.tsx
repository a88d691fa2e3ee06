import type { ReactNode } from "react";
import { Alert, Button, Modal, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import type { InboxAction, InboxConfig, InboxItem } from "./types";
import { useInboxText } from "./useInboxText";

type Props<T extends InboxItem<S>, S extends string> = {
  config: InboxConfig<T, S>;
  item: T | null;
  show: boolean;
  busy: string | null;
  badge: ReactNode;
  /** A failure of the dialog's last action (an ErrorBanner), shown above the details. */
  problem: ReactNode;
  /** The outcome of the last status change, announced politely. */
  notice: string | null;
  onHide(): void;
  onStatus(status: S): void;
  onSave(action: InboxAction, body: object): Promise<boolean>;
  onReplace(item: T): void;
  onDelete(): void;
};

/** One item in full (the inbox's Details), with its delete, status and close buttons. */
export function InboxDialog<T extends InboxItem<S>, S extends string>({
  config,
  item,
  show,
  busy,
  badge,
  problem,
  notice,
  onHide,
  onStatus,
  onSave,
  onReplace,
  onDelete,
}: Props<T, S>) {
  const { t } = useTranslation();
  const text = useInboxText(config.namespace);
  if (!item) return null;
  const titleId = `${config.idPrefix}-dialog-title`;
  const { Details } = config;
  const buttons = config.transitions[item.status].map((status) => {
    const button = config.statusButtons[status];
    return button ? (
      <Button key={status} variant={button.variant} onClick={() => onStatus(status)} disabled={busy !== null}>
        {busy === status ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
        {text(button.label)}
      </Button>
    ) : null;
  });
  const actions = (
    <>
      {config.footerActions?.(item, t)}
      {buttons}
      <Button variant="secondary" onClick={onHide}>
        {t("adminInbox.common.close")}
      </Button>
    </>
  );

  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby={titleId} scrollable>
      <Modal.Header closeButton closeLabel={t("adminInbox.common.close")}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">
          {text("dialog.title", { name: item.full_name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem}
        {notice ? (
          <Alert variant="success" className="py-2" role="status">
            {notice}
          </Alert>
        ) : null}
        <Details item={item} badge={badge} busy={busy} onSave={onSave} onReplace={onReplace} />
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="outline-danger" onClick={onDelete} disabled={busy !== null}>
          {text("dialog.delete")}
        </Button>
        {config.statusLegend ? (
          <fieldset className="d-flex flex-wrap gap-2 justify-content-end m-0">
            <legend className="visually-hidden">{text(config.statusLegend)}</legend>
            {actions}
          </fieldset>
        ) : (
          <div className="d-flex flex-wrap gap-2 justify-content-end">{actions}</div>
        )}
      </Modal.Footer>
    </Modal>
  );
}
