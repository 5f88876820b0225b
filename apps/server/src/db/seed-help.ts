/**
 * The help centre's 15 FAQ entries (issue 10 §6; spec community §3 Help FAQ, §9 "15
 * questions"; 3 per category of HELP_FAQ_CATEGORIES), written for what Garaj really does
 * today. Admins edit them afterwards (`/api/admin/help/faqs`).
 *
 * {@link seedHelpFaqs} writes them only into an empty `help_faqs` table, so it is safe both in
 * the demo seed (`seed.ts`, `// [seed:tools]`) and at every start (`server.ts`): a database that
 * already had members before the help centre existed gets the FAQ once, and an admin's edits or
 * deletions are never overwritten afterwards (a table emptied on purpose is refilled at the next
 * start — delete entries one by one if you want fewer).
 */
import { sql } from 'drizzle-orm';
import { foldForSearch, type HelpFaqCategory } from '@garaj/shared';
import type { Db } from './client.ts';
import { helpFaqs } from './schema/index.ts';

/** One seed entry; `position` is its order within the category. */
export interface HelpFaqSeed {
  category: HelpFaqCategory;
  question: string;
  answer: string;
}

/** The 15 entries, in order within each category. */
export const HELP_FAQ_SEED: readonly HelpFaqSeed[] = [
  {
    category: 'account',
    question: 'Nasıl üye olurum?',
    answer:
      'Sağ üstteki "Kayıt Ol" düğmesine tıklayın; kullanıcı adı, e-posta adresi ve güçlü bir şifre girin. Şifreniz en az 8 karakter olmalı ve kolay tahmin edilmemeli. Kayıttan sonra e-posta adresinize bir doğrulama bağlantısı gönderilir; bağlantıya tıkladığınızda hesabınız doğrulanır.',
  },
  {
    category: 'account',
    question: 'Doğrulama e-postası gelmedi, ne yapmalıyım?',
    answer:
      'Önce gereksiz (spam) klasörünüze bakın. Gelmediyse giriş yaptığınızda sayfanın üstünde görünen uyarıdaki "Doğrulama e-postasını tekrar gönder" düğmesini kullanın. E-postanızı doğrulayana kadar siteyi gezebilirsiniz, ancak içerik paylaşmak (yorum, forum sorusu, blog yazısı) için doğrulanmış bir hesap gerekir.',
  },
  {
    category: 'account',
    question: 'Şifremi unuttum, nasıl sıfırlarım?',
    answer:
      'Giriş sayfasındaki "Şifremi Unuttum" bağlantısına tıklayın ve e-posta adresinizi yazın. Size gönderilen bağlantıdan yeni bir şifre belirleyebilirsiniz. Şifreniz sıfırlandığında diğer cihazlardaki oturumlarınız kapatılır.',
  },
  {
    category: 'garage',
    question: 'Garajıma nasıl araç eklerim?',
    answer:
      'Giriş yaptıktan sonra "Garaj Oluştur" sayfasına gidin. Araç tipini (otomobil veya motosiklet), marka, model ve yılı seçin; isterseniz motor, beygir gücü, tork gibi performans bilgilerini ve modifikasyonlarınızı da ekleyin. Garajınızı daha sonra "Garajım" sayfasından düzenleyebilirsiniz.',
  },
  {
    category: 'garage',
    question: 'Hangi fotoğrafları yükleyebilirim?',
    answer:
      'Fotoğraflar JPG, PNG veya WebP biçiminde ve 10 MB\'tan küçük olmalıdır. Yüklenen fotoğraflar farklı boyutlarda otomatik olarak hazırlanır; ilk fotoğraf garajınızın kapak fotoğrafı olur. Yalnızca size ait ya da paylaşma hakkınız olan fotoğrafları yükleyin.',
  },
  {
    category: 'garage',
    question: 'Bakım hatırlatıcıları nasıl çalışır?',
    answer:
      'Bakım Takibi sayfasında garajınızdaki araçlar için yağ, lastik, filtre, fren gibi bakım kalemleri ekleyebilirsiniz. Her kalem için aralık (gün veya km) girdiğinizde bir sonraki bakım hesaplanır; zamanı yaklaştığında size bildirim ve (bildirim ayarlarınızda kapatmadıysanız) e-posta gönderilir.',
  },
  {
    category: 'community',
    question: 'Beğeni, favori ve yorumlar nasıl çalışır?',
    answer:
      'Başkalarının garajlarını beğenebilir, favorilerinize ekleyebilir ve yorum yazabilirsiniz. Favorilerinize eklediğiniz garajlar "Favorilerim" sayfasında toplanır. Kendi yorumlarınızı silebilirsiniz; kurallara uymayan yorumlar yöneticiler tarafından kaldırılabilir.',
  },
  {
    category: 'community',
    question: 'Forumda nasıl soru sorarım ve en iyi cevap nasıl seçilir?',
    answer:
      'Forum sayfasında uygun kategoriyi seçip yeni konu açabilir veya Soru-Cevap bölümünde teknik sorunuzu sorabilirsiniz. Diğer üyeler cevap yazar ve cevapları oylar; soruyu soran kişi sorununu çözen cevabı "en iyi cevap" olarak işaretleyebilir.',
  },
  {
    category: 'community',
    question: 'Rozetleri ve yarışmaları nasıl kazanırım?',
    answer:
      'Rozetler sitedeki etkinliğinize göre kendiliğinden verilir: ilk garajınızı oluşturmak, beğeni toplamak, fotoğraf yüklemek gibi. İlerlemenizi Rozetler sayfasında görebilirsiniz. Yarışmalar sayfasındaki aktif yarışmalara garajlarınızdan biriyle katılabilir, diğer katılımcılara oy verebilirsiniz; kazananlar yarışma bitince oylarla belirlenir.',
  },
  {
    category: 'technical',
    question: 'Konum paylaşımı güvenli mi?',
    answer:
      'Konum paylaşımı yalnızca siz başlattığınızda açılır ve seçtiğiniz süre (15, 30, 60 veya 120 dakika) sonunda ya da siz durdurduğunuzda kendiliğinden sona erer. Varsayılan olarak konumunuz yaklaşık gösterilir; tam konum yalnızca siz açıkça seçerseniz paylaşılır.',
  },
  {
    category: 'technical',
    question: 'Yapay zekâ asistanı neden cevap vermiyor?',
    answer:
      'Modifikasyon asistanı bir yapay zekâ servisine bağlanarak çalışır. Servis yapılandırılmamışsa veya geçici olarak ulaşılamıyorsa asistan çevrimdışı görünür ve bunu açıkça belirtir; bu durumda Soru-Cevap bölümünde topluluğa sorabilirsiniz.',
  },
  {
    category: 'technical',
    question: 'Sayfa düzgün görünmüyor veya bir hata alıyorum, ne yapmalıyım?',
    answer:
      'Sayfayı yenileyin ve tarayıcınızın güncel olduğundan emin olun. Sorun devam ederse bu sayfadaki iletişim formundan bize yazın; hangi sayfada, ne yaparken hata aldığınızı ve kullandığınız cihazı belirtirseniz daha hızlı yardımcı olabiliriz.',
  },
  {
    category: 'premium',
    question: 'Premium üyelik neler sunar?',
    answer:
      'Premium üyeler reklam görmez, daha fazla garaj ve garaj başına daha fazla fotoğraf ekleyebilir, öncelikli destek alır, özel rozetlere sahip olur ve etkinliklere öncelikli katılır. Ayrıntılar Premium sayfasında yer alır.',
  },
  {
    category: 'premium',
    question: 'Premium\'a nasıl geçerim?',
    answer:
      'Premium sayfasından bir plan seçip talep gönderin (giriş yapmış olmanız gerekir). Talebiniz ekibimize ulaşır ve premium hesabınıza yöneticiler tarafından tanımlanır; şu anda sitede çevrimiçi ödeme alınmamaktadır.',
  },
  {
    category: 'premium',
    question: 'Premium süresi bitince garajlarıma ne olur?',
    answer:
      'Premium süreniz bittiğinde hesabınız ücretsiz üyeliğe döner. Garajlarınız ve fotoğraflarınız silinmez; ancak ücretsiz üyelik sınırlarının üzerindeyseniz yeni garaj veya fotoğraf ekleyemezsiniz.',
  },
];

/** The folded search text of an entry (question and answer), as the help search reads it. */
export const helpFaqSearchText = (entry: { question: string; answer: string }): string => foldForSearch(`${entry.question} ${entry.answer}`);

/**
 * Writes {@link HELP_FAQ_SEED} when `help_faqs` is empty; returns the number of rows written
 * (0 when the table already had entries). Idempotent; run it inside a transaction or an
 * advisory lock where several instances may start together.
 */
export async function seedHelpFaqs(db: Db): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(helpFaqs);
  if ((existing?.n ?? 0) > 0) return 0;
  const positions = new Map<HelpFaqCategory, number>();
  const rows = HELP_FAQ_SEED.map((entry) => {
    const position = positions.get(entry.category) ?? 0;
    positions.set(entry.category, position + 1);
    return { ...entry, position, searchText: helpFaqSearchText(entry) };
  });
  await db.insert(helpFaqs).values(rows);
  return rows.length;
}
