import { Dropdown } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { Link, useLocation } from "react-router";
import { LANGUAGES, type Lang } from "../../../../common/constants";
import { Icon } from "./icons";

/** TR/EN/DE/ES/FR: the same page with ?lng= rewritten (the server remembers the choice). */
export function LanguageSwitch({
  variant = "outline-light",
  align = "end",
}: {
  variant?: string;
  align?: "start" | "end";
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : "tr";
  const hrefFor = (lng: Lang) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", lng);
    return `${location.pathname}?${params.toString()}${location.hash}`;
  };
  return (
    <Dropdown align={align}>
      <Dropdown.Toggle
        variant={variant}
        size="sm"
        id="admin-language"
        aria-label={t("admin.shell.languageCurrent", { language: t(`admin.languages.${current}`) })}
        className="d-inline-flex align-items-center gap-1"
      >
        <Icon name="globe" size={16} />
        <span>{current.toUpperCase()}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGES.map((lng) => (
          <Dropdown.Item
            key={lng}
            as={Link}
            to={hrefFor(lng)}
            replace
            active={lng === current}
            aria-current={lng === current ? "true" : undefined}
            lang={lng}
          >
            <span className="fw-semibold me-2">{lng.toUpperCase()}</span>
            {t(`admin.languages.${lng}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
