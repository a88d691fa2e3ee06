/**
 * The sample basket: the button on the fabrics, the count in the navigation bar, /samples and its
 * request form. `samples.mail` is kept for the server's mails (the confirmation to the buyer).
 */
export default {
  samples: {
    metaTitle: "Numune talebi",
    metaDescription: "Seçtiğiniz gömleklik kumaşlardan kartela ya da metraj numunesi isteyin.",
    eyebrow: "Numuneler",
    title: "Numune talebiniz",
    intro:
      "Beğendiğiniz kumaşları talebinize ekleyin, renklerini seçin ve formu gönderin: numuneleri hazırlayıp size gönderelim.",
    noscript:
      "Numune sepeti tarayıcınızda çalışır ve JavaScript gerektirir. Numune talebinizi <notice>iletişim sayfamızdan</notice> da iletebilirsiniz.",
    loading: "Numune sepetiniz açılıyor…",
    nav: {
      label: "Numune talebi",
      count_one: "Numune talebi, {{count}} kumaş",
      count_other: "Numune talebi, {{count}} kumaş",
    },
    add: {
      button: "Numune iste",
      inBasket: "Numune talebinizde",
      open: "Talebi görüntüle",
      added_one: "{{name}} numune talebinize eklendi. Talebinizde {{count}} kumaş var.",
      added_other: "{{name}} numune talebinize eklendi. Talebinizde {{count}} kumaş var.",
      full: "Bir talebe en fazla {{count}} kumaş ekleyebilirsiniz. Önce talebinizi gönderin ya da bir kumaşı çıkarın.",
    },
    fabric: {
      title: "Bu kumaştan numune",
      text: "Kumaşı elinizde görün: kartela ya da metraj numunesi için talebinize ekleyin.",
      colourway: "Renk",
    },
    basket: {
      title: "Seçtiğiniz kumaşlar",
      count_one: "{{count}} kumaş",
      count_other: "{{count}} kumaş",
      empty: "Numune talebiniz henüz boş. Kumaşlarımıza göz atın ve beğendiklerinizde “Numune iste”yi seçin.",
      browse: "Kumaşlara göz atın",
      code: "Artikel kodu: {{code}}",
      colourway: "Renk",
      anyColourway: "Renk henüz seçilmedi",
      colourwayIs: "Renk: {{colourway}}",
      remove: "Çıkar",
      removeLabel: "{{name}} kumaşını talepten çıkar",
      removed: "{{name}} talepten çıkarıldı.",
      gone: "Artık mevcut değil",
      goneText: "Bu kumaş artık koleksiyonumuzda yok; lütfen talebinizden çıkarın.",
    },
    form: {
      title: "Bilgileriniz",
      company: "Firma",
      full_name: "Adınız soyadınız",
      email: "E-posta adresi",
      country: "Ülke",
      chooseCountry: "Bir ülke seçin",
      phone: "Telefon",
      kind: "Numune türü",
      swatch: "Kartela",
      swatchHint: "Her kumaştan kartona tutturulmuş küçük bir parça",
      length: "Metraj numunesi",
      lengthHint: "Her kumaştan istediğiniz metrede bir parça, örneğin prova dikimi için",
      metres: "Her kumaştan kaç metre",
      metresHint: "{{min}} ile {{max}} arasında bir tam sayı",
      metresRange: "{{min}} ile {{max}} arasında bir tam sayı girin.",
      intended_use: "Kullanım amacı",
      quantity: "Öngörülen sipariş miktarı",
      message: "Mesajınız",
      submit: "Numune talebini gönder",
      itemsInvalid: "Talebinizdeki kumaşlardan biri gönderilemiyor; sayfayı yenileyip yeniden deneyin.",
    },
    privacy:
      "Bilgilerinizi yalnızca numunelerinizi hazırlayıp göndermek ve talebinizle ilgili size yazmak için kullanırız. <notice>Gizlilik bildirimimizi</notice> okuyun.",
    error: "Numune talebi gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
    sent: {
      title: "Numune talebiniz bize ulaştı",
      text: "Teşekkür ederiz. Talebinizi aldık; e-posta adresinize bir onay gönderiyoruz. Numuneleriniz yola çıktığında size haber vereceğiz.",
      unavailable_one: "Şu kumaş artık mevcut olmadığı için talebe eklenmedi:",
      unavailable_other: "Şu {{count}} kumaş artık mevcut olmadığı için talebe eklenmedi:",
      more: "Kumaşlara dön",
    },
  },
};
