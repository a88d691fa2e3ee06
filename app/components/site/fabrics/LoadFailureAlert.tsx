import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/translation";
import type { LoadFailure } from "./types";

type Props = { failure: LoadFailure; children: ReactNode };

/** A red alert (Bootstrap's classes: nothing to run, so no component to load) for a read that failed, with the error code and the request id to quote. */
export function LoadFailureAlert({ failure, children }: Props) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-danger mb-0">
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
    </div>
  );
}
