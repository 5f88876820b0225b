/**
 * Demo Q&A, part 2: questions in the brakes, suspension and modification
 * categories with their answers.
 */
import type { SeedTopic } from './seed-content-data.ts';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const FORUM_CHASSIS: readonly SeedTopic[] = [
  // ── Frenler ────────────────────────────────────────────────────────────────────────────
  {
    category: 'brakes', kind: 'question', author: 'ece_typer', daysAgo: 45, popularity: 0.75, accepted: 0,
    title: 'Pist gününden sonra fren pedalı süngerleşti',
    tags: ['fren hidroliği', 'pist', 'Civic Type R', 'DOT 4'],
    body: p('İlk pist günümde dördüncü turdan sonra pedal derinleşti ve süngerleşti. Balatalar yarıdan fazla dolu. Eve dönüşte pedal biraz toparlandı ama eski hissi yok. Sistem hava mı aldı?'),
    replies: [
      { author: 'onur_track', body: p('Klasik hidrolik kaynaması. Pistte kaliperler çok ısınınca hidrolik içinde buhar kabarcıkları oluşur ve pedal süngerleşir; soğuyunca kabarcıkların bir kısmı kalır. Yapman gereken: sistemi tamamen yenileyip havasını almak ve kaynama noktası yüksek, yarış tipi bir DOT 4 hidrolik kullanmak.', 'Turlar arasında bir soğuma turu at ve pit’e girince el frenini çekme, sıcak balatayı diske yapıştırırsın.') },
      { author: 'kaan.e46', body: p('Hidroliği değiştirirken kaliper pistonlarının tozluklarına da bak; aşırı ısıdan sertleşip çatlayan tozluk ileride piston sıkışması yapar.') },
      { author: 'ece_typer', after: 100, body: p('Yarış tipi hidrolikle yeniledim, ikinci pist gününde tüm gün pedal taş gibiydi. Soğuma turu tavsiyesi de çok işe yaradı.') },
    ],
  },
  {
    category: 'brakes', kind: 'question', author: 'dilara_gr86', daysAgo: 80, popularity: 0.65, accepted: 0,
    title: 'Seramik mi yarı metalik mi? Günlük kullanım ve ayda bir pist',
    tags: ['fren balatası', 'seramik balata', 'pist', 'GR86'],
    body: p('Araç günlük kullanılıyor ama ayda bir dağ yolu ya da pist günü yapıyorum. Seramik balata tozsuz ve sessiz diye öneriliyor, pistçiler yarı metalik diyor. İkisini birden karşılayan bir şey var mı?'),
    replies: [
      { author: 'onur_track', body: p('Seramik balatalar sessiz ve temizdir ama yüksek sıcaklıkta çoğu zaman sönümlenir. Yarı metalikler sıcakta çok iyidir ama soğukken daha az tutar, toz ve ses yapar. Senin kullanımına en uygunu “hızlı sokak” ya da “track day” sınıfında satılan, geniş sıcaklık aralığı olan bir karışım.', 'Pist günleri için ayrı bir takım balata taşıyıp orada değiştirmek de yaygın ve en sağlıklısı. Hangisini seçersen seç, balata değişiminde rodajı yap.') },
      { author: 'baris.m3', body: p('M3’te tam yarış balatası kullandım, sokakta soğukken tutmuyor ve her frende gıcırdıyordu. Günlük araçta yapmam, Onur’un dediği ikinci takım en mantıklısı.') },
      { author: 'hakan_klasik', body: p('Balatayla birlikte diski de düşün: agresif balatalar diski daha hızlı yer. Maliyeti hesaplarken disk ömrünü de ekle.') },
    ],
  },
  {
    category: 'brakes', kind: 'question', author: 'furkan.dizel', daysAgo: 4, popularity: 0.55, urgent: true,
    title: 'ABS ışığı yandı, frenlerken tıkırtı var, yola çıkabilir miyim?',
    tags: ['ABS', 'ABS sensörü', 'Polo'],
    body: p('Bu sabah ABS ve ESP ışıkları birlikte yandı, düşük hızda frenlerken ön sağdan hafif bir tıkırtı geliyor. Yarın Ankara’ya 450 km yolum var. Gitmek tehlikeli mi?'),
    replies: [
      { author: 'onur_track', after: 1, body: p('ABS ışığı yanınca normal frenler çalışmaya devam eder ama ABS ve denge kontrolü devre dışıdır; ıslak ya da karlı yolda tekerlekler kilitlenebilir. Tıkırtı ABS ile aynı tekerden geliyorsa sensör halkası çatlamış ya da sensöre bir şey takılmış olabilir. Uzun yoldan önce mutlaka baktır.') },
      { author: 'kaan.e46', after: 2, body: p('Arıza kodunu okutursan hangi tekerin sensörü olduğu hemen çıkar. Sensör kablosu da salıncakta sürtüp kopmuş olabiliyor. Çoğu zaman bir saatlik iş.') },
    ],
  },
  {
    category: 'brakes', kind: 'question', author: 'tugce_z900', daysAgo: 58, popularity: 0.55, accepted: 0,
    title: 'Z900’de ön frenlemede nabız gibi atma: disk eğrildi mi?',
    tags: ['motosiklet', 'fren diski', 'Z900', 'yüzer disk'],
    body: p('Ön frene basınca kolda ritmik bir atma hissediyorum, özellikle otoyoldan inerken. Disk eğrildi mi, değiştirmem mi lazım?'),
    replies: [
      { author: 'ışıl.moto', body: p('Motosiklet disklerinin gerçekten eğrilmesi nadirdir; çoğu zaman diske eşit olmayan balata birikintisi olur. Yüzer disklerde ise taşıyıcı pimler kirlenip sıkışınca aynı his oluşur. Önce pimleri temizle, diski temizleyici ve ince zımparayla aç, balatayı yeniden alıştır.', 'Komparatörle ölçülen salgı servis kılavuzundaki sınırın üstündeyse disk değişir.') },
      { author: 'onur_track', body: p('Işıl’a katılıyorum; otoyoldan inerken sıcak diskle uzun süre frenli bekleme birikintiyi başlatır. Durunca kolu sıkıp beklememeye çalış.') },
      { author: 'tugce_z900', after: 70, body: p('Pimler gerçekten kirliydi. Temizlik ve yeniden alıştırmadan sonra atma tamamen geçti, disk değiştirmeme gerek kalmadı.') },
    ],
  },
  // ── Süspansiyon ────────────────────────────────────────────────────────────────────────
  {
    category: 'suspension', kind: 'question', author: 'can_jdm', daysAgo: 85, popularity: 0.7, accepted: 0,
    title: 'Coilover taktıktan sonra araç sürekli sağa çekiyor',
    tags: ['coilover', 'rot balans', 'Silvia', 'köşe ağırlığı'],
    body: p('Silvia’ya coilover taktırdım, yükseklikleri göz kararı ayarladık. O günden beri araç düz yolda sağa çekiyor ve frenlerken direksiyon oynuyor. Rot-balans yaptırmadım henüz.'),
    replies: [
      { author: 'onur_track', body: p('Önce yükseklikleri göz kararıyla değil, dört köşede aynı noktadan ölçerek eşitle; sağ-sol farkı kamberi ve toe’yu farklı bozar. Sonra mutlaka rot-balans: coilover sonrası rot-balans yapılmadan araç düz gitmez.', 'Pist ya da drift için kullanıyorsan köşe ağırlığı ayarı da yaptır; çapraz ağırlıklar eşit değilse araç iki yöne farklı davranır.') },
      { author: 'kaan.e46', body: p('Bir de coilover gövdelerinin üst yataklarının doğru yönde oturduğunu kontrol et; ters takılan kamber plakası bile çekme yapar.') },
      { author: 'can_jdm', after: 80, body: p('Sağ ön 12 mm daha alçaktaymış. Eşitledik, rot-balans ve köşe ağırlığı ayarı yapıldı; araç ip gibi gidiyor.') },
    ],
  },
  {
    category: 'suspension', kind: 'question', author: 'deniz.gs', daysAgo: 38, popularity: 0.6, accepted: 0,
    title: 'R 1250 GS’de yüklü ve yüksüz süspansiyon ayarı nasıl olmalı?',
    tags: ['motosiklet', 'süspansiyon', 'ön yük', 'R 1250 GS'],
    body: p('Tek başıma şehirde kullanırken ve çantalar ile yolcu varken aynı ayarda gidiyorum. Uzun yolda arka taraf yumuşak hissettiriyor. Ön yükü nasıl ayarlamalıyım?'),
    replies: [
      { author: 'ışıl.moto', body: p('Ayarın temeli çökme (sag) ölçümü: motosiklet sehpadayken ve üzerindeyken arka aksın yüksekliğini ölç, fark toplam yolun yaklaşık üçte biri olmalı. Yükle birlikte bu değer artar, ön yükü artırarak aynı oranı yakala.', 'Elektronik süspansiyonlu modelde bunu menüden yük modunu seçerek yaparsın: tek kişi, tek kişi ve bagaj, iki kişi ve bagaj. Lastik basıncını da yüke göre artırmayı unutma.') },
      { author: 'tolga_afrika', body: p('Africa Twin’de aynı dertteydim; ön yükü artırınca uzun yolda salınım bitti. Toprak yolda ise biraz düşürmek yol tutuşu artırıyor.') },
      { author: 'deniz.gs', after: 30, body: p('Yük modunu hep tek kişide bırakıyormuşum. Değiştirdim ve lastik basıncını ayarladım, geçen hafta Erzurum yolunda bambaşka bir motordu.') },
    ],
  },
  {
    category: 'suspension', kind: 'question', author: 'sinem_ev', daysAgo: 60, popularity: 0.5, accepted: 0,
    title: 'Model 3’te ön taraftan tümseklerde gıcırtı geliyor',
    tags: ['Tesla Model 3', 'salıncak', 'gıcırtı'],
    body: p('Özellikle soğuk havada hız kesicilerden geçerken ön sol taraftan gıcırtı geliyor. Araç 40.000 km’de. Bu modelde bilinen bir sorun mu?'),
    replies: [
      { author: 'onur_track', body: p('Bu modelde ön üst salıncak burçlarından gelen gıcırtı sık görülen bir şikâyet. Servis genelde salıncağı güncellenmiş parçayla değiştiriyor. Garantin devam ediyorsa servise ses kaydıyla git, şikâyeti daha hızlı tanımlıyorlar.') },
      { author: 'kaan.e46', body: p('Değişimden önce viraj demiri burçlarını ve rotil tozluklarını da kontrol ettir; soğukta sertleşen burçlar da benzer ses yapar.') },
      { author: 'sinem_ev', after: 200, body: p('Servis üst salıncağı garantiden değiştirdi, ses kesildi. Onur, ses kaydı tavsiyesi harikaydı, ilk seferde buldular.') },
    ],
  },
  {
    category: 'suspension', kind: 'question', author: 'Gökhan_E30', daysAgo: 18, popularity: 0.8, accepted: 0,
    title: 'Alçaltılmış araçla TÜVTÜRK muayenesi: projesiz yaylar kusur mu?',
    tags: ['TÜVTÜRK', 'muayene', 'alçaltma', 'tadilat'],
    body: p('E30’da yıllar önce takılmış 40 mm’lik spor yaylar var, ruhsata işli değil. Muayene yaklaşıyor. Yaylar yüzünden kalır mıyım, ne yapmalıyım?'),
    replies: [
      { author: 'can_jdm', body: p('Benim tecrübem: uygunluk belgeli yay ya da coilover, yetkili tadilat firmasının projesi ve tadilat muayenesiyle ruhsata işlettim, sonraki periyodik muayenelerde hiç sorun çıkmadı. Projesiz alçak araçta istasyona, ölçüme ve aracın ne kadar alçak olduğuna göre kusur yazılabiliyor.', 'Süre yetmeyecekse en garantisi muayeneden önce orijinal yaylara dönmek. Kurallar değişebildiği için istasyonu arayıp sormanı öneririm.') },
      { author: 'onur_track', body: p('Alçalmayla birlikte far yüksekliğini ve lastiğin çamurluğa sürtmesini de kontrol et; muayenede bunlar da ayrıca not ediliyor.') },
      { author: 'gizem_yollarda', body: p('Bu soru çok sık geliyor; blogdaki süspansiyon ve alçaltma rehberinde de yasal kısım anlatılıyor, göz atmanızı öneririm.') },
    ],
  },
  // ── Modifikasyon ───────────────────────────────────────────────────────────────────────
  {
    category: 'modification', kind: 'question', author: 'dilara_gr86', daysAgo: 27, popularity: 0.7, accepted: 0,
    title: 'Stage 1 yazılım garantiyi ve sigortayı nasıl etkiler?',
    tags: ['Stage 1', 'ECU', 'garanti', 'sigorta'],
    body: p('Araç henüz garantide. Stage 1 yazılımın garantiyi bozup bozmayacağını, kaskoya bildirmem gerekip gerekmediğini merak ediyorum.'),
    replies: [
      { author: 'mert_gti', body: p('Yetkili servisler yazılımı okuyabiliyor; motor ya da şanzımanla ilgili bir arızada yazılım tespit edilirse o parçalar için garanti talebi reddedilebiliyor. Geri yüklenen yazılım bile iz bırakabiliyor.', 'Kasko tarafında modifikasyonu bildirmek en güvenlisi: poliçeye eklenmeyen bir değişiklik hasar anında sorun çıkarabilir. Benim sigortacım bildirdiğimde primde küçük bir artış yaptı.') },
      { author: 'onur_track', body: p('Garanti bitene kadar beklemek en temiz yol. Beklemeyeceksen garantili yazılım paketi sunan firmalara bak; bazıları kendi motor garantisini veriyor.') },
      { author: 'hakan_klasik', body: p('Yazılımdan önce aracın sağlığını kontrol ettir: buji, bobin, debriyaj. Sağlam araçta Stage 1 sorun çıkarmaz, yorgun araçta zayıf halkayı hemen bulur.') },
    ],
  },
  {
    category: 'modification', kind: 'question', author: 'nazli.ktm', daysAgo: 11, popularity: 0.85, accepted: 0,
    title: 'CBR500R’a egzoz ve hava filtresi: yazılımsız olur mu, A2’ye uygun kalır mı?',
    tags: ['CBR500R', 'egzoz', 'A2 ehliyet', 'hava filtresi'],
    body: p('390 Duke’tan sonra CBR500R aldım. Slip-on egzoz ve performans hava filtresi düşünüyorum. Yazılım yaptırmadan takılır mı? A2 ehliyetim var, güç sınırını aşar mıyım?'),
    replies: [
      { author: 'oguz.cafe', body: p('Uygunluk belgeli bir slip-on susturucu çoğu zaman yazılımsız sorunsuz çalışır; karışım çok az değişir. Tam sistem egzoz ve filtre birlikte ise yakıt haritası ayarı gerekir, yoksa düşük devirde tekleme ve aşırı ısınma görebilirsin.', 'A2 için kritik nokta: bu motor A2 sınırına göre üretiliyor, güç artıran değişiklikler motoru sınırın üstüne çıkarabilir ve uygunluğu bozabilir. Slip-on bu açıdan en güvenli seçenek.') },
      { author: 'ışıl.moto', body: p('A2 sınıfında 35 kW sınırı var; uygunluk belgesi olmayan, gücü artıran değişiklik hem muayenede hem kazada sorun olur. Sesi de abartma: yüksek ses trafik denetiminde ceza sebebi.') },
      { author: 'selin_r6', body: p('R6’ya slip-on taktım, yazılımsız iki yıldır sorunsuz. Filtreyi ise orijinalde bıraktım, fark hissetmedim.') },
    ],
  },
  {
    category: 'modification', kind: 'question', author: 'melis.cabrio', daysAgo: 6, popularity: 0.6,
    title: 'MX-5’e turbo kit mantıklı mı, yoksa hafiflik mi bozulur?',
    tags: ['MX-5', 'turbo kit', 'performans'],
    body: p('MX-5 2.0’ım yeterince eğlenceli ama otoyolda sollamada biraz daha güç isterdim. Turbo kit için fiyat ve süre nedir, aracın dengesini bozar mı?'),
    replies: [
      { author: 'mert_gti', body: p('Atmosferik araca turbo kit için 2025’te parça ve işçilik 25.000–60.000 TL aralığında, montaj 1–2 gün. Ama enjektör, yakıt pompası, debriyaj, yazılım ve intercooler tesisatıyla bütçe çoğu zaman bunun üstüne çıkıyor.') },
      { author: 'onur_track', body: p('Gücü artırınca fren ve soğutmayı da büyütmen gerekir; MX-5’in büyüsü hafiflik ve dengede. Önce lastik ve hafif jantla başlamanı öneririm, pistte tur zamanı çoğu zaman oradan gelir.') },
      { author: 'hakan_klasik', body: p('Motorun iç aksamı yüksek basınca göre yapılmadı. Yapacaksan düşük basınçla kal, yağ sıcaklığını izle.') },
    ],
  },
  {
    category: 'modification', kind: 'question', author: 'zeynep.mini', daysAgo: 95, popularity: 0.55, accepted: 1,
    title: 'Folyo kaplamayla renk değiştirdim, ruhsata işletmem gerekir mi?',
    tags: ['folyo', 'kaplama', 'ruhsat', 'Mini'],
    body: p('Mini’yi tamamen mat yeşil folyoyla kaplatmayı düşünüyorum. Ruhsatta rengi kırmızı yazıyor. Bunun için bir işlem yapmam gerekiyor mu?'),
    replies: [
      { author: 'kaan.e46', body: p('Tavan ya da ayna gibi kısmi kaplamalarda genelde işlem gerekmiyor. Aracın ana rengini değiştiren tam kaplamada ise ruhsattaki renk bilgisinin güncellenmesi isteniyor.') },
      { author: 'volkan_v8', body: p('Mustang’i mat griye kaplattığımda renk değişikliğini ruhsata işlettim; kaplama firmasının faturası ve aracın yeni rengini gösteren fotoğraflarla işlem kısa sürdü. İşletmezsen denetimde ruhsattaki renkle uyuşmadığı için sorun yaşayabilirsin. Güncel prosedürü işlemi yapacağın yerden sor.') },
      { author: 'zeynep.mini', after: 150, body: p('Kaplatıp renk değişikliğini işlettim, Volkan’ın dediği gibi fatura yeterli oldu. Teşekkürler!') },
    ],
  },
];
