/** The fabric finder on /fabrics: its panel, fields and result line. */
export default {
  finder: {
    label: "Kumaş bulucu",
    toggle: "Filtreler",
    search: "Ara",
    searchHint: "Ad, artikel kodu veya açıklama",
    collection: "Koleksiyon",
    certificate: "Sertifika",
    weight: "Gramaj (g/m²)",
    weightMin: "En az",
    weightMax: "En çok",
    option: "{{label}} ({{count}})",
    apply: "Sonuçları göster",
    clear: "Filtreleri temizle",
    results_one: "{{count}} kumaş",
    results_other: "{{count}} kumaş",
    none: "Bu filtrelere uyan kumaş yok. Bir filtreyi kaldırmayı deneyin.",
  },
};
