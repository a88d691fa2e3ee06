import type { Sections } from "../tr";

export default {
  validation: {
    required: "Dieses Feld ist ein Pflichtfeld",
    invalid: "Ungültiges Format",
    too_short: "Mindestens {{min}} Zeichen erforderlich",
    too_long: "Höchstens {{max}} Zeichen zulässig",
    invalid_email: "Ungültige E-Mail-Adresse",
    invalid_url: "Ungültige URL",
    invalid_date: "Ungültiges Datum",
    file_size: "Die Datei ist zu groß",
    file_type: "Dieser Dateityp wird nicht akzeptiert",
    taken: "Dieser Wert ist bereits vergeben",
    repeated: "Dieses Feld wurde mehrmals gesendet",
    fair_over: "Diese Messe ist vorbei; ein Termin kann nicht mehr gebucht werden.",
    outside_fair: "Wählen Sie einen der noch kommenden Messetage.",
    unavailable: "Keiner der Stoffe in Ihrem Musterkorb ist noch lieferbar; bitte wählen Sie andere aus dem Katalog.",
  },
} satisfies Sections["validation"];
