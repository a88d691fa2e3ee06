/** The certificates: the home page's carousel, the /certificates page and what each standard attests. */
export default {
  certificates: {
    eyebrow: "Sertifikalar",
    title: "Kalitemizi belgeliyoruz",
    text: "Üretimimiz uluslararası standartlara göre bağımsız kuruluşlarca denetleniyor.",
    carousel: "slayt gösterisi",
    slideRole: "slayt",
    label: "Sertifikalarımız",
    slide: "{{total}} sertifikadan {{current}}.",
    previous: "Önceki sertifika",
    next: "Sonraki sertifika",
    show: "{{title}} sertifikasını göster",
    enlarge: "{{title}} sertifikasını büyüt",
    pause: "Otomatik geçişi duraklat",
    play: "Otomatik geçişi başlat",
    close: "Kapat",
    validUntil: "Son geçerlilik tarihi: {{date}}",
    open: "Sertifikayı açın ({{type}}, {{size}})",
    emblem: "{{name}} amblemi",
    all: "Tüm sertifikalar",
    none: "Şu anda yayında geçerli bir sertifika yok.",
    about: {
      iso_9001:
        "Kalite yönetim sistemi: siparişten sevkiyata tüm süreçlerimiz belgelenir ve her yıl bağımsız bir kuruluşça denetlenir; böylece her parti aynı kalitede çıkar.",
      iso_14001:
        "Çevre yönetim sistemi: enerji, su ve kimyasal tüketimimizi ve atıklarımızı ölçer, belirlenen hedeflerle azaltır, bunu bağımsız denetimlerle kanıtlarız.",
      gots: "Organik liflerin tüm tedarik zinciri boyunca çevresel ve sosyal kriterlere uygun işlendiğini belgeler: kısıtlı kimyasal kullanımı, atık su arıtımı ve adil çalışma koşulları.",
      ocs: "Bir üründeki organik lifin varlığını ve oranını doğrular, lifi tarladan bitmiş kumaşa kadar izler.",
      oeko_tex_100:
        "Kumaşın tüm bileşenleri bağımsız enstitülerde zararlı maddelere karşı test edilmiştir ve standardın sınır değerlerine uyar.",
      grs: "Geri dönüştürülmüş içeriği ve tedarik zincirindeki izlenebilirliğini doğrular; üretimde sosyal, çevresel ve kimyasal gereklilikler de arar.",
      rcs: "Bir üründeki geri dönüştürülmüş malzemenin varlığını ve oranını doğrular, malzemeyi tedarik zinciri boyunca izler.",
      bci: "Pamuk, çiftçilerin daha az su ve tarım ilacı kullandığı, çalışma koşullarını iyileştirdiği Better Cotton programından gelir.",
      sa8000:
        "Sosyal sorumluluk: çocuk ve zorla çalıştırma yok; iş sağlığı ve güvenliği, örgütlenme özgürlüğü, makul çalışma saatleri ve adil ücret bağımsız denetimlerle belgelenir.",
    },
    page: {
      title: "Sertifikalarımız",
      description:
        "Geçerli sertifikalarımız; numarası, belgelendirme kuruluşu, kapsamı, son geçerlilik tarihi ve kapsadığı kumaşlarla. Her sertifikanın taramasını açabilirsiniz.",
      number: "Sertifika no.",
      issuer: "Belgelendirme kuruluşu",
      scope: "Kapsam",
      validUntil: "Son geçerlilik tarihi",
      fabrics: "Kapsadığı kumaşlar",
      company: "Belirli kumaşları değil, şirketin tüm üretimini kapsar.",
      finder: "Bu kumaşları kumaş bulucuda görün",
      more_one: "ve {{count}} kumaş daha",
      more_other: "ve {{count}} kumaş daha",
      loadError: "Sertifikalar yüklenemedi.",
      retry: "Yeniden dene",
    },
  },
};
