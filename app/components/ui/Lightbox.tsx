import "../../styles/lightbox.css";
import { type KeyboardEvent, type TouchEvent, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../i18n/translation";
import { ResponsiveImage } from "./ResponsiveImage";

/** One picture of a lightbox: a stored image's variants and its texts (from the catalogue or content). */
export type LightboxItem = {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  title: string;
  description?: string;
  alt: string;
};

export type LightboxLabels = {
  close: string;
  previous: string;
  next: string;
  /** "k of n" with the numbers filled in. */
  counter: (current: number, total: number) => string;
};

type Props = {
  items: LightboxItem[];
  /** The item shown (0-based). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Defaults to the catalogue's `lightbox` texts. */
  labels?: Partial<LightboxLabels>;
};

/** Horizontal travel of a touch that counts as a swipe (SPEC §9). */
const SWIPE_THRESHOLD_PX = 40;

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal picture viewer: render it only while it is open (`{open !== null && <Lightbox …/>}`).
 * Previous and next wrap around; Escape closes; Left and Right arrows navigate; Tab stays
 * inside; the page does not scroll under it; focus returns to whatever opened it.
 */
export function Lightbox({ items, index, onIndexChange, onClose, labels }: Props) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const total = items.length;
  const position = total > 0 ? ((index % total) + total) % total : 0;
  const item = items[position];

  const text: LightboxLabels = {
    close: labels?.close ?? t("lightbox.close"),
    previous: labels?.previous ?? t("lightbox.previous"),
    next: labels?.next ?? t("lightbox.next"),
    counter: labels?.counter ?? ((current, all) => t("lightbox.counter", { current, total: all })),
  };

  const go = (step: number) => {
    if (total > 1) onIndexChange((position + step + total) % total);
  };

  // Opening: lock the page's scroll, move focus in, keep it in; closing: undo both and give
  // focus back to the control that opened the lightbox.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = "hidden";
    closeRef.current?.focus();
    const keepFocusInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) closeRef.current?.focus();
    };
    document.addEventListener("focusin", keepFocusInside);
    return () => {
      document.removeEventListener("focusin", keepFocusInside);
      body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "Tab") {
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !focusable.includes(active as HTMLElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !focusable.includes(active as HTMLElement))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  // Only ever rendered after a click, in the browser; nothing to render on the server.
  if (!item || typeof document === "undefined") return null;

  return createPortal(
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={item.description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox-bar">
        <p className="lightbox-counter mb-0" aria-live="polite">
          {text.counter(position + 1, total)}
        </p>
        <button
          ref={closeRef}
          type="button"
          className="lightbox-button"
          aria-label={text.close}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="lightbox-stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <ResponsiveImage
          key={position}
          image={{ src: item.src, srcset: item.srcset ?? "", width: item.width, height: item.height }}
          alt={item.alt}
          sizes="100vw"
          priority
          className="lightbox-image"
        />
        {total > 1 ? (
          <>
            <NavButton direction="previous" label={text.previous} onClick={() => go(-1)} />
            <NavButton direction="next" label={text.next} onClick={() => go(1)} />
          </>
        ) : null}
      </div>
      <div className="lightbox-caption">
        <h2 id={titleId} className="lightbox-title">
          {item.title}
        </h2>
        {item.description ? (
          <p id={descriptionId} className="lightbox-description mb-0">
            {item.description}
          </p>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** The previous / next arrow at either side of the picture. */
function NavButton({ direction, label, onClick }: { direction: "previous" | "next"; label: string; onClick: () => void }) {
  return (
    <button type="button" className={`lightbox-button lightbox-nav lightbox-${direction}`} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
