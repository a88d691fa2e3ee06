export default {
  adminInbox: {
    common: {
      refresh: "Yenile",
      search: "Ara",
      statusFilter: "Durum",
      allStatuses: "Tüm durumlar",
      actions: "İşlemler",
      close: "Kapat",
      cancel: "Vazgeç",
      delete: "Sil",
      noPhone: "Telefon yok",
      email: "E-posta",
      phone: "Telefon",
      language: "Form dili",
      languages: {
        tr: "Türkçe",
        en: "İngilizce",
        de: "Almanca",
        es: "İspanyolca",
        fr: "Fransızca"
      }
    },
    messages: {
      title: "İletişim Mesajları",
      total_one: "{{count}} mesaj",
      total_other: "{{count}} mesaj",
      searchPlaceholder: "Ad, e-posta veya mesaj",
      loading: "Mesajlar yükleniyor…",
      empty: "Henüz mesaj yok.",
      noMatch: "Bu ölçütlere uyan mesaj yok.",
      columns: {
        name: "Ad Soyad",
        email: "E-posta",
        phone: "Telefon",
        status: "Durum",
        date: "Tarih"
      },
      view: "Aç",
      viewAria: "{{name}} adlı kişinin mesajını aç",
      status: {
        new: "Yeni",
        read: "Okundu",
        replied: "Yanıtlandı"
      },
      dialog: {
        title: "Mesaj: {{name}}",
        name: "Ad Soyad",
        date: "Gönderilme",
        status: "Durum",
        message: "Mesaj",
        reply: "E-postayla yanıtla",
        markReplied: "Yanıtlandı olarak işaretle",
        markRead: "Okundu olarak işaretle",
        delete: "Mesajı sil"
      },
      confirmDelete: {
        title: "Mesajı sil",
        text: "{{name}} adlı kişinin mesajını silmek istediğinize emin misiniz? Bu işlem geri alınamaz.",
        confirm: "Mesajı sil"
      },
      deleted: "Mesaj silindi.",
      markedReplied: "Mesaj yanıtlandı olarak işaretlendi.",
      markedRead: "Mesaj okundu olarak işaretlendi.",
      errors: {
        load: "İletişim mesajları yüklenemedi",
        status: "Mesajın durumu güncellenemedi",
        conflict: "Bu durum değişikliği yapılamıyor: mesaj bu arada değişmiş olabilir. Liste yenilendi.",
        gone: "Bu mesaj artık yok. Liste yenilendi.",
        delete: "Mesaj silinemedi"
      }
    },
    applications: {
      title: "İş Başvuruları",
      total_one: "{{count}} başvuru",
      total_other: "{{count}} başvuru",
      searchPlaceholder: "Ad, e-posta, pozisyon veya mesaj",
      loading: "Başvurular yükleniyor…",
      empty: "Henüz başvuru yok.",
      noMatch: "Bu ölçütlere uyan başvuru yok.",
      columns: {
        name: "Ad Soyad",
        position: "Pozisyon",
        email: "E-posta",
        phone: "Telefon",
        appliedAt: "Başvuru Tarihi",
        status: "Durum",
        file: "Dosya"
      },
      viewDetails: "Detayları Gör",
      viewDetailsAria: "Detayları Gör: {{name}} başvurusu",
      status: {
        pending: "Beklemede",
        interviewing: "Görüşme aşamasında",
        accepted: "Kabul edildi",
        rejected: "Reddedildi"
      },
      noFile: "Dosya yok",
      fileFallback: "DOSYA",
      dialog: {
        title: "Başvuru: {{name}}",
        name: "Ad Soyad",
        position: "Pozisyon",
        appliedAt: "Başvuru tarihi",
        status: "Mevcut durum",
        message: "Mesaj",
        noMessage: "Mesaj yazılmamış.",
        notes: "Notlar",
        notesHint: "Yalnızca yöneticiler görür; adaya gönderilmez.",
        saveNotes: "Notları kaydet",
        notesSaved: "Notlar kaydedildi.",
        file: "Ekli dosya",
        view: "Gör",
        viewAria: "{{file}} dosyasını yeni sekmede gör",
        download: "İndir",
        downloadAria: "{{file}} dosyasını indir",
        changeStatus: "Durumu değiştir",
        markInterviewing: "Görüşmeye Al",
        accept: "Kabul Et",
        reject: "Reddet",
        delete: "Başvuruyu sil"
      },
      confirmDelete: {
        title: "Başvuruyu sil",
        text: "{{name}} adlı kişinin başvurusunu ve ekli dosyasını silmek istediğinize emin misiniz? Bu işlem geri alınamaz.",
        confirm: "Başvuruyu sil"
      },
      deleted: "Başvuru silindi.",
      statusChanged: "{{name}} başvurusunun durumu: {{status}}.",
      errors: {
        load: "İş başvuruları yüklenemedi",
        status: "Başvurunun durumu güncellenemedi",
        conflict: "Bu durum değişikliği yapılamıyor: başvuru bu arada değişmiş olabilir. Liste yenilendi.",
        gone: "Bu başvuru artık yok. Liste yenilendi.",
        notes: "Notlar kaydedilemedi",
        notesTooLong: "Notlar en fazla {{max}} karakter olabilir.",
        delete: "Başvuru silinemedi"
      }
    }
  }
};
