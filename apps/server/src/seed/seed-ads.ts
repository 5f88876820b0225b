/**
 * Demo advertising: eight ads of fictional Turkish businesses over the five
 * categories (two featured, one expired that is never shown, two with a discount text), a week
 * of impressions and clicks, and two 'Reklam Verin' requests. Websites are `.example`
 * addresses; no real company. No images (the cards show the category icon). Only into an empty
 * `ads` table, so re-running the seed adds nothing.
 */
import { sql } from 'drizzle-orm';
import { istanbulToday } from '@garaj/shared';
import { queryRows, type Db } from '../db/client.ts';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One demo ad; `untilDays` / `fromDays` are days from today (negative = past), null = open. */
interface SeedAd {
  title: string;
  description: string;
  company: string;
  category: 'dealer' | 'service' | 'parts' | 'insurance' | 'finance';
  website: string | null;
  phone: string | null;
  email: string | null;
  location: string;
  rating: number;
  reviews: number;
  featured: boolean;
  discount: string | null;
  fromDays: number | null;
  untilDays: number | null;
}

export const SEED_ADS: SeedAd[] = [
  { title: 'Kış Bakım Kampanyası', description: 'Antifriz, akü, fren ve lastik kontrolü tek randevuda; orijinal parça ve 1 yıl işçilik garantisi.', company: 'Boğaziçi Oto Servis', category: 'service', website: 'https://bogazici-servis.example', phone: '0216 555 12 34', email: 'randevu@bogazici-servis.example', location: 'İstanbul, Ümraniye', rating: 4.7, reviews: 312, featured: true, discount: '%20 indirim', fromDays: -10, untilDays: 45 },
  { title: 'Sıfır ve İkinci El Araçlarda Takas Fırsatı', description: 'Ekspertiz raporlu ikinci el araçlar, yerinde takas ve aynı gün ruhsat işlemleri.', company: 'Anadolu Otomotiv Plaza', category: 'dealer', website: 'https://anadolu-plaza.example', phone: '0312 555 40 40', email: 'satis@anadolu-plaza.example', location: 'Ankara, Çankaya', rating: 4.4, reviews: 187, featured: true, discount: null, fromDays: -30, untilDays: 60 },
  { title: 'Motosiklet Bayisi — Test Sürüşü Günleri', description: 'Naked, touring ve scooter modellerinde hafta sonu test sürüşü; kask ve mont hediyeli paketler.', company: 'Ege Moto Center', category: 'dealer', website: 'https://egemoto.example', phone: '0232 555 77 10', email: null, location: 'İzmir, Bornova', rating: 4.6, reviews: 94, featured: false, discount: 'Kask hediye', fromDays: null, untilDays: 20 },
  { title: 'Performans Parçaları ve Orijinal Yedek Parça', description: 'Egzoz, filtre, fren balatası ve süspansiyon parçaları; 81 ile kargo.', company: 'Marmara Yedek Parça', category: 'parts', website: 'https://marmara-parca.example', phone: '0224 555 30 30', email: 'siparis@marmara-parca.example', location: 'Bursa, Nilüfer', rating: 4.5, reviews: 421, featured: false, discount: null, fromDays: null, untilDays: null },
  { title: 'Klasik Araçlara Özel Kasko', description: 'Klasik ve modifiyeli araçlar için değer tespitli kasko; ekspertiz evinizde.', company: 'Güven Kalkan Sigorta Aracılık', category: 'insurance', website: 'https://guvenkalkan.example', phone: '0850 555 60 60', email: 'teklif@guvenkalkan.example', location: 'İstanbul, Kadıköy', rating: 4.3, reviews: 76, featured: false, discount: null, fromDays: -5, untilDays: 90 },
  { title: 'Taşıt Kredisinde Hızlı Ön Onay', description: 'Sıfır ve ikinci el araçlar için 48 aya kadar vade; ön onay aynı gün.', company: 'Yıldız Finans Danışmanlık', category: 'finance', website: null, phone: '0850 555 80 80', email: 'basvuru@yildizfinans.example', location: 'Antalya, Muratpaşa', rating: 4.1, reviews: 58, featured: false, discount: null, fromDays: null, untilDays: 30 },
  { title: 'Detaylı İç-Dış Temizlik ve Seramik Kaplama', description: 'Pasta-cila, seramik kaplama ve boya koruma filmi; randevulu çalışma.', company: 'Parlak Detay Stüdyo', category: 'service', website: 'https://parlakdetay.example', phone: '0242 555 21 21', email: null, location: 'Antalya, Konyaaltı', rating: 4.8, reviews: 143, featured: false, discount: null, fromDays: null, untilDays: 15 },
  // Expired yesterday: never served (the admin list shows it as expired).
  { title: 'Yaz Lastiği Kampanyası', description: 'Dört lastik alana montaj ve balans ücretsiz.', company: 'Karadeniz Lastik', category: 'parts', website: 'https://karadenizlastik.example', phone: '0462 555 11 22', email: null, location: 'Trabzon, Ortahisar', rating: 4.2, reviews: 65, featured: false, discount: 'Montaj ücretsiz', fromDays: -90, untilDays: -1 },
];

/** Writes the demo ads, a week of counters and two requests into an empty `ads` table; returns the ads written. */
export async function seedAds(tx: Db, today: string = istanbulToday()): Promise<number> {
  const existing = await queryRows(tx, sql`select 1 from ads limit 1`);
  if (existing.length > 0) return 0;
  let index = 0;
  for (const ad of SEED_ADS) {
    const from = ad.fromDays === null ? null : addDays(today, ad.fromDays);
    const until = ad.untilDays === null ? null : addDays(today, ad.untilDays);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ads (title, description, company, category, website, phone, email, location, rating, reviews_count, featured, discount_text, valid_from, valid_until, created_at)
          values (${ad.title}, ${ad.description}, ${ad.company}, ${ad.category}, ${ad.website}, ${ad.phone}, ${ad.email}, ${ad.location}, ${ad.rating}, ${ad.reviews},
                  ${ad.featured}, ${ad.discount}, ${from}::date, ${until}::date, now() - make_interval(hours => ${index}))
          returning id`,
    );
    // Seven days of counters, deterministic per ad.
    for (let d = 6; d >= 0; d--) {
      const impressions = 40 + ((index * 37 + d * 13) % 60);
      const clicks = Math.max(1, Math.round(impressions * (0.03 + (index % 3) * 0.01)));
      await tx.execute(sql`insert into ad_stats_daily (ad_id, day, impressions, clicks) values (${row!.id}, ${addDays(today, -d)}::date, ${impressions}, ${clicks})`);
    }
    index++;
  }
  await tx.execute(sql`insert into ad_requests (package, company, contact_name, email, phone, message, status, created_at) values
    ('premium', 'Kapadokya Oto Kiralama', 'Elif Demir', 'elif@kapadokya-kiralama.example', '0384 555 45 45', 'Nevşehir ve Kayseri şubelerimiz için üç aylık reklam düşünüyoruz.', 'new', now() - interval '3 hours'),
    ('basic', 'Çukurova Rot Balans', 'Murat Aksoy', 'murat@cukurova-rot.example', null, 'Adana bölgesinde servis kategorisinde yer almak istiyoruz.', 'contacted', now() - interval '2 days')`);
  return SEED_ADS.length;
}
