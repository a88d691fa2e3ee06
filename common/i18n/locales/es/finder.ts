import type { Sections } from "../tr";

export default {
  finder: {
    label: "Buscador de tejidos",
    toggle: "Filtros",
    search: "Buscar",
    searchHint: "Nombre, referencia o descripción",
    collection: "Colección",
    certificate: "Certificado",
    weight: "Gramaje (g/m²)",
    weightMin: "Desde",
    weightMax: "Hasta",
    option: "{{label}} ({{count}})",
    apply: "Ver resultados",
    clear: "Borrar todos los filtros",
    results_one: "{{count}} tejido",
    results_other: "{{count}} tejidos",
    results_many: "{{count}} de tejidos",
    none: "Ningún tejido coincide con estos filtros. Pruebe a quitar alguno.",
  },
} satisfies Sections["finder"];
