import "../../../styles/compare.css";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import type { CompareFabric, CompareRow } from "./types";

/** A photo's drawn width: the column's, at most 12rem. */
const PHOTO_SIZES = "192px";

/**
 * The fabrics side by side: a column per fabric (its name links to its page), a row per property
 * (a photo first), "not stated" where a fabric has no value. A row whose values differ is marked
 * twice: a ◆ and a tint for the eye, "differs" in its header for a screen reader. The table
 * scrolls inside its own box on a narrow screen, its first column held in place.
 */
export function CompareTable({ fabrics, rows }: { fabrics: CompareFabric[]; rows: CompareRow[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    // A box that scrolls sideways takes the keyboard's focus, so that its arrows can scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the focusable scrolling region pattern
    <section className="compare-scroll" tabIndex={0} aria-labelledby="compare-caption">
      <table className="compare-table">
        <caption id="compare-caption" className="visually-hidden">
          {t("comparePage.caption")}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="compare-property">
              {t("comparePage.property")}
            </th>
            {fabrics.map((fabric) => (
              <th scope="col" key={fabric.id} className="compare-fabric">
                <Link to={href(`/fabric/${fabric.id}`)}>{fabric.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="compare-photos">
            <th scope="row" className="compare-property">
              {t("comparePage.photo")}
            </th>
            {fabrics.map((fabric) => (
              <td key={fabric.id}>
                <ResponsiveImage
                  image={fabric.image}
                  alt={t("comparePage.imageAlt", { name: fabric.name })}
                  sizes={PHOTO_SIZES}
                  className="compare-photo"
                />
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? "compare-differs" : undefined} data-row={row.key}>
              <th scope="row" className="compare-property">
                {row.label}
                {row.differs ? (
                  <>
                    <span className="compare-mark" aria-hidden="true">
                      {" ◆"}
                    </span>
                    <span className="visually-hidden"> ({t("comparePage.differs")})</span>
                  </>
                ) : null}
              </th>
              {row.values.map((lines, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per fabric, in the columns' fixed order
                <td key={column}>
                  {lines.length === 0 ? (
                    <span className="text-body-secondary">{t("comparePage.unknown")}</span>
                  ) : (
                    lines.map((line, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one value, in a fixed order
                      <span key={i} className="d-block">
                        {line}
                      </span>
                    ))
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
