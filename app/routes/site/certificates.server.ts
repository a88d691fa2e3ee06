import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { NO_FILTER } from "../../../common/fabric-filter";
import type { CertificatePageData } from "../../components/site/certificates/types";
import { text } from "./loaders.server";
import { certificateData, inStandardOrder } from "./records.server";

/** /certificates names this many of a certificate's fabrics; the fabric finder lists them all. */
export const CERTIFICATE_FABRICS = 24;

/** Every certificate valid today, in standard order, each with the first fabrics it covers (from the catalogue in memory). */
export async function loadCertificates(context: AppLoadContext, lng: Lang): Promise<CertificatePageData[]> {
  const certificates = inStandardOrder(await context.services.listPublicCertificates(context.ctx, lng));
  return Promise.all(
    certificates.map(async (certificate) => {
      const { items, meta } = await context.services.listPublicFabrics(context.ctx, {
        lng,
        page: 1,
        pageSize: CERTIFICATE_FABRICS,
        filter: { ...NO_FILTER, certificate: [certificate.id] },
      });
      return {
        ...certificateData(certificate, lng),
        fabrics: items.map((f) => ({ id: f.id, name: text(f.name) })),
        fabricTotal: meta.total,
      };
    }),
  );
}
