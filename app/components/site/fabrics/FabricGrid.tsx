import { Col, Row } from "react-bootstrap";
import { useLocalizedHref } from "../../../lib/links";
import { FabricCard } from "./FabricCard";
import { useLoadingFabricId } from "./navigation";
import type { FabricCardData } from "./types";

type Props = {
  fabrics: FabricCardData[];
  /** Columns from `xl` (3 on a collection's page, 4 for a fabric's related fabrics). */
  xl?: 3 | 4;
  /** The first card's picture is fetched at once (it may be the page's largest paint). */
  priorityFirst?: boolean;
};

/** Fabric cards under a section's h2, as /fabrics shows them (1, 2, then 3 or 4 a row). */
export function FabricGrid({ fabrics, xl = 3, priorityFirst = false }: Props) {
  const href = useLocalizedHref();
  const loadingId = useLoadingFabricId();
  return (
    <Row as="ul" xs={1} md={2} xl={xl} className="g-4 list-unstyled mb-0 fabric-list">
      {fabrics.map((fabric, index) => (
        <Col as="li" key={fabric.id}>
          <FabricCard
            fabric={fabric}
            href={href(`/fabric/${fabric.id}`)}
            loading={loadingId === fabric.id}
            priority={priorityFirst && index === 0}
            heading="h3"
          />
        </Col>
      ))}
    </Row>
  );
}
