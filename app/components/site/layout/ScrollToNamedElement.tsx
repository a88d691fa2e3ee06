import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Every page change scrolls to the top (the router's ScrollRestoration, which also brings a
 * `#hash` target into view) unless the navigation's state names an element:
 * `navigate(to, { state: { scrollTo: "certificates" } })`.
 */
export function ScrollToNamedElement() {
  const location = useLocation();
  useEffect(() => {
    const id = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
    if (typeof id === "string") document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [location]);
  return null;
}
