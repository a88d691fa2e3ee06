import "../../../styles/compare-tray.css";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { clearCompare, compareQuery, removeFromCompare, useCompare } from "./store";

/**
 * The fabrics ticked to compare, as a small bar fixed at the bottom of the screen: each one's
 * code (or name) with a button to take it out, "Compare (n)" to the comparison and "Clear".
 * Nothing while the list is empty, and nothing on the comparison itself. Loaded apart from the
 * page (the shell brings it in once a list exists), with the list's code.
 */
export default function CompareTray() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const list = useCompare();
  if (list.length === 0 || pathname === "/compare") return null;
  return (
    <aside className="compare-tray" aria-label={t("compareTray.label")}>
      <div className="container compare-tray-inner">
        <ul className="compare-tray-list list-unstyled mb-0">
          {list.map((item) => (
            <li key={item.id} className="compare-tray-item">
              <span className="compare-tray-code">{item.code ?? item.name}</span>
              <button
                type="button"
                className="btn-close compare-tray-remove"
                aria-label={t("compareTray.remove", { name: item.name })}
                onClick={() => removeFromCompare(item.id)}
              />
            </li>
          ))}
        </ul>
        <div className="compare-tray-actions">
          <button type="button" className="btn btn-sm btn-link compare-tray-clear" onClick={clearCompare}>
            {t("compareTray.clear")}
          </button>
          <Link to={href("/compare", compareQuery(list))} className="btn btn-sm btn-primary">
            {t("compareTray.open", { n: list.length })}
          </Link>
        </div>
      </div>
    </aside>
  );
}
