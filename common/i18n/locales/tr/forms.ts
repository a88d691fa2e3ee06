export default {
  forms: {
    required_note: "* ile işaretlenen alanların doldurulması zorunludur.",
    optional: "isteğe bağlı",
    honeypot: "Bu alanı boş bırakın",
    sending: "Gönderiliyor…",
    close: "Kapat",
    request_id: "Referans kodu: {{id}}",
    rate_limited_one: "Çok fazla deneme yapıldı. Lütfen {{count}} dakika sonra yeniden deneyin.",
    rate_limited_other: "Çok fazla deneme yapıldı. Lütfen {{count}} dakika sonra yeniden deneyin.",
    opens_new_tab: "(yeni sekmede açılır)",
    storage_full:
      "Dosyanız şu anda kaydedilemiyor: sunucuda yer kalmadı. Lütfen daha sonra yeniden deneyin ya da bize e-posta ile yazın.",
  },
  contact: {
    meta_title: "İletişim",
    meta_description:
      "İstanbul'daki Dokuma Tekstil'e yazın: gömleklik kumaşlarımız, numuneler ve siparişler hakkındaki sorularınız için adres, telefon, e-posta ve çalışma saatleri.",
    eyebrow: "İletişim",
    title: "Bizimle iletişime geçin",
    intro:
      "Bir kumaş hakkında sorunuz, numune talebiniz ya da siparişiniz mi var? Bize yazın; satış ekibimiz size en kısa sürede dönüş yapsın.",
    form: {
      title: "Bize mesaj gönderin",
      full_name: "Ad soyad",
      email: "E-posta adresi",
      phone: "Telefon",
      message: "Mesajınız",
      submit: "Mesajı gönder",
    },
    privacy:
      "Bilgilerinizi yalnızca mesajınızı yanıtlamak için kullanırız. Ayrıntılar için <notice>gizlilik bildirimimizi</notice> okuyun.",
    success_title: "Teşekkür ederiz!",
    success: "Mesajınız başarıyla gönderildi. En kısa sürede size dönüş yapacağız.",
    error: "Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
    details: {
      title: "İletişim bilgileri",
      address: "Adres",
      map: "Haritada göster",
      phone: "Telefon",
      email: "E-posta",
      hours: "Çalışma saatleri",
    },
  },
  careers: {
    meta_title: "Kariyer",
    meta_description:
      "1980'den beri İstanbul'da gömleklik kumaş üreten Dokuma Tekstil'de çalışın: tasarım, dokuma, boyama, kalite ve ihracat. Başvurunuzu bize gönderin.",
    eyebrow: "Kariyer",
    title: "Ekibimize katılın",
    intro:
      "1980'den beri İstanbul'da Avrupa ve Kuzey Amerika'daki markalar için gömleklik kumaş dokuyor ve boyuyoruz. Kumaşlarımızı değerli kılan, her ipliği ve her tonu tanıyan insanlarımızdır.",
    about: {
      title: "Dokuma Tekstil'de çalışmak",
      text: "Her kumaş, ilk tasarımdan dokumaya, boyamadan apreye ve son kontrole kadar pek çok usta elden geçer. Ayrıntıya önem veren, ekip çalışmasını seven ve sürekli gelişen bir zanaatı öğrenmek isteyen insanlar arıyoruz.",
      areas_title: "Hangi alanlarda çalışabilirsiniz",
      areas: {
        design: "Kumaş tasarımı ve koleksiyon geliştirme",
        production: "Dokuma, boyama ve apre",
        quality: "Kalite kontrol ve laboratuvar",
        sales: "Satış ve ihracat",
      },
      open: "İlgilendiğiniz pozisyonu ya da alanı formda belirtin; genel başvuruları da memnuniyetle değerlendiriyoruz.",
    },
    form: {
      title: "Başvuru formu",
      full_name: "Ad soyad",
      email: "E-posta adresi",
      phone: "Telefon",
      position: "Başvurduğunuz pozisyon",
      message: "Mesajınız",
      file: "Özgeçmiş (CV)",
      file_choose: "Dosya seçin",
      file_none: "Dosya seçilmedi",
      file_hint: "JPG, PNG veya PDF; en fazla 5 MB.",
      file_selected: "Seçilen dosya: {{name}} ({{size}} MB)",
      file_remove: "Dosyayı kaldır",
      file_size_error: "Dosya boyutu 5 MB'tan küçük olmalıdır",
      file_type_error: "Yalnızca JPG, PNG ve PDF dosyaları kabul edilir",
      submit: "Başvuruyu gönder",
    },
    privacy:
      "Bilgilerinizi yalnızca başvurunuzu değerlendirmek için kullanırız. Ayrıntılar için <notice>gizlilik bildirimimizi</notice> okuyun.",
    success_title: "Başvurunuz için teşekkürler",
    success: "Başvurunuz başarıyla gönderildi. En kısa sürede sizinle iletişime geçeceğiz.",
    error: "Başvuru gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
  },
  meeting: {
    form: {
      title: "Standımızda görüşme ayarlayın",
      date: "Gün",
      time: "Saat (fuarın yerel saati)",
      chooseDay: "Bir gün seçin",
      chooseTime: "Bir saat seçin",
      company: "Firma",
      full_name: "Adınız soyadınız",
      email: "E-posta adresi",
      topic: "Görüşmek istediğiniz konu",
      submit: "Görüşme talep et",
    },
    privacy:
      "Bilgilerinizi yalnızca görüşmeyi ayarlamak için kullanırız. <notice>Gizlilik bildirimimizi</notice> okuyun.",
    success_title: "Talebiniz bize ulaştı",
    success:
      "Teşekkür ederiz. Görüşme talebinizi aldık; e-posta adresinize bir onay gönderdik. Görüşmeyi en kısa sürede teyit edeceğiz.",
    error: "Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
  },
};
