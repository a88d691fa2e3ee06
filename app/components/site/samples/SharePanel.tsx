import { useRef, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import type { Basket } from "./basket";
import { colourwayLine } from "./BasketList";
import { sharePath } from "./share";
import { colourwayOf, type FabricRead, nameOf } from "./useBasketFabrics";

type Props = { basket: Basket; reads: ReadonlyMap<number, FabricRead> };

/**
 * "Share this list": the basket as a link (share.ts) in a field to copy from, "Copy link", and
 * "Copy as text" (codes, names, colourways and the link, for an e-mail). Copying says what it did;
 * where the browser refuses, the link is selected in its field for the visitor to copy.
 */
export function SharePanel({ basket, reads }: Props) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState("");
  const url = `${window.location.origin}${sharePath(
    basket.map((item) => ({
      fabric_id: item.fabric_id,
      colourway: colourwayOf(item, reads.get(item.fabric_id)),
    })),
  )}`;

  const text = () => {
    const lines = basket.map((item) => {
      const read = reads.get(item.fabric_id);
      const fabric = read?.state === "ok" ? read.fabric : null;
      const code = fabric?.code ?? item.code;
      const named = colourwayLine(t, colourwayOf(item, read), fabric?.colourways ?? []);
      return `- ${code ? `${code} ` : ""}${nameOf(item, read)} — ${named}`;
    });
    return [t("samples.share.textTitle"), ...lines, "", t("samples.share.textLink", { url })].join("\n");
  };

  const copy = async (value: string, done: string) => {
    setSaid("");
    try {
      await navigator.clipboard.writeText(value);
      setSaid(done);
    } catch {
      field.current?.focus();
      field.current?.select();
      setSaid(t("samples.share.copyFailed"));
    }
  };

  return (
    <section className="sample-share mt-4" aria-labelledby="samples-share-title">
      <h2 id="samples-share-title" className="h5 mb-2">
        {t("samples.share.title")}
      </h2>
      <p className="small text-body-secondary mb-2">{t("samples.share.text")}</p>
      <label htmlFor="samples-share-link" className="form-label small fw-semibold mb-1">
        {t("samples.share.linkLabel")}
      </label>
      <input
        ref={field}
        id="samples-share-link"
        className="form-control form-control-sm mb-2"
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => copy(url, t("samples.share.linkCopied"))}
        >
          {t("samples.share.copyLink")}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => copy(text(), t("samples.share.textCopied"))}
        >
          {t("samples.share.copyText")}
        </button>
      </div>
      <p role="status" className="small mt-2 mb-0">
        {said}
      </p>
    </section>
  );
}
