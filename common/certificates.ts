/**
 * Certificate standards' names: proper names, written the same in every language (what each
 * one attests is in the catalogue, certificateStandards.<key>).
 */
import type { CertificateStandard } from "./constants";

export const CERTIFICATE_NAMES: Record<CertificateStandard, string> = {
  iso_9001: "ISO 9001:2015",
  iso_14001: "ISO 14001:2015",
  gots: "GOTS",
  ocs: "OCS",
  oeko_tex_100: "OEKO-TEX® Standard 100",
  grs: "GRS",
  rcs: "RCS",
  bci: "Better Cotton (BCI)",
  sa8000: "SA8000",
};
