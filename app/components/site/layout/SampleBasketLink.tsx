import "../../../styles/samples-nav.css";
import { lazy, type ReactNode, Suspense } from "react";
import { NavLink } from "react-router";

/** Its name and count come with the basket's code; a chunk that fails to load leaves the bare link. */
const BasketCount = lazy<() => ReactNode>(() =>
  import("../samples/BasketCount").catch(() => ({ default: () => null })),
);

/**
 * The navigation bar's link to /samples, an icon (drawn by its stylesheet) with the number of
 * fabrics in the sample basket as a badge over it, so its arrival moves nothing. The server
 * renders it empty (the basket is the browser's); the count appears once the page runs.
 */
export function SampleBasketLink() {
  return (
    <NavLink to="/samples" className="site-basket">
      <Suspense fallback={null}>
        <BasketCount />
      </Suspense>
    </NavLink>
  );
}
