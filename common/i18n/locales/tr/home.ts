export default {
  home: {
    meta: {
      title: "Gömleklik kumaş üreticisi",
      description:
        "1980'den beri İstanbul'da boyalı gömleklik kumaş üretiyoruz: pamuklu, keten ve dimi; yılda iki ana ve iki kapsül koleksiyon."
    },
    hero: {
      carousel: "slayt gösterisi",
      slideRole: "slayt",
      label: "Öne çıkanlar",
      heading: "Dokuma Tekstil — İstanbul, 1980'den beri",
      slide: "{{total}} slayttan {{current}}.",
      pause: "Slayt gösterisini duraklat",
      play: "Slayt gösterisini başlat",
      scroll: "Aşağı kaydırın: hakkımızda",
      slides: {
        origin: {
          title: "1980'den beri İstanbul'da dokunan gömleklik kumaşlar",
          text: "Kadın, erkek ve çocuk giyimi için boyalı pamuklu, keten ve dimi gömleklikler.",
          cta: "Kumaşlarımızı keşfedin"
        },
        collections: {
          title: "Yılda iki ana ve iki kapsül koleksiyon",
          text: "Her sezon yeni karışımlar ve renkler; Fransa'dan Kanada'ya markalarla birlikte geliştiriyoruz.",
          cta: "Bizimle iletişime geçin"
        }
      }
    },
    about: {
      eyebrow: "Hakkımızda",
      title: "Kırk yılı aşkın gömleklik kumaş tecrübesi",
      p1: "Dokuma Tekstil 1980'de İstanbul'da kuruldu. O günden bu yana tek bir işe odaklanıyoruz: boyalı gömleklik kumaş. İplik seçiminden dokumaya, boyadan son apreye kadar her aşamayı kendi ekibimizle takip ediyoruz.",
      p2: "Her yıl iki ana ve iki kapsül koleksiyon hazırlıyoruz. Pamuk, polyester, viskon, naylon, yün, keten ve terilen karışımlarıyla kadın, erkek ve çocuk giyimine uygun kumaşlar geliştiriyoruz.",
      p3: "Kumaşlarımızı başta Fransa, İspanya, Almanya, Kanada ve Yunanistan olmak üzere pek çok ülkedeki markalara sunuyoruz.",
      figures: "Rakamlarla Dokuma Tekstil",
      founded: "İstanbul'da kuruluş yılı",
      collections: "Yılda koleksiyon",
      markets: "Ana ihracat pazarı",
      more: "Hikâyemizin devamı"
    },
    fabrics: {
      eyebrow: "Kumaş koleksiyonu",
      title: "Premium gömleklik koleksiyonumuz",
      text: "Pamuklu, keten ve dimi: her mevsime ve her gömleğe uygun bir kumaş.",
      label: "Kumaşlar",
      previous: "Önceki kumaşlar",
      next: "Sonraki kumaşlar",
      details: "Ayrıntılar",
      viewAll: "Tüm kumaşları görün",
      fallback: {
        cotton: {
          name: "Pamuklu",
          description: "Poplinden Oxford'a, her gün giyilen gömlekler için yumuşak ve nefes alan pamuklu kumaşlar."
        },
        linen: {
          name: "Keten",
          description: "Doğal dokusu ve serinliğiyle yaz koleksiyonlarının vazgeçilmezi."
        },
        twill: {
          name: "Dimi",
          description: "Çapraz örgüsüyle dökümlü, az kırışan ve zarif gömleklikler."
        }
      }
    },
    fairs: {
      eyebrow: "Fuarlar",
      title: "Bizi fuarlarda ziyaret edin",
      text: "Her sezon yeni koleksiyonlarımızı ana pazarlarımızdaki fuarlarda sergiliyoruz.",
      count_one: "{{count}} fuar",
      count_other: "{{count}} fuar",
      viewAll: "Tüm ülkeler ve fuarlar",
      upcoming: "Yaklaşan fuarlar",
      upcomingAll: "Tüm fuarları görün",
      upcomingEmpty: "Şu anda planlanmış bir fuar yok.",
      countriesEmpty: "Henüz ülke eklenmedi.",
      countriesError: "Ülkeler yüklenirken hata oluştu: {{message}}",
      exhibitionsError: "Fuarlar yüklenirken hata oluştu: {{message}}",
      requestId: "İstek kimliği: {{id}}"
    }
  }
};
