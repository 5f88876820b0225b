/**
 * The assistant's built-in Turkish knowledge base ("AI canned
 * topics chosen by keyword … turbo 25,000 to 60,000 TL, 1 to 2 days; ECU Stage 1 to 3 at 2,000
 * to 20,000 TL"; decision 010). One entry per ASSISTANT_TOPICS topic: what the modification
 * does, price ranges in TL (2025 market, whole lira), workshop time, tips, and general legal
 * notes for Turkey (TÜVTÜRK, tadilat projesi, ruhsat) — guidance, not legal advice. Cars and
 * motorcycles get their own text where they differ.
 *
 * Matching is Turkish-aware: the question is folded with `foldForSearch` (`İ`/`I`/`ı`/`i` one
 * letter, accents dropped), so "SÜSPANSİYON", "süspansiyon" and "suspansiyon" are one word.
 * A `prefix` keyword matches the start of a word (Turkish suffixes: "egzozumu", "balatalar");
 * a `word` keyword only a whole word ("far" but not "fark"); a keyword with a space matches as
 * a phrase at word starts. A few English words are matched too (the English UI's quick
 * questions); answers stay Turkish.
 */
import { ASSISTANT_TOPICS, foldForSearch, type AssistantTopic } from '@garaj/shared';

/** Text of one vehicle kind for a topic. */
export interface TopicText {
  /** What it does, one paragraph. */
  what: string;
  /** Price ranges: "label: 25.000–60.000 TL" lines. */
  prices: string[];
  /** Workshop time. */
  time: string;
  tips: string[];
}

export interface KnowledgeTopic {
  topic: AssistantTopic;
  /** Turkish title ("Turbo", "Egzoz"). */
  title: string;
  keywords: { prefix: string[]; word: string[] };
  /** Words for the full-text retrieval of site content (Turkish, as written). */
  searchTerms: string[];
  /** `modifications.category` values that belong to the topic (garage grounding). */
  modificationCategories: string[];
  car: TopicText;
  motorcycle: TopicText;
  /** General notes on Turkish rules (inspection, tadilat, ruhsat). */
  legal: string[];
}

/** Closing line of every offline answer with legal notes. */
export const LEGAL_DISCLAIMER =
  'Yasal notlar genel bilgilendirme içindir, hukuki görüş değildir; mevzuat ve uygulama değişebilir. İşe başlamadan önce yetkili bir tadilat firmasına ve TÜVTÜRK’e güncel durumu sorun.';

/** The knowledge base, in ASSISTANT_TOPICS order. */
export const KNOWLEDGE: readonly KnowledgeTopic[] = [
  {
    topic: 'turbo',
    title: 'Turbo',
    keywords: {
      prefix: ['turbo', 'supercharger', 'superşarj', 'kompresor kit', 'intercooler', 'wastegate', 'blow off', 'blowoff', 'boost'],
      word: ['bov', 'twin turbo', 'biturbo'],
    },
    searchTerms: ['turbo', 'intercooler', 'wastegate', 'kompresör'],
    modificationCategories: ['intake'],
    car: {
      what: 'Turbo, egzoz gazıyla dönen bir türbin ve aynı mile bağlı bir kompresörden oluşur; motora basınçlı hava vererek aynı hacimden daha fazla güç alınmasını sağlar. Sıkışan hava ısındığı için intercooler ile soğutulur, basıncı wastegate sınırlar.',
      prices: [
        'Atmosferik araca turbo kit (parça ve işçilik): 25.000–60.000 TL',
        'Hibrit veya büyük turbo yükseltmesi: 30.000–90.000 TL',
        'Büyük intercooler: 10.000–35.000 TL',
        'Turbo sonrası ECU yazılımı ve dyno ayarı: 6.000–20.000 TL',
      ],
      time: 'Turbo kit montajı 1–2 gün; yazılım ve dyno ayarıyla birlikte 2–3 gün.',
      tips: [
        'Enjektör, yakıt pompası, debriyaj ve soğutma gibi destek parçaları çoğu kitte dahil değildir; bütçeyi buna göre planlayın.',
        'Düşük sıkıştırmalı olmayan atmosferik motorlarda basıncı düşük tutun ve vuruntuyu izleyen bir ayar yaptırın.',
        'Sert sürüşten sonra motoru kapatmadan önce 30–60 saniye rölantide bekleyin; turbo yatakları yağla yaşar.',
      ],
    },
    motorcycle: {
      what: 'Motosikletlerde turbo kit nadir ve zahmetlidir: dar gövdede boru, intercooler ve yağ hattı yerleştirmek zordur; motorun ve şanzımanın ek torka dayanması gerekir. Çoğu sürücü için egzoz, hava filtresi ve yakıt haritası ayarı daha mantıklı bir başlangıçtır.',
      prices: [
        'Motosiklet turbo kiti (hazır kit, işçilik hariç): 80.000–200.000 TL',
        'Kurulum, yakıt sistemi ve dyno ayarı: 20.000–60.000 TL',
      ],
      time: 'Kuruluma ve ayara göre 3–7 gün.',
      tips: [
        'Önce fren ve süspansiyonun artan güce hazır olduğundan emin olun.',
        'Turbo yerine yakıt haritası ve egzoz ile daha az riskle daha dengeli bir kazanç elde edebilirsiniz.',
      ],
    },
    legal: [
      'Turbo eklemek motor gücünü değiştirir ve tadilat sayılır: yetkili bir firmanın tadilat projesi, TÜVTÜRK’te tadilat muayenesi ve değişikliğin ruhsata işlenmesi gerekir.',
      'Periyodik muayenede egzoz emisyon ölçümünden geçmesi gerekir.',
      'Değişikliği sigorta şirketinize bildirin; bildirilmeyen modifikasyon hasar anında sorun çıkarabilir.',
    ],
  },
  {
    topic: 'exhaust',
    title: 'Egzoz',
    keywords: {
      prefix: ['egzoz', 'egsoz', 'eksoz', 'susturucu', 'downpipe', 'katalizor', 'catback', 'cat-back', 'cat back', 'manifold', 'header', 'klape', 'slip-on', 'slip on', 'akrapovic', 'db killer', 'dpf', 'exhaust', 'muffler'],
      word: [],
    },
    searchTerms: ['egzoz', 'susturucu', 'downpipe', 'katalizör'],
    modificationCategories: ['exhaust'],
    car: {
      what: 'Egzoz değişikliği önce sesi, sonra akışı değiştirir. Arka susturucu en kolay adımdır; cat-back hattın tamamını yeniler; turbolu araçlarda en büyük kazancı downpipe (genellikle yazılımla birlikte) verir; atmosferik motorlarda manifold üst devir gücünü artırır.',
      prices: [
        'Arka susturucu (axle-back): 5.000–20.000 TL',
        'Paslanmaz cat-back sistemi: 20.000–80.000 TL',
        'Katalizörlü downpipe: 15.000–45.000 TL',
        'Klapeli (valfli) egzoz sistemi: 30.000–100.000 TL',
      ],
      time: 'Arka susturucu 2–4 saat; cat-back veya downpipe yarım gün ile 1 gün.',
      tips: [
        'Otoyolda kabinde uğultu yapmaması için rezonatörlü ya da klapeli sistemleri tercih edin.',
        'Almadan önce kendi modelinizde aynı egzozun kabin içi ses kaydını dinleyin.',
      ],
    },
    motorcycle: {
      what: 'Motosiklette slip-on susturucu sesi ve ağırlığı değiştirir; tam sistem (manifold dahil) güç kazancı sağlar ama çoğu zaman yakıt haritası ayarı ister.',
      prices: [
        'Slip-on susturucu: 8.000–35.000 TL',
        'Tam sistem (full system): 25.000–90.000 TL',
        'Yakıt haritası ayarı: 3.000–10.000 TL',
      ],
      time: 'Slip-on 1–2 saat; tam sistem ve harita ayarı yarım gün ile 1 gün.',
      tips: [
        'dB killer’ı (ses kesiciyi) sökmeyin; hem ceza hem de kaybolan alt devir torku getirir.',
        'E işaretli, homologasyonlu susturucular muayenede ve yol kontrolünde sorun çıkarmaz.',
      ],
    },
    legal: [
      'Katalizörü sökmek ya da içini boşaltmak yasal değildir; araç egzoz emisyon ölçümünde kalır.',
      'Sesi artıran egzoz değişikliklerine trafik denetimlerinde idari para cezası yazılabilir; periyodik muayenede egzoz sistemi ve gürültü kontrol edilir.',
      'Homologasyonlu, E işaretli ürün seçin; değişikliğin ruhsata işlenmesi gerekip gerekmediğini ürünün belgelerinden ve tadilat firmasından öğrenin.',
    ],
  },
  {
    topic: 'suspension',
    title: 'Süspansiyon ve alçaltma',
    keywords: {
      prefix: ['suspansiyon', 'alcalt', 'coilover', 'amortisor', 'spor yay', 'helezon', 'air ride', 'airride', 'havali suspansiyon', 'kamber', 'viraj demir', 'denge cubug', 'lowering', 'on masa', 'masa yag', 'masa yay', 'on catal', 'suspension', 'lower my', 'shock absorber'],
      word: ['yay', 'yaylar', 'yaylari', 'yayi', 'yaylarini', 'alcak', 'basik'],
    },
    searchTerms: ['süspansiyon', 'alçaltma', 'coilover', 'amortisör', 'yay'],
    modificationCategories: ['suspension'],
    car: {
      what: 'Süspansiyon modifikasyonu aracı alçaltır, gövde yatmasını azaltır ve yol tutuşunu değiştirir. Spor yay en ucuz yoldur (25–40 mm), coilover yüksekliği ve çoğu modelde sönümü ayarlanabilir kılar, havalı süspansiyon park hâlinde yere yatıp yolda yükselebilir.',
      prices: [
        'Spor yay seti: 6.000–15.000 TL',
        'Kaliteli coilover seti: 35.000–120.000 TL',
        'Havalı süspansiyon (kompresör, tank, körükler): 120.000 TL ve üzeri',
        'Rot-balans ayarı: 800–2.000 TL',
      ],
      time: 'Spor yay 3–5 saat; coilover yarım gün ile 1 gün; havalı süspansiyon 2–4 gün.',
      tips: [
        'Alçaltmadan sonra rot-balans şarttır; yoksa lastiğin iç kenarı birkaç bin kilometrede biter.',
        'Yay değişiyorsa amortisörlerin durumuna bakın; yorgun amortisörle alçak araç seker.',
        'Arka daha çok indiyse farlar yukarı bakar: far ayarını da yaptırın.',
      ],
    },
    motorcycle: {
      what: 'Motosiklette süspansiyon işi genellikle alçaltma değil, sürücünün ağırlığına göre ayardır: ön maşa yayı ve yağı, kartuş kiti ve arka amortisör. Alçaltma linki oturma yüksekliğini düşürür ama yerden yüksekliği ve yatış açısını azaltır.',
      prices: [
        'Ön maşa yayı ve yağ değişimi: 3.000–8.000 TL',
        'Ön kartuş kiti: 20.000–50.000 TL',
        'Arka amortisör: 20.000–70.000 TL',
        'Alçaltma linki: 2.000–6.000 TL',
      ],
      time: '2–6 saat; kartuş kiti ve ayarla 1 gün.',
      tips: [
        'Önce sag (çökme) ölçümü ve ön yük ayarıyla başlayın; çoğu zaman parça değiştirmeye gerek kalmaz.',
        'Alçaltma linki takıyorsanız ön maşayı da aynı oranda indirin, yoksa direksiyon geometrisi bozulur.',
      ],
    },
    legal: [
      'Süspansiyon yüksekliğini değiştiren uygulamalar tadilat sayılır: uygunluk belgeli ürünün yetkili bir tadilat firmasının projesiyle takılması, TÜVTÜRK’te tadilat muayenesi ve ruhsata işlenmesi gerekir.',
      'Projesiz alçaltılmış araçlar periyodik muayenede kusur alabilir.',
    ],
  },
  {
    topic: 'brakes',
    title: 'Frenler',
    keywords: {
      prefix: ['fren', 'balata', 'kaliper', 'kampana', 'rodaj', 'big brake', 'bbk', 'brake', 'caliper'],
      word: ['disk', 'diski', 'diskler', 'diskleri', 'abs'],
    },
    searchTerms: ['fren', 'balata', 'disk', 'kaliper'],
    modificationCategories: ['brakes'],
    car: {
      what: 'Fren modifikasyonu durma mesafesini değil, asıl olarak ısıya dayanımı ve pedal hissini iyileştirir: performans balata, çelik örgülü hortum, yüksek kaynama noktalı hidrolik ve büyük kaliperli fren kitleri.',
      prices: [
        'Ön balata takımı: 1.200–3.000 TL',
        'Ön disk çifti: 3.000–7.000 TL',
        'Performans balata: 4.000–12.000 TL',
        'Çelik örgülü fren hortumu seti: 3.000–8.000 TL',
        'Büyük fren kiti (big brake kit): 40.000–150.000 TL',
        'Hidrolik değişimi: 750–1.500 TL',
      ],
      time: 'Balata 1–2 saat; disk ve balata 2–3 saat; büyük fren kiti 1 gün.',
      tips: [
        'Balata ve disk her zaman aks bazında, iki tekerde birlikte değişir.',
        'Yeni balata ve diski ilk 200–300 km’de rodaj edin: orta şiddette 8–10 frenleme, araya soğuma.',
        'Güç eklediyseniz önce freni yükseltin; iyi balata ve taze hidrolik pahalı parçalardan önce gelir.',
      ],
    },
    motorcycle: {
      what: 'Motosiklette fren hissini en çok çelik örgülü hortum ve kaliteli balata değiştirir; radyal pompa ve yüzer disk sportif kullanım içindir.',
      prices: [
        'Balata (kaliper başına): 800–2.500 TL',
        'Çelik örgülü hortum seti: 3.000–7.000 TL',
        'Fren diski: 4.000–15.000 TL',
        'Radyal fren pompası: 10.000–30.000 TL',
      ],
      time: 'Balata 1 saat; hortum ve hidrolik 2–3 saat.',
      tips: [
        'Hortum değişiminden sonra sistemin havasını iyice alın; ABS’li modellerde servis prosedürüne uyun.',
        'Sinterli balatalar ıslakta daha tutarlıdır ama diski daha çok aşındırır.',
      ],
    },
    legal: [
      'Yedek balata ve disklerde ECE R90 onaylı ürün seçin.',
      'Fren sisteminin yapısını değiştiren kitler (kaliper, disk çapı) tadilat kapsamına girebilir; takmadan önce tadilat firmasına danışın. Muayenede fren performansı ölçülür.',
    ],
  },
  {
    topic: 'wheels',
    title: 'Lastik ve jant',
    keywords: {
      prefix: ['jant', 'lastik', 'tekerlek', 'offset', 'spacer', 'bijon', 'rot balans', 'rot-balans', 'kis lastig', 'yaz lastig', 'dort mevsim', 'forged', 'tyre', 'tire', 'wheel', 'rims'],
      word: ['pcd', 'ebat', 'ebati', 'ebatlari', 'teker', 'r17', 'r18', 'r19', 'r20'],
    },
    searchTerms: ['lastik', 'jant', 'ebat', 'tekerlek'],
    modificationCategories: ['wheels'],
    car: {
      what: 'Jant ve lastik aracın yola değen tek parçasıdır: hafif jant yaysız kütleyi azaltır, doğru lastik fren mesafesini ve yol tutuşunu motor modifikasyonlarından daha çok değiştirir. Büyük jant daha ince yanak ve daha sert sürüş demektir.',
      prices: [
        'Kaliteli 17 inç yaz lastiği (adet): 3.000–7.000 TL',
        '18–19 inç performans lastiği (adet): 4.500–12.000 TL',
        '17–18 inç döküm jant takımı: 20.000–60.000 TL',
        'Dövme (forged) jant takımı: 80.000–250.000 TL',
        'Montaj ve balans (dört teker): 600–1.500 TL',
      ],
      time: 'Montaj ve balans 1–2 saat; rot-balans ile birlikte yarım gün.',
      tips: [
        'PCD (bijon çemberi), ET (offset) ve göbek çapı araca uymalı; göbek büyükse merkezleme halkası kullanın.',
        'Lastiğin DOT kodundaki üretim tarihine bakın; altı yılı geçmiş lastikte hamur sertleşir.',
        'Yük ve hız endeksi ruhsattaki değerin altında olmamalı.',
      ],
    },
    motorcycle: {
      what: 'Motosiklette lastik seçimi kullanım biçimine göre yapılır: sport, sport-touring veya adventure. Jant değişimi (dövme veya karbon) yaysız kütleyi azaltır ama pahalıdır.',
      prices: [
        'Lastik (adet): 3.000–9.000 TL',
        'Ön-arka lastik takımı (sport): 7.000–16.000 TL',
        'Dövme jant takımı: 60.000–200.000 TL',
        'Sökme-takma ve balans: 500–1.200 TL',
      ],
      time: '1–2 saat.',
      tips: [
        'Ön ve arkada aynı marka ve seri lastik kullanın.',
        'Yeni lastikle ilk 100–200 km sert yatmayın; yüzeyin alışması gerekir.',
      ],
    },
    legal: [
      'Ruhsatta ya da uygunluk belgesinde (COC) yazmayan bir lastik veya jant ebatı muayenede kusur sayılabilir; alternatif ebat kullanacaksanız üreticinin onayladığı listede olmalı ya da ruhsata işlenmeli.',
      'Jant ve lastik çamurluktan taşmamalıdır.',
      'Diş derinliği en az 1,6 mm olmalıdır; kış lastiği uygulamasında 4 mm aranır. Kış lastiği zorunluluğu (genellikle 1 Aralık–1 Nisan) ticari araçlar içindir; valilikler tarihleri değiştirebilir.',
    ],
  },
  {
    topic: 'engine',
    title: 'Motor performansı ve ECU yazılımı',
    keywords: {
      prefix: ['ecu', 'chip', 'cip tuning', 'yazilim', 'remap', 'stage', 'performans', 'beygir', 'dyno', 'piggyback', 'tork', 'hava filtre', 'emis kit', 'intake', 'beyin', 'motor gucu', 'guc art', 'power commander', 'yakit harita', 'tuning', 'horsepower'],
      word: ['hp', 'bg', 'ps', 'emis', 'emisi', 'guc', 'gucu', 'gucunu', 'stage1', 'stage2', 'stage3'],
    },
    searchTerms: ['yazılım', 'ECU', 'stage', 'performans', 'güç'],
    modificationCategories: ['engine', 'electronics'],
    car: {
      what: 'ECU yazılımı (chip tuning) motorun yakıt, ateşleme ve turbo basıncı haritalarını değiştirir. Turbolu motorlarda Stage 1 yalnızca yazılımla belirgin tork kazandırır; Stage 2 downpipe, intercooler ve emiş gibi donanımlarla; Stage 3 daha büyük turbo ve yakıt sistemiyle yapılır. Atmosferik motorlarda yazılımın kazancı küçüktür (yüzde 3–8).',
      prices: [
        'ECU yazılımı Stage 1: 2.000–8.000 TL',
        'Stage 2 yazılımı: 6.000–12.000 TL (donanım ayrıca)',
        'Stage 3 yazılım ve dyno ayarı: 12.000–20.000 TL (donanım ayrıca)',
        'Dyno ölçümü: 1.500–4.000 TL',
        'Açık tip hava filtresi veya emiş kiti: 4.000–15.000 TL',
      ],
      time: 'Stage 1 yazılım 2–4 saat; Stage 2 1 gün; Stage 3 3–7 gün.',
      tips: [
        'Yazılımdan önce bujileri, bobinleri, debriyajı ve soğutmayı kontrol ettirin.',
        'Yazılımdan önce ve sonra dyno ölçümü alın; orijinal yazılımın yedeğini isteyin.',
        'Önerilen oktanla (çoğu zaman 97–98) kullanın; artan güce göre fren ve lastikleri de değerlendirin.',
      ],
    },
    motorcycle: {
      what: 'Motosiklette performans genellikle egzoz, hava filtresi ve yakıt haritasının birlikte ayarlanmasıyla gelir: ECU flash veya Power Commander benzeri modüllerle gaz tepkisi düzelir, kesici yükselir.',
      prices: [
        'ECU flash (yazılım): 4.000–12.000 TL',
        'Yakıt haritası modülü (Power Commander vb.): 8.000–20.000 TL',
        'Yüksek akışlı hava filtresi: 2.000–6.000 TL',
        'Dyno ayarı: 2.000–5.000 TL',
      ],
      time: 'Yazılım 2–4 saat; dyno ayarıyla yarım gün ile 1 gün.',
      tips: [
        'Egzoz ve filtreyi değiştirdiyseniz haritayı da ayarlatın; fakir karışım motoru ısıtır.',
        'Garanti kapsamındaki motosiklette yazılımın garantiyi etkileyebileceğini unutmayın.',
      ],
    },
    legal: [
      'Yazılım, aracın onaylı motor gücünü ve emisyon değerlerini değiştirir; muayenede egzoz emisyon ölçümünden geçmesi gerekir. Donanımlı Stage 2–3 gibi güç değişiklikleri tadilat projesi ve ruhsata işlenme gerektirebilir.',
      'Yazılım üretici garantisini etkileyebilir; değişikliği sigorta şirketinize bildirin.',
    ],
  },
  {
    topic: 'sound',
    title: 'Ses sistemi',
    keywords: {
      prefix: ['ses sistem', 'hoparlor', 'amfi', 'anfi', 'amplifikator', 'subwoofer', 'tweeter', 'midrange', 'teyp', 'multimedya', 'carplay', 'android auto', 'intercom', 'interkom', 'muzik', 'ses yalitim', 'kabin ses', 'speaker', 'amplifier', 'sound system', 'stereo'],
      word: ['bass', 'sub', 'dsp', 'oto teyp'],
    },
    searchTerms: ['hoparlör', 'amfi', 'subwoofer', 'teyp', 'multimedya'],
    modificationCategories: ['interior', 'electronics'],
    car: {
      what: 'Ses sisteminde en büyük fark hoparlörden ve montajdan gelir: ön kapılara komponent hoparlör, kapılara ses yalıtımı, gerekirse bir amfi ve subwoofer. DSP (dijital ses işlemci) sesi sürücü koltuğuna göre ayarlar.',
      prices: [
        'Ön komponent hoparlör seti: 3.000–15.000 TL',
        'Amfi: 4.000–20.000 TL',
        'Subwoofer ve kabin: 4.000–15.000 TL',
        'DSP: 8.000–30.000 TL',
        'Kapı ses yalıtımı: 5.000–20.000 TL',
        'Kablo seti ve işçilik: 2.000–6.000 TL',
      ],
      time: 'Hoparlör değişimi birkaç saat; amfi, subwoofer ve yalıtımla 1–2 gün.',
      tips: [
        'Amfinin güç kablosunu aküye yakın bir sigortayla koruyun; kesite tasarruf etmeyin.',
        'Büyük sistemlerde alternatör ve akü yükünü hesaba katın.',
        'Subwoofer ve ağır parçaları sabitleyin; hava yastığı bölgelerine dokunmayın.',
      ],
    },
    motorcycle: {
      what: 'Motosiklette ses sistemi genellikle kaska takılan Bluetooth interkom demektir; tur motosikletlerinde gidona ya da kaplamaya hoparlör takılabilir.',
      prices: [
        'Bluetooth kask interkomu: 3.000–15.000 TL',
        'Gidon/kaplama hoparlör seti: 5.000–20.000 TL',
      ],
      time: 'İnterkom 30 dakika; hoparlör seti yarım gün.',
      tips: [
        'Trafiği duyabileceğiniz bir seste dinleyin; kask içi ses sürüş güvenliğini etkiler.',
        'Suya dayanıklı (IP sınıfı yüksek) ürün seçin.',
      ],
    },
    legal: [
      'Ses sistemi genellikle tadilat gerektirmez; ancak çevreyi rahatsız eden yüksek sesle müzik için Kabahatler Kanunu kapsamında idari para cezası uygulanabilir.',
      'Koltuk, emniyet kemeri ve hava yastığı bölgelerine müdahale eden montajlar muayenede sorun çıkarır.',
    ],
  },
  {
    topic: 'lighting',
    title: 'Aydınlatma ve LED',
    keywords: {
      prefix: ['xenon', 'ksenon', 'led', 'aydinlatma', 'ampul', 'far ayar', 'farlar', 'sis lamba', 'sis far', 'isik', 'angel eye', 'projektor', 'neon', 'stop lamba', 'sinyal lamba', 'headlight', 'headlamp', 'lighting'],
      word: ['far', 'fari', 'farim', 'farimi', 'farlari', 'farlarim', 'farlarimi', 'farlarini', 'hid', 'drl'],
    },
    searchTerms: ['far', 'LED', 'xenon', 'aydınlatma', 'ampul'],
    modificationCategories: ['lighting'],
    car: {
      what: 'Aydınlatma modifikasyonu daha iyi görmek ve görünmek içindir. Halojen farın içine LED ya da xenon ampul takmak ışığı dağıtır ve karşıdan geleni kamaştırır; doğru yol uygunluk belgeli ampul ya da kendi yansıtıcısıyla tasarlanmış, E işaretli komple far ünitesidir.',
      prices: [
        'Kaliteli halojen ampul takımı: 800–2.500 TL',
        'Model için onaylı LED ampul seti: 2.500–7.000 TL',
        'Komple LED far ünitesi (çift): 15.000–40.000 TL',
        'Far ayarı: 300–800 TL',
      ],
      time: 'Ampul değişimi 1 saat; komple far ünitesi ve ayar 2–4 saat.',
      tips: [
        'Değişiklikten sonra far ayarını cihazla yaptırın.',
        'Uyarı lambası veya titreme için kaliteli dirençli adaptör kullanın; ucuz adaptörler ısınır.',
        'Ürünün kutusunu ve belgesini saklayın; muayenede sorulduğunda işinizi kolaylaştırır.',
      ],
    },
    motorcycle: {
      what: 'Motosiklette LED far ünitesi ve yardımcı (sis) lambalar gece görünürlüğü en çok artıran değişikliklerdir; LED dönüşümde E işaretli ünite seçilmelidir.',
      prices: [
        'E işaretli LED far ünitesi: 5.000–20.000 TL',
        'Yardımcı/sis lamba seti: 3.000–12.000 TL',
        'LED sinyal seti: 1.000–4.000 TL',
      ],
      time: '1–3 saat.',
      tips: [
        'LED sinyallerde hızlı yanıp sönmeyi önlemek için uygun flaşör rölesi kullanın.',
        'Yardımcı lambaları ayrı bir röle ve sigortayla bağlayın.',
      ],
    },
    legal: [
      'Farlar homologasyonlu (E işaretli) olmalıdır; farla uyumsuz LED ya da xenon ampul muayenede kusur olarak yazılabilir. Muayenede far ayarı ve ışık rengi kontrol edilir.',
      'Xenon (HID) farlarda ECE R48’e göre otomatik seviye ayarı ve far yıkama genellikle zorunludur.',
      'Önde beyaz, arkada kırmızı ışık kullanılır; araç altı neonlar ve renkli, yanıp sönen ışıklar trafikte kullanılamaz.',
    ],
  },
];

/** The topics' Turkish names in ASSISTANT_TOPICS order (the help text lists them). */
export const TOPIC_TITLES: Record<AssistantTopic, string> = Object.fromEntries(KNOWLEDGE.map((k) => [k.topic, k.title])) as Record<AssistantTopic, string>;

/** The help text listing the topics, for a question that matched none; Turkish. */
export const HELP_TEXT = [
  'Sorunuzu bilgi bankamızdaki bir konuyla eşleştiremedim. Şu konularda fiyat, süre ve yasal notlarla yardımcı olabilirim:',
  ...ASSISTANT_TOPICS.map((topic) => `- **${TOPIC_TITLES[topic]}**`),
  'Sorunuzu bu konulardan birinin adıyla yeniden yazın; örneğin “Golf’üme turbo taktırmak kaça olur?” ya da “Coilover ile alçaltma muayeneden geçer mi?”.',
].join('\n');

/** `text` folded for matching: foldForSearch, punctuation turned into spaces. */
export function foldQuestion(text: string): string {
  return ` ${foldForSearch(text).replace(/[^\p{L}\p{N}-]+/gu, ' ').trim()} `;
}

const foldedKeywords = KNOWLEDGE.map((k) => ({
  topic: k.topic,
  prefix: k.keywords.prefix.map((w) => foldForSearch(w)),
  word: k.keywords.word.map((w) => foldForSearch(w)),
}));

/**
 * The topics a question is about, best first (most keyword hits; ties in ASSISTANT_TOPICS
 * order); empty when none matches.
 */
export function matchTopics(question: string): AssistantTopic[] {
  const text = foldQuestion(question);
  const scored = foldedKeywords
    .map((k, index) => {
      let hits = 0;
      for (const p of k.prefix) if (text.includes(` ${p}`)) hits++;
      for (const w of k.word) if (text.includes(` ${w} `)) hits++;
      return { topic: k.topic, hits, index };
    })
    .filter((s) => s.hits > 0);
  scored.sort((a, b) => b.hits - a.hits || a.index - b.index);
  return scored.map((s) => s.topic);
}

/** The knowledge entry of a topic. */
export function knowledgeOf(topic: AssistantTopic): KnowledgeTopic {
  const entry = KNOWLEDGE.find((k) => k.topic === topic);
  if (!entry) throw new Error(`no knowledge for ${topic}`);
  return entry;
}

/** The topics a modification belongs to: by its category, then by keywords in its title. */
export function topicsOfModification(mod: { title: string; category: string }): AssistantTopic[] {
  const byTitle = matchTopics(mod.title);
  if (byTitle.length) return byTitle;
  const topic = KNOWLEDGE.find((k) => k.modificationCategories.includes(mod.category))?.topic;
  return topic ? [topic] : [];
}
