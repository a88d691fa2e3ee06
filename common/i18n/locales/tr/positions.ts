/** Open positions: the list on /careers, a position's page and the careers form's choice. */
export default {
  positions: {
    title: "Açık pozisyonlar",
    intro:
      "Şu anda ekibimize katılacak arkadaşlar aradığımız pozisyonlar. Aradığınız pozisyon burada yoksa açık başvuru yapabilirsiniz.",
    none: "Şu anda açık pozisyonumuz yok; açık başvurularınızı her zaman değerlendiriyoruz.",
    department: "Bölüm",
    location: "Çalışma yeri",
    type: "Çalışma şekli",
    apply: "Bu pozisyona başvur",
    back: "Tüm açık pozisyonlar",
    posted: "Yayın tarihi",
    validThrough: "Son başvuru tarihi",
    pageTitle: "{{title}} – Kariyer",
    notFound: "Bu pozisyon açık değil",
    notFoundText:
      "Pozisyon kapanmış ya da hiç olmamış olabilir. Açık pozisyonlara bakabilir veya açık başvuru yapabilirsiniz.",
    employmentTypes: {
      FULL_TIME: "Tam zamanlı",
      PART_TIME: "Yarı zamanlı",
      CONTRACTOR: "Sözleşmeli (serbest)",
      TEMPORARY: "Geçici",
      INTERN: "Stajyer",
    },
    form: {
      choose: "Pozisyon seçin",
      openApplication: "Açık başvuru",
    },
  },
};
