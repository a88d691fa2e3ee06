import type { Sections } from "../tr";

export default {
  adminPositions: {
    title: "Puestos vacantes",
    add: "Añadir un puesto",
    edit: "Editar el puesto",
    empty: "Todavía no hay puestos.",
    fields: {
      title: "Título",
      description: "Descripción",
      department: "Departamento",
      location: "Ubicación",
      employmentType: "Tipo de contrato",
      validThrough: "Fecha límite",
      validThroughHint: "Vacío: 60 días después de abrir el puesto.",
      open: "Publicado en el sitio",
    },
    status: {
      open: "Abierto",
      closed: "Cerrado",
    },
    actions: {
      close: "Cerrar",
      reopen: "Reabrir",
      save: "Guardar",
      cancel: "Cancelar",
      edit: "Editar",
      delete: "Eliminar",
    },
    confirmDelete: "¿Eliminar «{{title}}»? Sus candidaturas se conservan como espontáneas.",
    saved: "Guardado.",
    failed: "No se pudo guardar. Revise los campos e inténtelo de nuevo.",
    columns: {
      title: "Puesto",
      status: "Estado",
      posted: "Abierto el",
    },
  },
} satisfies Sections["adminPositions"];
