import { Link } from "react-router";

/** A link back up the exhibitions pages, drawn as a small outlined button with an arrow. */
export function BackLink({
  to,
  children,
  className = "mb-4",
}: {
  to: string;
  children: string;
  className?: string;
}) {
  return (
    <Link to={to} className={`btn btn-outline-primary btn-sm exh-back ${className}`}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {children}
    </Link>
  );
}
