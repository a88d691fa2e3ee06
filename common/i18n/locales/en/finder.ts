import type { Sections } from "../tr";

export default {
  finder: {
    label: "Fabric finder",
    toggle: "Filters",
    search: "Search",
    searchHint: "Name, article code or description",
    collection: "Collection",
    certificate: "Certificate",
    weight: "Weight (g/m²)",
    weightMin: "From",
    weightMax: "To",
    option: "{{label}} ({{count}})",
    apply: "Show results",
    clear: "Clear all filters",
    results_one: "{{count}} fabric",
    results_other: "{{count}} fabrics",
    none: "No fabric matches these filters. Try removing one.",
  },
} satisfies Sections["finder"];
