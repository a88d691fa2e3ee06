export {
  type CertificateRow,
  certificatesByFabric,
  endingSoon,
  listPublicCertificates,
  isValidOn,
  loadCertificates,
  readCertificates,
  toCertificateRef,
  visibleCertificates,
} from "./service";
