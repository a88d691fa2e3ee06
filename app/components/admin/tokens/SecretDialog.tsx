import { useState } from "react";
import { Button, Form, InputGroup, Modal } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";

/** The new token's secret, shown this once, with a copy button; closed only on purpose. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<"idle" | "done" | "failed">("idle");
  const close = () => {
    setCopy("idle");
    onClose();
  };
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? "");
      setCopy("done");
    } catch {
      setCopy("failed");
    }
  };
  return (
    <Modal show={secret !== null} onHide={close} backdrop="static" aria-labelledby="token-secret-title">
      <Modal.Header>
        <Modal.Title id="token-secret-title" as="h2" className="h5">
          {t("adminTokens.secret.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t("adminTokens.secret.text")}</p>
        <Form.Label htmlFor="token-secret">{t("adminTokens.secret.label")}</Form.Label>
        <InputGroup>
          <Form.Control
            id="token-secret"
            readOnly
            value={secret ?? ""}
            className="font-monospace"
            onFocus={(event) => event.target.select()}
            data-testid="token-secret"
          />
          <Button variant="outline-primary" onClick={() => void copySecret()}>
            {copy === "done" ? t("adminTokens.secret.copied") : t("adminTokens.secret.copy")}
          </Button>
        </InputGroup>
        <div role="status" className="small mt-2 text-body-secondary">
          {copy === "failed" ? t("adminTokens.secret.copyFailed") : ""}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={close}>
          {t("adminTokens.secret.done")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
