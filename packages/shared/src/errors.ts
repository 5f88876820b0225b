/**
 * Machine-readable API error codes and their Turkish messages.
 * The server sends `{ error: { code, message } }` (ARCHITECTURE.md); the web app shows
 * `t('errors.<code>')`, whose Turkish text is the message below, word for word.
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Zorunlu alanları doldurmanız gerekiyor.',
  UNAUTHENTICATED: 'Bu işlem için giriş yapmalısınız.',
  FORBIDDEN: 'Bu sayfaya erişim yetkiniz yok.',
  NOT_FOUND: 'Aradığınız sayfa mevcut değil veya taşınmış olabilir.',
  RATE_LIMITED: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  INTERNAL: 'Beklenmeyen bir hata oluştu.',
  // Requests the server cannot read: named for what is wrong, not 'fill the required fields'.
  INVALID_CHARACTERS: 'Geçersiz karakter içeriyor.',
  INVALID_JSON: 'İstek gövdesi geçerli JSON değil.',
  BODY_TOO_LARGE: 'İstek çok büyük.',
  UNSUPPORTED_MEDIA_TYPE: 'Bu içerik türü desteklenmiyor.',
  // A write sent by a page of another site (a form or script elsewhere using the member's cookie).
  CROSS_SITE_REQUEST: 'Bu istek başka bir siteden gönderildiği için reddedildi. Lütfen işlemi Garaj sayfasından tekrar deneyin.',
  BAD_URL: 'Adres geçersiz.',
  BAD_REQUEST: 'İstek geçersiz.',
  GARAGE_NOT_FOUND: 'Garaj bulunamadı.',
  GARAGE_FORBIDDEN: 'Garaj bulunamadı veya düzenleme yetkiniz yok.',
  GARAGE_PHOTO_LIMIT: 'Bir garaja en fazla 12 fotoğraf eklenebilir.',
  OWN_GARAGE_LIKE: 'Kendi garajınızı beğenemezsiniz.',
  // Blog (the blog detail page, titled 'Blog Yazısı Bulunamadı' when the post is missing).
  BLOG_POST_NOT_FOUND: 'Aradığınız blog yazısı mevcut değil veya kaldırılmış olabilir.',
  BLOG_POST_FORBIDDEN: 'Bu blog yazısını değiştirme yetkiniz yok.',
  BLOG_POST_NEVER_PUBLISHED: 'Bu yazı yazarı tarafından henüz yayımlanmadı.',
  OWN_BLOG_POST_LIKE: 'Kendi yazınızı beğenemezsiniz.',
  BLOG_BODY_EMPTY: 'Yazının içeriği boş olamaz.',
  USER_NOT_FOUND: 'Kullanıcı bulunamadı.',
  SELF_FOLLOW: 'Kendinizi takip edemezsiniz.',
  FOLLOW_BLOCKED: 'Bu üyeyi takip edemezsiniz.',
  SELF_BLOCK: 'Kendinizi engelleyemezsiniz.',
  // Private messages.
  CONVERSATION_NOT_FOUND: 'Konuşma bulunamadı.',
  MESSAGE_EMPTY: 'Mesaj boş olamaz.',
  SELF_MESSAGE: 'Kendinize mesaj gönderemezsiniz.',
  MESSAGE_BLOCKED: 'Bu üyeyle mesajlaşamazsınız.',
  MESSAGES_NOT_ACCEPTED: 'Bu üye şu anda yeni mesaj kabul etmiyor.',
  MESSAGE_READ_ONLY: 'Bu konuşmayı yalnızca görüntüleyebilirsiniz.',
  // Account data: the archive and the deletion.
  DATA_EXPORT_TOO_SOON: 'Son 24 saat içinde bir veri dosyası istediniz. Lütfen daha sonra tekrar deneyin.',
  DATA_EXPORT_NOT_FOUND: 'Veri dosyası bulunamadı.',
  DATA_EXPORT_EXPIRED: 'Bu veri dosyasının süresi doldu. Yeni bir dosya isteyebilirsiniz.',
  ACCOUNT_DELETION_PASSWORD: 'Şifre yanlış.',
  ACCOUNT_DELETION_CODE_INVALID: 'Kod geçersiz veya süresi dolmuş.',
  SESSION_NOT_FOUND: 'Oturum bulunamadı.',
  TOPIC_HAS_ANSWERS: 'Cevap almış bir konuyu silemezsiniz; düzenleyebilir ya da bir moderatöre bildirebilirsiniz.',
  SESSION_IS_CURRENT: 'Bu cihazdaki oturumu kapatmak için çıkış yapın.',
  CONVERSATION_LIMIT: 'Yeni hesaplar ilk gün en fazla 3 yeni konuşma başlatabilir. Lütfen daha sonra tekrar deneyin.',
  USERNAME_TAKEN: 'Bu kullanıcı adı zaten kullanılıyor.',
  USERNAME_INVALID: 'Kullanıcı adı 3-30 karakter olmalı; yalnızca Türk alfabesinin harfleri, rakam, _ ve . içerebilir.',
  COMMENT_NOT_FOUND: 'Yorum bulunamadı.',
  INVITE_NOT_FOUND: 'Bu davet kodu geçerli değil.',
  COMMENT_EMPTY: 'Yorum boş olamaz.',
  COMMENT_FORBIDDEN: 'Bu yorumu yalnızca yazarı düzenleyebilir.',
  COMMENT_HIDDEN: 'Gizlenmiş bir yorum düzenlenemez.',
  MODIFICATION_NOT_FOUND: 'Modifikasyon bulunamadı.',
  FILE_TOO_LARGE: "Dosya boyutu 10MB'dan büyük olamaz.",
  FILE_TYPE_INVALID: 'Sadece resim dosyaları yüklenebilir.',
  IMAGE_TOO_MANY_PIXELS: 'Görüntü çözünürlüğü çok yüksek.',
  IMAGE_NOT_FOUND: 'Fotoğraf bulunamadı.',
  IMAGE_URL_INVALID: 'Görsel adresi http veya https ile başlamalıdır.',
  EXTERNAL_IMAGE_UNSUPPORTED: 'Fotoğraflar yalnızca yüklenerek eklenebilir; başka sitelerdeki görsellerin adresi kabul edilmiyor.',
  UPLOAD_FAILED: 'Dosya yüklenirken bir hata oluştu.',
  DOCUMENT_TYPE_INVALID: 'Yalnızca PDF veya resim dosyaları (JPG, PNG, WebP) yüklenebilir.',
  DOCUMENT_NOT_FOUND: 'Belge bulunamadı; lütfen dosyayı yeniden yükleyin.',
  // Listings.
  LISTING_NOT_FOUND: 'İlan bulunamadı.',
  LISTING_FORBIDDEN: 'Bu ilanı yalnızca garajın sahibi düzenleyebilir.',
  LISTING_PRICE_REQUIRED: 'İlanı yayınlamak için bir fiyat girin.',
  PASSWORDS_DO_NOT_MATCH: 'Şifreler eşleşmiyor.',
  PASSWORD_TOO_SHORT: 'Şifre en az 8 karakter olmalıdır.',
  INVALID_CREDENTIALS: 'E-posta veya şifre hatalı.',
  EMAIL_TAKEN: 'Bu e-posta adresi zaten kayıtlı.',
  EMAIL_NOT_VERIFIED: 'E-posta adresinizi doğrulamanız gerekiyor.',
  INVALID_TOKEN: 'Bağlantı geçersiz veya süresi dolmuş.',
  USERNAME_RESERVED: 'Bu kullanıcı adı ayrılmış; lütfen başka bir ad seçin.',
  USERNAME_TOO_SIMILAR: 'Bu kullanıcı adı başka bir üyeninkine çok benziyor; lütfen başka bir ad seçin.',
  PASSWORD_TOO_COMMON: 'Bu şifre çok yaygın ve sızdırılmış şifre listelerinde yer alıyor; lütfen başka bir şifre seçin.',
  // A guessable new password (zxcvbn score below 3); the answer's `reason` says why (PASSWORD_WEAKNESS_MESSAGES).
  PASSWORD_TOO_WEAK: 'Bu şifre kolay tahmin edilebilir; daha uzun bir şifre seçin ya da birkaç kelimeyi birleştirin.',
  SIGN_IN_THROTTLED: 'Bu hesaba çok sayıda hatalı giriş denemesi yapıldı. Lütfen biraz bekleyip tekrar deneyin.',
  SIGN_IN_LOCKED: 'Bu hesaba çok sayıda hatalı giriş denemesi yapıldı. Güvenliğiniz için "Şifremi unuttum" bağlantısıyla yeni bir şifre belirleyin.',
  PROFILE_FIELD_READ_ONLY: 'Profil bilgileri yalnızca profil ayarlarından değiştirilebilir.',
  SEARCH_QUERY_EMPTY: 'Aramak için bir kelime yazın.',
  // Field-level codes (zod issue messages; the web app translates them).
  REQUIRED: 'Bu alan zorunludur.',
  EMAIL_INVALID: 'Geçerli bir e-posta adresi girin.',
  TERMS_REQUIRED: 'Devam etmek için kullanım koşullarını kabul etmelisiniz.',
  YEAR_OUT_OF_RANGE: 'Yıl 1900 ile gelecek yıl arasında olmalıdır.',
  NUMBER_INVALID: 'Geçerli bir sayı girin.',
  URL_INVALID: 'Geçerli bir adres girin (http:// veya https://).',
  TOO_LONG: 'Bu alan çok uzun.',
  VALUE_INVALID: 'Geçersiz değer.',
  LIMIT_OUT_OF_RANGE: 'Sayfa boyutu 1 ile 50 arasında olmalıdır.',
  TOO_MANY_IDS: 'Tek istekte en fazla 100 kimlik sorulabilir.',
  COMPARE_TOO_MANY_GARAGES: 'En fazla 4 garaj karşılaştırılabilir.',
  DATE_OUT_OF_RANGE: 'Tarih 1900 ile gelecek yıl arasında olmalıdır.',
  // Q&A and forum.
  FORUM_CATEGORY_NOT_FOUND: 'Forum kategorisi bulunamadı.',
  FORUM_CATEGORY_EXISTS: 'Bu kimlikle bir forum kategorisi zaten var.',
  FORUM_CATEGORY_NOT_EMPTY: 'Konuları olan bir kategori silinemez.',
  TOPIC_NOT_FOUND: 'Konu bulunamadı.',
  REPLY_NOT_FOUND: 'Cevap bulunamadı.',
  QUESTION_EMPTY: 'Lütfen sorunuzu yazın.',
  TOPIC_TITLE_REQUIRED: 'Lütfen konunun başlığını yazın.',
  TOPIC_BODY_EMPTY: 'Lütfen konunun içeriğini yazın.',
  ANSWER_EMPTY: 'Lütfen cevabınızı yazın.',
  TAG_INVALID: 'Etiketler 2-30 karakter olmalıdır.',
  TOO_MANY_TAGS: 'En fazla 8 etiket eklenebilir.',
  TOPIC_LOCKED: 'Bu konu kilitli; yeni cevap yazılamaz.',
  TOPIC_CLOSED: 'Bu soru kapatıldı; yeni cevap yazılamaz.',
  TOPIC_FORBIDDEN: 'Bu konuda bu işlemi yapma yetkiniz yok.',
  REPLY_FORBIDDEN: 'Bu cevabı silme yetkiniz yok.',
  MODERATION_FORBIDDEN: 'Bu işlemi yalnızca moderatörler yapabilir.',
  OWN_VOTE: 'Kendi gönderinize oy veremezsiniz.',
  ACCEPT_FORBIDDEN: 'En iyi cevabı yalnızca soruyu soran seçebilir.',
  ACCEPT_NOT_QUESTION: 'En iyi cevap yalnızca sorularda seçilebilir.',
  REALTIME_CHANNEL_UNKNOWN: 'Bilinmeyen canlı yayın kanalı.',
  REALTIME_TOO_MANY_CONNECTIONS: 'Çok fazla canlı bağlantı açık. Lütfen bazı sekmeleri kapatın.',
  // Competitions (competition toasts).
  COMPETITION_NOT_FOUND: 'Yarışma bulunamadı.',
  COMPETITION_NOT_ACTIVE: 'Bu yarışma şu anda katılıma açık değil.',
  COMPETITION_ALREADY_ENTERED: 'Bu yarışmaya zaten katılmışsınız.',
  COMPETITION_FULL: 'Bu yarışmanın katılımcı sayısı doldu.',
  COMPETITION_GARAGE_NOT_OWNED: 'Yarışmaya yalnızca kendi garajlarınızdan biriyle katılabilirsiniz.',
  COMPETITION_ENTRY_NOT_FOUND: 'Yarışma katılımı bulunamadı.',
  COMPETITION_OWN_ENTRY_VOTE: 'Kendi katılımınıza oy veremezsiniz.',
  COMPETITION_VOTING_CLOSED: 'Bu yarışmada oylama açık değil.',
  COMPETITION_FINALIZED: 'Sonuçları açıklanmış bir yarışma değiştirilemez.',
  COMPETITION_MAX_BELOW_ENTRIES: 'Katılımcı sınırı mevcut katılım sayısından az olamaz.',
  COMPETITION_DATES: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
  COMPETITION_MAX_PARTICIPANTS: 'Katılımcı sınırı 1 ile 10.000 arasında olmalıdır.',
  COMPETITION_TOO_MANY_RULES: 'En fazla 12 kural eklenebilir.',
  // Community events.
  EVENT_NOT_FOUND: 'Etkinlik bulunamadı.',
  EVENT_FULL: 'Bu etkinliğin kontenjanı dolu.',
  EVENT_STARTED: 'Bu etkinlik başladı; katılım listesi artık değiştirilemez.',
  EVENT_CAPACITY_BELOW_PARTICIPANTS: 'Kontenjan mevcut katılımcı sayısından az olamaz.',
  EVENT_CAPACITY_INVALID: 'Kontenjan 1 ile 100.000 arasında olmalıdır.',
  EVENT_COORDINATES_PAIR: 'Haritada göstermek için enlem ve boylamın ikisini de girin.',
  EVENT_DURATION_INVALID: 'Süre 15 dakika ile 7 gün arasında olmalıdır.',
  // Notifications.
  NOTIFICATION_NOT_FOUND: 'Bildirim bulunamadı.',
  UNSUBSCRIBE_TOKEN_INVALID: 'Abonelikten çıkma bağlantısı geçersiz.',
  // Web Push: a push service address the server does not send to, or another member's device.
  PUSH_ENDPOINT_INVALID: 'Bu tarayıcının anlık bildirim adresi kabul edilmedi.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'Bu cihaz için anlık bildirim kaydı bulunamadı.',
  // Maintenance tracker.
  MAINTENANCE_ITEM_NOT_FOUND: 'Bakım öğesi bulunamadı.',
  MAINTENANCE_SCHEDULE_REQUIRED: 'Bir bakım aralığı (gün veya km) ya da bir sonraki bakım tarihi girin.',
  MAINTENANCE_ODOMETER_LOWER: 'Yeni kilometre mevcut kilometreden düşük olamaz.',
  MAINTENANCE_ITEM_LIMIT: 'Bir garaja en fazla 100 bakım öğesi eklenebilir.',
  DATE_IN_FUTURE: 'Tarih bugünden sonra olamaz.',
  // Fuel log and costs.
  FUEL_FILL_UP_NOT_FOUND: 'Yakıt kaydı bulunamadı.',
  COST_ENTRY_NOT_FOUND: 'Masraf kaydı bulunamadı.',
  FUEL_ODOMETER_ORDER: 'Kilometre tarih sırasına uymuyor: daha eski bir kayıttan düşük ya da daha yeni bir kayıttan yüksek olamaz.',
  FUEL_LOG_LIMIT: 'Bir garaja en fazla 10.000 yakıt kaydı eklenebilir.',
  COST_ENTRY_LIMIT: 'Bir garaja en fazla 5.000 masraf kaydı eklenebilir.',
  CSV_IMPORT_INVALID: 'CSV dosyasında hatalı satırlar var; hiçbir kayıt eklenmedi.',
  CSV_IMPORT_EMPTY: 'CSV dosyasında içe aktarılacak kayıt yok.',
  CSV_IMPORT_TOO_LARGE: 'CSV dosyası en fazla 1 MB ve 5.000 satır olabilir.',
  CSV_COLUMNS_MISSING: 'CSV dosyasında gerekli sütunlar yok (Date, Odometer, FuelConsumed, Cost).',
  // Live location sharing (location toasts).
  LOCATION_VEHICLE_REQUIRED: 'Lütfen araç bilgilerinizi girin.',
  LOCATION_GARAGE_NOT_OWNED: 'Yalnızca kendi garajlarınızdan birini seçebilirsiniz.',
  LOCATION_SHARE_ACTIVE: 'Zaten aktif bir konum paylaşımınız var. Yenisini başlatmak için önce durdurun.',
  LOCATION_SHARE_NOT_FOUND: 'Konum paylaşımı bulunamadı veya süresi doldu.',
  LOCATION_UPDATE_TOO_SOON: 'Konumunuz en fazla 15 saniyede bir güncellenebilir.',
  LOCATION_COORDINATE_INVALID: 'Koordinat geçersiz (enlem -90..90, boylam -180..180).',
  LOCATION_DURATION_INVALID: 'Süre 15, 30, 60 veya 120 dakika olmalıdır.',
  LOCATION_OWN_SHARE_LIKE: 'Kendi paylaşımınızı beğenemezsiniz.',
  // Convoy maps of community events.
  CONVOY_NOT_ENABLED: 'Bu etkinlik için konvoy haritası açık değil.',
  CONVOY_NOT_STARTED: 'Konvoy haritası etkinlik başladığında açılır.',
  CONVOY_ENDED: 'Konvoy sona erdi.',
  CONVOY_PARTICIPANTS_ONLY: 'Konvoy haritasını yalnızca etkinliğin katılımcıları görebilir.',
  CONVOY_GARAGE_NOT_OWNED: 'Yalnızca kendi garajlarınızdan birini seçebilirsiniz.',
  // Admin panel (bans, users, settings).
  USER_BANNED: 'Hesabınız askıya alındı. Bu hesapla giriş yapamazsınız.',
  REGISTRATION_CLOSED: 'Yeni üyelik şu anda kapalı.',
  ADMIN_SELF_ACTION: 'Bu işlemi kendi hesabınıza uygulayamazsınız.',
  ADMIN_TARGET_ADMIN: 'Bu işlem bir yöneticiye uygulanamaz.',
  // Reports (the admin panel's Reports tab).
  REPORT_TARGET_NOT_FOUND: 'Bildirmek istediğiniz içerik bulunamadı.',
  REPORT_OWN_TARGET: 'Kendi içeriğinizi veya hesabınızı bildiremezsiniz.',
  REPORT_ALREADY_OPEN: 'Bu içerik için zaten incelenmeyi bekleyen bir bildiriminiz var.',
  REPORT_NOT_FOUND: 'Rapor bulunamadı.',
  REPORT_NOT_OPEN: 'Bu rapor zaten işlendi.',
  REPORT_ACTION_UNAVAILABLE: 'Bu işlem bu içerik türü için kullanılamaz.',
  // Premium (limits from GARAGE_LIMITS in admin.ts).
  GARAGE_LIMIT_REACHED: 'Garaj sınırına ulaştınız: ücretsiz üyeler en fazla 3, Premium üyeler en fazla 20 garaj oluşturabilir. Daha fazla garaj için Premium’a geçebilirsiniz.',
  PHOTO_LIMIT_REACHED: 'Fotoğraf sınırına ulaştınız: ücretsiz üyeler bir garaja en fazla 12, Premium üyeler en fazla 50 fotoğraf ekleyebilir. Daha fazla fotoğraf için Premium’a geçebilirsiniz.',
  PREMIUM_REQUEST_PENDING: 'Zaten incelenmeyi bekleyen bir Premium talebiniz var.',
  PREMIUM_ALREADY_ACTIVE: 'Premium üyeliğiniz zaten etkin.',
  PREMIUM_REQUEST_NOT_FOUND: 'Premium talebi bulunamadı.',
  PREMIUM_REQUEST_NOT_PENDING: 'Bu Premium talebi zaten işlendi.',
  PREMIUM_NOT_ACTIVE: 'Bu üyenin etkin bir Premium üyeliği yok.',
  PREMIUM_UNTIL_INVALID: 'Bitiş tarihi bugünden önce olamaz.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * Why a new password was refused as PASSWORD_TOO_WEAK (the answer's `reason`), from the
 * strength estimator's warning: built from the member's username or e-mail, repeated
 * characters, keyboard rows or sequences, dates, a common word or password, or just too
 * short/simple (`guessable`). The web shows `auth:serverErrors.passwordWeakness.<reason>`.
 */
export const PASSWORD_WEAKNESS_MESSAGES = {
  personal: 'Şifre kullanıcı adınızı veya e-posta adresinizi içermemeli; lütfen başka bir şifre seçin.',
  repeat: 'Şifre tekrarlanan karakterlerden oluşuyor (ör. "aaaa", "abcabc"); lütfen tahmini zor bir şifre seçin.',
  pattern: 'Şifre sıralı karakterler veya klavye dizileri içeriyor (ör. "abcd", "1234", "qwerty"); lütfen tahmini zor bir şifre seçin.',
  date: 'Şifre bir tarih veya yıl içeriyor; bunlar kolay tahmin edilir. Lütfen başka bir şifre seçin.',
  common: 'Şifre yaygın bir şifreye veya kelimeye çok benziyor; lütfen başka bir şifre seçin.',
  guessable: ERROR_MESSAGES.PASSWORD_TOO_WEAK,
} as const;

export type PasswordWeakness = keyof typeof PASSWORD_WEAKNESS_MESSAGES;

/** Shape of every 4xx/5xx body. */
export interface ApiErrorBody {
  error: {
    /** An `ErrorCode`, or a code this client does not know yet. */
    code: string;
    message: string;
    /** Field-level problems for VALIDATION_FAILED: path → error code or message. */
    fields?: Record<string, string>;
  };
}
