import { Badge } from "react-bootstrap";

/** A country's ISO code as a grey badge beside its name (nothing when it has none). */
export function CountryCode({ code }: { code: string | null | undefined }) {
  return code ? (
    <Badge bg="secondary" className="fw-normal">
      {code}
    </Badge>
  ) : null;
}
