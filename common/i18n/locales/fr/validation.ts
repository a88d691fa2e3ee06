import type { Sections } from "../tr";

export default {
  validation: {
    required: "Ce champ est obligatoire",
    invalid: "Format non valide",
    too_short: "Doit contenir au moins {{min}} caractères",
    too_long: "Doit contenir au maximum {{max}} caractères",
    invalid_email: "Adresse e-mail non valide",
    invalid_url: "URL non valide",
    invalid_date: "Date non valide",
    file_size: "Le fichier est trop volumineux",
    file_type: "Ce type de fichier n’est pas accepté",
    taken: "Cette valeur est déjà utilisée",
    repeated: "Ce champ a été envoyé plusieurs fois",
    fair_over: "Ce salon est terminé ; il n'est plus possible de demander un rendez-vous.",
    outside_fair: "Choisissez l'un des jours du salon encore à venir.",
    unavailable: "Aucun des tissus de votre sélection n'est encore disponible ; choisissez-en d'autres dans le catalogue.",
  },
} satisfies Sections["validation"];
