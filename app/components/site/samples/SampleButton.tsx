import "../../../styles/samples.css";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { SAMPLE_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { addToBasket, useBasket, useClientReady } from "./basket";

/** What the basket keeps of a fabric, to show it when it cannot be read again. */
export type SampleFabric = { id: number; name: string; code: string | null; image: string | null };

type Props = {
  fabric: SampleFabric;
  /**
   * The colourway asked for (its reference, null for none): the fabric page's choice. Left out on
   * a card, which adds the fabric without one and counts it as added in any colourway.
   */
  colourway?: string | null;
  className?: string;
  /** A card's small button, or the fabric page's full-size one. */
  small?: boolean;
};

/**
 * "Request a sample": puts the fabric in the sample basket. Once it is there the button gives way
 * to a link to the basket saying so (the focus follows), and a live region says what was done; a
 * full basket says so instead. Marked disabled (`aria-disabled` and Bootstrap's look, not the
 * `disabled` attribute) until the page's script runs: cards below the first rows are skipped by
 * `content-visibility`, and Chromium then gave axe (Lighthouse) the colours of a disabled button
 * without the site's styles for an enabled one (#b4b4b4 on #fafafa) in about one run in three.
 */
export function SampleButton({ fabric, colourway, className = "", small = true }: Props) {
  const size = small ? "btn-sm" : "";
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const ready = useClientReady();
  const basket = useBasket();
  const [note, setNote] = useState<{ text: string; shown: boolean } | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);
  const inBasket = basket.some(
    (item) => item.fabric_id === fabric.id && (colourway === undefined || item.colourway === colourway),
  );

  useEffect(() => {
    if (inBasket && focusLink.current) link.current?.focus();
    focusLink.current = false;
  }, [inBasket]);

  const add = () => {
    const result = addToBasket({
      fabric_id: fabric.id,
      colourway: colourway ?? null,
      code: fabric.code,
      name: fabric.name,
      image: fabric.image,
    });
    if (result === "full") {
      setNote({ text: t("samples.add.full", { count: SAMPLE_LIMITS.items }), shown: true });
      return;
    }
    focusLink.current = true;
    setNote({ text: t("samples.add.added", { name: fabric.name, count: basket.length + 1 }), shown: false });
  };

  return (
    <div className={`sample-action ${className}`}>
      {inBasket ? (
        <Link ref={link} to={href("/samples")} className={`btn ${size} btn-light sample-in-basket`}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="m3 8.5 3 3L13 4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>{t("samples.add.inBasket")}</span>{" "}
          <span className="sample-in-basket-open">{t("samples.add.open")}</span>
        </Link>
      ) : (
        <button
          type="button"
          className={`btn ${size} btn-outline-primary${ready ? "" : " disabled"}`}
          aria-disabled={ready ? undefined : true}
          onClick={ready ? add : undefined}
        >
          {t("samples.add.button")}
        </button>
      )}
      <p
        aria-live="polite"
        className={note?.shown ? "small mt-2 mb-0 sample-note" : "visually-hidden sample-note"}
      >
        {note?.text}
      </p>
    </div>
  );
}
