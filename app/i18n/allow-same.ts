/**
 * Catalogue keys whose text may be the same as the Turkish (or, for es, the French) one,
 * because the words really are the same: names, codes, units. Reviewed by hand; keep it short.
 */
export const SAME_TEXT_ALLOWED: ReadonlySet<string> = new Set(["site.company", "footer.phone", "nav.title", "admin.common.none", "admin.localized.fieldIn", "admin.contactSettings.facebook", "admin.contactSettings.instagram", "admin.contactSettings.linkedin",
  // Units, international fibre and weave names, and a label with its count.
  "fabricCard.inputUnits.cm", "fabricCard.inputUnits.gsm", "fabricCard.inputUnits.m", "fabricCard.fibers.lyocell", "fabricCard.fibers.modal", "fabricCard.fibers.polyester", "fabricCard.stock.in_stock", "fabricCard.units.minOrder", "fabricCard.units.percent", "fabricCard.units.weight", "fabricCard.weaves.chambray", "fabricCard.weaves.jacquard", "fabricCard.weaves.oxford", "fabricCard.weaves.seersucker", "fabricCard.weaves.voile", "finder.option",
  // "Tel." is how Turkish, German and Spanish print a phone number.
  "fabric.specSheet.phone",
  // Grey is "gris" in Spanish and in French.
  "fabricCard.shades.grey",
  // A date range: two dates and a dash; a weight range: two numbers, a dash and the unit.
  "adminCertificates.period",
  "adminAlerts.describe.weightRange",
  // GS1's Global Location Number: an international code's name.
  "adminFacilities.fields.gln",
  // A fibre with its share: Spanish and French both write "Lin 45 %".
  "adminFabrics.passport.fibre",
  // "Webhook": the technical term Spanish and French write as English does.
  "admin.nav.webhooks",
  "admin.titles.webhooks",
  "admin.dashboard.entities.webhook",
  // A colourway and its stock band; a day and metres: placeholders and a unit only.
  "stockPage.colourway",
  "adminStock.nextBatch",
]);
