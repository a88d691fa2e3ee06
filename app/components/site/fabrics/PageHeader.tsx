import type { ReactNode } from "react";
import { Container } from "react-bootstrap";
import "../../../styles/fabrics.css";

type Props = { eyebrow: string; title: string; children?: ReactNode };

/** The band at the top of /fabrics and /about: eyebrow, the page's h1 and its introduction. */
export function PageHeader({ eyebrow, title, children }: Props) {
  return (
    <header className="page-band">
      <Container>
        <p className="page-band-eyebrow">{eyebrow}</p>
        <h1 className="display-5 mb-3">{title}</h1>
        {children ? <div className="page-band-lead">{children}</div> : null}
      </Container>
    </header>
  );
}
