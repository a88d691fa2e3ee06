import { Fragment } from "react";
import { useTranslation } from "../../../i18n/translation";
import { Link } from "react-router";

type Props = { page: number; pages: number; href: (page: number) => string };

/** Pages of a list as links (`?page=`), with rel prev/next; nothing when there is one page. */
export function Pager({ page, pages, href }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => pages <= 7 || n === 1 || n === pages || Math.abs(n - page) <= 1,
  );
  return (
    <nav aria-label={t("fabrics.pagination.label")} className="mt-5">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${page <= 1 ? " disabled" : ""}`}>
          {page > 1 ? (
            <Link className="page-link" rel="prev" to={href(page - 1)}>
              <span aria-hidden="true">‹ </span>
              {t("fabrics.pagination.previous")}
            </Link>
          ) : (
            <span className="page-link">{t("fabrics.pagination.previous")}</span>
          )}
        </li>
        {numbers.map((n, i) => (
          <Fragment key={n}>
            {i > 0 && n - (numbers[i - 1] ?? n) > 1 ? (
              <li className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            ) : null}
            <li className={`page-item${n === page ? " active" : ""}`}>
              <Link
                className="page-link"
                to={href(n)}
                aria-label={t("fabrics.pagination.page", { page: n })}
                aria-current={n === page ? "page" : undefined}
              >
                {n}
              </Link>
            </li>
          </Fragment>
        ))}
        <li className={`page-item${page >= pages ? " disabled" : ""}`}>
          {page < pages ? (
            <Link className="page-link" rel="next" to={href(page + 1)}>
              {t("fabrics.pagination.next")}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="page-link">{t("fabrics.pagination.next")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
