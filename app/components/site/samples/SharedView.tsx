import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SAMPLE_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { type AddResult, addToBasket, type Basket } from "./basket";
import { BasketList } from "./BasketList";
import { SampleRequestForm } from "./SampleRequestForm";
import type { SharedItem } from "./share";
import { colourwayOf, nameOf, namesOf, requestItems, useBasketFabrics } from "./useBasketFabrics";

/** What "Add to my request" did, said on the visitor's own basket it leads to. */
export type SharedAdded = { added: number; full: boolean };

type Props = {
  shared: { items: SharedItem[]; skipped: number };
  /** Sent from here: the page's confirmation (the visitor's own basket stays as it is). */
  onSent: (unavailable: string[]) => void;
};

/**
 * /samples?items=…: a basket someone shared (share.ts), read again in this page's language and
 * shown as it came. Its receiver adds it to their own request (then sees that one) or sends it
 * with the form as it is; entries of the link that could not be read are counted, not guessed.
 */
export default function SharedView({ shared, onSent }: Props) {
  const { t, i18n } = useTranslation();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const basket: Basket = useMemo(
    () =>
      shared.items.map((item) => ({
        ...item,
        code: null,
        name: t("samples.shared.fabricNumber", { id: item.fabric_id }),
        image: null,
      })),
    [shared.items, t],
  );
  const reads = useBasketFabrics(
    basket.map((item) => item.fabric_id),
    i18n.language,
    round,
  );

  const addAll = () => {
    const results: AddResult[] = [];
    for (const item of basket) {
      const read = reads.get(item.fabric_id);
      if (read?.state === "gone") continue;
      const fabric = read?.state === "ok" ? read.fabric : null;
      results.push(
        addToBasket({
          fabric_id: item.fabric_id,
          colourway: colourwayOf(item, read),
          code: fabric?.code ?? null,
          name: nameOf(item, read),
          image: fabric?.image?.src ?? null,
        }),
      );
    }
    const state: SharedAdded = {
      added: results.filter((r) => r === "added").length,
      full: results.includes("full"),
    };
    navigate(href("/samples"), { replace: true, state: { sharedAdded: state } });
  };

  const sent = (ids: number[]) => onSent(namesOf(basket, reads, ids));

  return (
    <>
      <div className="sample-shared-intro mb-4">
        <h2 className="h4">{t("samples.shared.title")}</h2>
        <p className="mb-2">{t("samples.shared.text")}</p>
        {shared.skipped > 0 ? (
          <p className="alert alert-warning py-2 mb-2">
            {t("samples.shared.skipped", { count: shared.skipped })}
          </p>
        ) : null}
        {basket.length === 0 ? (
          <p className="alert alert-warning py-2 mb-2">{t("samples.shared.empty")}</p>
        ) : null}
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {basket.length > 0 ? (
            <button type="button" className="btn btn-primary" onClick={addAll}>
              {t("samples.shared.add")}
            </button>
          ) : null}
          <Link to={href("/samples")} className="btn btn-link">
            {t("samples.shared.own")}
          </Link>
        </div>
      </div>
      {basket.length > 0 ? (
        <div className="row g-4 g-xl-5">
          <div className="col-lg-5">
            <BasketList basket={basket} reads={reads} shared />
          </div>
          <div className="col-lg-7">
            <div className="form-card">
              <SampleRequestForm
                items={requestItems(basket, reads)}
                onSent={sent}
                onUnavailable={() => setRound((n) => n + 1)}
              />
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** The note on the visitor's own basket after "Add to my request". */
export function SharedAddedNote({ result }: { result: SharedAdded }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={`alert ${result.full ? "alert-warning" : "alert-success"} py-2`}>
      {[
        result.added > 0 ? t("samples.shared.added", { count: result.added }) : null,
        result.full ? t("samples.shared.full", { count: SAMPLE_LIMITS.items }) : null,
        result.added === 0 && !result.full ? t("samples.shared.present") : null,
      ]
        .filter(Boolean)
        .join(" ")}
    </p>
  );
}
