import { useEffect, useState } from "react";

/** False during SSR and the hydrating render, true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
