/**
 * Machine-readable API error codes and their Turkish messages.
 * The server sends `{ error: { code, message } }` (ARCHITECTURE.md); the web app shows
 * `t('errors.<code>')`, whose Turkish text is the message below (quoted from spec core §5 and §8).
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Zorunlu alanları doldurmanız gerekiyor.',
  UNAUTHENTICATED: 'Bu işlem için giriş yapmalısınız.',
  FORBIDDEN: 'Bu sayfaya erişim yetkiniz yok.',
  NOT_FOUND: 'Aradığınız sayfa mevcut değil veya taşınmış olabilir.',
  RATE_LIMITED: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  INTERNAL: 'Beklenmeyen bir hata oluştu.',
  // Requests the server cannot read (issue 11 §3): named for what is wrong, not 'fill the required fields'.
  INVALID_CHARACTERS: 'Geçersiz karakter içeriyor.',
  INVALID_JSON: 'İstek gövdesi geçerli JSON değil.',
  BODY_TOO_LARGE: 'İstek çok büyük.',
  UNSUPPORTED_MEDIA_TYPE: 'Bu içerik türü desteklenmiyor.',
  BAD_URL: 'Adres geçersiz.',
  BAD_REQUEST: 'İstek geçersiz.',
  GARAGE_NOT_FOUND: 'Garaj bulunamadı.',
  GARAGE_FORBIDDEN: 'Garaj bulunamadı veya düzenleme yetkiniz yok.',
  GARAGE_PHOTO_LIMIT: 'Bir garaja en fazla 12 fotoğraf eklenebilir.',
  OWN_GARAGE_LIKE: 'Kendi garajınızı beğenemezsiniz.',
  USER_NOT_FOUND: 'Kullanıcı bulunamadı.',
  USERNAME_TAKEN: 'Bu kullanıcı adı zaten kullanılıyor.',
  USERNAME_INVALID: 'Kullanıcı adı 3-30 karakter olmalı; yalnızca Türk alfabesinin harfleri, rakam, _ ve . içerebilir.',
  COMMENT_NOT_FOUND: 'Yorum bulunamadı.',
  COMMENT_EMPTY: 'Yorum boş olamaz.',
  MODIFICATION_NOT_FOUND: 'Modifikasyon bulunamadı.',
  FILE_TOO_LARGE: "Dosya boyutu 10MB'dan büyük olamaz.",
  FILE_TYPE_INVALID: 'Sadece resim dosyaları yüklenebilir.',
  IMAGE_TOO_MANY_PIXELS: 'Görüntü çözünürlüğü çok yüksek.',
  IMAGE_NOT_FOUND: 'Fotoğraf bulunamadı.',
  IMAGE_URL_INVALID: 'Görsel adresi http veya https ile başlamalıdır.',
  EXTERNAL_IMAGE_UNSUPPORTED: 'Fotoğraflar yalnızca yüklenerek eklenebilir; başka sitelerdeki görsellerin adresi kabul edilmiyor.',
  UPLOAD_FAILED: 'Dosya yüklenirken bir hata oluştu.',
  PASSWORDS_DO_NOT_MATCH: 'Şifreler eşleşmiyor.',
  PASSWORD_TOO_SHORT: 'Şifre en az 8 karakter olmalıdır.',
  INVALID_CREDENTIALS: 'E-posta veya şifre hatalı.',
  EMAIL_TAKEN: 'Bu e-posta adresi zaten kayıtlı.',
  EMAIL_NOT_VERIFIED: 'E-posta adresinizi doğrulamanız gerekiyor.',
  INVALID_TOKEN: 'Bağlantı geçersiz veya süresi dolmuş.',
  USERNAME_RESERVED: 'Bu kullanıcı adı ayrılmış; lütfen başka bir ad seçin.',
  USERNAME_TOO_SIMILAR: 'Bu kullanıcı adı başka bir üyeninkine çok benziyor; lütfen başka bir ad seçin.',
  PASSWORD_TOO_COMMON: 'Bu şifre çok yaygın ve sızdırılmış şifre listelerinde yer alıyor; lütfen başka bir şifre seçin.',
  SIGN_IN_THROTTLED: 'Bu hesaba çok sayıda hatalı giriş denemesi yapıldı. Lütfen biraz bekleyip tekrar deneyin.',
  SIGN_IN_LOCKED: 'Bu hesaba çok sayıda hatalı giriş denemesi yapıldı. Güvenliğiniz için "Şifremi unuttum" bağlantısıyla yeni bir şifre belirleyin.',
  PROFILE_FIELD_READ_ONLY: 'Profil bilgileri yalnızca profil ayarlarından değiştirilebilir.',
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
  DATE_OUT_OF_RANGE: 'Tarih 1900 ile gelecek yıl arasında olmalıdır.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Shape of every 4xx/5xx body. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode | string;
    message: string;
    /** Field-level problems for VALIDATION_FAILED: path → error code or message. */
    fields?: Record<string, string>;
  };
}
