/** The admin's positions screen and the applications inbox's position filter. */
export default {
  adminPositions: {
    title: "Açık pozisyonlar",
    add: "Pozisyon ekle",
    edit: "Pozisyonu düzenle",
    empty: "Henüz pozisyon yok.",
    fields: {
      title: "Başlık",
      description: "Açıklama",
      department: "Bölüm",
      location: "Çalışma yeri",
      employmentType: "Çalışma şekli",
      validThrough: "Son başvuru tarihi",
      validThroughHint: "Boş bırakılırsa ilan açıldıktan 60 gün sonra.",
      open: "Sitede yayında",
    },
    status: {
      open: "Açık",
      closed: "Kapalı",
    },
    actions: {
      close: "Kapat",
      reopen: "Yeniden aç",
      save: "Kaydet",
      cancel: "Vazgeç",
      edit: "Düzenle",
      delete: "Sil",
    },
    confirmDelete: "“{{title}}” silinsin mi? Başvurular kalır, açık başvuru olarak.",
    saved: "Kaydedildi.",
    failed: "Kaydedilemedi. Alanları kontrol edip tekrar deneyin.",
    columns: {
      title: "Pozisyon",
      status: "Durum",
      posted: "Açılış",
    },
  },
};
