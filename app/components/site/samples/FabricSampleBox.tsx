import { useState } from "react";
import type { FabricCardInput } from "../../../../common/fabric-card";
import { type CardT, colourwayText } from "../../../../common/fabric-card-text";
import { useTranslation } from "../../../i18n/translation";
import { useBasket } from "./basket";
import { type SampleFabric, SampleButton } from "./SampleButton";

type Props = {
  fabric: SampleFabric;
  colourways: FabricCardInput["colourways"];
  /** The colourway the page shows (?colourway=), chosen to begin with. */
  initial?: string;
};

/**
 * A fabric page's "Samples of this fabric": where it comes in several colourways, which one the
 * sample is of (its reference and colour family; the one already in the basket to begin with),
 * then "Request a sample". One colourway or none: the fabric alone is added.
 */
export function FabricSampleBox({ fabric, colourways, initial }: Props) {
  const { t } = useTranslation();
  const several = colourways.length > 1;
  // Until the visitor picks one: the page's colourway, the one already in the basket, else the first.
  const [picked, setPicked] = useState<string | undefined>(initial);
  const basket = useBasket();
  const added = basket.find(
    (item) => item.fabric_id === fabric.id && colourways.some((c) => c.ref === item.colourway),
  )?.colourway;
  const chosen = picked ?? added ?? colourways[0]?.ref ?? "";
  const id = `fabric-sample-${fabric.id}`;
  return (
    <section className="fabric-sample fabric-screen-only mt-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t("samples.fabric.title")}
      </h2>
      <p className="mb-3">{t("samples.fabric.text")}</p>
      {several ? (
        <div className="mb-3">
          <label htmlFor={`${id}-colourway`} className="form-label fw-semibold">
            {t("samples.fabric.colourway")}
          </label>
          <select
            id={`${id}-colourway`}
            className="form-select"
            value={chosen}
            onChange={(event) => setPicked(event.target.value)}
          >
            {colourways.map((colourway) => (
              <option key={colourway.ref} value={colourway.ref}>
                {colourwayText(t as CardT, colourway)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <SampleButton fabric={fabric} colourway={several ? chosen : null} small={false} />
    </section>
  );
}
