import "../../../styles/compare-toggle.css";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { useClientReady } from "../samples/basket";
import { COMPARE_MAX } from "./keys";
import { type CompareItem, compareQuery, toggleCompare, useCompare } from "./store";

/**
 * "Compare" on a fabric card and a fabric page: a toggle button (aria-pressed: its state is what
 * a screen reader hears) that puts the fabric in the comparison or takes it out. A fifth fabric
 * is refused with a note (an alert) and a link to the comparison. Marked disabled until the
 * page's script runs, as "Request a sample" is. Its markup is kept short: a list page has a
 * dozen of them in its HTML budget.
 */
export function CompareToggle({ fabric }: { fabric: CompareItem }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const ready = useClientReady();
  const list = useCompare();
  const [full, setFull] = useState(false);
  const on = list.some((item) => item.id === fabric.id);
  const toggle = () => setFull(toggleCompare(fabric) === "full");
  return (
    <>
      <button
        type="button"
        className={ready ? "btn btn-sm compare-toggle" : "btn btn-sm compare-toggle disabled"}
        aria-pressed={on}
        aria-disabled={ready ? undefined : true}
        onClick={ready ? toggle : undefined}
      >
        {t("compare.toggle")}
      </button>
      {full && !on ? (
        <p role="alert" className="small mb-0 compare-note">
          {t("compare.full", { max: COMPARE_MAX })}{" "}
          <Link to={href("/compare", compareQuery(list))}>{t("compare.open", { n: list.length })}</Link>
        </p>
      ) : null}
    </>
  );
}
