import type { Sections } from "../tr";

export default {
  adminCollections: {
    title: "Gestionar colecciones",
    intro:
      "Dos colecciones principales y dos colecciones cápsula al año. Para asignar un tejido a una colección, use el campo Colección del formulario del tejido.",
    add: "Añadir colección",
    loading: "Cargando colecciones…",
    empty: "Aún no hay colecciones. Añada la primera para empezar.",
    total_one: "{{count}} colección",
    total_other: "{{count}} colecciones",
    total_many: "{{count}} de colecciones",
    columns: {
      cover: "Portada",
      name: "Nombre",
      season: "Temporada",
      kind: "Tipo",
      year: "Año",
      fabrics: "Tejidos",
      actions: "Acciones",
    },
    kinds: {
      main: "Colección principal",
      capsule: "Colección cápsula",
    },
    seasons: {
      SS: "Primavera-verano",
      AW: "Otoño-invierno",
    },
    fabrics_one: "{{count}} tejido",
    fabrics_other: "{{count}} tejidos",
    fabrics_many: "{{count}} de tejidos",
    showFabrics: "Ver los tejidos de {{name}}",
    actions: {
      editAria: "Editar {{name}}",
      deleteAria: "Eliminar {{name}}",
    },
    form: {
      addTitle: "Nueva colección",
      editTitle: "Editar colección: {{name}}",
      name: "Nombre de la colección",
      description: "Descripción",
      season: "Temporada",
      seasonHint:
        "SS (primavera-verano) o AW (otoño-invierno) y las dos últimas cifras del año, p. ej., SS27.",
      seasonInvalid: "Escriba SS o AW seguido de dos cifras (p. ej., SS27)",
      kind: "Tipo de colección",
      cover: "Imagen de portada",
      coverRequired: "La imagen de portada es obligatoria",
      keepCover: "Si no elige una imagen nueva, se conserva la portada actual.",
      save: "Guardar",
      cancel: "Cancelar",
      fixErrors: "Corrija los campos marcados.",
    },
    confirmDelete: {
      title: "Eliminar colección",
      text: "¿Seguro que quiere eliminar la colección {{name}}? Sus tejidos no se eliminan: quedan sin colección.",
      confirm: "Eliminar colección",
      cancel: "Cancelar",
    },
    created: "Colección añadida.",
    updated: "Colección actualizada.",
    deleted: "Colección eliminada.",
    errors: {
      load: "No se han podido cargar las colecciones",
      save: "No se ha podido guardar la colección",
      delete: "No se ha podido eliminar la colección",
    },
    fabricField: {
      label: "Colección",
      none: "Sin colección",
      hint: "La colección de temporada a la que pertenece el tejido; las colecciones se crean en Gestionar colecciones.",
      invalid: "Esta colección ya no existe; elija otra de la lista",
      loadFailed: "No se han podido cargar las colecciones; el tejido conserva su colección actual.",
    },
    filter: {
      label: "Colección",
      all: "Todas las colecciones",
      none: "Tejidos sin colección",
    },
  },
} satisfies Sections["adminCollections"];
