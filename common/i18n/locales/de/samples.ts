import type { Sections } from "../tr";

export default {
  samples: {
    metaTitle: "Musteranfrage",
    metaDescription:
      "Fordern Sie Musterkarten oder Musterlängen der Hemdenstoffe an, die Sie ausgewählt haben.",
    eyebrow: "Muster",
    title: "Ihre Musteranfrage",
    intro:
      "Legen Sie die Stoffe, die Ihnen gefallen, in Ihre Anfrage, wählen Sie die Farbstellungen und senden Sie das Formular: Wir bereiten die Muster vor und schicken sie Ihnen.",
    noscript:
      "Der Musterkorb arbeitet in Ihrem Browser und benötigt JavaScript. Muster können Sie auch über unsere <notice>Kontaktseite</notice> anfordern.",
    loading: "Ihr Musterkorb wird geöffnet…",
    nav: {
      label: "Musteranfrage",
      count_one: "Musteranfrage, {{count}} Stoff",
      count_other: "Musteranfrage, {{count}} Stoffe",
    },
    add: {
      button: "Muster anfordern",
      inBasket: "In Ihrer Musteranfrage",
      open: "Anfrage ansehen",
      added_one: "{{name}} liegt jetzt in Ihrer Musteranfrage; sie umfasst {{count}} Stoff.",
      added_other: "{{name}} liegt jetzt in Ihrer Musteranfrage; sie umfasst {{count}} Stoffe.",
      full: "Eine Anfrage umfasst höchstens {{count}} Stoffe. Senden Sie zuerst Ihre Anfrage ab oder entfernen Sie einen Stoff.",
    },
    fabric: {
      title: "Muster dieses Stoffes",
      text: "Überzeugen Sie sich selbst: Nehmen Sie den Stoff für eine Musterkarte oder eine Musterlänge in Ihre Anfrage auf.",
      colourway: "Farbstellung",
    },
    basket: {
      title: "Ihre ausgewählten Stoffe",
      count_one: "{{count}} Stoff",
      count_other: "{{count}} Stoffe",
      empty:
        "Ihre Musteranfrage ist noch leer. Sehen Sie sich unsere Stoffe an und wählen Sie bei den gewünschten „Muster anfordern“.",
      browse: "Zu den Stoffen",
      code: "Artikelnummer: {{code}}",
      colourway: "Farbstellung",
      anyColourway: "Farbstellung noch offen",
      colourwayIs: "Farbstellung: {{colourway}}",
      remove: "Entfernen",
      removeLabel: "{{name}} aus der Anfrage entfernen",
      removed: "{{name}} wurde aus der Anfrage entfernt.",
      gone: "Nicht mehr erhältlich",
      goneText:
        "Dieser Stoff gehört nicht mehr zu unserer Kollektion; bitte entfernen Sie ihn aus Ihrer Anfrage.",
    },
    form: {
      title: "Ihre Angaben",
      company: "Unternehmen",
      full_name: "Vor- und Nachname",
      email: "E-Mail-Adresse",
      country: "Land",
      chooseCountry: "Land wählen",
      phone: "Telefonnummer",
      kind: "Art des Musters",
      swatch: "Musterkarte",
      swatchHint: "Ein kleiner Abschnitt jedes Stoffes, auf Karton aufgezogen",
      length: "Musterlänge",
      lengthHint: "Ein Abschnitt jedes Stoffes in der gewünschten Meterzahl, etwa für ein Probeteil",
      metres: "Meter je Stoff",
      metresHint: "Eine ganze Zahl von {{min}} bis {{max}}",
      metresRange: "Bitte geben Sie eine ganze Zahl von {{min}} bis {{max}} ein.",
      intended_use: "Verwendungszweck",
      quantity: "Voraussichtliche Bestellmenge",
      message: "Nachricht",
      submit: "Musteranfrage senden",
      itemsInvalid:
        "Einer der Stoffe Ihrer Anfrage kann nicht gesendet werden; laden Sie die Seite neu und versuchen Sie es noch einmal.",
    },
    privacy:
      "Wir verwenden Ihre Angaben nur, um Ihre Muster vorzubereiten und zu versenden und Ihnen zu Ihrer Anfrage zu schreiben. Lesen Sie unsere <notice>Datenschutzhinweise</notice>.",
    error: "Die Musteranfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
    sent: {
      title: "Ihre Musteranfrage ist bei uns eingegangen",
      text: "Vielen Dank. Wir haben Ihre Anfrage erhalten; eine Bestätigung ist per E-Mail zu Ihnen unterwegs. Wir melden uns, sobald Ihre Muster verschickt sind.",
      unavailable_one: "Dieser Stoff ist nicht mehr erhältlich und wurde nicht angefragt:",
      unavailable_other: "Diese {{count}} Stoffe sind nicht mehr erhältlich und wurden nicht angefragt:",
      more: "Zurück zu den Stoffen",
    },
  },
} satisfies Sections["samples"];
