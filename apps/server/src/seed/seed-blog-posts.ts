/**
 * Demo blog posts, part 1: maintenance, guides and a tip. Bodies are HTML as the
 * editor produces it; the seed stores them through `sanitizeRichText`. Prices are 2025 Turkish
 * lira ranges as a member would quote them; every legal note tells readers to check the rules.
 */
import type { SeedPost } from './seed-content-data.ts';

export const BLOG_POSTS_CARE: readonly SeedPost[] = [
  {
    title: 'Aracınızı Uzun Yıllar Yaşatacak 10 Altın Bakım Kuralı',
    excerpt: 'Otuz yıllık bir ustanın gözünden: büyük masrafların çoğu ertelenen küçük bakımlardan çıkar. Motoru, şanzımanı ve cebinizi koruyan on alışkanlık.',
    category: 'maintenance',
    tags: ['bakım', 'motor yağı', 'triger', 'antifriz'],
    author: 'hakan_klasik',
    daysAgo: 12,
    featured: true,
    popularity: 0.95,
    cover: { title: '10 Altın Bakım Kuralı', vehicle: 'car' },
    body: `
<p>Otuz yılı aşkın süredir sanayideyim. Atölyeye gelen arabaların çoğu kötü kullanıldığı için değil, küçük bakımlar ertelendiği için büyük masraf çıkarıyor. Aşağıdaki on kural, 190E’mi 400.000 kilometreye taşıyan alışkanlıkların özeti.</p>
<h2>Motor ve sıvılar</h2>
<h3>1. Yağı kilometreye değil, kullanıma göre değiştirin</h3>
<p>Kullanım kitabındaki aralık ideal koşullar içindir. Şehir içi kısa mesafe, dur-kalk trafik ve sık soğuk çalıştırma <strong>ağır kullanım</strong> sayılır; böyle kullanıyorsanız aralığı üçte bir kısaltın. Yılda 8.000 km yapan araçta bile yağ yılda bir değişmeli.</p>
<h3>2. Kapaktaki viskoziteye değil, onay koduna bakın</h3>
<p>5W-30 yazması yetmez. Kitaptaki üretici onayını (örneğin VW 504.00 veya MB 229.51) yağ şişesinin arkasında arayın. Partikül filtreli dizellerde düşük küllü yağ şarttır.</p>
<h3>3. Soğutma sistemini unutmayın</h3>
<p>Antifriz yalnızca donmaya karşı değil, korozyona karşı da korur. İki yılda bir yenileyin, farklı renkleri birbirine karıştırmayın ve radyatör kapağını sıcak motorda asla açmayın.</p>
<h3>4. Fren hidroliğini iki yılda bir değiştirin</h3>
<p>Hidrolik nem çeker, kaynama noktası düşer. Uzun bir inişte pedal uzuyorsa ilk şüpheli odur. Değişimi 30 dakikalık bir iş, ihmal etmenin bedeli ise frensiz kalmak.</p>
<h3>5. Triger setini zamanında değiştirin</h3>
<p>Kayışlı motorlarda kayış, gergi ve devirdaim birlikte değişir. Kopan bir triger kayışı çoğu motorda supap ve piston demektir; set fiyatının beş on katı masraf.</p>
<h2>Aktarma, lastik ve elektrik</h2>
<h3>6. Lastik basıncını ayda bir, soğukken ölçün</h3>
<p>Doğru basınç hem yakıtı hem lastik ömrünü korur. Değerler genellikle sürücü kapısının direğinde ya da depo kapağının içinde yazar.</p>
<h3>7. “Ömürlük şanzıman yağı” diye bir şey yoktur</h3>
<p>Otomatik ve çift kavramalı şanzımanlarda 60.000 km civarında yağ değişimi, sonradan gelecek mekatronik ya da kavrama faturasını çoğu zaman önler.</p>
<h3>8. Kışa girerken aküyü test ettirin</h3>
<p>Aküler genellikle soğuk bir sabah haber vermeden ölür. Soğuk marş akımını (CCA) ölçen bir test birkaç dakika sürer ve çoğu akücüde ücretsizdir.</p>
<h3>9. Filtreleri takvime bağlayın</h3>
<ul>
<li>Hava filtresi: her yağ bakımında kontrol, tozlu yolda daha sık değişim.</li>
<li>Polen filtresi: yılda bir; klimadan koku geliyorsa hemen.</li>
<li>Yakıt filtresi: dizelde 30.000–60.000 km, benzinlide kitaba göre.</li>
</ul>
<h3>10. Arabanızı dinleyin ve kayıt tutun</h3>
<p>Yeni bir ses, koku ya da titreşim bir şeyin değiştiğini söyler. Her bakımı tarih, kilometre ve tutarla not edin; satarken de en değerli belge bu defter olur.</p>
<blockquote><p>Ucuz bakım yoktur; ertelenmiş bakımın faturası her zaman daha büyük gelir. — Ustamın bana ilk öğrettiği söz</p></blockquote>
<p>Aklınıza takılan bir arıza belirtisi varsa <a href="/forum/engine">Motor forumunda</a> sorun; uzman üyelerimiz genellikle aynı gün cevap veriyor.</p>`,
    comments: [
      'Yedinci madde için teşekkürler, servis bana DSG yağının ömürlük olduğunu söylemişti. Hemen randevu aldım.',
      'Hakan usta, 190E’nin 400 bini geçtiğini okuyunca bir kez daha saygı duydum. Triger maddesini herkes okusun.',
      'Yağ onay kodu kısmını bilmiyordum, şişeye bakınca benim kullandığım yağın onayı olmadığını gördüm.',
    ],
  },
  {
    title: 'Fren Balatası ve Disk Değişimi: Ne Zaman, Nasıl, Kaça?',
    excerpt: 'Gıcırtı, titreme ve uzayan pedal ne anlatır? Balata ve disk ömrü, değişimden sonra rodaj ve 2025 fiyat aralıkları.',
    category: 'maintenance',
    tags: ['fren', 'fren balatası', 'disk', 'rodaj'],
    author: 'onur_track',
    daysAgo: 40,
    popularity: 0.8,
    cover: { title: 'Balata ve Disk', vehicle: 'car' },
    body: `
<p>Pist günlerinde en çok harcadığım sarf malzemesi lastik değil, fren. Ama sokakta kullanılan bir araçta da freni anlamak, hem güvenlik hem de bütçe için önemli. Bu yazıda balata ve diskin ne zaman değişmesi gerektiğini, işin nasıl yapılacağını ve yaklaşık maliyetleri topladım.</p>
<h2>Belirtiler: araç size ne söylüyor?</h2>
<ul>
<li><strong>Metalik gıcırtı:</strong> Çoğu balatada aşınma sacı vardır; bu ses balatanın sonuna yaklaştığınızı söyler.</li>
<li><strong>Direksiyonda titreme:</strong> Genellikle diskte kalınlık farkı ya da balata izi vardır, halk arasında “disk eğrildi” denir.</li>
<li><strong>Uzayan veya süngerleşen pedal:</strong> Balatadan çok hidrolik ya da sistemde hava olabilir.</li>
<li><strong>Frenlerken bir yana çekme:</strong> Sıkışan kaliper pimi ya da piston.</li>
</ul>
<h2>Ölçüler ve sınırlar</h2>
<p>Balatanın sürtünme malzemesi 3 mm’nin altına indiyse değişim zamanı gelmiştir. Diskin üzerinde ya da kenarında <strong>MIN TH</strong> ile başlayan bir en küçük kalınlık değeri yazar; kumpasla ölçün, bu değerin altındaki disk torna edilmez, değişir. Balata ve disk her zaman aks bazında, yani iki tekerde birlikte değişir.</p>
<h3>Değişim sırası</h3>
<ol>
<li>Aracı düz zeminde kaldırın, tekeri sökün, kaliperi askıya alın; hortumu sarkıtmayın.</li>
<li>Pistonu geri iterken hidrolik deposunun taşmadığından emin olun.</li>
<li>Kaliper kızaklarını temizleyip yüksek ısıya dayanıklı gresle yağlayın.</li>
<li>Bijonları ve kaliper cıvatalarını tork anahtarıyla, kitaptaki değerde sıkın.</li>
<li>Yola çıkmadan pedala birkaç kez basıp pistonları balataya oturtun.</li>
</ol>
<h2>Rodaj: yeni balatayı alıştırmak</h2>
<p>Yeni balata ve disk ilk 200–300 km birbirine alışır. Güvenli bir yolda 60 km/sa hızdan 10 km/sa hıza kadar orta şiddette 8–10 frenleme yapın, araya soğuma için sürüş koyun ve aracı durdurup el frenini çekerek beklemeyin. Bu, diske düzgün bir balata tabakası bırakır ve titremeyi önler.</p>
<blockquote><p>Fren, aracın en ucuz performans parçasıdır: iyi bir balata ve taze hidrolik, pahalı bir egzozdan daha çok tur zamanı kazandırır.</p></blockquote>
<h2>Ne kadar tutar?</h2>
<p>2025 itibarıyla kompakt bir otomobilde ön balata takımı 1.200–3.000 TL, ön disk çifti 3.000–7.000 TL, işçilik 500–1.500 TL civarında. Performans araçlarında ve büyük SUV’larda rakamlar iki üç katına çıkabilir. Hidrolik değişimi genellikle 750–1.500 TL.</p>
<p>Fren konusunda takıldığınız bir nokta olursa <a href="/forum/brakes">Frenler forumuna</a> yazın; kaliper ve ABS soruları için de doğru yer orası.</p>`,
    comments: ['Rodaj kısmını hiçbir servis anlatmıyor, yeni disk taktıktan bir ay sonra titreme başlamıştı, sebebi buymuş.', 'MIN TH yazısını ilk defa duydum, akşam garajda baktım gerçekten yazıyor.'],
  },
  {
    title: 'Kışlık Bakım Rehberi: Soğuk Havaya Hazırlık Listesi',
    excerpt: 'Akü, antifriz, lastik, silecek ve bagajdaki acil durum çantası: kar yağmadan önce yapılacakların tam listesi ve kış lastiği kuralı.',
    category: 'maintenance',
    tags: ['kış', 'kış lastiği', 'akü', 'antifriz'],
    author: 'serkan_4x4',
    daysAgo: 25,
    popularity: 0.75,
    cover: { title: 'Kışlık Bakım', vehicle: 'car' },
    body: `
<p>Karadeniz yaylalarında kış erken gelir ve affetmez. Her yıl ekim sonunda Defender’ı aynı listeyle elden geçiriyorum; şehirde kullanılan bir otomobil için de liste neredeyse aynı.</p>
<h2>Kontrol listesi</h2>
<ul>
<li><strong>Akü:</strong> Soğukta akünün verdiği akım ciddi oranda düşer. Dört yaşını geçmiş bir aküyü test ettirin, kutup başlarını temizleyin.</li>
<li><strong>Antifriz:</strong> Bir refraktometre ya da hidrometreyle donma noktasını ölçün; İç Anadolu ve Doğu için −35 °C koruma hedefleyin.</li>
<li><strong>Cam suyu:</strong> Yazlık cam suyu donar ve hortumları çatlatır; antifrizli cam suyu koyun.</li>
<li><strong>Silecekler:</strong> İz bırakan silecek kar ve tuzla daha da kötüleşir; yılda bir değiştirin.</li>
<li><strong>Lastikler:</strong> Diş derinliği kışın en az 4 mm olmalı; yeni bir kış lastiğinde bu değer 8–9 mm’dir.</li>
<li><strong>Farlar ve aydınlatma:</strong> Erken kararan günlerde yanmayan bir stop lambası, arkadan gelen için görünmez olmak demektir.</li>
</ul>
<h2>Kış lastiği: zorunlu mu?</h2>
<p>Karayolları Trafik Yönetmeliği’ne göre ticari araçlarda (taksi, minibüs, otobüs, kamyon ve benzerleri) her yıl 1 Aralık ile 1 Nisan arasında kış lastiği zorunludur; valilikler bölgesine göre bu tarihleri değiştirebilir. Hususi otomobiller için zorunluluk yok ama hava +7 °C’nin altına indiğinde yaz lastiğinin hamuru sertleşir ve fren mesafesi belirgin şekilde uzar. Güncel kuralları yola çıkmadan kontrol edin.</p>
<blockquote><p>Kış lastiği kar için değil, soğuk için alınır. Kar görmediğiniz bir şehirde bile sabah ayazında fark ettirir.</p></blockquote>
<h2>Bagajda ne olmalı?</h2>
<ol>
<li>Zincir (tekerinize uygun ebatta) ve takma eldiveni; bir kez evde takmayı deneyin.</li>
<li>Battaniye, su, enerji barı ve şarj edilmiş bir powerbank.</li>
<li>Kürek, buz kazıyıcı ve bir torba kum ya da kedi kumu.</li>
<li>Reflektörlü yelek, üçgen reflektör ve el feneri.</li>
<li>Akü takviye kablosu.</li>
</ol>
<h3>Yola çıkmadan</h3>
<p>Uzun yol öncesi güzergâhın kar ve kapalı yol durumunu <a href="https://www.kgm.gov.tr">Karayolları Genel Müdürlüğü</a> sitesinden kontrol edin. Depoyu yarının altına düşürmeyin: kuyrukta beklerken ısınma ihtiyacınız yakıttan gelir.</p>`,
    comments: ['Kedi kumu tavsiyesi altın değerinde, geçen yıl Bolu’da bir kamyoncu abi sayesinde öğrenmiştim.'],
  },
  {
    title: 'Şanzıman Ayarı: Vites Geçişlerini Yumuşatmanın Adım Adım Yolu',
    excerpt: 'Vitese sert giriyorsa hemen şanzıman revizyonu düşünmeyin. Debriyaj hidroliği, yağ, bağlantı ayarı ve burçlarla çoğu sorun birkaç bin liraya çözülür.',
    category: 'guides',
    tags: ['şanzıman', 'vites', 'debriyaj', 'E46'],
    author: 'kaan.e46',
    daysAgo: 75,
    popularity: 0.85,
    cover: { title: 'Şanzıman Ayarı', vehicle: 'car' },
    body: `
<p>E46’yı aldığımda vites kolu bir kaşık gibi tencerede dolanıyordu; ikinci vitese soğukken girmek ayrı bir mücadeleydi. Servis revizyon dedi, ben önce ucuzdan pahalıya gittim ve toplam 4.000 TL’ye şanzıman fabrikadan çıkmış gibi oldu. Manuel şanzımanlı çoğu araçta sıra aynı.</p>
<h2>1. Teşhis: sorun ne zaman çıkıyor?</h2>
<ul>
<li><strong>Sadece soğukken zor giriyorsa:</strong> Çoğunlukla yağ yorulmuştur ya da yanlış viskozitededir.</li>
<li><strong>Motor çalışırken zor, kapalıyken rahat giriyorsa:</strong> Debriyaj tam ayırmıyordur; hidrolik ya da debriyaj seti.</li>
<li><strong>Kol boşluklu, vitesler yeri bulmuyorsa:</strong> Bağlantı burçları veya halat ayarı.</li>
<li><strong>Belirli bir viteste hırıltıyla giriyorsa:</strong> O vitesin senkromeçi aşınmış olabilir; bu revizyon işidir.</li>
</ul>
<h2>2. Debriyaj hidroliğinin havasını alın</h2>
<p>Çoğu araçta debriyaj, fren hidroliğini ve deposunu paylaşır. Zamanla nem çeken hidrolik ve sistemde kalan hava, pedalın tam ayırmamasına yol açar. İki kişiyle, alt merkezin hava alma nipelinden temiz hidrolik gelene kadar havayı alın.</p>
<h2>3. Şanzıman yağını değiştirin</h2>
<p>Manuel şanzıman yağı (MTF) genellikle “ömürlük” diye geçer, oysa 100.000 km’yi geçmiş bir yağ senkromeçlerin çalışmasını belirgin biçimde etkiler. Üreticinin belirttiği sınıfta yağ kullanın; birçok araç 1,5–2 litre ister ve 2025 fiyatlarıyla işçilik dahil 1.500–3.500 TL tutar.</p>
<h2>4. Bağlantıyı ve halatı ayarlayın</h2>
<p>Halatlı sistemlerde (Egea, Clio, Focus gibi) şanzıman üstündeki ayar klipsi açılır, kol boşa alınıp hizalama pimiyle sabitlenir ve klips kilitlenir. Çubuklu sistemlerde (arkadan itişli BMW’ler gibi) kolun altındaki mafsallar ayarlanır.</p>
<h3>5. Burçları yenileyin</h3>
<p>E46’da vites kolu taşıyıcı burcu ve seçici çubuk mafsalı klasik arızadır. Burç seti 1.000–3.000 TL; daha sert poliüretan burçlar kolu çok daha kesin yapar ama biraz titreşim taşır.</p>
<blockquote><p>Vites kolu şanzımanın konuşma dilidir; boşluk ve hırıltıyı dinlemeyi öğrenen, revizyon masrafından kurtulur.</p></blockquote>
<p>Kendi aracınızdaki belirtileri <a href="/forum/transmission">Şanzıman forumunda</a> yazarsanız, modeline göre hangi adımdan başlamanız gerektiğini birlikte bulabiliriz.</p>`,
    comments: ['Clio’da halat ayarını bu yazıyla kendim yaptım, dördüncüden üçe inerken takılma bitti.', 'Poliüretan burç titreşimi gerçekten var ama kesinlik inanılmaz, E36’da da aynı.'],
  },
  {
    title: 'Turbo Nedir, Nasıl Çalışır? Turbo Kit ve ECU Yazılımı Fiyatları',
    excerpt: 'Türbin, kompresör, intercooler ve wastegate: turbonun temelleri. Atmosferik araca turbo kit, Stage 1–3 yazılım fiyatları, süreleri ve ruhsat işlemleri.',
    category: 'guides',
    tags: ['turbo', 'ECU', 'yazılım', 'Stage 1'],
    author: 'mert_gti',
    daysAgo: 55,
    popularity: 1,
    cover: { title: 'Turbo Rehberi', vehicle: 'car' },
    body: `
<p>Buluşmalarda en çok duyduğum soru: “Benim arabaya turbo takılır mı, kaça olur?” Cevap her zaman “Takılır ama…” diye başlıyor. Bu yazıda turbonun nasıl çalıştığını ve gerçekçi fiyatları toplamaya çalıştım.</p>
<h2>Turbo nasıl çalışır?</h2>
<p>Turbo, egzozdan çıkan sıcak gazla dönen bir <strong>türbin</strong> ve aynı mile bağlı bir <strong>kompresörden</strong> oluşur. Kompresör havayı sıkıştırır, motor aynı hacimde daha fazla hava ve yakıt yakar. Sıkışan hava ısınır; <strong>intercooler</strong> bu havayı soğutarak yoğunluğunu artırır. <strong>Wastegate</strong> ise basıncı sınırlamak için egzoz gazının bir kısmını türbinin yanından geçirir.</p>
<h3>Turbo gecikmesi</h3>
<p>Türbinin dönmesi için egzoz akışı gerekir; düşük devirde basınç hemen oluşmaz. Küçük turbolar erken devreye girer ama üst devirde tıkanır, büyük turbolar tepede güç verir ama geç uyanır. Doğru seçim, aracın nasıl kullanılacağına bağlıdır.</p>
<h2>Fiyatlar ve süreler (2025)</h2>
<ul>
<li><strong>Atmosferik araca turbo kit:</strong> Parça ve işçilik 25.000–60.000 TL, montaj 1–2 gün. Enjektör, yakıt pompası, debriyaj ve yazılım gibi destek parçaları çoğu zaman buna dahil değildir.</li>
<li><strong>ECU yazılımı Stage 1:</strong> Sadece yazılım; turbolu araçlarda belirgin tork artışı. 2.000–8.000 TL.</li>
<li><strong>Stage 2:</strong> Downpipe, intercooler ve emiş gibi donanımlarla birlikte yazılım. Yazılım kısmı 6.000–12.000 TL.</li>
<li><strong>Stage 3:</strong> Daha büyük turbo ve yakıt sistemi ile özel ayar; yazılım ve dyno ayarı 12.000–20.000 TL, donanım ayrıca.</li>
</ul>
<p>Golf GTI’ımda Stage 1 ile tork hissedilir şekilde arttı; ama yazılımdan önce bujileri, bobinleri ve debriyajı kontrol ettirmek en doğrusuydu.</p>
<blockquote><p>Güç eklemek kolaydır; o gücü taşıyacak fren, soğutma ve aktarmayı hazırlamak işin asıl kısmıdır.</p></blockquote>
<h2>Turbonun ömrü</h2>
<ol>
<li>Kaliteli ve doğru onaylı yağ kullanın; turbo yatakları yağla yaşar.</li>
<li>Motor soğukken yüksek devre çıkmayın.</li>
<li>Sert sürüşten sonra motoru kapatmadan önce 30–60 saniye rölantide bekleyin.</li>
</ol>
<h2>Yasal taraf</h2>
<p>Motor gücünü değiştiren donanım değişiklikleri tadilat kapsamına girer: yetkili bir firmanın tadilat projesi, <a href="https://www.tuvturk.com.tr">TÜVTÜRK</a>’te tadilat muayenesi ve ruhsata işlenmesi gerekir. Sigortanıza da bildirin; bildirilmeyen modifikasyon hasar anında sorun çıkarabilir. Kurallar değişebildiği için işe başlamadan güncel durumu sorun.</p>`,
    comments: [
      'Stage 2 fiyatları tam piyasa, geçen ay Octavia için 9.000 TL ödedim.',
      'Rölantide bekleme kısmını herkes bilsin, arkadaşın turbosu tam da bundan gitti.',
      'Atmosferik Civic’e turbo kit düşünüyordum, destek parçalarıyla bütçe iki katına çıkıyor, iyi ki okudum.',
    ],
  },
  {
    title: 'Süspansiyon ve Alçaltma: Yay, Coilover ve TÜVTÜRK Muayenesi',
    excerpt: 'Spor yay mı, coilover mı, havalı süspansiyon mu? Alçaltmanın yol tutuşa etkisi, rot-balans ayarı, fiyatlar ve muayenede dikkat edilecekler.',
    category: 'guides',
    tags: ['süspansiyon', 'coilover', 'alçaltma', 'TÜVTÜRK'],
    author: 'can_jdm',
    daysAgo: 100,
    popularity: 0.85,
    cover: { title: 'Süspansiyon ve Alçaltma', vehicle: 'car' },
    body: `
<p>Silvia’yı ilk aldığımda yapmak istediğim tek şey onu yere yapıştırmaktı. Üç farklı kurulum ve bir muayene macerasından sonra öğrendiklerimi yazıyorum.</p>
<h2>Seçenekler</h2>
<h3>Spor yay</h3>
<p>Orijinal amortisörle birlikte kullanılan, aracı 25–40 mm indiren yaylardır. En ucuz yoldur (2025’te set başına 6.000–15.000 TL), ama yıpranmış amortisörle birleşince araç seker. Yay değişiyorsa amortisörlerin durumuna mutlaka baktırın.</p>
<h3>Coilover</h3>
<p>Amortisör ve yayın tek gövde olduğu, yüksekliği ve çoğu modelde sönümü ayarlanabilen sistemdir. Kaliteli bir set 35.000–120.000 TL. Ucuz kopyalar ilk kışta paslanıp ayarı kilitlenebilir; sökülebilir gövdeli ve yedek parçası bulunan markaları tercih edin.</p>
<h3>Havalı süspansiyon</h3>
<p>Park hâlinde yere yatıp yolda yükselebilir. Kompresör, tank ve körüklerle 120.000 TL ve üzerine çıkar; bakım ister ama günlük kullanımda en esnek çözümdür.</p>
<h2>Alçaltmadan sonra</h2>
<ul>
<li><strong>Rot-balans şart:</strong> Alçalan araçta kamber negatife kayar, toe değişir; ayarlanmazsa lastiğin iç kenarı birkaç bin kilometrede biter.</li>
<li><strong>Tampon takozu:</strong> Çok alçaltılan araçta amortisör sürekli takoza oturur; kısaltılmış takoz kullanın.</li>
<li><strong>Far ayarı:</strong> Arka aks daha çok indiyse farlar yukarı bakar, karşıdan gelenleri kamaştırır.</li>
</ul>
<blockquote><p>Alçak araba fotoğrafta iyi durur; iyi ayarlanmış araba ise virajda iyi durur. İkisini birleştirmek sabır ister.</p></blockquote>
<h2>Muayene ve yasal durum</h2>
<p>Türkiye’de süspansiyonun yüksekliğini değiştiren uygulamalar tadilat sayılır. Uygunluk belgesi olan bir ürünün, yetkili bir tadilat firmasının projesiyle takılması, ardından <a href="https://www.tuvturk.com.tr">TÜVTÜRK</a>’te tadilat muayenesi ve ruhsata işlenmesi gerekir. Projesiz alçaltılmış araçlar periyodik muayenede kusur alabilir. Mevzuat ve uygulama sık değişiyor; parçayı almadan önce tadilat firmasına ve muayene istasyonuna güncel durumu sorun.</p>`,
    comments: ['Ucuz coilover kışın kilitlendi, aynen yaşadım. İkinci seferde markalı aldım, fark gece gündüz.'],
  },
  {
    title: 'Lastik ve Jant Seçimi: Ebat, Yük Endeksi ve Mevsime Göre Lastik',
    excerpt: '225/40 R18 92Y ne demek? Lastik yaşını okumak, ET ve PCD ile doğru jant, AB lastik etiketi ve ruhsattaki ebatın önemi.',
    category: 'tips',
    tags: ['lastik', 'jant', 'yük endeksi', 'lastik etiketi'],
    author: 'dilara_gr86',
    daysAgo: 130,
    popularity: 0.7,
    cover: { title: 'Lastik ve Jant', vehicle: 'car' },
    body: `
<p>Aracın yola değen tek parçası dört avuç içi büyüklüğünde lastik izidir. GR86 gibi hafif bir arabada lastik değiştirmek, motoru değiştirmekten daha fazla karakter değiştiriyor. Doğru seçim için bilmeniz gerekenler şunlar.</p>
<h2>Lastik yanağını okumak</h2>
<p>Örnek: <strong>225/40 R18 92Y</strong></p>
<ul>
<li><strong>225:</strong> Lastik genişliği, milimetre.</li>
<li><strong>40:</strong> Yanak yüksekliğinin genişliğe oranı, yüzde.</li>
<li><strong>R18:</strong> Radyal yapı ve 18 inç jant çapı.</li>
<li><strong>92:</strong> Yük endeksi; lastik başına 630 kg taşıyabilir.</li>
<li><strong>Y:</strong> Hız endeksi; 300 km/sa.</li>
</ul>
<p>Yük ve hız endeksi ruhsatta ya da uygunluk belgesinde yazan değerin altında olmamalı.</p>
<h3>Lastiğin yaşı</h3>
<p>Yanaktaki DOT kodunun son dört hanesi üretim haftası ve yılıdır: <strong>2324</strong>, 2024’ün 23. haftası demektir. Hiç kullanılmamış olsa bile altı yılı geçmiş lastikte hamur sertleşir; “yeni” diye satılan eski stoklara dikkat edin.</p>
<h2>Jant seçimi</h2>
<ul>
<li><strong>PCD:</strong> Bijon sayısı ve çemberi (örneğin 5x100, 5x112). Tutmuyorsa adaptörle değil, doğru jantla çözün.</li>
<li><strong>ET (offset):</strong> Jantın bağlantı yüzeyinin merkezine uzaklığı. Fazla düşük ET çamurluktan taşar ve rulmanı zorlar.</li>
<li><strong>Göbek çapı:</strong> Jant göbeği araçtan büyükse merkezleme halkası kullanın, yoksa titreme yapar.</li>
<li><strong>Ağırlık:</strong> Hafif jant yaysız kütleyi azaltır; yol tutuş ve fren hissedilir biçimde iyileşir.</li>
</ul>
<blockquote><p>Büyük jant göze, küçük jant yola yakışır. Bir inç büyütmek çoğu zaman konforu ve yol tutuşu götürür.</p></blockquote>
<h2>Etiket ve ruhsat</h2>
<p>AB lastik etiketi yakıt verimliliğini, ıslak zeminde frenlemeyi ve gürültüyü gösterir; ürünün etiketine <a href="https://eprel.ec.europa.eu">EPREL veritabanından</a> bakabilirsiniz. Ruhsatta ya da uygunluk belgesinde yazmayan bir ebat muayenede sorun çıkarabilir; alternatif ebat kullanacaksanız üreticinin onayladığı listede olduğundan emin olun. 2025’te 17 inç kaliteli bir yaz lastiğinin adedi 3.000–7.000 TL arasında değişiyor.</p>`,
  },
];
