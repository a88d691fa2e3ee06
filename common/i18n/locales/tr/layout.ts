export default {
  site: {
    company: "Dokuma Tekstil",
    description:
      "1980'den beri İstanbul'da kadın, erkek ve çocuk giyimi için boyalı gömleklik kumaş üretiyoruz: yılda iki ana ve iki kapsül koleksiyon, pamuk, keten ve karışımlarla."
  },
  skip: {
    main: "İçeriğe geç"
  },
  nav: {
    label: "Ana menü",
    home: "Ana Sayfa",
    about: "Hakkımızda",
    certificates: "Sertifikalar",
    careers: "Kariyer",
    contact: "İletişim",
    exhibitions: "Fuarlar",
    fabrics: "Kumaşlar",
    collections: "Koleksiyonlar",
    open: "Menüyü aç",
    close: "Menüyü kapat",
    title: "Menü",
    homeLink: "Dokuma Tekstil – ana sayfa"
  },
  language: {
    current: "Dil: {{name}}. Dili değiştir"
  },
  footer: {
    quickLinks: "Hızlı bağlantılar",
    contact: "İletişim",
    address: "Adres",
    phone: "Telefon",
    email: "E-posta",
    hours: "Çalışma saatleri",
    map: "Haritada göster",
    social: "Sosyal medya",
    facebook: "Facebook sayfamız",
    instagram: "Instagram hesabımız",
    linkedin: "LinkedIn sayfamız",
    privacy: "Gizlilik bildirimi",
    copyright: "© {{from}}–{{year}} Dokuma Tekstil. Tüm hakları saklıdır.",
    newTab: "yeni sekmede açılır"
  },
  whatsapp: {
    label: "WhatsApp'tan bize yazın",
    text: "Merhaba, Dokuma Tekstil'in gömleklik kumaşları hakkında bilgi almak istiyorum."
  },
  notFound: {
    title: "Sayfa bulunamadı",
    text: "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.",
    home: "Ana sayfaya dön",
    suggestions: "Şu sayfalar işinize yarayabilir:",
    description: "Aradığınız sayfa bulunamadı."
  },
  error: {
    title: "Bir hata oluştu",
    text: "Lütfen biraz sonra yeniden deneyin.",
    retry: "Sayfayı yenile"
  }
};
