import type { Sections } from "../tr";

export default {
  validation: {
    required: "Este campo es obligatorio",
    invalid: "Formato no válido",
    too_short: "Debe tener al menos {{min}} caracteres",
    too_long: "Debe tener como máximo {{max}} caracteres",
    invalid_email: "Dirección de correo electrónico no válida",
    invalid_url: "URL no válida",
    invalid_date: "Fecha no válida",
    file_size: "El archivo es demasiado grande",
    file_type: "Este tipo de archivo no se admite",
    taken: "Este valor ya está en uso",
    repeated: "Este campo se ha enviado más de una vez",
    fair_over: "Esta feria ya ha terminado; ya no se puede solicitar una reunión.",
    outside_fair: "Elija uno de los días de la feria que aún no han pasado.",
    unavailable: "Ninguno de los tejidos de su selección sigue disponible; elija otros en el catálogo.",
  },
} satisfies Sections["validation"];
