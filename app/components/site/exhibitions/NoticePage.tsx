import type { ReactNode } from "react";
import { BackLink } from "./BackLink";
import { PageHeader } from "./PageHeader";

/**
 * An exhibitions page that has nothing to list: a missing country or fair, a failed read. The
 * header says what happened; below it, an optional message and a link back up.
 */
export function NoticePage({
  eyebrow,
  title,
  lead,
  back,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="exh-page">
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <div className="container pt-5">
        {children}
        {back ? (
          <BackLink to={back.to} className="">
            {back.label}
          </BackLink>
        ) : null}
      </div>
    </div>
  );
}
