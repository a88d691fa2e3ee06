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
    iso: {
      title: "ISO 9001:2015",
      subtitle: "Kalite yönetim sistemi",
      text: "Siparişten sevkiyata kadar tüm süreçlerimiz belgelenmiş bir kalite yönetim sistemiyle yürütülüyor ve her yıl bağımsız bir kuruluş tarafından denetleniyor. Böylece her metre kumaşta aynı renk, tutum ve ölçü tutarlılığını sağlıyoruz.",
      alt: "Dokuma Tekstil adına düzenlenmiş ISO 9001:2015 kalite yönetim sistemi sertifikası"
    },
    gots: {
      title: "GOTS",
      subtitle: "Küresel Organik Tekstil Standardı",
      text: "Organik pamuklu kumaşlarımızda elyafın organik kökeni, boyama ve apre aşamalarında kullanılan kimyasallar ve çalışma koşulları GOTS kriterlerine göre belgelendiriliyor.",
      alt: "Dokuma Tekstil adına düzenlenmiş GOTS (Küresel Organik Tekstil Standardı) sertifikası"
    }
  }
};
