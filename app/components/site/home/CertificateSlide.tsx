import type { MouseEvent } from "react";
import { useTranslation } from "../../../i18n/translation";
import { CertificateFileLink } from "../certificates/CertificateFileLink";
import { type CertificateData, EMBLEM_SIZE, emblemOf } from "../certificates/types";
import { ZoomIcon } from "./icons";

type Props = {
  certificate: CertificateData;
  /** Opens the emblem in the lightbox. */
  onEnlarge: () => void;
  /** True right after a swipe: the pointer's release is not a click on the picture or the link. */
  swiped: () => boolean;
};

/** One certificate of the home page's carousel: its emblem (enlarged on a click), standard, number and issuing body, scope, validity and scan. */
export function CertificateSlide({ certificate: c, onEnlarge, swiped }: Props) {
  const { t } = useTranslation();
  const ignoreSwipe = (event: MouseEvent) => {
    if (swiped()) event.preventDefault();
  };
  return (
    <div className="g-4 g-lg-5 align-items-center row">
      <div className="col-lg-4 col-md-5 col-12">
        <button
          type="button"
          className="cert-picture"
          aria-label={t("certificates.enlarge", { title: c.name })}
          aria-haspopup="dialog"
          onClick={() => {
            if (!swiped()) onEnlarge();
          }}
        >
          <img
            src={emblemOf(c.standard)}
            {...EMBLEM_SIZE}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
          />
          <span className="cert-zoom" aria-hidden="true">
            <ZoomIcon />
          </span>
        </button>
      </div>
      <div className="col-lg-8 col-md-7 col-12">
        <h3 className="cert-title">{c.name}</h3>
        <p className="cert-subtitle">
          {c.number} · {c.issuer}
        </p>
        <p>{c.scope}</p>
        <p className="text-body-secondary">{t("certificates.validUntil", { date: c.validUntil.text })}</p>
        {c.file ? (
          <p className="mb-0" onClickCapture={ignoreSwipe}>
            <CertificateFileLink file={c.file} className="cert-file" />
          </p>
        ) : null}
      </div>
    </div>
  );
}
