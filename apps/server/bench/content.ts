/**
 * Blog posts and forum topics for the benchmark (the blog list, a forum category and
 * the site search at 100,000 rows per type), bulk-inserted with `insert … select … from
 * generate_series` like the garages in run.ts:
 *
 * - N blog posts (5 % drafts) over the five categories: Turkish titles and bodies from a small
 *   vocabulary and the real makes and models, a body with a heading and a list, tags, a cover
 *   (two real images generated locally, purpose 'post') on two posts in three, publication dates
 *   over three years, `search_text` folded exactly as `blogPostSearchText` folds it. Likes, views
 *   and comments counters are synthetic numbers (no rows), as for the garages.
 * - The ten forum categories of the demo seed; N topics spread evenly over them (so a category
 *   holds N / 10), 0–2 replies each (N in all), a fifth of the questions answered with their
 *   first reply accepted, some urgent, closed, locked and pinned; `search_text` as
 *   `forumTopicSearchText`. Every forum counter equals its rows as `recomputeForumCounters`
 *   defines them (there are no votes, so scores are 0), computed in bulk.
 *
 * Authors are the bench members `bench-1` … `bench-<members>` that run.ts inserts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CAR_BRANDS, MOTORCYCLE_BRANDS, REPUTATION_POINTS, foldForSearch } from '@garaj/shared';
import { queryRows, type Database } from '../src/db/client.ts';
import { FORUM_CATEGORIES } from '../src/seed/seed-content-data.ts';
import { generateDemoPhoto, processImage } from '../src/lib/images.ts';
import { imageKey } from '../src/lib/image-view.ts';
import type { Storage } from '../src/lib/storage.ts';
import { valuesTable } from './sql.ts';

type Db = Database['db'];

/** `{v}` in a template is replaced by a make and model ("Volkswagen Golf"). */
const POST_TEMPLATES: { title: string; excerpt: string; category: string; tag: string }[] = [
  { title: '{v} için periyodik bakım rehberi', excerpt: '{v} sahipleri için yağ, filtre, triger ve fren bakımının zamanlaması ve yaklaşık maliyetleri.', category: 'maintenance', tag: 'bakım' },
  { title: '{v} fren balatası ve disk değişimi', excerpt: 'Belirtiler, ölçüler, rodaj ve {v} için parça seçimi.', category: 'maintenance', tag: 'fren' },
  { title: '{v} modifikasyon önerileri: yazılım, egzoz ve süspansiyon', excerpt: '{v} için bütçeye göre sıralanmış modifikasyonlar ve yasal sınırlar.', category: 'modification', tag: 'modifikasyon' },
  { title: '{v} turbo ve ECU yazılımı: ne kadar güç, ne kadar masraf?', excerpt: 'Stage 1–3 yazılım ve turbo seçenekleri, fiyat aralıkları ve montaj süreleri.', category: 'modification', tag: 'turbo' },
  { title: '{v} şanzıman ayarı ve yumuşak vites geçişleri', excerpt: 'Debriyaj hidroliği, şanzıman yağı ve bağlantı ayarıyla vites geçişlerini düzeltmek.', category: 'guides', tag: 'şanzıman' },
  { title: '{v} ikinci el alırken nelere bakmalı?', excerpt: 'Ekspertiz, hasar kaydı ve kronik arızalar: {v} alırken kontrol listesi.', category: 'guides', tag: 'ikinci el' },
  { title: '{v} için lastik ve jant seçimi', excerpt: 'Ebat, yük endeksi, ET ve PCD: {v} için doğru lastik ve jant.', category: 'tips', tag: 'lastik' },
  { title: '{v} kışa hazırlık listesi', excerpt: 'Akü, antifriz, kış lastiği ve bagajdaki acil durum çantası.', category: 'tips', tag: 'kış' },
  { title: '{v} ile 50.000 kilometre: uzun dönem deneyim', excerpt: 'Gerçek yakıt tüketimi, bakım masrafları ve {v} kime uygun?', category: 'reviews', tag: 'inceleme' },
  { title: '{v} incelemesi: artıları ve eksileri', excerpt: 'Sürüş, konfor, donanım ve fiyat açısından {v}.', category: 'reviews', tag: 'test sürüşü' },
];
const POST_BODIES: { p1: string; h: string; p2: string; li1: string; li2: string }[] = [
  { p1: '{v} ile geçen üç yılın ardından öğrendiklerimi derledim.', h: 'Nelere dikkat etmeli?', p2: 'Bakımları zamanında yaptırmak, büyük masrafların önüne geçiyor. Parça seçerken üreticinin onayına bakın.', li1: 'Yağ ve filtreleri takvime bağlayın.', li2: 'Her bakımı tarih ve kilometreyle not edin.' },
  { p1: 'Buluşmalarda {v} hakkında en çok sorulan soruları topladım.', h: 'Maliyetler', p2: 'Fiyatlar bölgeye ve ustaya göre değişiyor; birkaç yerden teklif alın ve faturayı saklayın.', li1: 'Parça ve işçiliği ayrı ayrı sorun.', li2: 'Garantiyi yazılı alın.' },
  { p1: 'Bu yazıda {v} için adım adım bir yol haritası paylaşıyorum.', h: 'Adım adım', p2: 'Önce teşhis, sonra ucuzdan pahalıya doğru çözüm. Çoğu sorun ilk iki adımda çözülüyor.', li1: 'Belirtinin ne zaman çıktığını not edin.', li2: 'Arıza kodlarını okutun.' },
  { p1: '{v} sahibi olarak yaşadığım deneyimleri yazıyorum.', h: 'Yasal taraf', p2: 'Tadilat gerektiren değişiklikler ruhsata işlenmeli; muayeneden önce güncel kuralları sorun.', li1: 'Uygunluk belgeli ürün seçin.', li2: 'Sigortanıza bildirin.' },
];
/** Per forum category: two topic templates (`kind`, title, body, tag). */
const TOPIC_TEMPLATES: Record<string, { kind: 'question' | 'discussion'; title: string; body: string; tag: string }[]> = {
  engine: [
    { kind: 'question', title: '{v} soğuk sabahlarda geç çalışıyor', body: '{v} hava soğuyunca marşa uzun basmam gerekiyor, sıcakken sorun yok. Neye bakmalıyım?', tag: 'motor' },
    { kind: 'question', title: '{v} rölantide titreme yapıyor', body: 'Rölantide devir oynuyor ve araç titriyor. Buji ve bobin yeni. Fikri olan var mı?', tag: 'rölanti' },
  ],
  transmission: [
    { kind: 'question', title: '{v} vites geçişlerinde vuruntu var', body: 'Özellikle birden ikiye geçerken belirgin bir vuruntu hissediyorum. Şanzıman yağı mı, adaptasyon mu?', tag: 'şanzıman' },
    { kind: 'question', title: '{v} debriyaj yüksekten tutuyor', body: 'Debriyaj pedalın en üstünde tutuyor ve yokuşta kaçırıyor gibi. Set değişimi mi şart?', tag: 'debriyaj' },
  ],
  electrical: [
    { kind: 'question', title: '{v} akü iki günde bitiyor', body: 'Aracı iki gün kullanmayınca akü bitiyor. Kaçak akımı nasıl bulurum?', tag: 'akü' },
    { kind: 'question', title: '{v} arıza lambası yandı', body: 'Arıza lambası yandı, okuttum; katalizör verimliliği kodu çıktı. Önce neye bakmalı?', tag: 'arıza kodu' },
  ],
  brakes: [
    { kind: 'question', title: '{v} fren pedalı süngerleşti', body: 'Fren pedalı derinleşti ve yumuşadı. Hidrolik mi değişmeli, sistem hava mı aldı?', tag: 'fren' },
    { kind: 'question', title: '{v} frenlerken direksiyon titriyor', body: 'Otoyolda frenlerken direksiyonda titreme var. Disk mi değişmeli?', tag: 'disk' },
  ],
  suspension: [
    { kind: 'question', title: '{v} tümseklerde ön taraftan ses geliyor', body: 'Hız kesicilerden geçerken ön taraftan tık tık ses geliyor. Salıncak mı, rotil mi?', tag: 'süspansiyon' },
    { kind: 'question', title: '{v} coilover sonrası araç bir yana çekiyor', body: 'Coilover taktırdıktan sonra araç sağa çekiyor. Rot-balans yeterli mi?', tag: 'coilover' },
  ],
  modification: [
    { kind: 'question', title: '{v} için Stage 1 yazılım mantıklı mı?', body: 'Stage 1 yazılımın garantiye ve motor ömrüne etkisini merak ediyorum.', tag: 'yazılım' },
    { kind: 'question', title: '{v} egzoz değişimi ve muayene', body: 'Arka susturucu değiştirmek istiyorum. Muayenede sorun çıkar mı?', tag: 'egzoz' },
  ],
  general: [
    { kind: 'discussion', title: '{v} ile ilk uzun yol deneyimim', body: 'Geçen hafta {v} ile ilk uzun yolumu yaptım, izlenimlerimi paylaşıyorum.', tag: 'sohbet' },
    { kind: 'discussion', title: '{v} sahipleri burada mı?', body: '{v} kullananlar tecrübelerini paylaşsın, bir kulüp kurmayı düşünüyoruz.', tag: 'kulüp' },
  ],
  events: [
    { kind: 'discussion', title: '{v} sahipleri buluşması', body: 'Ayın ilk pazarı {v} sahipleriyle kahvaltılı bir buluşma planlıyoruz.', tag: 'buluşma' },
    { kind: 'discussion', title: 'Track day: {v} ile pist günü', body: 'Pist gününe {v} ile katılacak olanlar yazsın, padokta birlikte duralım.', tag: 'pist' },
  ],
  motorcycles: [
    { kind: 'question', title: '{v} ile şehir içi kullanım nasıl?', body: 'Şehir içinde {v} kullananlar konfor ve tüketim konusunda ne diyor?', tag: 'motosiklet' },
    { kind: 'discussion', title: '{v} için ekipman önerileri', body: 'Kask, mont ve bot önerilerinizi bekliyorum.', tag: 'ekipman' },
  ],
  'buy-sell': [
    { kind: 'question', title: '{v} mi alınır, rakibi mi?', body: 'Bütçem iki seçeneğe yetiyor. Masraf ve keyif açısından hangisi?', tag: 'ikinci el' },
    { kind: 'question', title: '{v} için ilan fiyatı makul mü?', body: 'Beğendiğim bir {v} ilanı var; kilometresine göre fiyatı nasıl buldunuz?', tag: 'fiyat' },
  ],
};
const REPLY_BODIES = [
  'Önce arıza kodlarını okutun; tahminle parça değiştirmek pahalıya patlar.',
  'Bende de aynısı olmuştu, servis adaptasyon yapınca geçti.',
  'Ucuzdan pahalıya gidin: hidrolik, yağ ve ayar, sonra parça.',
  'Kullanım kitabındaki değerleri kontrol edin, çoğu sorunun cevabı orada.',
  'Sonucu buraya yazarsanız sonra okuyanlara da yardımcı olur.',
  'Güvenlikle ilgiliyse beklemeyin, en kısa sürede bir ustaya gösterin.',
];

const VEHICLE_NAMES = [...CAR_BRANDS, ...MOTORCYCLE_BRANDS].flatMap((b) => b.models.map((model) => ({ brand: b.name, name: `${b.name} ${model}` })));
/** Cover images shared by the posts (purpose 'post'). */
const POST_COVERS = 2;

export interface ContentCounts {
  posts: number;
  topics: number;
  replies: number;
}

/**
 * Inserts `rows` blog posts and `rows` forum topics (with about `rows` replies) written by the
 * members `bench-1` … `bench-<members>`; see the module comment.
 */
export async function seedBenchContent(db: Db, storage: Storage, opts: { rows: number; members: number }): Promise<ContentCounts> {
  return withoutIndexes(db, ['blog_posts', 'forum_topics', 'forum_replies'], () => insertContent(db, storage, opts));
}

/**
 * Runs `fn` with the secondary indexes of `tables` dropped, then creates them again as they
 * were (`pg_indexes.indexdef`): building a GIN index (trigram, full text) once over 100,000
 * rows is several times faster than growing it row by row. Indexes behind constraints stay.
 */
async function withoutIndexes<T>(db: Db, tables: string[], fn: () => Promise<T>): Promise<T> {
  const indexes = await queryRows<{ name: string; def: string }>(db, sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const result = await fn();
  for (const index of indexes) await db.execute(sql.raw(index.def));
  return result;
}

async function insertContent(db: Db, storage: Storage, opts: { rows: number; members: number }): Promise<ContentCounts> {
  const { rows, members } = opts;
  // One clock for every statement, so a topic's last reply time equals its last reply's.
  const now = new Date().toISOString();
  const fold = (text: string) => foldForSearch(text);
  const vehicles = valuesTable('v', ['brand', 'name', 'brand_folded', 'name_folded'], VEHICLE_NAMES.map((v) => [v.brand, v.name, fold(v.brand), fold(v.name)]));
  const author = (expr: ReturnType<typeof sql>) => sql`join users u on u.id = 'bench-' || (1 + (${expr}) % ${members})`;

  // ── Blog ───────────────────────────────────────────────────────────────────────────────
  const coverIds: string[] = [];
  for (let i = 0; i < POST_COVERS; i++) {
    const id = randomUUID();
    const processed = await processImage(await generateDemoPhoto({ width: 1280, height: 800, title: 'Garaj Blog', subtitle: 'Benchmark', hue: 200 + i * 70 }));
    for (const v of processed.variants) await storage.put(imageKey(id, v.width), v.data, 'image/webp');
    await db.execute(sql`
      insert into images (id, owner_id, purpose, width, height, variants, bytes)
      values (${id}::uuid, 'bench-1', 'post', ${processed.width}, ${processed.height},
              ${`{${processed.variants.map((v) => v.width).join(',')}}`}::int[], ${processed.variants.reduce((s, v) => s + v.data.length, 0)})`);
    coverIds.push(id);
  }
  const templates = valuesTable(
    'pt',
    ['title', 'excerpt', 'category', 'tag', 'title_folded', 'excerpt_folded', 'tag_folded'],
    POST_TEMPLATES.map((t) => [t.title, t.excerpt, t.category, t.tag, fold(t.title), fold(t.excerpt), fold(t.tag)]),
  );
  const bodies = valuesTable(
    'pb',
    ['html', 'text', 'text_folded'],
    POST_BODIES.map((b) => [`<p>${b.p1}</p><h2>${b.h}</h2><p>${b.p2}</p><ul><li>${b.li1}</li><li>${b.li2}</li></ul>`, `${b.p1} ${b.h} ${b.p2} ${b.li1} ${b.li2}`, fold(`${b.p1} ${b.h} ${b.p2} ${b.li1} ${b.li2}`)]),
  );
  const postAt = sql`${now}::timestamptz - (3600 + (s * 7919) % 94608000) * interval '1 second'`;
  // search_text = foldForSearch(`${title} ${excerpt} ${tags.join(' ')} ${author} ${bodyText}`), assembled from folded parts;
  // suggest_text = foldForSearch(title) (the insert trigger fills the typeahead lexicon).
  await db.execute(sql`
    insert into blog_posts (slug, author_id, title, excerpt, body_html, body_text, category, tags, cover_image_id, status, is_featured,
      published_at, reading_minutes, views_count, likes_count, comments_count, search_text, suggest_text, created_at, updated_at)
    select trim(both '-' from regexp_replace(replace(pt.title_folded, '{v}', v.name_folded), '[^a-z0-9]+', '-', 'g')) || '-' || s,
      u.id, replace(pt.title, '{v}', v.name), replace(pt.excerpt, '{v}', v.name), replace(pb.html, '{v}', v.name), replace(pb.text, '{v}', v.name),
      pt.category, array[pt.tag, v.brand],
      case when s % 3 = 0 then null else (${sql`array[${sql.join(coverIds.map((id) => sql`${id}::uuid`), sql`, `)}]`})[(1 + s % ${POST_COVERS})::int] end,
      case when s % 20 = 0 then 'draft' else 'published' end, s <= 2,
      case when s % 20 = 0 then null else ${postAt} end,
      1, (s * 37) % 5000, (s * 37) % 150, (s * 13) % 20,
      replace(pt.title_folded, '{v}', v.name_folded) || ' ' || replace(pt.excerpt_folded, '{v}', v.name_folded) || ' ' || pt.tag_folded || ' ' || v.brand_folded
        || ' ' || u.display_username || ' ' || replace(pb.text_folded, '{v}', v.name_folded),
      replace(pt.title_folded, '{v}', v.name_folded),
      ${postAt}, ${postAt}
    from generate_series(1::bigint, ${rows}::bigint) s
    join ${templates} on pt.i = 1 + s % ${POST_TEMPLATES.length}
    join ${bodies} on pb.i = 1 + (s * 7) % ${POST_BODIES.length}
    join ${vehicles} on v.i = 1 + (s * 31) % ${VEHICLE_NAMES.length}
    ${author(sql`s * 7919`)}`);

  // ── Forum ──────────────────────────────────────────────────────────────────────────────
  await db.execute(sql`
    insert into forum_categories (id, name, name_en, description, description_en, icon, is_qa, position)
    select c.id, c.name, c.name_en, c.description, c.description_en, c.icon, c.is_qa::boolean, c.i - 1
    from ${valuesTable('c', ['id', 'name', 'name_en', 'description', 'description_en', 'icon', 'is_qa'], FORUM_CATEGORIES.map((c) => [c.id, c.name, c.nameEn, c.description, c.descriptionEn, c.icon, String(c.isQa)]))}
    on conflict (id) do nothing`);
  const topicList = FORUM_CATEGORIES.flatMap((c) => (TOPIC_TEMPLATES[c.id] ?? []).map((t) => ({ ...t, category: c.id })));
  if (topicList.length !== 2 * FORUM_CATEGORIES.length) throw new Error('bench content: two topic templates per forum category');
  const topicTemplates = valuesTable(
    'tt',
    ['category', 'kind', 'title', 'body', 'tag', 'title_folded', 'body_folded', 'tag_folded'],
    topicList.map((t) => [t.category, t.kind, t.title, t.body, t.tag, fold(t.title), fold(t.body), fold(t.tag)]),
  );
  const topicAt = sql`${now}::timestamptz - (7200 + (s * 7919) % 94608000) * interval '1 second'`;
  /** Author of topic s's reply k (k = 1, 2); the topic's row names its last one. */
  const replyAuthor = (k: ReturnType<typeof sql>) => sql`'bench-' || (1 + (s * 31 + (${k}) * 7919) % ${members})`;
  // Category s mod 10, one of its two templates by s / 10: each category holds rows / 10 topics.
  await db.execute(sql`
    insert into forum_topics (id, category_id, author_id, kind, title, body_html, body_text, tags, is_urgent, status, is_pinned, is_locked,
      views_count, replies_count, last_reply_at, last_reply_user_id, search_text, suggest_text, created_at, updated_at)
    select md5('t' || s)::uuid, tt.category, u.id, tt.kind, replace(tt.title, '{v}', v.name), '<p>' || replace(tt.body, '{v}', v.name) || '</p>',
      replace(tt.body, '{v}', v.name), array[tt.tag, v.brand], s % 50 = 0, case when s % 17 = 0 then 'closed' else 'open' end,
      s <= ${topicList.length}, s % 97 = 0, (s * 53) % 900,
      s % 3, case when s % 3 > 0 then ${topicAt} + (s % 3) * interval '30 minutes' end,
      case when s % 3 > 0 then ${replyAuthor(sql`s % 3`)} end,
      replace(tt.title_folded, '{v}', v.name_folded) || ' ' || tt.tag_folded || ' ' || v.brand_folded || ' ' || u.display_username
        || ' ' || replace(tt.body_folded, '{v}', v.name_folded),
      replace(tt.title_folded, '{v}', v.name_folded),
      ${topicAt}, ${topicAt}
    from generate_series(1::bigint, ${rows}::bigint) s
    join ${topicTemplates} on tt.i = 1 + 2 * (s % 10) + (s / 10) % 2
    join ${vehicles} on v.i = 1 + (s * 31) % ${VEHICLE_NAMES.length}
    ${author(sql`s * 7919`)}`);
  await db.execute(sql`
    insert into forum_replies (id, topic_id, author_id, body_html, body_text, created_at, updated_at)
    select md5('r' || s || '-' || k)::uuid, md5('t' || s)::uuid, ${replyAuthor(sql`k`)},
      '<p>' || rb.text || '</p>', rb.text, ${topicAt} + k * interval '30 minutes', ${topicAt} + k * interval '30 minutes'
    from generate_series(1::bigint, ${rows}::bigint) s
    cross join generate_series(1, 2) k
    join ${valuesTable('rb', ['text'], REPLY_BODIES.map((b) => [b]))} on rb.i = 1 + (s + k) % ${REPLY_BODIES.length}
    where k <= s % 3`);
  // A fifth of the open questions with a reply: the first reply accepted.
  await db.execute(sql`
    update forum_topics t set status = 'answered', accepted_reply_id = md5('r' || s || '-1')::uuid
    from generate_series(1::bigint, ${rows}::bigint) s
    where t.id = md5('t' || s)::uuid and s % 5 = 1 and s % 3 >= 1 and t.status = 'open' and t.kind = 'question'`);
  // The counters recomputeForumCounters (forum.counters.ts) would set, here without updating
  // 100,000 topics (replies, last reply: set by the topics' insert above) — its per-row
  // updates take many minutes on PGlite at this size.
  await db.execute(sql`
    update forum_categories c set topics_count = x.topics, replies_count = x.replies, last_post_at = x.at, last_post_topic_id = x.topic_id, last_post_user_id = x.user_id
    from (select category_id, count(*)::int as topics, sum(replies_count)::int as replies,
            max(coalesce(last_reply_at, created_at)) as at,
            (array_agg(id order by coalesce(last_reply_at, created_at) desc))[1] as topic_id,
            (array_agg(coalesce(last_reply_user_id, author_id) order by coalesce(last_reply_at, created_at) desc))[1] as user_id
          from forum_topics group by category_id) x
    where x.category_id = c.id`);
  const posts = sql`(select t.category_id, t.author_id as user_id from forum_topics t
    union all select t.category_id, r.author_id from forum_replies r join forum_topics t on t.id = r.topic_id) p`;
  await db.execute(sql`insert into forum_category_members (category_id, user_id, posts_count) select category_id, user_id, count(*)::int from ${posts} group by category_id, user_id`);
  await db.execute(sql`
    insert into forum_members (user_id, reputation, posts_count)
    select user_id, sum(points)::int, sum(posts)::int from (
      select user_id, 0 as points, 1 as posts from ${posts}
      union all select r.author_id, ${REPUTATION_POINTS.accepted}::int, 0 from forum_topics t join forum_replies r on r.id = t.accepted_reply_id
    ) x group by user_id`);
  const [counts] = await queryRows<ContentCounts>(
    db,
    sql`select (select count(*)::int from blog_posts) as posts, (select count(*)::int from forum_topics) as topics, (select count(*)::int from forum_replies) as replies`,
  );
  return counts!;
}
