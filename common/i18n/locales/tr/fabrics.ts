export default {
  fabrics: {
    eyebrow: "Koleksiyon",
    title: "Kumaşlarımız",
    description:
      "Poplinden ketene, dimiden Oxford'a: İstanbul'da ürettiğimiz boyalı gömleklik kumaşlar. Ayrıntılar ve fotoğraflar için bir kumaş seçin.",
    empty: "Şu anda gösterilecek kumaş yok. Koleksiyonumuz hakkında bilgi almak için bize yazabilirsiniz.",
    contact: "Bize ulaşın",
    loadError: "Kumaşlar yüklenirken hata oluştu.",
    errorCode: "Hata kodu: {{code}}",
    requestId: "İstek numarası: {{requestId}}",
    retry: "Yeniden dene",
    imageAlt: "{{name}} kumaşının yakın çekimi",
    loading: "Kumaş yükleniyor…",
    noPage: "Bu sayfada kumaş yok.",
    firstPage: "İlk sayfaya dön",
    pageTitle: "{{title}} – Sayfa {{page}}",
    pagination: {
      label: "Kumaş listesinin sayfaları",
      previous: "Önceki",
      next: "Sonraki",
      page: "Sayfa {{page}}"
    }
  },
  fabric: {
    eyebrow: "Gömleklik kumaş",
    added: "Eklenme tarihi:",
    back: "Tüm kumaşlar",
    imageAlt: "{{name}} kumaşının dokusu",
    gallery: "Fotoğraflar",
    galleryHint: "Bir fotoğrafı tam boyutta görmek için üzerine tıklayın; fotoğraf yeni sekmede açılır.",
    photoAlt: "{{name}}, fotoğraf {{number}} / {{total}}",
    newTab: "(yeni sekmede açılır)",
    enquiryTitle: "Bu kumaşla ilgileniyor musunuz?",
    enquiryText: "Numune, renk kartı, fiyat ve teslim süresi için bize yazın; ekibimiz size kısa sürede dönüş yapsın.",
    enquiryLink: "Teklif isteyin",
    notFound: "Kumaş bulunamadı",
    notFoundText: "Aradığınız kumaş kaldırılmış ya da bağlantı hatalı olabilir.",
    loadError: "Kumaş ayrıntıları yüklenemedi",
    loadErrorText: "Lütfen biraz sonra yeniden deneyin.",
    collection: "Koleksiyon",
    certificates: "Sertifikalar",
    related: "Benzer kumaşlar",
    specSheet: {
      link: "Teknik föyü indir (PDF)",
      about: "Açıklama",
      scan: "Kumaşın sayfası için kodu okutun",
      made: "Oluşturulma tarihi: {{date}}",
      phone: "Tel.",
      email: "E-posta"
    }
  }
};
