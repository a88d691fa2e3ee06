import "../../../styles/samples-page.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { clearBasket, useBasket } from "./basket";
import { BasketList } from "./BasketList";
import { SampleRequestForm } from "./SampleRequestForm";
import { readShared } from "./share";
import { SharePanel } from "./SharePanel";
import SharedView, { type SharedAdded, SharedAddedNote } from "./SharedView";
import { namesOf, requestItems, useBasketFabrics } from "./useBasketFabrics";

/**
 * The sample basket beside the request form (below it on a phone), each fabric read again in the
 * page's language; an empty basket points to the fabrics. Once sent, a confirmation replaces
 * both, naming the fabrics that were gone, and the basket is emptied.
 */
export default function BasketView() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const shared = useMemo(() => readShared(location.search), [location.search]);
  const navigate = useNavigate();
  // What "Add to my request" did, said once: taken out of the history entry, so a reload does not say it again.
  const [sharedAdded, setSharedAdded] = useState<SharedAdded | null>(null);
  const added = (location.state as { sharedAdded?: SharedAdded } | null)?.sharedAdded;
  useEffect(() => {
    if (!added) return;
    setSharedAdded(added);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [added, location.pathname, location.search, navigate]);
  const basket = useBasket();
  const [round, setRound] = useState(0);
  const reads = useBasketFabrics(
    basket.map((item) => item.fabric_id),
    i18n.language,
    round,
  );
  const [sent, setSent] = useState<{ unavailable: string[] } | null>(null);
  /** Whether the page showed fabrics: the last one removed, the focus goes to the empty basket's text. */
  const hadItems = useRef(false);

  const onSent = (ids: number[]) => {
    setSent({ unavailable: namesOf(basket, reads, ids) });
    clearBasket();
  };

  if (sent) return <SampleSent unavailable={sent.unavailable} />;
  if (shared) return <SharedView shared={shared} onSent={(unavailable) => setSent({ unavailable })} />;
  const note = sharedAdded ? <SharedAddedNote result={sharedAdded} /> : null;
  if (basket.length === 0)
    return (
      <>
        {note}
        <Empty emptied={hadItems.current} />
      </>
    );
  hadItems.current = true;
  return (
    <div className="row g-4 g-xl-5">
      {note ? <div className="col-12">{note}</div> : null}
      <div className="col-lg-5">
        <BasketList basket={basket} reads={reads} />
        <SharePanel basket={basket} reads={reads} />
      </div>
      <div className="col-lg-7">
        <div className="form-card">
          <SampleRequestForm
            items={requestItems(basket, reads)}
            onSent={onSent}
            onUnavailable={() => setRound((n) => n + 1)}
          />
        </div>
      </div>
    </div>
  );
}

function Empty({ emptied }: { emptied: boolean }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (emptied) text.current?.focus();
  }, [emptied]);
  return (
    <div className="py-3">
      <p ref={text} tabIndex={-1} className="lead">
        {t("samples.basket.empty")}
      </p>
      <Link to={href("/fabrics")} className="btn btn-primary">
        {t("samples.basket.browse")}
      </Link>
    </div>
  );
}

/** Received, a mail is on its way; the fabrics that were gone, by name. Takes the focus. */
function SampleSent({ unavailable }: { unavailable: string[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form-card sample-sent" aria-labelledby="samples-sent-title">
      <h2 id="samples-sent-title" ref={heading} tabIndex={-1} className="h3 d-flex align-items-center gap-3">
        <svg
          className="form-success-icon"
          viewBox="0 0 24 24"
          width="32"
          height="32"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="m7 12.5 3.2 3.2L17 9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t("samples.sent.title")}
      </h2>
      <p>{t("samples.sent.text")}</p>
      {unavailable.length > 0 ? (
        <div className="alert alert-warning">
          <p className="mb-2">{t("samples.sent.unavailable", { count: unavailable.length })}</p>
          <ul className="mb-0">
            {unavailable.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={href("/fabrics")} className="btn btn-primary">
        {t("samples.sent.more")}
      </Link>
    </section>
  );
}
