import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { Link, useLocation, useNavigate } from "react-router";
import { DEFAULT_LANGUAGE, isLang, LANGUAGES, type Lang } from "../../../../common/constants";
import { searchWithLanguage, storeLanguage } from "../../../i18n/browser-language";
import { preloadCatalogue } from "../../../i18n/catalogues";
import { GlobeIcon } from "./icons";
import { LANGUAGE_NAMES } from "./types";

const MENU_ID = "site-language-menu";

/**
 * The current language's code and a menu of the five languages, each named in itself (a
 * disclosure: a button and a list of links, Bootstrap's dropdown look without its script).
 * Each entry is a real link to the current URL with `?lng=` rewritten (other parameters kept),
 * so the server renders that language and remembers it in the cookie; a click also stores it in
 * localStorage and fetches the catalogue first, so texts and data change together. Escape, a
 * click elsewhere, leaving the menu with Tab or a page change closes it; arrow keys move.
 */
export function LanguageDropdown({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current: Lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>(".dropdown-item") ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const position = items().indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) setOpen(true);
    // After the menu is displayed (the list is in the page already, only hidden).
    requestAnimationFrame(() =>
      focusItem(
        position < 0 ? (event.key === "ArrowDown" ? 0 : -1) : position + (event.key === "ArrowDown" ? 1 : -1),
      ),
    );
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const target = (lng: Lang) => ({
    pathname: location.pathname,
    search: searchWithLanguage(location.search, lng),
    hash: location.hash,
  });

  const choose = (lng: Lang) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    storeLanguage(lng);
    await preloadCatalogue(i18n, lng).catch(() => undefined);
    navigate(target(lng), { preventScrollReset: true });
  };

  const classes = ["dropdown", className].filter(Boolean).join(" ");
  return (
    <div ref={root} className={classes}>
      <button
        ref={button}
        type="button"
        id="site-language"
        className={`btn btn-link site-lang-toggle dropdown-toggle${open ? " show" : ""}`}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <GlobeIcon />
        <span className="site-lang-code">{current.toUpperCase()}</span>
        <span className="visually-hidden"> – {t("language.current", { name: LANGUAGE_NAMES[current] })}</span>
      </button>
      <ul id={MENU_ID} className={`dropdown-menu site-lang-menu${open ? " show" : ""}`} data-bs-theme="light">
        {LANGUAGES.map((lng) => (
          <li key={lng}>
            <Link
              to={target(lng)}
              lang={lng}
              hrefLang={lng}
              className={`dropdown-item${lng === current ? " active" : ""}`}
              aria-current={lng === current ? "true" : undefined}
              onClick={choose(lng)}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            >
              <span>{LANGUAGE_NAMES[lng]}</span>
              <span className="site-lang-item-code" aria-hidden="true">
                {lng.toUpperCase()}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
