import type { Sections } from "../tr";

export default {
  adminInbox: {
    common: {
      refresh: "Actualizar",
      search: "Buscar",
      statusFilter: "Estado",
      allStatuses: "Todos los estados",
      actions: "Acciones",
      close: "Cerrar",
      cancel: "Cancelar",
      delete: "Eliminar",
      noPhone: "Sin teléfono",
      email: "Correo electrónico",
      phone: "Teléfono",
      language: "Idioma del formulario",
      languages: {
        tr: "Turco",
        en: "Inglés",
        de: "Alemán",
        es: "Español",
        fr: "Francés"
      }
    },
    messages: {
      title: "Mensajes de contacto",
      total_one: "{{count}} mensaje",
      total_other: "{{count}} mensajes",
      searchPlaceholder: "Nombre, correo o mensaje",
      loading: "Cargando mensajes…",
      empty: "Todavía no hay mensajes.",
      noMatch: "Ningún mensaje cumple estos criterios.",
      columns: {
        name: "Nombre completo",
        email: "Correo electrónico",
        phone: "Teléfono",
        status: "Estado",
        date: "Fecha"
      },
      view: "Abrir",
      viewAria: "Abrir el mensaje de {{name}}",
      status: {
        new: "Nuevo",
        read: "Leído",
        replied: "Respondido"
      },
      dialog: {
        title: "Mensaje: {{name}}",
        name: "Nombre completo",
        date: "Enviado",
        status: "Estado",
        message: "Mensaje",
        reply: "Responder por correo",
        markReplied: "Marcar como respondido",
        markRead: "Marcar como leído",
        delete: "Eliminar mensaje"
      },
      confirmDelete: {
        title: "Eliminar mensaje",
        text: "¿Seguro que quiere eliminar el mensaje de {{name}}? Esta acción no se puede deshacer.",
        confirm: "Eliminar mensaje"
      },
      deleted: "Mensaje eliminado.",
      markedReplied: "Mensaje marcado como respondido.",
      markedRead: "Mensaje marcado como leído.",
      errors: {
        load: "No se pudieron cargar los mensajes de contacto",
        status: "No se pudo cambiar el estado del mensaje",
        conflict: "Este cambio de estado no es posible: puede que el mensaje haya cambiado entretanto. Se ha actualizado la lista.",
        gone: "Este mensaje ya no existe. Se ha actualizado la lista.",
        delete: "No se pudo eliminar el mensaje"
      }
    },
    applications: {
      title: "Solicitudes de empleo",
      total_one: "{{count}} solicitud",
      total_other: "{{count}} solicitudes",
      searchPlaceholder: "Nombre, correo, puesto o mensaje",
      loading: "Cargando solicitudes…",
      empty: "Todavía no hay solicitudes.",
      noMatch: "Ninguna solicitud cumple estos criterios.",
      columns: {
        name: "Nombre",
        position: "Puesto",
        email: "Correo electrónico",
        phone: "Teléfono",
        appliedAt: "Fecha de solicitud",
        status: "Estado",
        file: "Archivo"
      },
      viewDetails: "Ver detalles",
      viewDetailsAria: "Ver detalles de la solicitud de {{name}}",
      status: {
        pending: "Pendiente",
        interviewing: "En entrevistas",
        accepted: "Aceptada",
        rejected: "Rechazada"
      },
      noFile: "Sin archivo",
      fileFallback: "ARCHIVO",
      dialog: {
        title: "Solicitud: {{name}}",
        name: "Nombre",
        position: "Puesto",
        appliedAt: "Fecha de solicitud",
        status: "Estado actual",
        message: "Mensaje",
        noMessage: "No se escribió ningún mensaje.",
        notes: "Notas",
        notesHint: "Solo las ven los administradores; nunca se envían al candidato.",
        saveNotes: "Guardar notas",
        notesSaved: "Notas guardadas.",
        file: "Archivo adjunto",
        view: "Ver",
        viewAria: "Ver {{file}} en una pestaña nueva",
        download: "Descargar",
        downloadAria: "Descargar {{file}}",
        changeStatus: "Cambiar estado",
        markInterviewing: "Pasar a entrevista",
        accept: "Aceptar",
        reject: "Rechazar",
        delete: "Eliminar solicitud"
      },
      confirmDelete: {
        title: "Eliminar solicitud",
        text: "¿Seguro que quiere eliminar la solicitud de {{name}} y su archivo adjunto? Esta acción no se puede deshacer.",
        confirm: "Eliminar solicitud"
      },
      deleted: "Solicitud eliminada.",
      statusChanged: "Solicitud de {{name}}: {{status}}.",
      errors: {
        load: "No se pudieron cargar las solicitudes de empleo",
        status: "No se pudo cambiar el estado de la solicitud",
        conflict: "Este cambio de estado no es posible: puede que la solicitud haya cambiado entretanto. Se ha actualizado la lista.",
        gone: "Esta solicitud ya no existe. Se ha actualizado la lista.",
        notes: "No se pudieron guardar las notas",
        notesTooLong: "Las notas pueden tener como máximo {{max}} caracteres.",
        delete: "No se pudo eliminar la solicitud"
      }
    }
  }
} satisfies Sections["adminInbox"];
