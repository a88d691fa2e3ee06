import type { ReactNode } from "react";
import { Alert } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import type { LoadFailure } from "./types";

type Props = { failure: LoadFailure; children: ReactNode };

/** A red alert for a read that failed, with the error code and the request id to quote. */
export function LoadFailureAlert({ failure, children }: Props) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" className="mb-0">
      {children}
      <p className="small mb-0 mt-2">
        {t("fabrics.errorCode", { code: failure.code })}
        {failure.requestId ? (
          <>
            {" · "}
            {t("fabrics.requestId", { requestId: failure.requestId })}
          </>
        ) : null}
      </p>
    </Alert>
  );
}
