import type { ReactNode } from "react";
import { Offcanvas } from "react-bootstrap";

export type SiteMenuPanelProps = {
  id: string;
  show: boolean;
  onHide: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
};

/**
 * The navigation bar's menu once it has been opened: Bootstrap's offcanvas (overlay, scrolling
 * locked, focus kept inside and given back, Escape and a click on the overlay close it). Closed,
 * it renders the same markup as SiteNavbar's `ClosedMenu`, which is all a page shows before the
 * first opening; this module and React Bootstrap's modal code are only fetched for it.
 */
export function SiteMenuPanel({ id, show, onHide, title, closeLabel, children }: SiteMenuPanelProps) {
  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onHide}
      renderStaticNode
      placement="end"
      className="site-menu"
      aria-labelledby={show ? `${id}-title` : undefined}
      data-bs-theme="light"
    >
      <Offcanvas.Header closeButton closeLabel={closeLabel}>
        <Offcanvas.Title id={`${id}-title`}>{title}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
