/**
 * The help centre's 15 FAQ entries (3 per category of HELP_FAQ_CATEGORIES), written for what Garaj
 * really does today. Admins edit them afterwards (`/api/admin/help/faqs`).
 *
 * {@link seedHelpFaqs} writes them only into an empty `help_faqs` table, so it is safe both in
 * the demo seed (`seed.ts`, `// [seed:tools]`) and at every start (`server.ts`): a database that
 * already had members before the help centre existed gets the FAQ once, and an admin's edits or
 * deletions are never overwritten afterwards (a table emptied on purpose is refilled at the next
 * start — delete entries one by one if you want fewer).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { foldForSearch, type HelpFaqCategory } from '@garaj/shared';
import type { Db } from './client.ts';
import { helpFaqs } from './schema/index.ts';

/** One seed entry; `position` is its order within the category. */
export interface HelpFaqSeed {
  category: HelpFaqCategory;
  question: string;
  answer: string;
  questionEn: string;
  answerEn: string;
}

/** The 15 entries, in order within each category. */
export const HELP_FAQ_SEED: readonly HelpFaqSeed[] = [
  {
    category: 'account',
    question: 'Nasıl üye olurum?',
    answer:
      'Sağ üstteki "Kayıt Ol" düğmesine tıklayın; kullanıcı adı, e-posta adresi ve güçlü bir şifre girin. Şifreniz en az 8 karakter olmalı ve kolay tahmin edilmemeli. Kayıttan sonra e-posta adresinize bir doğrulama bağlantısı gönderilir; bağlantıya tıkladığınızda hesabınız doğrulanır.',
    questionEn: 'How do I sign up?',
    answerEn:
      'Click the "Sign up" button at the top right and enter a username, an e-mail address and a strong password. Your password must be at least 8 characters long and hard to guess. After signing up we send a verification link to your e-mail address; clicking it verifies your account.',
  },
  {
    category: 'account',
    question: 'Doğrulama e-postası gelmedi, ne yapmalıyım?',
    answer:
      'Önce gereksiz (spam) klasörünüze bakın. Gelmediyse giriş yaptığınızda sayfanın üstünde görünen uyarıdaki "Doğrulama e-postasını tekrar gönder" düğmesini kullanın. E-postanızı doğrulayana kadar siteyi gezebilirsiniz, ancak içerik paylaşmak (yorum, forum sorusu, blog yazısı) için doğrulanmış bir hesap gerekir.',
    questionEn: 'I didn\'t get the verification e-mail. What should I do?',
    answerEn:
      'First look in your spam folder. If it is not there, sign in and use the "Resend verification e-mail" button in the notice at the top of the page. You can browse the site until you verify your e-mail, but sharing content (comments, forum questions, blog posts) needs a verified account.',
  },
  {
    category: 'account',
    question: 'Şifremi unuttum, nasıl sıfırlarım?',
    answer:
      'Giriş sayfasındaki "Şifremi Unuttum" bağlantısına tıklayın ve e-posta adresinizi yazın. Size gönderilen bağlantıdan yeni bir şifre belirleyebilirsiniz. Şifreniz sıfırlandığında diğer cihazlardaki oturumlarınız kapatılır.',
    questionEn: 'I forgot my password. How do I reset it?',
    answerEn:
      'Click "Forgot password" on the sign-in page and enter your e-mail address. You can set a new password from the link we send you. When your password is reset, your sessions on other devices are signed out.',
  },
  {
    category: 'garage',
    question: 'Garajıma nasıl araç eklerim?',
    answer:
      'Giriş yaptıktan sonra "Garaj Oluştur" sayfasına gidin. Araç tipini (otomobil veya motosiklet), marka, model ve yılı seçin; isterseniz motor, beygir gücü, tork gibi performans bilgilerini ve modifikasyonlarınızı da ekleyin. Garajınızı daha sonra "Garajım" sayfasından düzenleyebilirsiniz.',
    questionEn: 'How do I add a vehicle to my garage?',
    answerEn:
      'After signing in, go to the "Create garage" page. Choose the vehicle type (car or motorcycle), the brand, model and year; you can also add performance details such as engine, horsepower and torque, and your modifications. You can edit your garage later from the "My garage" page.',
  },
  {
    category: 'garage',
    question: 'Hangi fotoğrafları yükleyebilirim?',
    answer:
      'Fotoğraflar JPG, PNG veya WebP biçiminde ve 10 MB\'tan küçük olmalıdır. Yüklenen fotoğraflar farklı boyutlarda otomatik olarak hazırlanır; ilk fotoğraf garajınızın kapak fotoğrafı olur. Yalnızca size ait ya da paylaşma hakkınız olan fotoğrafları yükleyin.',
    questionEn: 'Which photos can I upload?',
    answerEn:
      'Photos must be JPG, PNG or WebP and smaller than 10 MB. Uploaded photos are prepared in several sizes automatically; the first photo becomes your garage\'s cover. Only upload photos that are yours or that you have the right to share.',
  },
  {
    category: 'garage',
    question: 'Bakım hatırlatıcıları nasıl çalışır?',
    answer:
      'Bakım Takibi sayfasında garajınızdaki araçlar için yağ, lastik, filtre, fren gibi bakım kalemleri ekleyebilirsiniz. Her kalem için aralık (gün veya km) girdiğinizde bir sonraki bakım hesaplanır; zamanı yaklaştığında size bildirim ve (bildirim ayarlarınızda kapatmadıysanız) e-posta gönderilir.',
    questionEn: 'How do maintenance reminders work?',
    answerEn:
      'On the Maintenance page you can add items such as oil, tyres, filters and brakes for the vehicles in your garage. When you enter an interval (days or km) for an item, the next service is calculated; when it gets close we send you a notification and, unless you turned it off in your notification settings, an e-mail.',
  },
  {
    category: 'community',
    question: 'Beğeni, favori ve yorumlar nasıl çalışır?',
    answer:
      'Başkalarının garajlarını beğenebilir, favorilerinize ekleyebilir ve yorum yazabilirsiniz. Favorilerinize eklediğiniz garajlar "Favorilerim" sayfasında toplanır. Kendi yorumlarınızı silebilirsiniz; kurallara uymayan yorumlar yöneticiler tarafından kaldırılabilir.',
    questionEn: 'How do likes, favourites and comments work?',
    answerEn:
      'You can like other members\' garages, add them to your favourites and comment on them. The garages you add to your favourites are gathered on the "My favourites" page. You can delete your own comments; comments that break the rules may be removed by the moderators.',
  },
  {
    category: 'community',
    question: 'Forumda nasıl soru sorarım ve en iyi cevap nasıl seçilir?',
    answer:
      'Forum sayfasında uygun kategoriyi seçip yeni konu açabilir veya Soru-Cevap bölümünde teknik sorunuzu sorabilirsiniz. Diğer üyeler cevap yazar ve cevapları oylar; soruyu soran kişi sorununu çözen cevabı "en iyi cevap" olarak işaretleyebilir.',
    questionEn: 'How do I ask a question in the forum, and how is the best answer chosen?',
    answerEn:
      'On the Forum page you can pick a category and start a new topic, or ask your technical question in the Q&A section. Other members answer and vote on the answers; the person who asked can mark the answer that solved the problem as the "best answer".',
  },
  {
    category: 'community',
    question: 'Rozetleri ve yarışmaları nasıl kazanırım?',
    answer:
      'Rozetler sitedeki etkinliğinize göre kendiliğinden verilir: ilk garajınızı oluşturmak, beğeni toplamak, fotoğraf yüklemek gibi. İlerlemenizi Rozetler sayfasında görebilirsiniz. Yarışmalar sayfasındaki aktif yarışmalara garajlarınızdan biriyle katılabilir, diğer katılımcılara oy verebilirsiniz; kazananlar yarışma bitince oylarla belirlenir.',
    questionEn: 'How do I earn badges and win competitions?',
    answerEn:
      'Badges are given automatically for what you do on the site: creating your first garage, collecting likes, uploading photos and so on. You can follow your progress on the Badges page. You can enter the active competitions on the Competitions page with one of your garages and vote for other entries; the winners are decided by the votes when a competition ends.',
  },
  {
    category: 'technical',
    question: 'Konum paylaşımı güvenli mi?',
    answer:
      'Konum paylaşımı yalnızca siz başlattığınızda açılır ve seçtiğiniz süre (15, 30, 60 veya 120 dakika) sonunda ya da siz durdurduğunuzda kendiliğinden sona erer. Varsayılan olarak konumunuz yaklaşık gösterilir; tam konum yalnızca siz açıkça seçerseniz paylaşılır.',
    questionEn: 'Is location sharing safe?',
    answerEn:
      'Location sharing is on only when you start it, and it ends by itself after the time you choose (15, 30, 60 or 120 minutes) or when you stop it. By default your location is shown approximately; your exact location is shared only if you explicitly choose it.',
  },
  {
    category: 'technical',
    question: 'Yapay zekâ asistanı neden cevap vermiyor?',
    answer:
      'Modifikasyon asistanı bir yapay zekâ servisine bağlanarak çalışır. Servis yapılandırılmamışsa veya geçici olarak ulaşılamıyorsa asistan çevrimdışı görünür ve bunu açıkça belirtir; bu durumda Soru-Cevap bölümünde topluluğa sorabilirsiniz.',
    questionEn: 'Why doesn\'t the AI assistant answer?',
    answerEn:
      'The modification assistant works by connecting to an AI service. If the service is not configured or is temporarily unreachable, the assistant shows that it is offline and says so; you can then ask the community in the Q&A section.',
  },
  {
    category: 'technical',
    question: 'Sayfa düzgün görünmüyor veya bir hata alıyorum, ne yapmalıyım?',
    answer:
      'Sayfayı yenileyin ve tarayıcınızın güncel olduğundan emin olun. Sorun devam ederse bu sayfadaki iletişim formundan bize yazın; hangi sayfada, ne yaparken hata aldığınızı ve kullandığınız cihazı belirtirseniz daha hızlı yardımcı olabiliriz.',
    questionEn: 'A page doesn\'t look right or I get an error. What should I do?',
    answerEn:
      'Reload the page and make sure your browser is up to date. If the problem continues, write to us with the contact form on this page; telling us which page, what you were doing and which device you use helps us help you faster.',
  },
  {
    category: 'premium',
    question: 'Premium üyelik neler sunar?',
    answer:
      'Premium üyeler reklam görmez, daha fazla garaj ve garaj başına daha fazla fotoğraf ekleyebilir, öncelikli destek alır, özel rozetlere sahip olur ve etkinliklere öncelikli katılır. Ayrıntılar Premium sayfasında yer alır.',
    questionEn: 'What does a premium membership offer?',
    answerEn:
      'Premium members see no ads, can add more garages and more photos per garage, get priority support, have special badges and get priority at events. The details are on the Premium page.',
  },
  {
    category: 'premium',
    question: 'Premium\'a nasıl geçerim?',
    answer:
      'Premium sayfasından bir plan seçip talep gönderin (giriş yapmış olmanız gerekir). Talebiniz ekibimize ulaşır ve premium hesabınıza yöneticiler tarafından tanımlanır; şu anda sitede çevrimiçi ödeme alınmamaktadır.',
    questionEn: 'How do I go premium?',
    answerEn:
      'Choose a plan on the Premium page and send a request (you need to be signed in). Your request reaches our team and premium is set on your account by the admins; the site does not take online payments at the moment.',
  },
  {
    category: 'premium',
    question: 'Premium süresi bitince garajlarıma ne olur?',
    answer:
      'Premium süreniz bittiğinde hesabınız ücretsiz üyeliğe döner. Garajlarınız ve fotoğraflarınız silinmez; ancak ücretsiz üyelik sınırlarının üzerindeyseniz yeni garaj veya fotoğraf ekleyemezsiniz.',
    questionEn: 'What happens to my garages when premium ends?',
    answerEn:
      'When your premium ends, your account returns to the free membership. Your garages and photos are not deleted, but if you are above the free limits you cannot add new garages or photos.',
  },
];

/** The folded search text of an entry (question and answer in both languages), as the help search reads it. */
export const helpFaqSearchText = (entry: { question: string; answer: string; questionEn?: string | null; answerEn?: string | null }): string =>
  foldForSearch([entry.question, entry.answer, entry.questionEn, entry.answerEn].filter(Boolean).join(' '));

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

/**
 * Gives the seeded entries still in their original Turkish wording their English texts, where
 * no English was written yet (a database seeded before entries had English). An entry an admin
 * reworded or translated is left alone. Returns the number of rows updated; idempotent.
 */
export async function backfillHelpFaqEnglish(db: Db): Promise<number> {
  let updated = 0;
  for (const entry of HELP_FAQ_SEED) {
    const rows = await db
      .update(helpFaqs)
      .set({ questionEn: entry.questionEn, answerEn: entry.answerEn, searchText: helpFaqSearchText(entry) })
      .where(and(eq(helpFaqs.question, entry.question), eq(helpFaqs.answer, entry.answer), isNull(helpFaqs.questionEn), isNull(helpFaqs.answerEn)))
      .returning({ id: helpFaqs.id });
    updated += rows.length;
  }
  return updated;
}
