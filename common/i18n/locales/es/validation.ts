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
    passwords_mismatch: "Las contraseñas no coinciden",
    file_size: "El archivo es demasiado grande",
    file_type: "Este tipo de archivo no se admite",
    taken: "Este valor ya está en uso"
  }
} satisfies Sections["validation"];
