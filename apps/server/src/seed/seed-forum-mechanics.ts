/**
 * Demo Q&A, part 1: questions in the engine, transmission and electrical
 * categories with their answers. Experts (seed-content-data.ts SEED_EXPERTS) answer most of
 * them; `accepted` marks the asker's 'En İyi Cevap'.
 */
import type { SeedTopic } from './seed-content-data.ts';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const FORUM_MECHANICS: readonly SeedTopic[] = [
  // ── Motor ──────────────────────────────────────────────────────────────────────────────
  {
    category: 'engine', kind: 'question', author: 'furkan.dizel', daysAgo: 30, popularity: 0.7, accepted: 0,
    title: 'Polo 1.6 TDI soğuk sabahlarda geç çalışıyor, kızdırma bujisi mi?',
    tags: ['dizel', 'kızdırma bujisi', 'Polo', 'soğuk çalıştırma'],
    body: p('Hava 5 derecenin altına düşünce marşa 4–5 saniye basmam gerekiyor, çalıştıktan sonra ilk yarım dakika hafif tekliyor ve beyaz duman atıyor. Sıcakken hiçbir sorun yok.', 'Kızdırma lambası normal yanıp sönüyor. Akü bir yaşında. Kızdırma bujilerini mi değiştirmeliyim, yoksa başka bir şeye mi bakmalıyım?'),
    replies: [
      { author: 'hakan_klasik', after: 3, body: p('Belirtiler tam olarak bir ya da iki kızdırma bujisinin öldüğünü anlatıyor; beyaz duman yanmayan silindirden gelen yakıt. Bujileri sökmeden, soketleri çıkarıp multimetreyle her birinin direncini ölçebilirsin: sağlam olanlar 1 ohm civarında okur, ölü olan sonsuz gösterir.', 'Değiştirirken motor ılıkken sök, bujiler yıllarca yerinde kaldıysa zorlamadan, nüfuz edici spreyle ve sabırla çalış. Kopan buji kafada kalırsa iş büyür.') },
      { author: 'kaan.e46', body: p('Bujiler sağlam çıkarsa yakıt tarafına bak. Soğukta uzun marş, geceleyin yakıtın depoya geri kaçmasıyla da olur; yakıt filtresindeki çek valf ya da filtre contası kaçırıyor olabilir. Filtre kaç kilometredir değişmedi?') },
      { author: 'furkan.dizel', after: 30, body: p('Ölçtüm: dört bujiden ikisi sonsuz gösterdi. Dördünü birden değiştirdim, bu sabah −2 derecede ilk marşta çalıştı, duman da yok. Hakan usta, sökme tüyosu için ayrıca teşekkürler, hiçbiri kopmadı.') },
    ],
  },
  {
    category: 'engine', kind: 'question', author: 'emre.egea', daysAgo: 2, popularity: 0.8, urgent: true, accepted: 0,
    title: 'Egea’da hararet göstergesi yükseliyor, fan devreye girmiyor',
    tags: ['hararet', 'fan', 'Egea', 'soğutma'],
    body: p('Trafikte beklerken hararet göstergesi ortanın üstüne çıktı, fan hiç çalışmıyor. Yolda ilerleyince gösterge normale dönüyor. Şu an sağa çektim, motor kapalı. Eve 15 km var, devam etmem güvenli mi?'),
    replies: [
      { author: 'kaan.e46', after: 0.3, body: p('Yol alınca düşüyorsa soğutma suyu büyük ihtimalle yerinde, sorun fanın kendisinde ya da fanı açan devrede. Önce sigorta kutusunda fan sigortasına ve rölesine bak, kullanım kitabında yeri yazar. Sigorta atmışsa aynı değerde yenisiyle değiştir.', 'Motor soğumadan radyatör kapağını açma. Trafiksiz bir yoldan, göstergeye bakarak gidebilirsin; gösterge tekrar yükselirse dur.') },
      { author: 'hakan_klasik', after: 0.5, body: p('Kaan’a katılıyorum. Ekleyeyim: klimayı açınca fan da çalışmıyorsa bu fanın kendisini ya da rölesini işaret eder. Klimayla çalışıyorsa sıcaklık sensörü ya da termik müşirdir. Her durumda hararetli motorla ısrar etme, conta yakmak fan fiyatının on katı tutar.') },
      { author: 'emre.egea', after: 1, body: p('Fan sigortası atmış! Yedek sigortayla değiştirdim, fan çalıştı ve gösterge normal. Yarın neden attığına baktıracağım. İkinize de çok teşekkürler, yolda kalmadım.') },
    ],
  },
  {
    category: 'engine', kind: 'question', author: 'berk_rs', daysAgo: 48, popularity: 0.6, accepted: 0,
    title: '1.000 km’de yarım litre yağ eksiltmek normal mi?',
    tags: ['yağ tüketimi', '206 GTi', 'motor'],
    body: p('Proje 206 GTi’da son iki yağ değişimi arasında her 1.000 km’de yaklaşık yarım litre eklemem gerekti. Dışarıda kaçak yok, egzozdan belirgin mavi duman görmüyorum. Motor 180.000 km’de. Endişelenmeli miyim?'),
    replies: [
      { author: 'hakan_klasik', body: p('Üreticilerin çoğu kâğıt üstünde 1.000 km’de yarım litreye kadar tüketimi “kabul edilebilir” sayar ama 180.000 km’lik bir motorda bu değer bir şey anlatıyor. Sırayla bak: karter havalandırması (PCV) tıkalıysa basınç yağı yanma odasına iter, ucuz ve kolay bir kontrol. Sonra supap lastikleri: soğuk çalıştırmada ilk saniyelerde mavi duman varsa onlardır.', 'Son olarak kompresyon ve kaçak testi yaptır; segmanlar yorgunsa değerler silindirler arasında farklı çıkar.') },
      { author: 'onur_track', body: p('Aracı pistte ya da sürekli yüksek devirde kullanıyorsan tüketim doğal olarak artar. Yine de aynı kullanımda tüketim birden arttıysa Hakan ustanın sırası doğru.') },
      { author: 'yusuf_sahin', body: p('Benim Şahin de 1.000 km’de yarım litre içer, ona huyu diyoruz. Ama GTi’ya yakışmaz tabii, PCV’den başla derim.') },
      { author: 'berk_rs', after: 72, body: p('PCV hortumu çatlamış ve valf yapışmıştı. Değiştirdikten sonraki 1.500 km’de tüketim yarıdan fazla düştü. Kompresyonu da ölçtürdüm, değerler eşit.') },
    ],
  },
  {
    category: 'engine', kind: 'question', author: 'mert_gti', daysAgo: 9, popularity: 0.65,
    title: 'Golf GTI soğuk çalıştırmada iki saniyelik zincir tıkırtısı',
    tags: ['Golf GTI', 'EA888', 'triger zinciri', 'gergi'],
    body: p('Araç gece dışarıda kalınca sabah ilk çalıştırmada iki saniye kadar metalik bir tıkırtı geliyor, sonra kayboluyor. 95.000 km’de, yağları 10.000 km’de bir değişti. Triger zinciri gergisi mi, yoksa başka bir şey mi olabilir?'),
    replies: [
      { author: 'kaan.e46', body: p('Önce tahmin yerine ölç: arıza tespit cihazıyla kam ve krank arasındaki sapma değerine bakılabiliyor. Değer fabrika aralığındaysa zincir uzaması yok demektir. Gergi tarafında eski nesil motorlardaki kadar yaygın bir sorun yok ama yağ basıncı gelene kadarki ilk saniyelerde ses yapabiliyor.') },
      { author: 'hakan_klasik', body: p('Doğru onaylı yağ kullandığından emin ol; ince ya da onaysız yağ soğukta basıncın geç gelmesine yol açar. Ses zamanla uzarsa beklemeden zincir setine baktır.') },
      { author: 'mert_gti', after: 50, body: p('Sapma değerleri normal çıktı. Servis, sesin büyük ihtimalle karter havalandırma valfinden geldiğini söyledi; valf değişimi için parça bekliyorum. Sonucu buraya yazacağım.') },
    ],
  },
  // ── Şanzıman ───────────────────────────────────────────────────────────────────────────
  {
    category: 'transmission', kind: 'question', author: 'melis.cabrio', daysAgo: 22, popularity: 0.75, accepted: 0,
    title: 'DSG’de 1’den 2’ye geçerken vuruntu: mekatronik mi?',
    tags: ['DSG', 'mekatronik', 'Passat', 'otomatik şanzıman'],
    body: p('Annemin 2016 Passat 1.6 TDI’ı (7 ileri DSG) şehir içinde 1’den 2’ye geçerken ve yavaşlarken 2’den 1’e inerken belirgin bir vuruntu yapıyor. Servis mekatronik dedi ve ciddi bir rakam verdi. Başka bir şey denemeden değiştirmeli miyiz?'),
    replies: [
      { author: 'kaan.e46', body: p('O araçtaki 7 ileri kuru kavramalı DSG’de bu belirti çok sık ve her zaman mekatronik değil. Sırası şöyle olmalı: önce arıza kodlarını okut, sonra kavrama adaptasyonunu (temel ayar) yaptır; çoğu vuruntu burada biter. Adaptasyon değerleri kavramanın aşındığını gösterirse kavrama seti gündeme gelir.', 'Mekatronik ancak kodlarda basınç ya da valf hatası varsa ilk şüphelidir. İkinci bir görüş için DSG’ye uzman bağımsız bir servise göster.') },
      { author: 'hakan_klasik', body: p('Bu kuru kavramalı tipte şanzımanın kendi yağı değiştirilmez, mekatroniğin ayrı bir hidrolik yağı vardır. Yağ değişimi diye yanlış yere yağ basan servislere dikkat edin.') },
      { author: 'mert_gti', body: p('Benim GTI’daki ıslak kavramalı DSG’de de benzer vuruntu vardı, yağ değişimi ve adaptasyonla tamamen geçti. Adaptasyonu denemeden pahalı parçaya girmeyin.') },
      { author: 'melis.cabrio', after: 96, body: p('Bağımsız bir DSG servisine götürdük, adaptasyon yapıldı ve vuruntu neredeyse tamamen geçti. Kavrama değerleri de sınırın içinde çıktı. Mekatronik masrafından kurtulduk, çok teşekkürler.') },
    ],
  },
  {
    category: 'transmission', kind: 'question', author: 'Gökhan_E30', daysAgo: 65, popularity: 0.55, accepted: 1,
    title: 'E30’da debriyaj yüksekten tutmaya başladı, pedal da sertleşti',
    tags: ['debriyaj', 'E30', 'baskı balata'],
    body: p('Son birkaç ayda debriyaj pedalın en üstünde tutmaya başladı ve pedal belirgin şekilde sertleşti. Yokuşta kalkışta yanık kokusu da aldım. Set değişimi mi şart, yoksa hidrolik mi?'),
    replies: [
      { author: 'kaan.e46', body: p('Pedalın sertleşmesi E30’da çoğu zaman baskının yorulmasıyla ya da debriyaj çatalı mafsalının kurumasıyla olur; hidrolik arızası genelde tersini, yumuşak ve uzun pedal yapar.') },
      { author: 'hakan_klasik', body: p('Yüksekten tutma ve yanık koku birlikteyse disk sonuna gelmiş. Kontrolü basit: 4. viteste düşük devirde tam gaz ver; devir yükselip hız yükselmiyorsa debriyaj kaçırıyor demektir.', 'Set değişirken volanı da yüzeyleterek ya da ölçerek kontrol ettir, çatal mafsalını ve rulmanı da yenile. Aynı işçiliği iki kez ödememek için her şeyi tek seferde yap.') },
      { author: 'Gökhan_E30', after: 120, body: p('Test dediğiniz gibi kaçırdı. Set, rulman ve çatal mafsalıyla değişti, volan yüzeylendi. Pedal yumuşacık oldu.') },
    ],
  },
  {
    category: 'transmission', kind: 'question', author: 'baris.m3', daysAgo: 110, popularity: 0.6, accepted: 0,
    title: 'M3 F80 DCT düşük hızda otoparkta sarsıntı yapıyor',
    tags: ['DCT', 'BMW M3', 'çift kavrama'],
    body: p('Otoparkta ya da trafikte sürünerek ilerlerken şanzıman kısa sarsıntılar yapıyor, özellikle sıcak havada. Yolda ve pistte kusursuz. Bu tip çift kavramalılarda normal mi?'),
    replies: [
      { author: 'onur_track', body: p('Çift kavramalı şanzımanlar sürünme hızında kavramayı sürekli kaydırarak çalışır ve bir miktar sarsıntı karakterlerinin parçasıdır. Pist kullanımından sonra kavrama öğrenme değerleri kayabiliyor; servis adaptasyonu sıfırlayıp yeniden öğretince belirgin şekilde düzeliyor.', 'Kullanımda da fark yaratır: otoparkta frenle gazı aynı anda kullanmamak ve manevra modunda kalmak kavramayı korur.') },
      { author: 'kaan.e46', body: p('Bu şanzımanda yazılım güncellemeleri de düşük hız davranışını iyileştirdi. Servise giderken yazılım sürümünü sor.') },
      { author: 'berk_rs', body: p('Clio RS’in EDC’sinde de aynısı var, sıcakta daha belirgin. Adaptasyon sonrası benim de geçti.') },
    ],
  },
  {
    category: 'transmission', kind: 'question', author: 'volkan_v8', daysAgo: 150, popularity: 0.5, closed: true,
    title: 'Otomatik şanzımanda yağ değişimi şanzımanı bozar mı?',
    tags: ['otomatik şanzıman', 'şanzıman yağı', 'ZF'],
    body: p('Supra’daki 8 ileri şanzıman 80.000 km’de. Bir usta “hiç değişmemiş yağı değiştirirsen şanzıman kayar” diyor, diğeri değiştir diyor. Hangisi doğru?'),
    replies: [
      { author: 'hakan_klasik', body: p('Bu bir efsane ama kaynağı var: yüksek kilometrede, yanmış yağı basınçlı yıkamayla birden değiştirmek birikintileri oynatır. Doğru yöntem, karter ve filtreyi değiştirip yağı sıcaklıkla seviye kontrolü yaparak doldurmaktır. Yağ hiç değişmediyse iki kısmi değişim daha güvenlidir.') },
      { author: 'kaan.e46', body: p('Bu şanzıman için karter ve filtre tek parça geliyor. Seviye, şanzıman belirli bir sıcaklıktayken taşma deliğinden kontrol edilir; cihazsız yapılan değişim asıl riski taşır.') },
      { author: 'volkan_v8', after: 200, body: p('Karter-filtre setiyle, sıcaklık kontrolüyle değiştirdik. Geçişler daha yumuşak. Konuyu kapatıyorum, herkese teşekkürler.') },
    ],
  },
  // ── Elektrik ───────────────────────────────────────────────────────────────────────────
  {
    category: 'electrical', kind: 'question', author: 'yusuf_sahin', daysAgo: 90, popularity: 0.6, accepted: 0,
    title: 'Akü iki günde bitiyor, kaçak akım nasıl ölçülür?',
    tags: ['akü', 'kaçak akım', 'Şahin', 'multimetre'],
    body: p('Şahin’i iki gün çalıştırmayınca akü bitiyor. Akü yeni, şarj da normal görünüyor. Kaçak akımı kendim ölçmek istiyorum, nasıl yapılır?'),
    replies: [
      { author: 'kaan.e46', body: p('Multimetreyi 10 A kademesine al. Akünün eksi kutup başını sök, multimetreyi kutup başı ile akü eksi ucu arasına seri bağla. Kapıları kapat, birkaç dakika bekle.', 'Eski bir araçta okuduğun değer 30–50 mA’in altında olmalı. Fazlaysa sigortaları tek tek çek; değer hangi sigortada düşerse kaçak o devrededir.') },
      { author: 'hakan_klasik', body: p('Şahin’de klasik şüpheliler: bagaj ya da torpido lambası kapak kapanınca sönmüyordur, ya da şarj dinamosunun diyotu kaçırıyordur. Dinamo ucu ayrıyken ölçüm düşüyorsa dinamoyu tamir ettir.') },
      { author: 'yusuf_sahin', after: 48, body: p('Bagaj lambasının müşiri yapışmış, lamba hep yanıyormuş! Kaçak 400 mA’den 20 mA’e düştü. Otuz yıldır kimse fark etmemiş.') },
    ],
  },
  {
    category: 'electrical', kind: 'question', author: 'Çağrı_STI', daysAgo: 14, popularity: 0.55, accepted: 0,
    title: 'Arıza lambası yandı: P0420 katalizör verimliliği düşük',
    tags: ['arıza kodu', 'P0420', 'katalizör', 'oksijen sensörü'],
    body: p('STI’da arıza lambası yandı, okuttum P0420. Servis katalizör değişmeli diyor. Gerçekten katalizör mü, başka bir ihtimal var mı?'),
    replies: [
      { author: 'kaan.e46', body: p('P0420 “katalizör bozuk” değil, “katalizör sonrası sensör, katalizörün işini yaptığını görmüyor” demek. Önce egzozda katalizörden önce kaçak var mı bak, sonra arka oksijen sensörünü kontrol ettir. Sensör ve kaçak sağlamsa katalizörü düşün; en pahalı parçayla başlamak yanlış.') },
      { author: 'onur_track', body: p('Canlı veride ön ve arka sensörün sinyallerini karşılaştırın: arka sensör ön sensör gibi hızlı dalgalanıyorsa katalizör gerçekten depolama yapmıyordur. Düz ve sakin bir sinyal katalizörün çalıştığını gösterir.') },
      { author: 'Çağrı_STI', after: 60, body: p('Flanş contasında kaçak varmış. Conta değişti, kod silindi, üç yüz kilometredir lamba yanmadı.') },
    ],
  },
  {
    category: 'electrical', kind: 'question', author: 'zeynep.mini', daysAgo: 1, popularity: 0.5, urgent: true,
    title: 'Yolda giderken gösterge paneli tamamen söndü, motor çalışıyor',
    tags: ['gösterge paneli', 'sigorta', 'Mini'],
    body: p('Şehir içinde giderken gösterge paneli bir anda tamamen karardı, hız ve yakıt göstergesi yok. Motor normal çalışıyor, farlar yanıyor. Güvenle eve gidebilir miyim, ilk neye bakmalıyım?'),
    replies: [
      { author: 'kaan.e46', after: 0.5, body: p('Motor ve farlar çalışıyorsa ana besleme sorunu yok; en sık sebep gösterge panelinin sigortası ya da panelin arkasındaki şase bağlantısı. Kullanım kitabından gösterge sigortasını bulup kontrol et. Hız göstergesi olmadan sürerken dikkatli ol, mümkünse dönüşü gündüz yap.') },
    ],
  },
  {
    category: 'electrical', kind: 'question', author: 'serkan_4x4', daysAgo: 120, popularity: 0.6, accepted: 0,
    title: 'Defender’a LED bar: tesisatı nasıl çekmeli, yolda yakmak yasal mı?',
    tags: ['LED bar', 'tesisat', 'Defender', 'arazi'],
    body: p('Yayla yolları için ön tampona bir LED bar ve iki yan aydınlatma takmak istiyorum. Aracın kendi tesisatına bağlamak elektroniğini bozar mı? Yolda kullanmak serbest mi?'),
    replies: [
      { author: 'kaan.e46', body: p('Aracın tesisatına dokunma: aküden sigortalı ayrı bir hat çek, her lambayı bir röleyle sür, röleleri kabindeki bir anahtarla tetikle. Kablo kesitini lambaların çektiği akıma göre seç, motor bölmesinde ısıdan uzak ve korumalı götür. Böylece aracın elektroniği hiçbir şey hissetmez.') },
      { author: 'tolga_afrika', body: p('Motosiklette ek sis farlarında da aynı yöntemi kullandım, yıllardır sorunsuz. Kontağa bağlı bir röle eklersen kontak kapanınca unutup aküyü bitirmezsin.') },
      { author: 'hakan_klasik', body: p('Yasal tarafta: bu tür ek lambalar trafikte, karayolunda yakılmaz; arazide kullanım içindir ve muayenede de sorun çıkmaması için kapaklı olmalı. Güncel kuralı muayene öncesi istasyona sorun.') },
    ],
  },
];
