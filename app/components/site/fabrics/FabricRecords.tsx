import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { certificateAnchor } from "../certificates/types";
import type { FabricDetailData } from "./types";

type Props = Pick<FabricDetailData, "collection" | "certificates">;

/**
 * A fabric's collection ("SS26 · Riviera", to its page) and the certificates that cover it
 * (standard and number, to the certificate on /certificates); nothing when it has neither.
 */
export function FabricRecords({ collection, certificates }: Props) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (!collection && certificates.length === 0) return null;
  return (
    <dl className="fabric-records mb-4">
      {collection ? (
        <div className="row g-0 fabric-records-row">
          <dt className="col-sm-5 pe-sm-3">{t("fabric.collection")}</dt>
          <dd className="col-sm-7 mb-0">
            <Link to={href(`/collections/${collection.id}`)} className="fabric-collection-link">
              {collection.season} · {collection.name}
            </Link>{" "}
            <span className="text-body-secondary">({t(`collections.kind.${collection.kind}`)})</span>
          </dd>
        </div>
      ) : null}
      {certificates.length > 0 ? (
        <div className="row g-0 fabric-records-row">
          <dt className="col-sm-5 pe-sm-3">{t("fabric.certificates")}</dt>
          <dd className="col-sm-7 mb-0">
            <ul className="list-unstyled mb-0 fabric-certificates">
              {certificates.map((c) => (
                <li key={c.id}>
                  <Link to={`${href("/certificates")}#${certificateAnchor(c.id)}`}>{c.name}</Link>{" "}
                  <span className="text-body-secondary">· {c.number}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
