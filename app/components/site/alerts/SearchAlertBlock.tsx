import "../../../styles/search-alerts.css";
import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { SearchAlertForm } from "./SearchAlertForm";

/** A bell, the button's mark. */
function BellIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className="search-alert-icon"
    >
      <path
        fill="currentColor"
        d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2M8 1.918l-.797.161A4 4 0 0 0 4 6c0 .628-.134 2.197-.459 3.742-.16.767-.376 1.566-.663 2.258h10.244c-.287-.692-.502-1.49-.663-2.258C12.134 8.197 12 6.628 12 6a4 4 0 0 0-3.203-3.92zM14.22 12c.223.447.481.801.78 1H1c.299-.199.557-.553.78-1C2.68 10.2 3 6.88 3 6c0-2.42 1.72-4.44 4.005-4.901a1 1 0 1 1 1.99 0A5 5 0 0 1 13 6c0 .88.32 4.2 1.22 6"
      />
    </svg>
  );
}

/**
 * The button that unfolds the alert's form (a disclosure: `aria-expanded`). The form is made on
 * the first unfolding and kept while folded, with what was typed or the message that it was sent;
 * unfolding puts the focus in it.
 */
export function SearchAlertBlock({ query }: { query: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  const panel = useId();

  return (
    <div className="search-alert">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm search-alert-toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => {
          setMade(true);
          setOpen(!open);
        }}
      >
        <BellIcon />
        {t("searchAlerts.toggle")}
      </button>
      <div id={panel} className="search-alert-panel" hidden={!open}>
        {made ? <SearchAlertForm query={query} open={open} /> : null}
      </div>
    </div>
  );
}
