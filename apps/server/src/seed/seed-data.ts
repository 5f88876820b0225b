/**
 * Demo content for the seed script: about 30 members and 40 garages
 * (cars and motorcycles, real makes and models from vehicles.json, Turkish provinces), with
 * modifications and a pool of Turkish comments. Facts only where facts are given (engine,
 * power, torque, 0–100, top speed and weight are the published figures of each model or
 * plausible figures for the described modifications); names, bios and stories are invented.
 *
 * Websites use the reserved `example.com` domain and phone numbers are written with the 000
 * block, so no demo profile points at a real person.
 */
import type { DRIVETRAINS, FUEL_TYPES, MODIFICATION_CATEGORIES, TRANSMISSIONS, VehicleType } from '@garaj/shared';

export interface SeedMember {
  /** As the member would type it (may contain Turkish letters). */
  username: string;
  fullName: string;
  bio: string;
  /** One of PROVINCES. */
  location: string;
  website?: string;
  phone?: string;
  /** Gets a generated avatar photo. */
  avatar?: boolean;
}

export interface SeedModification {
  title: string;
  category: (typeof MODIFICATION_CATEGORIES)[number];
  brand?: string;
  /** Whole lira. */
  cost?: number;
  /** How many months before the seed the part was fitted. */
  monthsAgo: number;
  note?: string;
}

export interface SeedSpecs {
  engine: string;
  /** 0–100 km/h in seconds. */
  acceleration?: number;
  topSpeed?: number;
  fuelType: (typeof FUEL_TYPES)[number];
  transmission: (typeof TRANSMISSIONS)[number];
  drivetrain: (typeof DRIVETRAINS)[number];
  weight?: number;
}

export interface SeedGarage {
  /** `SeedMember.username` of the owner. */
  owner: string;
  name: string;
  description: string;
  vehicleType: VehicleType;
  brand: string;
  model: string;
  year: number;
  horsepower: number;
  torque: number;
  modificationType: string | null;
  priceRange: string | null;
  /** Defaults to the owner's location. */
  location?: string;
  /** Free-text sale price; present = for sale. */
  salePrice?: string;
  specs?: SeedSpecs;
  modifications?: SeedModification[];
  /** Generated photos, 2–4; the first is the cover. */
  photos: 2 | 3 | 4;
  /** Admin-featured on the home page. */
  featured?: boolean;
  /** Rough popularity 0–1: how many members like, favorite and comment on it. */
  popularity: number;
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  { username: 'mert_gti', fullName: 'Mert Aydın', bio: 'GTI sevdalısı, hafta sonları Kocaeli pistinde. Yazılımdan çok mekanik işleri severim.', location: 'Kocaeli', website: 'https://mertgti.example.com', avatar: true },
  { username: 'kaan.e46', fullName: 'Kaan Erdem', bio: 'E46 ve eski BMW’ler. Parça bulmakta zorlanırsan yaz, elimde bir sürü bağlantı var.', location: 'İzmir', avatar: true },
  { username: 'baris.m3', fullName: 'Barış Koç', bio: 'Track day müdavimi. İstanbul Park’ta görürseniz selam verin.', location: 'İstanbul', website: 'https://bariskoc.example.com', phone: '+90 532 000 14 27' },
  { username: 'yusuf_sahin', fullName: 'Yusuf Kılıç', bio: 'Dedemden kalan 94 Şahin’i yaşatıyorum. Orijinallik her şeydir.', location: 'Konya', avatar: true },
  { username: 'Gökhan_E30', fullName: 'Gökhan Yıldırım', bio: 'Klasik BMW restorasyonu. E30 benim için bir yaşam biçimi.', location: 'Bursa', phone: '+90 535 000 62 18' },
  { username: 'can_jdm', fullName: 'Can Özdemir', bio: 'JDM kültürü, drift ve gece buluşmaları. Silvia’m emanet değil, çocuğum.', location: 'Antalya', avatar: true },
  { username: 'ece_typer', fullName: 'Ece Şahin', bio: 'Önden çekişli olur mu demeyin, Type R ile pistte görüşelim.', location: 'Ankara', avatar: true },
  { username: 'dilara_gr86', fullName: 'Dilara Demir', bio: 'Hafif, dengeli, arkadan itişli. Dağ yollarında viraj avcısı.', location: 'Muğla' },
  { username: 'berk_rs', fullName: 'Berk Arslan', bio: 'Renault Sport hayranı. Clio RS ile slalom yarışlarına katılıyorum.', location: 'Eskişehir', website: 'https://berkrs.example.com' },
  { username: 'emre.egea', fullName: 'Emre Çelik', bio: 'Günlük araçla da keyif alınır. Bütçe dostu modifikasyon önerileri paylaşıyorum.', location: 'Kayseri' },
  { username: 'sinem_ev', fullName: 'Sinem Karaca', bio: 'Elektrikli araçlar ve şarj altyapısı üzerine yazıyorum. Togg ile yollardayım.', location: 'Bursa', avatar: true },
  { username: 'volkan_v8', fullName: 'Volkan Aksoy', bio: 'V8 sesi olmadan araba olmaz diyenlerdenim. Amerikan kası koleksiyoncusu.', location: 'İstanbul', phone: '+90 542 000 33 90' },
  { username: 'Çağrı_STI', fullName: 'Çağrı Polat', bio: 'Boxer motor ve dört çeker tutkunu. Ralli sporunu yakından takip ediyorum.', location: 'Sakarya', avatar: true },
  { username: 'hakan_klasik', fullName: 'Hakan Öztürk', bio: 'Otuz yıllık Mercedes ustası. 190E gibi araba bir daha yapılmaz.', location: 'Ankara' },
  { username: 'zeynep.mini', fullName: 'Zeynep Acar', bio: 'Mini Cooper kulübü üyesi. Şehir içinde en eğlenceli araba bence.', location: 'İzmir', website: 'https://zeynepmini.example.com', avatar: true },
  { username: 'onur_track', fullName: 'Onur Kaya', bio: 'Pist günleri, zaman tutma ve veri analizi. Her tur bir öncekinden hızlı olmalı.', location: 'Kocaeli' },
  { username: 'melis.cabrio', fullName: 'Melis Güneş', bio: 'Üstü açık arabalar ve sahil yolları. Roadster’ların hafifliğine hayranım.', location: 'Aydın' },
  { username: 'serkan_4x4', fullName: 'Serkan Doğan', bio: 'Arazi, kamp ve keşif. Karadeniz yaylaları favori rotam.', location: 'Trabzon', phone: '+90 505 000 71 46', avatar: true },
  { username: 'ışıl.moto', fullName: 'Işıl Yalçın', bio: 'Motosiklet eğitmeni. Güvenli sürüş ve koruyucu ekipman konusunda takıntılıyım.', location: 'İstanbul', avatar: true },
  { username: 'selin_r6', fullName: 'Selin Tekin', bio: 'R6 ile pist, naked ile şehir. İki tekerin olduğu her yerdeyim.', location: 'İzmir', avatar: true },
  { username: 'ugur_ducati', fullName: 'Uğur Başaran', bio: 'Desmo sesi terapi gibi. Ducati kulübü İstanbul temsilcisi.', location: 'İstanbul', website: 'https://ugurducati.example.com' },
  { username: 'deniz.gs', fullName: 'Deniz Kurt', bio: 'GS ile 40 ili gezdim, hedef 81. Rota önerilerine açığım.', location: 'Ankara', avatar: true },
  { username: 'tugce_z900', fullName: 'Tuğçe Aslan', bio: 'Naked motosiklet sevdalısı. Z900 ile her sabah işe gidiş bir keyif.', location: 'Bursa' },
  { username: 'İlker_Harley', fullName: 'İlker Kocabaş', bio: 'Harley, uzun yol ve kahve molaları. Kapadokya turunu her yıl tekrarlıyorum.', location: 'Nevşehir', avatar: true },
  { username: 'ayse_vespa', fullName: 'Ayşe Yurt', bio: 'Vespa ile Kadıköy sokakları. Klasik scooter restorasyonu hobim.', location: 'İstanbul' },
  { username: 'nazli.ktm', fullName: 'Nazlı Bozkurt', bio: 'İlk motosikletim 390 Duke. Hafif, çevik ve inatçı; tıpkı benim gibi.', location: 'Denizli' },
  { username: 'irem.tmax', fullName: 'İrem Sarı', bio: 'Maxi scooter ile şehirlerarası. Konfor ve pratiklik önceliğim.', location: 'Antalya' },
  { username: 'tolga_afrika', fullName: 'Tolga Erdoğan', bio: 'Africa Twin ile Doğu Karadeniz ve Kaçkarlar. Toprak yol görünce dayanamam.', location: 'Rize', avatar: true },
  { username: 'burak_triple', fullName: 'Burak Şimşek', bio: 'Üç silindir müziği. Street Triple ile viraj keyfi.', location: 'Tekirdağ' },
  { username: 'oguz.cafe', fullName: 'Oğuz Tan', bio: 'Cafe racer ve scrambler projeleri. Atölyemde eski motorlara yeni hayat veriyorum.', location: 'Eskişehir', website: 'https://oguzcafe.example.com', avatar: true },
  { username: 'gizem_yollarda', fullName: 'Gizem Ateş', bio: 'Araba sahibi değilim ama her buluşmadayım. Fotoğraf çekmeye bayılırım.', location: 'Samsun' },
  { username: 'furkan.dizel', fullName: 'Furkan Ekinci', bio: 'Dizel ve ekonomi. Yakıt tüketimi tablosu tutan adamım.', location: 'Gaziantep' },
];

const m = (title: string, category: SeedModification['category'], brand: string | undefined, cost: number | undefined, monthsAgo: number, note?: string): SeedModification => ({
  title,
  category,
  ...(brand ? { brand } : {}),
  ...(cost !== undefined ? { cost } : {}),
  monthsAgo,
  ...(note ? { note } : {}),
});

export const SEED_GARAGES: readonly SeedGarage[] = [
  // ── Cars ───────────────────────────────────────────────────────────────────────────────
  {
    owner: 'mert_gti', name: 'Beyaz Şimşek', vehicleType: 'car', brand: 'Volkswagen', model: 'Golf GTI', year: 2017,
    description: 'Mk7 GTI, Oryx beyazı. Stage 1 yazılım, downpipe ve büyük intercooler ile günlük kullanılabilir ama pistte de gülümseten bir paket oldu. Bakımları yetkili serviste, tüm faturaları mevcut.',
    horsepower: 290, torque: 420, modificationType: 'Performance', priceRange: '100k-250k', photos: 4, featured: true, popularity: 0.9,
    specs: { engine: '2.0 TSI', acceleration: 5.6, topSpeed: 250, fuelType: 'petrol', transmission: 'semi-automatic', drivetrain: 'fwd', weight: 1350 },
    modifications: [
      m('Stage 1 yazılım', 'electronics', 'Revo', 24000, 14, 'Yakıt 98 oktan, şanzıman yazılımı da güncellendi.'),
      m('Downpipe (katalizörlü)', 'exhaust', 'Milltek', 38500, 12, 'Muayeneden sorunsuz geçiyor.'),
      m('Büyük intercooler', 'intake', 'Wagner Tuning', 31000, 10),
      m('Yay seti (-30 mm)', 'suspension', 'Eibach', 14500, 8, 'Konfor kaybı çok az, yol tutuşu belirgin arttı.'),
    ],
  },
  {
    owner: 'kaan.e46', name: 'Gece Mavisi E46', vehicleType: 'car', brand: 'BMW', model: 'E46', year: 2003,
    description: '330Ci coupe, orijinal Mystic Blau. Motor M54B30, manuel şanzıman. Alt takımı tamamen yenilendi, kaportası boyasız sayılır (sadece ön tampon).',
    horsepower: 231, torque: 300, modificationType: 'Stance', priceRange: '50k-100k', photos: 3, popularity: 0.75,
    specs: { engine: '3.0 M54', acceleration: 6.5, topSpeed: 250, fuelType: 'petrol', transmission: 'manual', drivetrain: 'rwd', weight: 1430 },
    modifications: [
      m('Coilover süspansiyon', 'suspension', 'BC Racing', 42000, 20, 'Ön 9, arka 10 tık sertlikte kullanıyorum.'),
      m('Style 32 jant 18"', 'wheels', 'BMW', 35000, 18),
      m('Xenon far retrofit', 'lighting', 'Bosch', 9000, 9),
    ],
  },
  {
    owner: 'baris.m3', name: 'Pist Canavarı F80', vehicleType: 'car', brand: 'BMW', model: 'M3', year: 2015,
    description: 'F80 M3, DCT şanzıman. Sezonda ayda iki pist günü yapıyorum; frenler ve lastikler ona göre seçildi. Değişim düşündüğüm için satılık, ciddi alıcılarla görüşürüm.',
    horsepower: 431, torque: 550, modificationType: 'Track', priceRange: '250k-500k', salePrice: '4.750.000 TL', photos: 4, popularity: 0.85,
    specs: { engine: '3.0 S55 Twin Turbo', acceleration: 4.1, topSpeed: 280, fuelType: 'petrol', transmission: 'semi-automatic', drivetrain: 'rwd', weight: 1560 },
    modifications: [
      m('Pist balatası ve DOT 4 hidrolik', 'brakes', 'Pagid', 28000, 11, 'Sokakta biraz ses yapıyor, pistte fading yok.'),
      m('Yarı slick lastik seti', 'wheels', 'Michelin Pilot Sport Cup 2', 96000, 6),
      m('Karbon ön lip', 'body', 'M Performance', 45000, 16),
      m('Veri kaydedici ve tur zamanlayıcı', 'electronics', 'AiM Solo 2', 27000, 4),
    ],
  },
  {
    owner: 'yusuf_sahin', name: "Dedemin Şahin'i", vehicleType: 'car', brand: 'Tofaş', model: 'Şahin', year: 1994,
    description: '1994 model 1.6 i.e. Şahin. Dedemden kaldı, 186 bin kilometrede. Döşemeler orijinal, jantlar orijinal, hatta radyo bile orijinal. Sadece LPG sonradan takıldı.',
    horsepower: 75, torque: 127, modificationType: 'Show', priceRange: '0-50k', photos: 3, featured: true, popularity: 0.95,
    specs: { engine: '1.6 i.e.', acceleration: 13.5, topSpeed: 160, fuelType: 'lpg', transmission: 'manual', drivetrain: 'rwd', weight: 1000 },
    modifications: [
      m('Orijinal döşeme yenileme', 'interior', undefined, 12000, 24, 'Aynı kumaşı bulmak için üç ay uğraştım.'),
      m('Sıralı LPG sistemi', 'engine', 'BRC', 18000, 30),
      m('Krom tampon restorasyonu', 'body', undefined, 6500, 15),
    ],
  },
  {
    owner: 'Gökhan_E30', name: 'Kırmızı E30', vehicleType: 'car', brand: 'BMW', model: 'E30', year: 1989,
    description: 'E30 325i, Brillantrot. Üç yıllık restorasyonun sonucu: kaporta sökülüp yeniden boyandı, motor revizyon gördü. Koleksiyonumu küçültüyorum, bu yüzden satılık.',
    horsepower: 171, torque: 226, modificationType: 'Show', priceRange: '250k-500k', salePrice: '1.250.000 TL', photos: 4, popularity: 0.8,
    specs: { engine: '2.5 M20', acceleration: 8.2, topSpeed: 218, fuelType: 'petrol', transmission: 'manual', drivetrain: 'rwd', weight: 1200 },
    modifications: [
      m('Motor revizyonu', 'engine', undefined, 85000, 26, 'Segman, yatak, conta takımı; kafa planyalandı.'),
      m('BBS RS 15" jant', 'wheels', 'BBS', 60000, 22),
      m('Kaporta ve boya', 'body', undefined, 140000, 28, 'Orijinal renk kodu 146.'),
      m('Recaro koltuk restorasyonu', 'interior', 'Recaro', 22000, 19),
    ],
  },
  {
    owner: 'can_jdm', name: 'Silvia S15 Spec-R', vehicleType: 'car', brand: 'Nissan', model: 'Silvia', year: 2000,
    description: 'Japonya’dan ithal S15 Spec-R. Drift için hazırlandı ama hâlâ plakalı ve sokakta kullanılıyor. Garrett turbo, hidrolik el freni, kilitli diferansiyel.',
    horsepower: 320, torque: 400, modificationType: 'Drift', priceRange: '250k-500k', photos: 4, featured: true, popularity: 1,
    specs: { engine: '2.0 SR20DET', acceleration: 5.2, topSpeed: 250, fuelType: 'petrol', transmission: 'manual', drivetrain: 'rwd', weight: 1250 },
    modifications: [
      m('Turbo yükseltmesi', 'engine', 'Garrett GT2860RS', 95000, 17, 'Enjektörler 740 cc, yakıt pompası Walbro.'),
      m('Kilitli diferansiyel (2 yollu)', 'other', 'Kaaz', 48000, 15),
      m('Hidrolik el freni', 'brakes', 'OBP', 9500, 15),
      m('Direksiyon açı kiti', 'suspension', 'Wisefab', 72000, 9, 'Açı neredeyse iki katına çıktı, geri dönüşler çok kolay.'),
      m('Kova koltuk', 'interior', 'Bride', 34000, 13),
    ],
  },
  {
    owner: 'ece_typer', name: 'Championship White', vehicleType: 'car', brand: 'Honda', model: 'Civic Type R', year: 2019,
    description: 'FK8 Civic Type R. Sokakta sakin, pistte ciddi. Fabrika çıkışı hali zaten çok iyi; sadece fren ve lastik tarafını pist için güçlendirdim.',
    horsepower: 320, torque: 400, modificationType: 'Track', priceRange: '50k-100k', photos: 3, popularity: 0.7,
    specs: { engine: '2.0 VTEC Turbo', acceleration: 5.8, topSpeed: 272, fuelType: 'petrol', transmission: 'manual', drivetrain: 'fwd', weight: 1380 },
    modifications: [
      m('Pist balatası', 'brakes', 'Endless', 16000, 7),
      m('Örgülü fren hortumları', 'brakes', 'Goodridge', 5500, 7),
      m('Hafif dövme jant 18"', 'wheels', 'Enkei', 52000, 5, 'Jant başına 2,4 kg kazanç.'),
    ],
  },
  {
    owner: 'dilara_gr86', name: 'Viraj Avcısı', vehicleType: 'car', brand: 'Toyota', model: 'GR86', year: 2023,
    description: 'GR86, manuel, Track Red. Bodrum–Milas arası dağ yollarının müdavimi. Mümkün olduğunca orijinal tutmaya çalışıyorum, sadece egzoz ve lastik değişti.',
    horsepower: 234, torque: 250, modificationType: 'Street', priceRange: '50k-100k', photos: 3, popularity: 0.6,
    specs: { engine: '2.4 Boxer', acceleration: 6.3, topSpeed: 226, fuelType: 'petrol', transmission: 'manual', drivetrain: 'rwd', weight: 1270 },
    modifications: [
      m('Cat-back egzoz', 'exhaust', 'HKS', 41000, 6, 'Soğukta biraz patlatıyor, yasal desibel sınırında.'),
      m('Yaz lastiği', 'wheels', 'Michelin Pilot Sport 4S', 38000, 4),
    ],
  },
  {
    owner: 'berk_rs', name: 'Sarı Slalom', vehicleType: 'car', brand: 'Renault', model: 'Clio RS', year: 2014,
    description: 'Clio IV RS 200 EDC, Liquid Yellow. Slalom yarışları için hafifletildi, arka koltuk söküldü. Hafta içi hâlâ işe gidip geliyorum.',
    horsepower: 200, torque: 240, modificationType: 'Track', priceRange: '50k-100k', location: 'Eskişehir', photos: 3, popularity: 0.55,
    specs: { engine: '1.6 Turbo', acceleration: 6.7, topSpeed: 230, fuelType: 'petrol', transmission: 'semi-automatic', drivetrain: 'fwd', weight: 1204 },
    modifications: [
      m('Arka koltuk sökümü ve hafifletme', 'interior', undefined, 0, 10, 'Yaklaşık 28 kg kazanç.'),
      m('Polyüretan burç seti', 'suspension', 'Powerflex', 11500, 9),
      m('Açık tip hava filtresi', 'intake', 'K&N', 4800, 12),
    ],
  },
  {
    owner: 'emre.egea', name: 'Ekonomik Egea', vehicleType: 'car', brand: 'Fiat', model: 'Egea', year: 2021,
    description: 'Günlük kullanım aracı. 1.3 Multijet ile şehir içi 5,2 litre yakıyor. Küçük dokunuşlarla hem daha şık hem daha keyifli hale getirdim.',
    horsepower: 95, torque: 200, modificationType: 'Street', priceRange: '0-50k', photos: 2, popularity: 0.35,
    specs: { engine: '1.3 Multijet', acceleration: 12.4, topSpeed: 180, fuelType: 'diesel', transmission: 'manual', drivetrain: 'fwd', weight: 1255 },
    modifications: [
      m('LED kısa far ampulleri', 'lighting', 'Philips', 2800, 8),
      m('17" jant ve lastik', 'wheels', undefined, 24000, 5),
      m('Multimedya ekranı (CarPlay)', 'electronics', 'Pioneer', 9500, 3),
    ],
  },
  {
    owner: 'sinem_ev', name: 'Yerli ve Elektrikli', vehicleType: 'car', brand: 'Togg', model: 'T10X', year: 2024,
    description: 'T10X V2 RWD uzun menzil. Bir yılda 24 bin kilometre yaptım, ortalama tüketim 17,4 kWh/100 km. Şarj deneyimlerimi profilimde paylaşıyorum.',
    horsepower: 218, torque: 350, modificationType: null, priceRange: '0-50k', photos: 3, popularity: 0.65,
    specs: { engine: 'Elektrik motoru 160 kW', acceleration: 7.6, topSpeed: 185, fuelType: 'electric', transmission: 'automatic', drivetrain: 'rwd', weight: 2000 },
    modifications: [m('Seramik kaplama', 'body', undefined, 18000, 9, 'Boyayı kuşlardan ve çamurdan korumak için.')],
  },
  {
    owner: 'volkan_v8', name: 'Coyote', vehicleType: 'car', brand: 'Ford', model: 'Mustang', year: 2018,
    description: 'Mustang GT 5.0 V8, 10 ileri otomatik. Egzoz sesini duyan komşular artık alıştı. Yeni projeye yer açmak için satıyorum.',
    horsepower: 450, torque: 529, modificationType: 'Performance', priceRange: '100k-250k', salePrice: '3.100.000 TL', photos: 4, popularity: 0.8,
    specs: { engine: '5.0 V8 Coyote', acceleration: 4.3, topSpeed: 250, fuelType: 'petrol', transmission: 'automatic', drivetrain: 'rwd', weight: 1750 },
    modifications: [
      m('Valfli cat-back egzoz', 'exhaust', 'Borla', 62000, 15, 'Sessiz modda sabah 7’de bile sorun yok.'),
      m('Soğuk hava emişi', 'intake', 'Roush', 21000, 13),
      m('Yazılım ayarı', 'electronics', 'SCT', 17000, 11),
    ],
  },
  {
    owner: 'Çağrı_STI', name: 'Mavi Ralli', vehicleType: 'car', brand: 'Subaru', model: 'Impreza WRX STI', year: 2008,
    description: 'GR kasa STI hatchback. Boxer motorun sesi ve dört çekerin güveni başka. Motor forged pistonlarla yeniden toplandı.',
    horsepower: 340, torque: 450, modificationType: 'Performance', priceRange: '250k-500k', photos: 4, popularity: 0.85,
    specs: { engine: '2.5 EJ257 Turbo', acceleration: 4.9, topSpeed: 250, fuelType: 'petrol', transmission: 'manual', drivetrain: 'awd', weight: 1505 },
    modifications: [
      m('Dövme piston ve biyel', 'engine', 'CP-Carrillo', 110000, 21, 'Eski motor 2. silindirde ring kırdı, fırsat bu fırsat dedik.'),
      m('Eşit uzunlukta manifold', 'exhaust', 'Cobb', 36000, 19),
      m('Accessport ve özel ayar', 'electronics', 'Cobb', 32000, 18),
      m('Ralli çamurlukları', 'body', 'Rally Armor', 7500, 8),
    ],
  },
  {
    owner: 'hakan_klasik', name: 'Kırk Yıllık Dost', vehicleType: 'car', brand: 'Mercedes-Benz', model: '190E', year: 1991,
    description: '190E 2.0, ilk sahibinden. 312 bin kilometre ve motor hiç açılmadı. Bir Mercedes klasiği; yeni sahibini bekliyor, takas düşünmüyorum.',
    horsepower: 122, torque: 178, modificationType: 'Show', priceRange: '0-50k', salePrice: '950.000 TL', photos: 3, popularity: 0.6,
    specs: { engine: '2.0 M102', acceleration: 10.5, topSpeed: 195, fuelType: 'petrol', transmission: 'manual', drivetrain: 'rwd', weight: 1150 },
    modifications: [m('Orijinal Becker radyo', 'electronics', 'Becker', 7500, 30, 'Kurtarma pazarından, çalışır durumda.'), m('Krom jant kapakları', 'wheels', 'Mercedes-Benz', 4000, 26)],
  },
  {
    owner: 'zeynep.mini', name: 'Minik Yeşil', vehicleType: 'car', brand: 'Mini', model: 'Cooper S', year: 2012,
    description: 'R56 Cooper S, British Racing Green ve beyaz tavan. Şehirde park yeri bulmak çocuk oyuncağı, virajlarda go-kart hissi.',
    horsepower: 184, torque: 240, modificationType: 'Street', priceRange: '50k-100k', photos: 3, popularity: 0.7,
    specs: { engine: '1.6 Turbo', acceleration: 7.0, topSpeed: 228, fuelType: 'petrol', transmission: 'manual', drivetrain: 'fwd', weight: 1165 },
    modifications: [
      m('Zamanlama zinciri değişimi', 'engine', 'Mini', 16000, 11, 'R56 sahipleri dikkat: 100 bin km’den önce mutlaka bakın.'),
      m('Tavan ve ayna beyaz folyo', 'body', '3M', 8500, 7),
      m('Spor direksiyon', 'interior', 'John Cooper Works', 13000, 5),
    ],
  },
  {
    owner: 'onur_track', name: 'RS3 Sedan', vehicleType: 'car', brand: 'Audi', model: 'RS3', year: 2021,
    description: 'Beş silindirin sesi her şeye değer. Günlük kullanım ve ara sıra pist. Fabrika sportif süspansiyon ve seramik olmayan fren paketi.',
    horsepower: 400, torque: 500, modificationType: 'Performance', priceRange: '100k-250k', photos: 3, popularity: 0.75,
    specs: { engine: '2.5 TFSI', acceleration: 3.8, topSpeed: 280, fuelType: 'petrol', transmission: 'semi-automatic', drivetrain: 'awd', weight: 1570 },
    modifications: [m('Titanyum egzoz', 'exhaust', 'Akrapovič', 145000, 8, 'Beş silindirin sesi bambaşka oldu.'), m('Pist lastiği', 'wheels', 'Pirelli P Zero Trofeo R', 64000, 3)],
  },
  {
    owner: 'melis.cabrio', name: 'Kırmızı Roadster', vehicleType: 'car', brand: 'Mazda', model: 'MX-5', year: 2016,
    description: 'ND MX-5 2.0, Soul Red. Yazın üst hep açık, kışın garajda dinleniyor. Hafiflik ve denge onu bu kadar eğlenceli yapıyor.',
    horsepower: 160, torque: 200, modificationType: 'Stance', priceRange: '50k-100k', photos: 3, popularity: 0.6,
    specs: { engine: '2.0 Skyactiv-G', acceleration: 7.3, topSpeed: 214, fuelType: 'petrol', transmission: 'manual', drivetrain: 'rwd', weight: 1000 },
    modifications: [m('Alçaltma yayları', 'suspension', 'Eibach', 12500, 10), m('Hafif jant 17"', 'wheels', 'Rays Volk', 58000, 9)],
  },
  {
    owner: 'furkan.dizel', name: 'İlk Arabam', vehicleType: 'car', brand: 'Volkswagen', model: 'Polo', year: 2019,
    description: 'Polo 1.0 TSI Comfortline. İlk arabam, sade ve temiz. Şimdilik sadece bakım ve küçük makyaj; yakıt tüketimini titizlikle takip ediyorum.',
    horsepower: 95, torque: 175, modificationType: null, priceRange: '0-50k', location: 'Gaziantep', photos: 2, popularity: 0.3,
    specs: { engine: '1.0 TSI', acceleration: 10.8, topSpeed: 187, fuelType: 'petrol', transmission: 'manual', drivetrain: 'fwd', weight: 1150 },
  },
  {
    owner: 'volkan_v8', name: 'Beyaz Supra', vehicleType: 'car', brand: 'Toyota', model: 'Supra', year: 2020,
    description: 'A90 Supra 3.0, beyaz. Buluşmalarda en çok soru aldığım araba. Gösteri için hazırlandı ama motor tarafına dokunmadım.',
    horsepower: 340, torque: 500, modificationType: 'Show', priceRange: '100k-250k', photos: 3, popularity: 0.85,
    specs: { engine: '3.0 B58 Turbo', acceleration: 4.3, topSpeed: 250, fuelType: 'petrol', transmission: 'automatic', drivetrain: 'rwd', weight: 1520 },
    modifications: [m('Geniş gövde kiti', 'body', 'Rocket Bunny', 180000, 10, 'Montaj ve boya dahil.'), m('Havalı süspansiyon', 'suspension', 'Air Lift', 95000, 9)],
  },
  {
    owner: 'serkan_4x4', name: 'Yayla Ekspresi', vehicleType: 'car', brand: 'Land Rover', model: 'Defender', year: 2022,
    description: 'Defender 110 D250. Trabzon–Uzungöl–Ayder yaylaları, kamp ve keşif. Çamur, kar, taş; durduran bir şey çıkmadı henüz.',
    horsepower: 249, torque: 570, modificationType: 'Street', priceRange: '100k-250k', photos: 4, popularity: 0.7,
    specs: { engine: '3.0 D250 MHEV', acceleration: 8.3, topSpeed: 188, fuelType: 'diesel', transmission: 'automatic', drivetrain: 'awd', weight: 2300 },
    modifications: [
      m('All-terrain lastik', 'wheels', 'BFGoodrich KO2', 48000, 14),
      m('Tavan çadırı', 'other', 'iKamper', 115000, 12, 'İki kişi rahat sığıyoruz.'),
      m('Çelik karter koruma', 'body', undefined, 22000, 11),
      m('LED bar', 'lighting', 'Lazer Lamps', 26000, 6),
    ],
  },
  {
    owner: 'ece_typer', name: 'Mavi i20 N', vehicleType: 'car', brand: 'Hyundai', model: 'i20 N', year: 2022,
    description: 'Performance Blue i20 N. Küçük ama çok hırslı; rev matching ve N Corner Carving diferansiyel bu fiyata inanılmaz.',
    horsepower: 204, torque: 275, modificationType: 'Track', priceRange: '0-50k', photos: 2, popularity: 0.5,
    specs: { engine: '1.6 T-GDi', acceleration: 6.7, topSpeed: 230, fuelType: 'petrol', transmission: 'manual', drivetrain: 'fwd', weight: 1190 },
    modifications: [m('Pist balatası', 'brakes', 'Ferodo DS2500', 9800, 4)],
  },
  {
    owner: 'baris.m3', name: 'Guards Red 991', vehicleType: 'car', brand: 'Porsche', model: '911', year: 2014,
    description: '991 Carrera S, PDK, Guards Red. Sport Chrono paketli. Pazar sabahı Sarıyer–Kilyos yolu için ideal.',
    horsepower: 400, torque: 440, modificationType: 'Track', priceRange: '100k-250k', salePrice: '9.800.000 TL', location: 'İstanbul', photos: 4, popularity: 0.9,
    specs: { engine: '3.8 Boxer', acceleration: 4.5, topSpeed: 302, fuelType: 'petrol', transmission: 'semi-automatic', drivetrain: 'rwd', weight: 1415 },
    modifications: [m('Sport egzoz (PSE)', 'exhaust', 'Porsche', 78000, 20), m('PPF koruma filmi', 'body', 'XPEL', 120000, 18, 'Tüm ön yüz ve yan marşpiyeller.')],
  },
  {
    owner: 'Gökhan_E30', name: 'Doksanların Yıldızı', vehicleType: 'car', brand: 'Opel', model: 'Calibra', year: 1995,
    description: 'Calibra 2.0 16V, 90’ların en aerodinamik coupe’si. Orijinal boyası ve tam bakım kaydıyla koleksiyonumun gözbebeği.',
    horsepower: 150, torque: 196, modificationType: 'Show', priceRange: '50k-100k', photos: 2, popularity: 0.45,
    specs: { engine: '2.0 16V', acceleration: 8.5, topSpeed: 223, fuelType: 'petrol', transmission: 'manual', drivetrain: 'fwd', weight: 1250 },
    modifications: [m('Triger ve su pompası', 'engine', 'Gates', 8500, 6), m('Orijinal jant restorasyonu', 'wheels', undefined, 7000, 14)],
  },
  {
    owner: 'yusuf_sahin', name: 'Köyün Toros’u', vehicleType: 'car', brand: 'Renault', model: 'Toros', year: 1998,
    description: 'Renault 12 Toros 1.4, babamın köyde kullandığı araba. Her yolda, her havada çalışır; tarla yoluna da, şehre de.',
    horsepower: 70, torque: 108, modificationType: 'Street', priceRange: '0-50k', location: 'Konya', photos: 2, popularity: 0.5,
    specs: { engine: '1.4', acceleration: 15.0, topSpeed: 155, fuelType: 'lpg', transmission: 'manual', drivetrain: 'fwd', weight: 930 },
  },
  {
    owner: 'berk_rs', name: '206 GTi Projesi', vehicleType: 'car', brand: 'Peugeot', model: '206', year: 2004,
    description: '206 GTi 2.0 16V. Alçaltılmış, geniş jantlı bir hafta sonu oyuncağı. Projenin yarısındayım, öneriye açığım.',
    horsepower: 138, torque: 190, modificationType: 'Stance', priceRange: '0-50k', photos: 3, popularity: 0.4,
    specs: { engine: '2.0 16V', acceleration: 8.4, topSpeed: 208, fuelType: 'petrol', transmission: 'manual', drivetrain: 'fwd', weight: 1050 },
    modifications: [m('Coilover', 'suspension', 'TA Technix', 18000, 7), m('Ön kaput kilidi ve karbon ayna', 'body', undefined, 4500, 3)],
  },
  {
    owner: 'onur_track', name: 'Aile Roketi', vehicleType: 'car', brand: 'Skoda', model: 'Octavia RS', year: 2018,
    description: 'Octavia RS 245 station wagon. Bagajda bebek arabası, kaputun altında 2.0 TSI. Aile arabası da eğlenceli olabilir.',
    horsepower: 280, torque: 400, modificationType: 'Performance', priceRange: '50k-100k', photos: 2, popularity: 0.5,
    specs: { engine: '2.0 TSI', acceleration: 6.1, topSpeed: 250, fuelType: 'petrol', transmission: 'semi-automatic', drivetrain: 'fwd', weight: 1450 },
    modifications: [m('Stage 1 yazılım', 'electronics', 'APR', 22000, 9)],
  },
  {
    owner: 'sinem_ev', name: 'Sessiz Gece', vehicleType: 'car', brand: 'Tesla', model: 'Model 3', year: 2023,
    description: 'Model 3 Long Range, siyah. Şehirlerarası yolculuklarda Supercharger ağıyla sorunsuz. Folyo ve jant dışında orijinal.',
    horsepower: 498, torque: 493, modificationType: 'Street', priceRange: '50k-100k', location: 'İstanbul', photos: 3, popularity: 0.55,
    specs: { engine: 'Çift motor', acceleration: 4.4, topSpeed: 201, fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd', weight: 1830 },
    modifications: [m('Mat siyah folyo', 'body', 'Avery Dennison', 45000, 8), m('Aero jant kapağı sökümü ve 19" jant', 'wheels', undefined, 42000, 6)],
  },
  {
    owner: 'can_jdm', name: 'Evo IX', vehicleType: 'car', brand: 'Mitsubishi', model: 'Lancer Evolution', year: 2006,
    description: 'Lancer Evolution IX, 4G63 motor. Türkiye’de sayılı orijinal Evo IX’lardan. Silvia projesine bütçe gerektiği için satılık.',
    horsepower: 280, torque: 392, modificationType: 'Performance', priceRange: '100k-250k', salePrice: '2.150.000 TL', photos: 3, popularity: 0.75,
    specs: { engine: '2.0 4G63 Turbo', acceleration: 4.9, topSpeed: 250, fuelType: 'petrol', transmission: 'manual', drivetrain: 'awd', weight: 1400 },
    modifications: [m('Turbo-back egzoz', 'exhaust', 'HKS', 33000, 24), m('Ön intercooler', 'intake', 'ETS', 26000, 22)],
  },

  // ── Motorcycles ────────────────────────────────────────────────────────────────────────
  {
    owner: 'selin_r6', name: 'Mavi R6', vehicleType: 'motorcycle', brand: 'Yamaha', model: 'R6', year: 2018,
    description: 'R6 2018, Team Yamaha Blue. Pist günleri için hazırlandı, sokak kullanımı için aynaları ve plakalığı duruyor. Quickshifter ile vites geçişleri mükemmel.',
    horsepower: 118, torque: 62, modificationType: 'Sport', priceRange: '25k-50k', photos: 4, featured: true, popularity: 0.85,
    specs: { engine: '599 cc sıralı dört', acceleration: 3.1, topSpeed: 260, fuelType: 'petrol', transmission: 'manual', drivetrain: 'chain', weight: 190 },
    modifications: [
      m('Slip-on egzoz', 'exhaust', 'Akrapovič', 42000, 9, 'Karbon çıkış, db-killer takılı.'),
      m('Quickshifter', 'electronics', 'HM', 18000, 8),
      m('Kısa levye seti', 'other', 'Rizoma', 9000, 6),
    ],
  },
  {
    owner: 'ugur_ducati', name: 'Rosso Corsa V4', vehicleType: 'motorcycle', brand: 'Ducati', model: 'Panigale V4', year: 2020,
    description: 'Panigale V4, kırmızının en kırmızısı. Desmosedici Stradale motorun sesi kask içinden bile tüylerimi diken diken ediyor. Yılda iki pist günü, gerisi Pazar sabahları.',
    horsepower: 214, torque: 124, modificationType: 'Track', priceRange: '100k+', photos: 4, popularity: 0.95,
    specs: { engine: '1103 cc Desmosedici V4', acceleration: 2.6, topSpeed: 299, fuelType: 'petrol', transmission: 'manual', drivetrain: 'chain', weight: 198 },
    modifications: [
      m('Titanyum tam sistem egzoz', 'exhaust', 'Termignoni', 310000, 10),
      m('Karbon grenaj parçaları', 'body', 'Ducati Performance', 75000, 8),
      m('Lastik ısıtıcı', 'other', 'Capit', 16000, 7),
    ],
  },
  {
    owner: 'deniz.gs', name: '81 İl Hedefi', vehicleType: 'motorcycle', brand: 'BMW Motorrad', model: 'R 1250 GS', year: 2021,
    description: 'R 1250 GS Adventure paketi. 38 bin kilometrede, 40 il geride kaldı. Alüminyum çantalar, koruma demirleri, sis farları; yola hazır. Yeni modele geçeceğim için satılık.',
    horsepower: 136, torque: 143, modificationType: 'Adventure', priceRange: '50k-100k', salePrice: '1.650.000 TL', photos: 4, popularity: 0.8,
    specs: { engine: '1254 cc boxer', acceleration: 3.7, topSpeed: 200, fuelType: 'petrol', transmission: 'manual', drivetrain: 'shaft', weight: 249 },
    modifications: [
      m('Alüminyum yan çantalar', 'other', 'Touratech', 68000, 30),
      m('Motor koruma demirleri', 'body', 'SW-Motech', 14000, 30),
      m('LED sis farları', 'lighting', 'BMW Motorrad', 22000, 25),
      m('Yükseltilmiş sele', 'interior', 'Wunderlich', 17000, 20, 'Uzun yolda belim artık ağrımıyor.'),
    ],
  },
  {
    owner: 'tugce_z900', name: 'Yeşil Canavar', vehicleType: 'motorcycle', brand: 'Kawasaki', model: 'Z900', year: 2022,
    description: 'Z900, metalik yeşil. Her sabah Mudanya yolundan işe. Dört silindirin çekişi ve naked rahatlığı bir arada.',
    horsepower: 125, torque: 99, modificationType: 'Naked', priceRange: '10k-25k', photos: 3, popularity: 0.65,
    specs: { engine: '948 cc sıralı dört', acceleration: 3.0, topSpeed: 240, fuelType: 'petrol', transmission: 'manual', drivetrain: 'chain', weight: 212 },
    modifications: [m('Kuyruk toplama kiti', 'body', 'R&G', 4500, 6), m('Kısa dişli seti (-1 ön)', 'other', 'JT Sprockets', 3800, 4, 'Çıkış daha agresif oldu.')],
  },
  {
    owner: 'İlker_Harley', name: 'Kapadokya Gezgini', vehicleType: 'motorcycle', brand: 'Harley-Davidson', model: 'Fat Boy', year: 2019,
    description: 'Fat Boy 114, Vivid Black. Ürgüp–Göreme–Avanos turları ve peribacaları arasında gün batımı. Konforlu sele ve deri heybeler eklendi.',
    horsepower: 94, torque: 155, modificationType: 'Cruiser', priceRange: '50k-100k', photos: 3, popularity: 0.7,
    specs: { engine: 'Milwaukee-Eight 114', acceleration: 4.3, topSpeed: 180, fuelType: 'petrol', transmission: 'manual', drivetrain: 'belt', weight: 317 },
    modifications: [
      m('Stage 1 hava filtresi ve yazılım', 'intake', 'Screamin’ Eagle', 38000, 15),
      m('Deri heybe seti', 'other', 'Harley-Davidson', 29000, 12),
      m('Yolcu sırt dayanağı', 'interior', 'Harley-Davidson', 12000, 10),
    ],
  },
  {
    owner: 'ayse_vespa', name: 'Kadıköy Vespası', vehicleType: 'motorcycle', brand: 'Vespa', model: 'GTS 300', year: 2022,
    description: 'GTS 300 Super, pastel mavi. Moda sahilinden Bağdat Caddesi’ne, her gün. Ön bagaj ve arka çanta ile market alışverişi bile kolay.',
    horsepower: 24, torque: 26, modificationType: 'Scooter', priceRange: '0-10k', photos: 3, popularity: 0.6,
    specs: { engine: '278 cc tek silindir', topSpeed: 128, fuelType: 'petrol', transmission: 'cvt', drivetrain: 'belt', weight: 160 },
    modifications: [m('Krom ön bagaj', 'other', 'Vespa', 5500, 10), m('Arka çanta', 'other', 'Givi', 4200, 9)],
  },
  {
    owner: 'nazli.ktm', name: 'Turuncu Duke', vehicleType: 'motorcycle', brand: 'KTM', model: '390 Duke', year: 2021,
    description: '390 Duke, ilk motosikletim. Pamukkale yolunda virajlar, şehirde trafik arası; hafifliği her yerde işe yarıyor.',
    horsepower: 44, torque: 37, modificationType: 'Naked', priceRange: '0-10k', photos: 2, popularity: 0.5,
    specs: { engine: '373 cc tek silindir', acceleration: 5.8, topSpeed: 167, fuelType: 'petrol', transmission: 'manual', drivetrain: 'chain', weight: 163 },
    modifications: [m('Tank pedi ve diz yastığı', 'body', 'Stompgrip', 2400, 7), m('Kısa plakalık', 'body', 'Evotech', 3200, 5)],
  },
  {
    owner: 'irem.tmax', name: 'Şehirlerarası TMAX', vehicleType: 'motorcycle', brand: 'Yamaha', model: 'TMAX', year: 2020,
    description: 'TMAX 560 Tech Max. Antalya–Alanya arası haftada iki kez. Isıtmalı elcikler ve elektrikli cam kışın bile yola çıkarıyor.',
    horsepower: 47, torque: 56, modificationType: 'Touring', priceRange: '10k-25k', photos: 2, popularity: 0.45,
    specs: { engine: '562 cc paralel ikili', acceleration: 5.5, topSpeed: 160, fuelType: 'petrol', transmission: 'cvt', drivetrain: 'belt', weight: 220 },
    modifications: [m('Yüksek rüzgarlık', 'body', 'Puig', 6800, 8), m('Arka çanta (45 L)', 'other', 'Givi', 7200, 8)],
  },
  {
    owner: 'tolga_afrika', name: 'Kaçkar Yolcusu', vehicleType: 'motorcycle', brand: 'Honda', model: 'Africa Twin', year: 2020,
    description: 'CRF1100L Africa Twin, DCT. Kaçkarlar, Palovit ve Ayder yaylaları toprak yolları. Yağmurda da çamurda da güvenilir.',
    horsepower: 102, torque: 105, modificationType: 'Adventure', priceRange: '25k-50k', photos: 4, popularity: 0.75,
    specs: { engine: '1084 cc paralel ikili', topSpeed: 200, fuelType: 'petrol', transmission: 'semi-automatic', drivetrain: 'chain', weight: 238 },
    modifications: [
      m('Arazi lastikleri', 'wheels', 'Continental TKC 80', 12000, 9),
      m('Karter koruma', 'body', 'Outback Motortek', 9500, 14),
      m('Ek sis lambası', 'lighting', 'Denali', 15000, 12),
    ],
  },
  {
    owner: 'burak_triple', name: 'Üç Silindir', vehicleType: 'motorcycle', brand: 'Triumph', model: 'Street Triple', year: 2019,
    description: 'Street Triple RS 765. Öhlins süspansiyon ve Brembo Stylema fabrikadan geliyor. Tekirdağ sahil yolunda hafta sonu keyfi.',
    horsepower: 123, torque: 79, modificationType: 'Naked', priceRange: '10k-25k', photos: 3, popularity: 0.6,
    specs: { engine: '765 cc sıralı üçlü', acceleration: 3.3, topSpeed: 250, fuelType: 'petrol', transmission: 'manual', drivetrain: 'chain', weight: 189 },
    modifications: [m('Arrow slip-on', 'exhaust', 'Arrow', 24000, 11)],
  },
  {
    owner: 'oguz.cafe', name: 'Cafe Racer Interceptor', vehicleType: 'motorcycle', brand: 'Royal Enfield', model: 'Interceptor 650', year: 2022,
    description: 'Interceptor 650’den cafe racer dönüşümü. Clip-on gidon, tek kişilik sele ve kısaltılmış arka çamurluk. Atölyede iki ayda bitti.',
    horsepower: 47, torque: 52, modificationType: 'Show', priceRange: '25k-50k', photos: 4, featured: true, popularity: 0.8,
    specs: { engine: '648 cc paralel ikili', topSpeed: 165, fuelType: 'petrol', transmission: 'manual', drivetrain: 'chain', weight: 202 },
    modifications: [
      m('Clip-on gidon', 'other', 'Tarozzi', 6500, 5),
      m('Tek kişilik cafe sele', 'interior', undefined, 8000, 5, 'Deri işçiliği Eskişehir’de bir ustaya yaptırıldı.'),
      m('İkili egzoz (megafon)', 'exhaust', 'S&S', 28000, 4),
      m('Bar-end aynalar', 'other', 'Rizoma', 7000, 3),
    ],
  },
  {
    owner: 'ışıl.moto', name: 'Eğitim Motoru', vehicleType: 'motorcycle', brand: 'Honda', model: 'CB650R', year: 2021,
    description: 'CB650R Neo Sports Café. Öğrencilerime örnek olsun diye her parçası güvenlik odaklı: koruma takozları, ABS, iyi lastik. Dört silindirin yumuşaklığı eğitim için ideal.',
    horsepower: 95, torque: 64, modificationType: 'Naked', priceRange: '0-10k', photos: 3, popularity: 0.55,
    specs: { engine: '649 cc sıralı dört', acceleration: 3.7, topSpeed: 225, fuelType: 'petrol', transmission: 'manual', drivetrain: 'chain', weight: 202 },
    modifications: [m('Kadro koruma takozları', 'body', 'R&G', 3900, 10), m('Lastik basıncı sensörü', 'electronics', 'FOBO', 4500, 6)],
  },
];

/** Comment templates: `{model}`, `{brand}` and `{name}` are replaced with the garage's values. */
export const CAR_COMMENTS: readonly string[] = [
  'Renk seçimi harika, {model} bu renkte çok yakışmış.',
  'Bu {model} kadar temiz bir örnek uzun zamandır görmedim, ellerine sağlık.',
  'Jantlar aracın duruşunu tamamen değiştirmiş. Ölçüleri nedir?',
  'Süspansiyon ayarını nasıl yaptınız? Günlük kullanımda sert mi?',
  'Egzoz sesi videosu çekersen çok seviniriz!',
  'Bir sonraki buluşmada yakından görmek isterim.',
  'Bakım masrafları nasıl, yedek parça bulmakta zorlanıyor musun?',
  'Yakıt tüketimi ne alemde? Şehir içi ne kadar gidiyor?',
  'Harika proje, modifikasyon listesini adım adım takip ediyorum.',
  'Motor tarafında başka bir şey planlıyor musun?',
  'Bu kasaya bayılıyorum, {brand} bir daha böyle güzel bir tasarım yapmadı bence.',
  'Fotoğraflar süper çıkmış, nerede çektiniz?',
  'İç mekân da orijinal mi? Fotoğrafını görmek isterim.',
  'Lastik tercihin çok yerinde, ben de aynısını düşünüyordum.',
  'Kocaeli pistinde görmüştüm galiba, çok hızlıydınız!',
  'Muayeneden sorun çıkmadı mı bu modifikasyonlarla?',
  'Yazılımı kim yaptı? Benzer bir iş için usta arıyorum.',
  'Orijinalliğini koruman çok değerli, her şeyi değiştirmeye gerek yok.',
  'Klasik olmuş bile, değeri her yıl artacak.',
  'Kışın nasıl kullanıyorsun, kar lastiği takıyor musun?',
  'Fren tarafını büyütmeyi düşünür müsün? Bu güçte faydası olur.',
  'Gerçekten çok temiz. Kaç kilometrede?',
  'Sigorta ve kasko ne kadar tutuyor, merak ettim.',
  'Bir gün ben de böyle bir {model} sahibi olacağım!',
  '{name} ismi de çok yakışmış 👌',
];

export const MOTORCYCLE_COMMENTS: readonly string[] = [
  '{model} gerçekten çok güzel duruyor, hayırlı olsun!',
  'Egzoz sesi nasıl, kask içinden rahatsız ediyor mu?',
  'Sele yüksekliği ne kadar? 1,70 boyla rahat basılır mı?',
  'Zincir bakımını ne sıklıkla yapıyorsun?',
  'Uzun yolda rüzgar yorgunluğu oluyor mu?',
  'Bu motorla pist günü yaptın mı hiç?',
  'Koruma ekipmanlarına da dikkat etmişsin, çok güzel.',
  'Lastik tercihini merak ettim, ıslak zeminde nasıl?',
  'Ben de {brand} düşünüyorum, servis deneyimin nasıl?',
  'Yaz sezonunda bir grup sürüşü yapalım!',
  'Yakıt tüketimi ne kadar, depo kaç kilometre gidiyor?',
  'Renk ve grafikler çok hoş, fabrika çıkışı mı?',
  'Kışın garajda mı bekletiyorsun yoksa kullanıyor musun?',
  'Bu sınıfta en dengeli motorlardan biri bence.',
];

export const FOR_SALE_COMMENTS: readonly string[] = [
  'Fiyatta pazarlık payı var mı?',
  'Takas düşünür müsünüz?',
  'Ekspertiz raporu paylaşabilir misiniz?',
  'Hafta sonu görmeye gelebilir miyim?',
  'Tramer kaydı var mı?',
];

/** The owner's replies under comments on their own garage. */
export const OWNER_REPLIES: readonly string[] = [
  'Teşekkürler, çok naziksin!',
  'Sağ ol! Bir sonraki buluşmada gel, birlikte bakalım.',
  'Teşekkür ederim, daha bitmedi; yeni parçalar yolda 🙂',
  'Detayları modifikasyonlar sekmesine ekledim, oradan bakabilirsin.',
  'Mesaj atarsan ustanın numarasını veririm.',
];
