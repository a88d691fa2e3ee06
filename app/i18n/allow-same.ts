/**
 * Catalogue keys whose text may be the same as the Turkish (or, for es, the French) one,
 * because the words really are the same: names, codes, units. Reviewed by hand; keep it short.
 */
export const SAME_TEXT_ALLOWED: ReadonlySet<string> = new Set(["site.company", "certificates.iso.title", "certificates.gots.title", "footer.phone", "nav.title", "admin.common.none", "admin.localized.fieldIn", "admin.contactSettings.facebook", "admin.contactSettings.instagram", "admin.contactSettings.linkedin"]);
