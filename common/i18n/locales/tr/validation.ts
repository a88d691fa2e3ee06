export default {
  validation: {
    required: "Bu alan zorunludur",
    invalid: "Geçersiz biçim",
    too_short: "En az {{min}} karakter olmalıdır",
    too_long: "En fazla {{max}} karakter olmalıdır",
    invalid_email: "Geçersiz e-posta adresi",
    invalid_url: "Geçersiz URL",
    invalid_date: "Geçersiz tarih",
    file_size: "Dosya çok büyük",
    file_type: "Bu dosya türü kabul edilmiyor",
    taken: "Bu değer zaten kullanılıyor",
    repeated: "Bu alan birden fazla kez gönderildi",
    fair_over: "Bu fuar sona erdi; görüşme talep edilemez.",
    outside_fair: "Fuarın henüz geçmemiş günlerinden birini seçin.",
    unavailable: "Sepetinizdeki kumaşların hiçbiri artık gönderilemiyor; katalogdan yenilerini seçin.",
  },
};
