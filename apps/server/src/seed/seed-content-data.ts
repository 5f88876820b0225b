/**
 * Demo blog and forum content for the seed: the shapes of the written texts, the
 * forum categories, who is moderator and who is expert, a pool of blog comments and the
 * searches members made. The posts are in seed-blog-posts*.ts, the topics in seed-forum-*.ts;
 * seed-content.ts turns them into rows.
 *
 * Everything is written for this site in Turkish; prices are in Turkish lira at 2025 levels,
 * legal notes follow the Karayolları Trafik Yönetmeliği and TÜVTÜRK practice as a member would
 * summarise them (each post says to check the current rules).
 */
import type { BlogCategory, ForumCategory, TopicKind } from '@garaj/shared';

/** A blog post as written (HTML goes through `sanitizeRichText` before it is stored). */
export interface SeedPost {
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  /** `SeedMember.username` of the author. */
  author: string;
  /** Days before the seed the post was published (drafts: last edited). */
  daysAgo: number;
  draft?: boolean;
  /** Leads the home page's blog teaser. */
  featured?: boolean;
  /** 0–1: how many members read, like, favorite and comment on it. */
  popularity: number;
  /** Big text on the generated cover image and the silhouette drawn under it. */
  cover: { title: string; vehicle: 'car' | 'motorcycle' };
  body: string;
  /** Comments written for this post (shown first); generic ones from {@link POST_COMMENTS} follow. */
  comments?: string[];
}

/** An answer or reply: its author and sanitisable HTML. */
export interface SeedReply {
  author: string;
  body: string;
  /** Hours after the previous message (default: a random 1–20 hours). */
  after?: number;
}

/** A forum topic or question with its replies. */
export interface SeedTopic {
  /** A forum category id ({@link FORUM_CATEGORIES}). */
  category: string;
  kind: TopicKind;
  author: string;
  title: string;
  body: string;
  tags: string[];
  daysAgo: number;
  urgent?: boolean;
  pinned?: boolean;
  locked?: boolean;
  /** Closed 'Kapalı' (no new answers). */
  closed?: boolean;
  /** Index in `replies` of the answer the asker accepted ('En İyi Cevap'; status 'answered'). */
  accepted?: number;
  /** 0–1: views and votes. */
  popularity: number;
  replies: SeedReply[];
}

/** A seeded forum category: the shared category's names, icon and kind. */
export type SeedForumCategory = Pick<ForumCategory, 'id' | 'name' | 'nameEn' | 'description' | 'descriptionEn' | 'icon' | 'isQa'>;

/** The six Q&A categories (QA_CATEGORY_IDS, in order) first, then the general ones. */
export const FORUM_CATEGORIES: readonly SeedForumCategory[] = [
  { id: 'engine', name: 'Motor', nameEn: 'Engine', icon: 'cog', isQa: true, description: 'Motor arızaları, yağ ve soğutma, performans ve bakım soruları.', descriptionEn: 'Engine faults, oil and cooling, performance and maintenance questions.' },
  { id: 'transmission', name: 'Şanzıman', nameEn: 'Transmission', icon: 'settings-2', isQa: true, description: 'Manuel, otomatik, DSG ve EDC şanzımanlar; debriyaj ve aktarma organları.', descriptionEn: 'Manual, automatic, DSG and EDC gearboxes; clutches and drivetrain.' },
  { id: 'electrical', name: 'Elektrik', nameEn: 'Electrical', icon: 'zap', isQa: true, description: 'Akü, şarj sistemi, aydınlatma, sensörler ve arıza kodları.', descriptionEn: 'Batteries, charging, lighting, sensors and fault codes.' },
  { id: 'brakes', name: 'Frenler', nameEn: 'Brakes', icon: 'disc-3', isQa: true, description: 'Balata, disk, hidrolik ve ABS; frenleme performansı ve güvenlik.', descriptionEn: 'Pads, discs, hydraulics and ABS; braking performance and safety.' },
  { id: 'suspension', name: 'Süspansiyon', nameEn: 'Suspension', icon: 'arrow-down-up', isQa: true, description: 'Amortisör, yay, coilover, rot-balans ve yol tutuş.', descriptionEn: 'Shocks, springs, coilovers, alignment and handling.' },
  { id: 'modification', name: 'Modifikasyon', nameEn: 'Modification', icon: 'wrench', isQa: true, description: 'Yazılım, egzoz, turbo ve görsel modifikasyonlar; yasal sınırlar ve muayene.', descriptionEn: 'Tuning, exhausts, turbos and styling; legal limits and inspection.' },
  { id: 'general', name: 'Genel Sohbet', nameEn: 'General Chat', icon: 'messages-square', isQa: false, description: 'Forum kuralları, duyurular ve otomobil dünyasına dair her şey.', descriptionEn: 'Forum rules, announcements and everything about the car world.' },
  { id: 'events', name: 'Etkinlikler ve Buluşmalar', nameEn: 'Events and Meetups', icon: 'calendar', isQa: false, description: 'Buluşmalar, track day’ler, turlar ve kulüp etkinlikleri.', descriptionEn: 'Meetups, track days, rides and club events.' },
  { id: 'motorcycles', name: 'Motosiklet Dünyası', nameEn: 'Motorcycle World', icon: 'bike', isQa: false, description: 'Motosiklet seçimi, ekipman, rotalar ve sürüş teknikleri.', descriptionEn: 'Choosing a motorcycle, gear, routes and riding technique.' },
  { id: 'buy-sell', name: 'Alım Satım Tavsiyeleri', nameEn: 'Buying and Selling Advice', icon: 'handshake', isQa: false, description: 'İkinci el alırken ve satarken tecrübeler, ekspertiz ve fiyat değerlendirmeleri.', descriptionEn: 'Experience with buying and selling used vehicles, inspections and prices.' },
];

/** Demo members granted the expert flag 'Uzman' (they answer most Q&A questions). */
export const SEED_EXPERTS: readonly string[] = ['hakan_klasik', 'kaan.e46', 'onur_track', 'ışıl.moto'];
/** The demo member with the moderator role (writes the forum rules, pins and locks). */
export const SEED_MODERATOR = 'gizem_yollarda';

/** Generic comments that fit any post (Turkish, from members to the author). */
export const POST_COMMENTS: readonly string[] = [
  'Elinize sağlık, çok derli toplu bir yazı olmuş. Kaydettim.',
  'Tam da bu konuyu araştırıyordum, tesadüf oldu. Teşekkürler!',
  'Fiyat aralıklarını vermeniz çok iyi olmuş, sanayide ne diyeceğimi artık biliyorum.',
  'Yazının sonundaki uyarı çok önemli, çoğu kişi bu kısmı atlıyor.',
  'Keşke bunu iki yıl önce okusaydım, bir sürü para boşa gitti.',
  'Güzel anlatım. Bir sonraki yazıda fotoğraflı adım adım anlatım olursa süper olur.',
  'Bu konuda forumda da bir başlık açsanız, tecrübeleri toplasak.',
  'Yorumlardaki tecrübeler de en az yazı kadar faydalı, herkese teşekkürler.',
  'Bir arkadaşıma linkini gönderdim, tam onun derdiydi.',
  'Açık ve anlaşılır. Teknik terimleri açıklamanız çok iyi olmuş.',
  'Ben de benzer bir şey yaşadım, yazdıklarınıza birebir katılıyorum.',
  'Listeyi yazdırıp garaja astım, şaka değil.',
  'Bu kadar emek verilmiş içerik az bulunuyor, devamını bekliyoruz.',
  'Muayene kısmını bilmiyordum, iyi ki okumuşum.',
  'Harika yazı, özellikle alıntı yaptığınız kısım çok yerinde.',
];

/** The author's short answers under comments on their post. */
export const AUTHOR_REPLIES: readonly string[] = [
  'Teşekkürler, faydalı olduysa ne mutlu!',
  'Güzel öneri, bir sonraki yazıda ekleyeceğim.',
  'Aynen öyle, tecrübeni paylaştığın için sağ ol.',
  'Sorun olursa forumda yaz, birlikte bakarız.',
];

/**
 * Searches members made in the last 30 days (stored folded as the search module stores them),
 * with how many times each, so the popular-search buttons are meaningful.
 */
export const SEARCH_QUERIES: readonly { query: string; times: number }[] = [
  { query: 'turbo', times: 14 },
  { query: 'golf', times: 11 },
  { query: 'drift', times: 9 },
  { query: 'cbr500r', times: 8 },
  { query: 'fren balatası', times: 7 },
  { query: 'coilover', times: 6 },
  { query: 'Egea', times: 5 },
  { query: 'Togg', times: 5 },
  { query: 'şanzıman', times: 4 },
  { query: 'LED far', times: 3 },
  { query: 'E46', times: 3 },
  { query: 'muayene', times: 2 },
];
