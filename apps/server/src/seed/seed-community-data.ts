/**
 * Demo community life for the seed: the community events, the competitions with the
 * garages that enter them, the premium members and the tastes that shape who follows whom.
 * seed-community.ts turns them into rows with dates relative to the seeding moment.
 *
 * Written for this site in Turkish. Places are real venues or districts of Turkish provinces;
 * the events themselves are invented.
 */
import type { CompetitionCategory, EventCategory } from '@garaj/shared';

/** A community event; its date is `inDays` from the seeding day at `time` (Istanbul time). */
export interface SeedEvent {
  title: string;
  description: string;
  category: EventCategory;
  /** Days from today: negative = past, positive = upcoming. */
  inDays: number;
  /** Local start time, `HH:MM` (Türkiye is UTC+3 all year). */
  time: string;
  durationMinutes: number;
  location: string;
  /** Null: no limit. */
  capacity: number | null;
  /** How many demo members join (never above the capacity). */
  participants: number;
  /** Draws the image's silhouette. */
  vehicle: 'car' | 'motorcycle';
  /** English texts (absent: English readers see the Turkish ones). */
  titleEn?: string;
  descriptionEn?: string;
  /** The place on the map (WGS 84), when set. */
  latitude?: number;
  longitude?: number;
}

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    title: 'Körfez Pisti Drift Günü',
    titleEn: 'Körfez Track Drift Day',
    descriptionEn:
      'Coached drift practice for beginners and open sessions for the experienced. Helmet and tow strap required; a pit area is set aside for tyre changes. Free entry for spectators.',
    latitude: 40.7523,
    longitude: 29.7742,
    description:
      'Yeni başlayanlar için eğitmen eşliğinde drift antrenmanı, deneyimliler için serbest seanslar. Kask ve çekme halatı zorunlu, lastik değişimi için pit alanı ayrılmıştır. Seyirci girişi ücretsiz.',
    category: 'drift',
    inDays: 5,
    time: '10:00',
    durationMinutes: 420,
    location: 'Körfez Yarış Pisti, Körfez / Kocaeli',
    capacity: 40,
    participants: 14,
    vehicle: 'car',
  },
  {
    title: 'JDM Gece Buluşması',
    titleEn: 'JDM Night Meet',
    descriptionEn:
      'Japanese car fans meet by the sea. Bring your project, chat and take photos. No backfires, burnouts or loud exhausts; we leave the area as clean as we found it.',
    latitude: 40.9195,
    longitude: 29.119,
    description:
      'Japon otomobil tutkunları sahilde buluşuyor. Projenizi getirin, sohbet edin, fotoğraf çekin. Egzoz patlatmak, ani kalkış ve yüksek ses yasak; alanı geldiğimiz gibi temiz bırakıyoruz.',
    category: 'jdm',
    inDays: 12,
    time: '20:30',
    durationMinutes: 180,
    location: 'Maltepe Sahil Etkinlik Alanı, Maltepe / İstanbul',
    capacity: 150,
    participants: 11,
    vehicle: 'car',
  },
  {
    title: 'Kapadokya Motosiklet Turu',
    titleEn: 'Cappadocia Motorcycle Tour',
    descriptionEn:
      'A two-day group ride: leaving Nevşehir, through the Ihlara Valley and Selime, overnight in Göreme. 420 km with planned stops and fuel breaks. Full protective gear required; places are limited.',
    latitude: 38.6431,
    longitude: 34.8289,
    description:
      'İki günlük grup sürüşü: Nevşehir’den çıkış, Ihlara Vadisi ve Selime üzerinden Göreme’de konaklama. Rota 420 km, ara duraklar ve yakıt molaları planlı. Tam koruyucu ekipman şart, kontenjan sınırlı.',
    category: 'motorcycle',
    inDays: 19,
    time: '08:00',
    durationMinutes: 2 * 24 * 60,
    location: 'Göreme, Nevşehir',
    capacity: 14,
    participants: 12,
    vehicle: 'motorcycle',
  },
  {
    title: 'Klasik Otomobil Kahvaltısı',
    titleEn: 'Classic Car Breakfast',
    description:
      'Otuz yaşını geçmiş otomobiller ve sahipleri Kordon’da kahvaltıda. Restorasyon hikâyeleri, parça takası ve usta önerileri. Klasiği olmayan meraklılar da davetli.',
    category: 'classic',
    inDays: 26,
    time: '09:30',
    durationMinutes: 180,
    location: 'Kordon Boyu, Alsancak / İzmir',
    capacity: 60,
    participants: 8,
    vehicle: 'car',
  },
  {
    title: 'Eskişehir Klasikler Rallisi',
    description:
      'Zaman kontrollü, hız yarışı olmayan bir düzenlilik rallisi. Yol kitabı başlangıçta verilir; ekipler sürücü ve navigatörden oluşur. 1995 ve öncesi araçlar katılabilir.',
    category: 'classic',
    inDays: 40,
    time: '09:00',
    durationMinutes: 480,
    location: 'Odunpazarı, Eskişehir',
    capacity: null,
    participants: 6,
    vehicle: 'car',
  },
  {
    title: 'Antalya Sahil Motosiklet Buluşması',
    description:
      'Konyaaltı sahilinde akşamüstü buluşması ve Olimpos yönüne kısa bir grup sürüşü. Güvenli grup sürüşü kuralları başlangıçta anlatıldı.',
    category: 'motorcycle',
    inDays: -17,
    time: '17:00',
    durationMinutes: 240,
    location: 'Konyaaltı Sahili, Antalya',
    capacity: 80,
    participants: 13,
    vehicle: 'motorcycle',
  },
  {
    title: 'Bursa JDM Festivali',
    titleEn: 'Bursa JDM Festival',
    description:
      'Japon otomobilleri sergisi, en iyi proje oylaması ve yerel atölyelerin stantları. Gün boyu müzik ve yemek alanı vardı.',
    category: 'jdm',
    inDays: -54,
    time: '11:00',
    durationMinutes: 480,
    location: 'Merinos Parkı, Osmangazi / Bursa',
    capacity: 300,
    participants: 16,
    vehicle: 'car',
  },
  {
    title: 'Tuzla Drift Antrenmanı',
    description:
      'Kapalı alanda koni düzeninde drift antrenmanı. Lastik basınçları ve el freni tekniği üzerine kısa bir eğitimle başladı.',
    category: 'drift',
    inDays: -118,
    time: '09:00',
    durationMinutes: 360,
    location: 'İstanbul Park, Tuzla / İstanbul',
    capacity: 25,
    participants: 9,
    vehicle: 'car',
  },
  {
    title: 'Konya Klasikleri Buluşması',
    description:
      'Anadolu’nun dört bir yanından gelen klasik otomobiller Mevlana Müzesi çevresinde sergilendi; Şahin ve Murat sahipleri ayrı bir köşede buluştu.',
    category: 'classic',
    inDays: -205,
    time: '10:00',
    durationMinutes: 300,
    location: 'Mevlana Kültür Merkezi, Karatay / Konya',
    capacity: null,
    participants: 10,
    vehicle: 'car',
  },
];

/**
 * A competition; its start is `startsInDays` from the seeding moment (negative: already began).
 * `entrants` are garage names of the demo garages (seed-data.ts), in the order they entered;
 * a garage that did not exist yet when the competition closed is left out.
 */
export interface SeedCompetition {
  title: string;
  description: string;
  category: CompetitionCategory;
  startsInDays: number;
  durationDays: number;
  maxParticipants: number;
  prize: string;
  rules: string[];
  entrants: string[];
  /** Share (0–1) of the members who vote while it runs (a fraction of it so far for a running one). */
  turnout: number;
  vehicle: 'car' | 'motorcycle';
  /** English texts (absent: English readers see the Turkish ones). */
  titleEn?: string;
  descriptionEn?: string;
  prizeEn?: string;
  rulesEn?: string[];
}

const COMMON_RULES_EN = [
  'You can only enter with a vehicle from your own garage.',
  'Each member can enter a competition once.',
  'Each member has one vote and cannot vote for their own vehicle.',
  'Winners are decided by the votes when the competition ends; on a tie, the earlier entry wins.',
];

const COMMON_RULES = [
  'Yalnızca kendi garajınızdaki bir araçla katılabilirsiniz.',
  'Her üye bir yarışmaya bir kez katılabilir.',
  'Her üye bir oy kullanır ve kendi aracına oy veremez.',
  'Kazananlar yarışma bittiğinde oylara göre belirlenir; eşitlikte önce katılan öne geçer.',
];

export const SEED_COMPETITIONS: readonly SeedCompetition[] = [
  {
    title: 'En Temiz Garaj',
    titleEn: 'The Cleanest Garage',
    descriptionEn:
      'The competition where detailing, polish and careful upkeep do the talking. Enter your car at its shiniest and let the community vote. Originality and care score points.',
    prizeEn: 'Ceramic coating (12,000 TL)',
    rulesEn: [...COMMON_RULES_EN, 'Photos must have been taken within the last three months.'],
    description:
      'Detaylı temizlik, pasta-cila ve düzenli bakımın konuştuğu yarışma. Aracınızın en parlak hâliyle katılın, topluluk oylasın. Orijinallik ve özen puan getirir.',
    category: 'clean',
    startsInDays: -80,
    durationDays: 30,
    maxParticipants: 50,
    prize: 'Seramik kaplama uygulaması (12.000 TL)',
    rules: [...COMMON_RULES, 'Fotoğraflar son üç ay içinde çekilmiş olmalıdır.'],
    entrants: [
      "Dedemin Şahin'i",
      'Kırmızı E30',
      'Kırk Yıllık Dost',
      'Minik Yeşil',
      'Beyaz Supra',
      'Championship White',
      'Kadıköy Vespası',
      'Cafe Racer Interceptor',
      'Kırmızı Roadster',
      'Yerli ve Elektrikli',
      'Gece Mavisi E46',
      'Mavi R6',
      'Yeşil Canavar',
    ],
    turnout: 0.75,
    vehicle: 'car',
  },
  {
    title: 'Topluluğun Favorisi',
    titleEn: 'Community Favourite',
    rulesEn: [...COMMON_RULES_EN],
    description:
      'Yılın en çok konuşulan projesi hangisi? Hikâyesi, emeği ve tarzıyla öne çıkan garajlar yarışıyor; kazananı yalnızca üyelerin oyları belirliyor.',
    category: 'popular',
    startsInDays: -45,
    durationDays: 30,
    maxParticipants: 100,
    prize: 'Yılın Sürücüsü unvanı + 25.000 TL lastik çeki',
    rules: COMMON_RULES,
    entrants: [
      'Silvia S15 Spec-R',
      'Rosso Corsa V4',
      'Guards Red 991',
      'Beyaz Şimşek',
      'Mavi Ralli',
      '81 İl Hedefi',
      'Coyote',
      'Kaçkar Yolcusu',
      'Kapadokya Gezgini',
      'Viraj Avcısı',
      'Sarı Slalom',
      'RS3 Sedan',
      'Yayla Ekspresi',
      'Kırmızı E30',
    ],
    turnout: 0.8,
    vehicle: 'car',
  },
  {
    title: 'Modifikasyon Şampiyonası',
    titleEn: 'Modification Championship',
    rulesEn: [...COMMON_RULES_EN],
    description:
      'Performans, görünüm ya da konfor: en iyi kurgulanmış modifikasyon projesini seçiyoruz. Yaptığınız işlemleri garajınıza eklemeyi unutmayın, oy verenler onlara bakıyor.',
    category: 'modification',
    startsInDays: -10,
    durationDays: 30,
    maxParticipants: 200,
    prize: 'Dinamometre ölçümü + 15.000 TL parça çeki',
    rules: [...COMMON_RULES, 'Garajınızda en az bir modifikasyon kayıtlı olmalıdır.'],
    entrants: [
      'Beyaz Şimşek',
      'Evo IX',
      'Mavi Ralli',
      'Pist Canavarı F80',
      'Aile Roketi',
      '206 GTi Projesi',
      'Üç Silindir',
      'Turuncu Duke',
      'Ekonomik Egea',
      'Mavi i20 N',
      'Doksanların Yıldızı',
    ],
    turnout: 0.45,
    vehicle: 'car',
  },
  {
    title: 'Stance Ustaları',
    titleEn: 'Stance Masters',
    rulesEn: [...COMMON_RULES_EN],
    description:
      'Jant, ofset ve yükseklik ayarında ustalığını göster. Basık, temiz ve yasal sınırlar içinde kalan projeler yarışıyor; katılım yarışma başladığında açılır.',
    category: 'stance',
    startsInDays: 12,
    durationDays: 30,
    maxParticipants: 75,
    prize: 'Ayarlanabilir coilover seti',
    rules: [...COMMON_RULES, 'Muayeneden geçemeyecek yükseklik ve kamber ayarları kabul edilmez.'],
    entrants: [],
    turnout: 0,
    vehicle: 'car',
  },
];

/**
 * Members with a premium membership (`profiles.premium_since`, set as an admin would) and how
 * many days ago it began; `untilDays`: days from now it ends (`profiles.premium_until`, a
 * yearly plan), none = no end. Premium is account data, not drawn at random.
 */
export const SEED_PREMIUM: readonly { username: string; daysAgo: number; untilDays?: number }[] = [
  { username: 'can_jdm', daysAgo: 210 },
  { username: 'baris.m3', daysAgo: 150 },
  { username: 'ugur_ducati', daysAgo: 95 },
  { username: 'volkan_v8', daysAgo: 40, untilDays: 325 },
];

/**
 * Follow graph shape. Every member follows a few others; who they pick leans towards builders
 * with popular garages, members riding the same kind of vehicle and members in the same city.
 */
export const FOLLOW_GRAPH = {
  /** Follows per member before weighting, from `min` to `max` (by how active the member is). */
  minFollows: 3,
  maxFollows: 16,
  /** Chance that a followed member follows back. */
  followBack: 0.3,
  /**
   * How strongly a member draws followers: base + starAppeal × (their most popular garage's
   * popularity⁴, doubled when featured) + writerAppeal × (posts, topics and replies written).
   */
  baseAppeal: 0.15,
  starAppeal: 4,
  writerAppeal: 0.025,
  /** Weight multipliers. */
  sameVehicle: 2.2,
  sameCity: 1.8,
} as const;
