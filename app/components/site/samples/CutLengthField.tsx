import { useId } from "react";
import { SAMPLE_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { type BasketItem, setCutLength } from "./basket";

/**
 * A cut length instead of a sample, for a colourway the stock figures show in stock: metres to
 * one decimal, at least SAMPLE_LIMITS.cut.min; empty asks for a sample. The server checks the
 * metres against the stock when the request is sent. `colourway` is the line's colourway (the
 * fabric's only one when none was chosen).
 */
export function CutLengthField({ item, colourway }: { item: BasketItem; colourway: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-2 sample-item-cut">
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {t("samples.basket.cutLength")}
      </label>
      <input
        // A new colourway starts with an empty field (its cut length was dropped with the old one).
        key={colourway}
        id={id}
        type="number"
        inputMode="decimal"
        min={SAMPLE_LIMITS.cut.min}
        max={SAMPLE_LIMITS.cut.max}
        step={0.1}
        className="form-control form-control-sm sample-item-cut-input"
        defaultValue={item.cut_m ?? ""}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setCutLength(item, value === "" ? null : Number(value), colourway);
        }}
      />
      <p id={`${id}-hint`} className="form-text small mb-0">
        {t("samples.basket.cutHint", { min: SAMPLE_LIMITS.cut.min })}
      </p>
    </div>
  );
}
