import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { COMPARE_EVENT, COMPARE_KEY } from "./keys";

const CompareTray = lazy<() => ReactNode>(() =>
  import("./CompareTray").catch(() => ({ default: () => null })),
);

/**
 * Brings in the compare tray (its own chunk, with the list's store) once this browser holds a
 * list or a fabric is ticked: pages of a visitor who never compares load nothing for it.
 */
export function CompareTrayGate() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    try {
      if (window.localStorage.getItem(COMPARE_KEY)) want();
    } catch {
      // storage turned off: the event still says when a fabric is ticked
    }
    window.addEventListener(COMPARE_EVENT, want);
    return () => window.removeEventListener(COMPARE_EVENT, want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  ) : null;
}
