export default {
  about: {
    eyebrow: "1980'den beri İstanbul'da",
    title: "Hakkımızda",
    lead: "Dokuma Tekstil 1980'de İstanbul'da kuruldu ve o günden bu yana boyalı gömleklik kumaş üretiyor. Kırk yılı aşkın deneyimimiz bugün Avrupa ve Kuzey Amerika'daki markaların gömleklerinde.",
    metaDescription:
      "1980'den beri İstanbul'da boyalı gömleklik kumaş üreten Dokuma Tekstil: hikâyemiz, koleksiyonlarımız, karışımlarımız, pazarlarımız, ISO 9001:2015 ve GOTS sertifikalarımız.",
    storyTitle: "Hikâyemiz",
    story1:
      "Şirketimiz 1980'de İstanbul'da kuruldu. İlk günden beri tek bir işe odaklandık: gömleğe yakışan, rengini ve tutumunu yıllarca koruyan kumaşlar üretmek.",
    story2:
      "Bugün poplin, keten ve dimiden Oxford'a ve iplik boyalı desenlere uzanan geniş bir gömleklik yelpazesi sunuyoruz. Numuneden sevkiyata kadar her siparişi müşterimizin koleksiyon takvimine göre planlıyoruz.",
    collectionsTitle: "Koleksiyonlar ve karışımlar",
    collections1:
      "Her yıl iki ana koleksiyon ve iki kapsül koleksiyon hazırlıyoruz. Ana koleksiyonlar sezonun temel kalitelerini ve renklerini bir araya getirir; kapsül koleksiyonlarda yeni dokuları ve renkleri deneriz.",
    collections2:
      "Kumaşlarımızı pamuk, polyester, viskon, naylon, yün, keten ve terilenden, tek başına ya da karışım olarak; kadın, erkek ve çocuk giyimi için üretiyoruz.",
    marketsTitle: "Pazarlarımız",
    markets:
      "Kumaşlarımızın büyük bölümü Fransa, İspanya, Almanya, Kanada ve Yunanistan'daki markalara gidiyor. Müşterilerimizle her sezon bu ülkelerdeki fuarlarda yeniden buluşuyoruz.",
    qualityTitle: "Kalite ve sertifikalar",
    quality:
      "Üretimimiz ISO 9001:2015 kalite yönetim sistemine göre yürütülür. Organik pamuklu kalitelerimiz GOTS (Global Organic Textile Standard) sertifikalıdır ve liften bitmiş kumaşa kadar izlenebilir.",
    factsTitle: "Rakamlarla Dokuma Tekstil",
    factFounded: "İstanbul'da kuruluş yılımız",
    factCollections: "her yıl ana ve kapsül koleksiyon",
    factMarkets: "ana ihracat pazarı",
    factFibres: "elyaf ve karışımları",
    imageAlt: "{{name}} kumaşımızın dokusu, yakın çekim",
    ctaTitle: "Yeni sezon için kumaş mı arıyorsunuz?",
    ctaText: "Numune, fiyat ve teslim süreleri için bize yazın; size uygun kaliteleri birlikte seçelim.",
    ctaContact: "Bize ulaşın",
    ctaFabrics: "Kumaşlarımızı görün"
  }
};
