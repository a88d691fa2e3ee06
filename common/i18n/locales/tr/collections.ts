/** The collections: /collections, a collection's page and the home page's row of current collections. */
export default {
  collections: {
    eyebrow: "Koleksiyonlar",
    title: "Koleksiyonlarımız",
    description:
      "Her yıl ilkbahar–yaz ve sonbahar–kış için birer ana ve kapsül koleksiyon. Sezonun kumaşlarını koleksiyon koleksiyon keşfedin.",
    year: "{{year}} koleksiyonları",
    kind: {
      main: "Ana koleksiyon",
      capsule: "Kapsül",
    },
    season: {
      SS: "İlkbahar–Yaz {{year}}",
      AW: "Sonbahar–Kış {{year}}",
    },
    fabricCount_one: "{{count}} kumaş",
    fabricCount_other: "{{count}} kumaş",
    empty: "Henüz yayımlanmış bir koleksiyon yok.",
    loadError: "Koleksiyonlar yüklenemedi.",
    retry: "Yeniden dene",
    pageTitle: "{{name}} koleksiyonu · {{season}}",
    back: "Tüm koleksiyonlar",
    coverAlt: "{{name}} koleksiyonunun kumaş dokusu",
    fabricsTitle: "Bu koleksiyonun kumaşları",
    finderLink: "Bu koleksiyonu kumaş bulucuda filtreleyin",
    shown: "{{total}} kumaştan en yeni {{shown}} tanesi gösteriliyor.",
    noFabrics: "Bu koleksiyona henüz kumaş eklenmedi.",
    notFound: "Koleksiyon bulunamadı",
    notFoundText: "Aradığınız koleksiyon kaldırılmış ya da bağlantı hatalı olabilir.",
    loadErrorTitle: "Koleksiyon yüklenemedi",
    loadErrorText: "Lütfen biraz sonra yeniden deneyin.",
    home: {
      eyebrow: "Bu sezon",
      title: "Koleksiyonlar {{seasons}}",
      all: "Tüm koleksiyonlar",
    },
  },
};
