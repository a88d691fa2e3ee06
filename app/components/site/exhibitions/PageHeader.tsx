import type { ReactNode } from "react";

type Props = { eyebrow?: string; title: string; lead?: ReactNode; before?: ReactNode; after?: ReactNode };

/** The band at the top of the exhibitions pages: eyebrow, the page's h1, a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, before, after }: Props) {
  return (
    <div className="exh-header">
      <div className="container">
        {before}
        {eyebrow ? <p className="section-eyebrow mb-2">{eyebrow}</p> : null}
        <h1 className="exh-title">{title}</h1>
        {lead ? <p className="lead exh-lead mb-0">{lead}</p> : null}
        {after}
      </div>
    </div>
  );
}
