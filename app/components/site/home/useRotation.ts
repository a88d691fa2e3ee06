import { type FocusEvent, type PointerEvent, useCallback, useEffect, useState } from "react";

/** Marks a carousel's own play/pause control: focusing it does not pause the rotation. */
export const ROTATION_TOGGLE = "data-rotation-toggle";

/**
 * An endlessly rotating index (WCAG 2.2.2): it advances every `interval` ms, and stops
 *  - while the visitor's pointer (a mouse) rests on the hover zone,
 *  - while keyboard focus is inside the carousel (except on its own play/pause control),
 *  - when the visitor pressed pause, until they press play,
 *  - under `prefers-reduced-motion: reduce`, until the visitor presses play themselves,
 *  - while `hold` is set (e.g. a dialog opened from the carousel is showing),
 *  - before hydration (the server-rendered page shows the first slide, still).
 * Timers are one setTimeout per shown item, so any manual change restarts the full interval.
 */
export type Rotation = ReturnType<typeof useRotation>;

export function useRotation(count: number, interval: number, hold = false) {
  const [index, setIndex] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    // Reduced motion starts paused (the visitor may still press play).
    const update = () => {
      if (query.matches) setStopped(true);
    };
    update();
    setHydrated(true);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const running = hydrated && count > 1 && !hold && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [running, index, count, interval]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  /** On the carousel's outer element: focus inside pauses, leaving it resumes. */
  const focusHandlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const target = event.target;
      // A mouse click focuses a button too, but only keyboard focus (focus-visible) pauses.
      setFocused(!target.closest(`[${ROTATION_TOGGLE}]`) && target.matches(":focus-visible"));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
    },
  };

  /** On the hover zone (the slide's content): a resting mouse pauses; touch does not. */
  const hoverHandlers = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === "mouse") setHovered(false);
    },
  };

  return {
    index,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    /** True while it actually advances (for aria-live: "off" while rotating, else "polite"). */
    running,
    /** The visitor's own pause (the control shows "play" then). */
    stopped,
    toggle: () => setStopped((value) => !value),
    hydrated,
    focusHandlers,
    hoverHandlers,
  };
}
