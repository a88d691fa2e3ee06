export default {
  privacy: {
    metaTitle: "Gizlilik bildirimi",
    metaDescription:
      "Dokuma Tekstil iletişim ve başvuru formlarında hangi kişisel verileri tutar, neden, ne kadar süre ve silinmelerini nasıl isteyebilirsiniz: KVKK ve GDPR kapsamında bilgilendirme.",
    eyebrow: "Kişisel verileriniz",
    title: "Gizlilik bildirimi",
    updated: "Son güncelleme: {{date}}",
    intro:
      "Bu bildirim, bu web sitesi üzerinden bize ilettiğiniz kişisel verileri nasıl işlediğimizi açıklar. 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) kapsamında veri sorumlusuyuz; Avrupa Birliği'ndeki ziyaretçilerimiz için Genel Veri Koruma Tüzüğü'nü (GDPR) de uyguluyoruz.",
    toc: "Bu sayfada",
    controller: {
      title: "Veri sorumlusu",
      text: "Veri sorumlusu, İstanbul'da yerleşik gömleklik kumaş üreticisi Dokuma Tekstil'dir.",
      address: "Adres: {{address}}",
      email: "Kişisel verilerinizle ilgili her soru için e-posta:",
    },
    data: {
      title: "Hangi verileri tutuyoruz",
      intro: "Yalnızca formlarda bize kendiniz verdiğiniz bilgileri tutarız:",
      contact:
        "İletişim formu: adınız ve soyadınız, e-posta adresiniz, isteğe bağlı telefon numaranız ve mesajınız.",
      meetings:
        "Görüşme talebi formu: firma adınız, adınız soyadınız, e-posta adresiniz, seçtiğiniz fuar, gün ve saat ile görüşmek istediğiniz konu.",
      samples: "Numune talebi formu: firmanız, adınız soyadınız, e-posta adresiniz, ülkeniz, isteğe bağlı telefon numaranız, seçtiğiniz kumaşlar ve renkler, numune türü, kullanım amacı, miktar ve mesajınız.",
      careers:
        "Kariyer formu: adınız ve soyadınız, e-posta adresiniz, telefon numaranız, başvurduğunuz pozisyon, mesajınız ve eklediğiniz özgeçmiş dosyası (PDF, JPG veya PNG).",
      technical:
        "Teknik kayıtlar: formların kötüye kullanılmasını önlemek için IP adresiniz birkaç dakikalık bir sayaçta tutulur; sunucu kayıtları (IP adresi, zaman, istenen adres) güvenlik ve arıza takibi içindir.",
    },
    purpose: {
      title: "Neden tutuyoruz",
      contact:
        "İletişim mesajlarını yalnızca size yanıt vermek ve talebinizi (numune, fiyat, sipariş gibi) takip etmek için kullanırız.",
      meetings:
        "Görüşme taleplerini yalnızca fuardaki görüşmeyi ayarlamak ve sizinle bu konuda yazışmak için kullanırız.",
      samples: "Numune taleplerini yalnızca numuneleri hazırlayıp size göndermek ve bu konuda size yazmak için kullanırız.",
      careers:
        "Başvuruları yalnızca başvurunuzu değerlendirmek ve bu konuda sizinle iletişime geçmek için kullanırız.",
      basis:
        "Hukuki dayanak: talebiniz üzerine bir sözleşmenin kurulmasına yönelik adımlar ve meşru menfaatimiz (KVKK m. 5/2-c ve 5/2-f; GDPR m. 6/1-b ve 6/1-f).",
      noSale: "Verilerinizi pazarlama için kullanmayız, satmayız ve reklam amacıyla kimseyle paylaşmayız.",
    },
    retention: {
      title: "Ne kadar süre saklıyoruz",
      contact: "İletişim mesajları: son yazışmamızdan sonra 2 yıl.",
      meetings: "Görüşme talepleri: son yazışmamızdan 2 yıl sonra.",
      samples: "Numune talepleri: son yazışmamızdan 2 yıl sonra.",
      careers: "İş başvuruları ve özgeçmişler: kararımızdan sonra {{decided}} ay; karar verilmediyse son değişiklikten sonra {{undecided}} ay; ileride açılacak pozisyonlar için saklanmasını kabul ettiyseniz {{talentPool}} ay.",
      technical: "Sunucu kayıtları: en fazla 30 gün.",
      after: "Bu sürelerin sonunda veriler silinir. Daha önce silinmelerini her zaman isteyebilirsiniz.",
    },
    recipients: {
      title: "Verilerinizi kimler görebilir",
      staff: "Yalnızca yetkili çalışanlarımız, parolayla korunan yönetim panelimizden.",
      mail: "Formlar bize e-postayla da iletilir: e-posta hizmet sağlayıcımız bu iletileri bizim adımıza taşır ve saklar.",
      hosting: "Web sitemizi barındıran hizmet sağlayıcı, yalnızca teknik hizmet vermek için.",
      abroad:
        "Bu sağlayıcıların sunucuları yurt dışında olabilir; bu durumda aktarım KVKK'nın 9. maddesine ve GDPR'a uygun güvencelerle yapılır.",
    },
    cookies: {
      title: "Çerezler",
      intro:
        "Bu sitede izleme, reklam veya istatistik çerezi yoktur. Yalnızca sitenin çalışması için gereken şu iki çerezi kullanırız:",
      language:
        "Seçtiğiniz dili bir yıl boyunca hatırlar, böylece sayfalar hep aynı dilde açılır. Aynı bilgi tarayıcınızın yerel depolamasında da (i18nextLng) tutulur.",
      session:
        "Açılış animasyonunun bu tarayıcı oturumunda gösterildiğini hatırlar; tarayıcıyı kapattığınızda silinir.",
      admin: "Yönetim paneline giriş yapan çalışanlarımız için ayrıca güvenli bir oturum çerezi kullanılır.",
    },
    rights: {
      title: "Haklarınız",
      intro: "KVKK'nın 11. maddesi ve GDPR'ın 15–22. maddeleri uyarınca şu haklara sahipsiniz:",
      access: "Hakkınızda veri işleyip işlemediğimizi öğrenme ve verilerinizin bir kopyasını alma.",
      correction: "Eksik veya yanlış verilerin düzeltilmesini isteme.",
      deletion: "Verilerinizin silinmesini isteme.",
      objection: "İşlemenin kısıtlanmasını isteme ve işlemeye itiraz etme.",
      portability: "Verilerinizi yaygın kullanılan bir biçimde alma.",
      complaint:
        "Ayrıca Kişisel Verileri Koruma Kurulu'na ya da Avrupa Birliği'nde yaşıyorsanız kendi ülkenizdeki veri koruma otoritesine şikâyette bulunabilirsiniz.",
    },
    request: {
      title: "Silme ve diğer talepler",
      text: "Talebinizi formda kullandığınız e-posta adresinden bize yazın. Talebinizi en geç 30 gün içinde ücretsiz olarak yanıtlarız.",
      email: "E-posta:",
      noEmail: "Talebinizi iletişim sayfamızdaki formla da gönderebilirsiniz.",
      contactPage: "İletişim sayfası",
    },
  },
};
