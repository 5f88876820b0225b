/**
 * Demo blog posts, part 2: tips, modifications (among them the Honda CBR500R shift
 * lever), reviews and two drafts. Bodies are HTML as the editor produces it; the seed stores
 * them through `sanitizeRichText`.
 */
import type { SeedPost } from './seed-content-data.ts';

export const BLOG_POSTS_MODS: readonly SeedPost[] = [
  {
    title: 'Motosiklette Güvenli Sürüş İçin 8 Pratik İpucu',
    excerpt: 'Bir motosiklet eğitmeninden: ekipman, görünürlük, iki freni birlikte kullanmak, viraj bakışı ve ilk yağmurun tuzağı.',
    category: 'tips',
    tags: ['motosiklet', 'güvenli sürüş', 'ekipman', 'ABS'],
    author: 'ışıl.moto',
    daysAgo: 20,
    popularity: 0.85,
    cover: { title: 'Güvenli Sürüş', vehicle: 'motorcycle' },
    body: `
<p>Eğitimlerde her hafta aynı hataları görüyorum ve neredeyse hepsi birkaç alışkanlıkla önlenebiliyor. Yeni başlayanlar için de yıllardır sürenler için de bu sekiz madde hayat kurtarır.</p>
<h2>Ekipman ve görünürlük</h2>
<h3>1. Her sürüşte tam ekipman</h3>
<p>“Markete gidip geleceğim” dahil, her sürüşte:</p>
<ul>
<li><strong>Kask:</strong> ECE 22.06 etiketli ve tam oturan; düşmüş bir kaskı, hasar görünmese de değiştirin.</li>
<li><strong>Mont ve pantolon:</strong> Omuz, dirsek, sırt ve dizde koruması olan, aşınmaya dayanıklı kumaş ya da deri.</li>
<li><strong>Eldiven ve bot:</strong> Bileği ve ayak bileğini kapatan, avuç içi takviyeli modeller.</li>
</ul>
<h3>2. Görünür olun</h3>
<p>Kaza raporlarında en sık duyulan cümle “Motoru görmedim.” Açık renkli kask, reflektörlü yelek ve gündüz farı sizi görünür kılar. Kavşaklarda sürücüyle göz teması kurmadan ona güvenmeyin.</p>
<h2>Sürüş tekniği</h2>
<h3>3. İki freni birlikte kullanın</h3>
<p>Frenleme gücünün büyük kısmı öndedir. Arka frenle yetinmek duruş mesafesini uzatır; ön freni kademeli, parmaklarla sıkarak kullanmayı boş bir otoparkta çalışın. ABS’li motosiklette bile acil frenlemeyi pratik etmek gerekir.</p>
<h3>4. Virajda gitmek istediğiniz yere bakın</h3>
<p>Motosiklet bakışınızı takip eder. Bariyere bakarsanız bariyere gidersiniz; başınızı çevirip virajın çıkışına bakın.</p>
<h3>5. Takip mesafesini iki katına çıkarın</h3>
<p>Öndeki aracın arkasında değil, sol ya da sağ tekerlek izinde durun; hem görür hem görünürsünüz. Kuralı basit tutun: en az üç saniye.</p>
<h3>6. İlk yağmura dikkat</h3>
<p>Uzun bir kuraklıktan sonra yağan ilk yağmurun ilk yarım saati yoldaki yağı yüzeye çıkarır. Yol çizgileri, rögar kapakları ve asfalt yamaları buz gibi kayar.</p>
<h2>Bakım ve eğitim</h2>
<h3>7. Lastik basıncını haftada bir ölçün</h3>
<p>Motosiklet lastiği otomobilinkinden çabuk hava kaybeder ve birkaç psi fark virajdaki davranışı değiştirir.</p>
<h3>8. Güvenli sürüş eğitimi alın</h3>
<p>Ehliyet kursu motoru kullanmayı öğretir; güvenli sürüş eğitimi ise kapalı alanda acil fren, kaçış manevrası ve virajı öğretir. Bir günlük eğitim, yıllarca yapılan hatalardan daha ucuzdur.</p>
<blockquote><p>Motosiklette hata payınız, diğerlerinin hatalarını da kapsayacak kadar geniş olmalı.</p></blockquote>
<p>Ekipman ve rota önerileri için <a href="/forum/motorcycles">Motosiklet Dünyası</a> başlıklarına göz atın.</p>`,
    comments: ['İlk yağmur uyarısını her sonbahar hatırlatın lütfen. Geçen yıl rögar kapağında yere yattım.', 'Tekerlek izinde durma kısmını kursta kimse anlatmamıştı, çok mantıklı.'],
  },
  {
    title: 'İkinci El Araç Alırken Ekspertizde Nelere Bakmalı?',
    excerpt: 'Hasar kaydı sorgusu, boya-değişen raporu, OBD arıza kodları ve yol testi: ikinci el alımında pişman olmamak için adım adım kontrol listesi.',
    category: 'tips',
    tags: ['ikinci el', 'ekspertiz', 'hasar kaydı', 'alım satım'],
    author: 'furkan.dizel',
    daysAgo: 160,
    popularity: 0.75,
    cover: { title: 'Ekspertiz Rehberi', vehicle: 'car' },
    body: `
<p>Polo’yu alırken üç araç gezdim, ikisinden ekspertiz sonrası vazgeçtim. Satıcının “temiz” dediği araçlardan birinin şasisinde kaynak vardı. Bu listeyle giderseniz, kötü sürprizlerin çoğunu baştan görürsünüz.</p>
<h2>Ekspertizden önce</h2>
<ul>
<li><strong>Hasar kaydı:</strong> Sigorta kayıtlarındaki hasarları <a href="https://www.turkiye.gov.tr">e-Devlet</a> üzerinden ya da sigorta bilgi merkezinin sorgu hizmetleriyle görebilirsiniz. Tutar kadar hangi parçaya ödeme yapıldığı da önemli.</li>
<li><strong>Kilometre ve bakım geçmişi:</strong> Yetkili serviste bakım görmüş araçların kayıtları servisten sorulabilir; muayene raporlarındaki kilometreleri karşılaştırın.</li>
<li><strong>Rehin ve haciz:</strong> Satıştan önce noterde bunlar zaten kontrol edilir ama baştan sormak zaman kazandırır.</li>
</ul>
<h2>Ekspertizde nelere bakılır?</h2>
<h3>Kaporta ve şasi</h3>
<p>Boya kalınlığı ölçümüyle lokal boya ve değişen parçalar çıkar. Tavan, direkler ve şasi uçlarında işlem varsa uzak durun; kapı ya da çamurlukta lokal boya ise pazarlık konusudur.</p>
<h3>Motor ve mekanik</h3>
<ul>
<li>OBD ile kayıtlı ve silinmiş arıza kodları</li>
<li>Kompresyon veya kaçak testi (özellikle yüksek kilometreli araçlarda)</li>
<li>Alt takım, rotil, salıncak burçları ve amortisörler</li>
<li>Yağ kaçağı, turbo boşluğu ve soğutma sıvısında yağ izi</li>
</ul>
<h3>Yol testi</h3>
<p>Soğuk motorla çalıştırın. Her vitese geçin, sert bir frenleme yapın, direksiyonu bırakıp aracın çekip çekmediğine bakın, 90 km/sa üstünde titreme ve uğultu dinleyin.</p>
<blockquote><p>Ekspertiz ücretini ödemekten kaçınan, çoğu zaman ödediğinin on katını tamirciye verir.</p></blockquote>
<h2>Maliyet ve satış</h2>
<p>2025’te kapsamlı bir ekspertiz paketi 3.000–7.000 TL arası. İkinci el satışlar noterde yapılıyor; ödemeyi noterlerin güvenli ödeme sistemiyle yapmak hem alıcıyı hem satıcıyı korur. Raporu mutlaka yazılı alın ve satıcıyla birlikte okuyun.</p>`,
  },
  {
    title: 'Honda CBR500R Vites Pedalı Modifikasyonu: Ayarlanabilir Pedal ve Doğru Açı',
    excerpt: 'Büyük botla vitesi kaçırıyor, 1 ile 2 arasında boşu bulamıyor musunuz? CBR500R’da vites pedalı yüksekliğini ayarlamak ve ayarlanabilir pedal takmak adım adım.',
    category: 'modification',
    tags: ['CBR500R', 'Honda', 'vites pedalı', 'motosiklet'],
    author: 'oguz.cafe',
    daysAgo: 8,
    featured: true,
    popularity: 0.95,
    cover: { title: 'CBR500R Vites Pedalı', vehicle: 'motorcycle' },
    body: `
<p>Atölyeye geçen ay iki ayrı CBR500R aynı şikâyetle geldi: sürücü vitesi büyütürken pedalın altına ayağını sokmakta zorlanıyor, küçültürken de 1 ile 2 arasında boşu kaçırıyordu. İkisi de motosikletin değil, pedal açısının sorunuydu. CBR500R’da bu iş bir saatte ve az bir bütçeyle çözülüyor.</p>
<h2>Sorun nereden çıkıyor?</h2>
<p>Fabrika ayarı ortalama bir ayakkabı numarası ve ince bir bot için yapılmıştır. Kalın tabanlı bir tur botu ya da pist botu giydiğinizde pedal ya çok alçakta kalır ya da ayak bileğinizi bükmeden ulaşamazsınız. Sonuç: yarım basılan pedal, kaçan vitesler ve yorulan bir bilek.</p>
<h2>Yöntem 1: Bağlantı çubuğuyla yükseklik ayarı</h2>
<p>CBR500R’da pedal, şanzımandaki vites miline bir <strong>bağlantı çubuğuyla</strong> bağlıdır. Çubuğun iki ucunda kontra somunlar vardır ve uçlardan biri ters dişlidir; bu sayede çubuğu sökmeden boyunu değiştirebilirsiniz.</p>
<ol>
<li>Motosikleti sehpaya alın, pedalın şu anki yüksekliğini yerden ölçüp not edin.</li>
<li>İki kontra somunu gevşetin (ters dişli olana dikkat edin).</li>
<li>Çubuğu çevirerek boyunu değiştirin: çubuk kısaldıkça pedal yükselir, uzadıkça alçalır. 5–10 mm’lik değişiklik çoğu zaman yeterlidir.</li>
<li>Pedal tam basıldığında karter kapağına ya da ayak basamağına değmediğinden emin olun.</li>
<li>Somunları servis kılavuzundaki torkla sıkın ve motor çalışırken tüm vitesleri deneyin.</li>
</ol>
<h3>Kertik değiştirmek neden yanlış?</h3>
<p>Pedalı vites milinde bir diş ileri almak kolay görünür ama bağlantı çubuğuyla kol arasındaki açıyı bozar. Çubuk ile milin kolu yaklaşık dik açıda çalışmalıdır; açı bozulunca pedal yolu uzar ve vites yine yarım girer.</p>
<h2>Yöntem 2: Ayarlanabilir, katlanır uçlu pedal</h2>
<p>Piyasadaki CNC alüminyum pedallar boy ayarlıdır ve ucu düşmede katlanır; düşmede kırılan orijinal pedala göre ciddi avantaj. 2025 fiyatlarıyla ayarlanabilir bir pedal 1.500–4.500 TL. Takarken orijinal pedalın boyunu referans alın, sonra bir turda 5 mm’lik adımlarla deneyin.</p>
<blockquote><p>Pedalı sürücüye göre ayarlayın, sürücüyü pedala göre değil. — Atölyeye gelen bir CBR500R sahibi, ayardan sonraki ilk turunun ardından</p></blockquote>
<h2>Sonuç</h2>
<p>Bir saatlik ayar ve küçük bir parça, vites kaçırmayı bitirdi; iki sürücü de boşu artık ilk denemede buluyor. Modele özel parça ve servis bilgisi için <a href="https://www.honda.com.tr">Honda Türkiye</a> yetkili servislerine danışabilir, kendi deneyimlerinizi <a href="/forum/motorcycles">Motosiklet Dünyası</a> forumunda paylaşabilirsiniz.</p>`,
    comments: [
      'Ters dişli uç detayını bilmeden zorlayıp bir somunu yalamıştım, keşke önce bunu okusaydım.',
      'Kertik meselesini çok net anlatmışsın Oğuz usta. Ben de kertikle oynayıp işi batırmıştım.',
      'CBR500R’ımda 7 mm kısalttım, tur botuyla artık hiç kaçırmıyorum. Teşekkürler!',
      'Katlanır uçlu pedal düşmede gerçekten kurtarıyor, yolda kalmamak için şart.',
    ],
  },
  {
    title: 'Egzoz Modifikasyonu: Ses, Performans ve Yasal Sınırlar',
    excerpt: 'Arka susturucu, cat-back, downpipe ve manifold: hangisi ne kazandırır, ne kadar tutar? Uğultu sorunu, katalizör ve trafik denetimleri.',
    category: 'modification',
    tags: ['egzoz', 'performans', 'ses', 'muayene'],
    author: 'volkan_v8',
    daysAgo: 70,
    popularity: 0.75,
    cover: { title: 'Egzoz Rehberi', vehicle: 'car' },
    body: `
<p>Mustang’in V8’ini ilk çalıştırdığım gün anladım: ses, bu hobinin yarısı. Ama yanlış egzoz hem kulağınızı hem cebinizi hem de muayeneyi zorlar. Hangi parçanın ne işe yaradığını sırasıyla anlatayım.</p>
<h2>Parçalar, arkadan öne</h2>
<ul>
<li><strong>Arka susturucu (axle-back):</strong> En ucuz ve en kolay değişiklik; sesi değiştirir, performansa katkısı sınırlıdır. 5.000–20.000 TL.</li>
<li><strong>Cat-back:</strong> Katalizörden sonraki tüm hat. Daha geniş boru ve daha az kıvrım; ses belirgin, kazanç küçük ama hissedilir. Paslanmaz çelik bir set 20.000–80.000 TL, bilinen markalarda 100.000 TL’yi geçebiliyor.</li>
<li><strong>Downpipe:</strong> Turbolu araçlarda en çok fark yaratan parça; çoğu zaman yazılımla birlikte düşünülür.</li>
<li><strong>Manifold (header):</strong> Atmosferik motorlarda üst devir gücünü artırır ama işçiliği yüksektir.</li>
</ul>
<h2>Uğultu: uzun yolun düşmanı</h2>
<p>Sesi güzel bir egzoz, otoyolda 2.000 devirde kabinde uğultu yapabilir. Ses kesici rezonatörler ya da klapeli egzozlar bu sorunu çözer: şehirde sessiz, istediğinizde açık.</p>
<blockquote><p>İyi egzoz, gaza bastığınızda konuşur; bırakınca susar. Sürekli bağıran egzoz bir hafta sonra yorar.</p></blockquote>
<h2>Katalizör ve emisyon</h2>
<p>Katalizörü sökmek ya da içini boşaltmak yasal değildir ve egzoz emisyon ölçümünde araç kalır; üstelik modern araçlarda arıza lambası ve yazılım sorunları getirir. Performans için yüksek akışlı, uygunluk belgeli katalizörler var.</p>
<h2>Trafik denetimi ve muayene</h2>
<p>Egzoz sesini artıran ya da sistemi değiştiren uygulamalara trafik denetimlerinde ceza yazılabiliyor ve tutarlar her yıl güncelleniyor. Egzoz değişikliğinin ruhsata işlenmesi gerekip gerekmediğini ürünün belgelerinden ve tadilat firmasından öğrenin. Ürün seçerken de homologasyon ya da uygunluk belgesi olanları tercih edin.</p>
<h3>Önerim</h3>
<p>Önce sesini beğendiğiniz aracın videosunu değil, kendi modelinizde aynı egzozun kabin içi kaydını dinleyin. Sonra bir arka susturucu ile başlayın; çoğu kişi orada durur. Sorularınızı <a href="/forum/modification">Modifikasyon forumuna</a> bekliyorum.</p>`,
    comments: ['Klapeli egzoz tavsiyesi yerinde. Cat-back taktım, otoyolda uğultudan kafam şişti, şimdi klape arıyorum.'],
  },
  {
    title: 'LED Far Dönüşümü: Doğru Ürün, Doğru Ayar ve Muayene',
    excerpt: 'Halojen farın içine LED ampul takmak neden karşıdakini kör eder? Uygunluk belgeli seçenekler, far ayarı, uyarı lambası sorunu ve fiyatlar.',
    category: 'modification',
    tags: ['LED far', 'aydınlatma', 'far ayarı', 'muayene'],
    author: 'zeynep.mini',
    daysAgo: 35,
    popularity: 0.65,
    cover: { title: 'LED Far Dönüşümü', vehicle: 'car' },
    body: `
<p>Mini’nin sarımsı halojen farları gece yolunda beni hep üzdü. Bir LED ampul seti aldım, taktım ve ilk gece karşıdan gelen üç araç selektör yaptı. İşin aslını öğrenmem biraz zaman aldı; sizin zamanınızı kısaltayım.</p>
<h2>Sorun ampulde değil, farda</h2>
<p>Halojen farın yansıtıcısı ya da merceği, ışığın tek noktadan, bir telden çıktığı varsayımıyla tasarlanmıştır. LED ampulde ışık kaynağı farklı yerde ve farklı biçimdedir; sonuç dağınık bir ışık, karşı şeridi kamaştıran bir parlama ve yolda karanlık lekeler olur. Yani daha parlak ampul, her zaman daha iyi görmek demek değildir.</p>
<h2>Doğru seçenekler</h2>
<ol>
<li><strong>Kaliteli halojen ampul:</strong> Uygunluk işaretli, daha beyaz ve güçlü halojenler çoğu araç için en zahmetsiz iyileştirmedir. Takımı 800–2.500 TL.</li>
<li><strong>Uygunluk belgeli LED ampul:</strong> Son yıllarda belirli araç modelleri için onaylı LED ampuller satılıyor; kendi modelinizin listede olup olmadığını kontrol edin.</li>
<li><strong>Komple LED far ünitesi:</strong> Kendi yansıtıcısı ve merceğiyle tasarlanmış, E işaretli üniteler. 15.000–40.000 TL; en doğru ama en pahalı yol.</li>
</ol>
<h3>Uyarı lambası ve titreme</h3>
<p>Bazı araçlar ampulün çektiği akımı izler; az akım çeken LED’i “yanık ampul” sanıp uyarı verir ya da farı titretir. Dirençli adaptörler bunu çözer ama ısınır; soğutması iyi, kaliteli ürünler seçin.</p>
<blockquote><p>Farınız sizin görmeniz için değil, sizin de görünmeniz ve kimseyi kör etmemeniz için var.</p></blockquote>
<h2>Far ayarı ve muayene</h2>
<ul>
<li>Ampul türü ne olursa olsun, değişiklikten sonra far ayarını cihazla yaptırın (birkaç yüz lira).</li>
<li>Muayenede far ayarı ve ışık rengi kontrol edilir; farla uyumsuz ampul kusur olarak yazılabilir.</li>
<li>Ürünün kutusunu ve belgesini saklayın; sorulduğunda göstermek işinizi kolaylaştırır.</li>
</ul>
<p>Elektrik tarafında uyarı lambası, CAN hatası gibi sorunlar için <a href="/forum/electrical">Elektrik forumunda</a> modelinizi yazarak soru açabilirsiniz.</p>`,
  },
  {
    title: 'Uzun Dönem Test: Fiat Egea Sedan ile 60.000 Kilometre',
    excerpt: 'Türkiye’nin en çok satanlarından Egea Sedan 1.4 Fire ile üç yıl: gerçek yakıt tüketimi, bakım masrafları, kronik dertler ve kime uygun?',
    category: 'reviews',
    tags: ['Fiat Egea', 'uzun dönem test', 'yakıt tüketimi', 'inceleme'],
    author: 'emre.egea',
    daysAgo: 190,
    popularity: 0.8,
    cover: { title: 'Egea ile 60.000 km', vehicle: 'car' },
    body: `
<p>Egea’yı 2021’de sıfır aldım, bugün 60.000 km’de. Bu yazı bir test sürüşü değil, her gün işe gidip gelen, yazın tatile yüklü çıkan ve bütçesini kuruşu kuruşuna tutan birinin deneyimi.</p>
<h2>Kısaca araç</h2>
<p>Bursa’da üretilen Egea Sedan’ın bende olan versiyonu 1.4 Fire benzinli motor ve 5 ileri manuel şanzımanla geliyor; 95 beygir ve 127 Nm. Bagajı sınıfının en genişlerinden, aile için büyük artı.</p>
<h2>Yakıt tüketimi</h2>
<ul>
<li><strong>Şehir içi:</strong> 8,0–8,5 L/100 km (Kayseri trafiği, klima açık).</li>
<li><strong>Otoyol (110–120 km/sa):</strong> 6,0–6,5 L/100 km.</li>
<li><strong>Karışık ortalama:</strong> 7,1 L/100 km; üç yıllık tablomdan.</li>
</ul>
<h2>Bakım ve masraflar</h2>
<p>Periyodik bakımları yetkili serviste yaptırdım. Üç yılda periyodik bakımlar dışında bir adet ön balata, bir akü ve bir takım lastik değişti. Parçası her yerde bulunuyor ve fiyatları sınıfına göre makul; bu, aracın en büyük gücü.</p>
<h3>Beğenmediklerim</h3>
<ul>
<li>95 beygir dört kişi ve dolu bagajla yokuşta yetersiz; sollamayı planlamak gerekiyor.</li>
<li>5. viteste 120 km/sa’te devir yüksek, uzun yolda kabine ses giriyor.</li>
<li>Kapı fitillerinden gelen rüzgâr sesi 90 km/sa’ten sonra belirginleşiyor.</li>
</ul>
<blockquote><p>Egea heyecan vermez ama yarı yolda da bırakmaz. Bu fiyata bu ikisini birlikte bulmak kolay değil.</p></blockquote>
<h2>Kime uygun?</h2>
<p>Uygun maliyetle geniş bir aile aracı arayan, çoğunlukla şehir içi ve ara sıra uzun yol yapan biri için mantıklı bir seçim. Performans bekleyenler daha güçlü motor seçeneklerine bakmalı. Güncel donanım ve fiyatlar için <a href="https://www.fiat.com.tr">Fiat Türkiye</a> sitesine göz atabilirsiniz. Puanım: 10 üzerinden 7.</p>`,
    comments: ['Yakıt tablon benimkiyle neredeyse aynı, Ankara’da karışık 7,3 çıkıyor.', 'Rüzgâr sesi için fitil değişimi yaptırdım, biraz azaldı ama tamamen geçmedi.'],
  },
  {
    title: 'Togg T10X ile Üç Ay: Menzil, Şarj ve Günlük Kullanım',
    excerpt: 'Yerli elektrikli SUV ile şehir içi, otoyol ve kış yolculuğu: gerçek menzil, şarj süreleri, kilometre başı maliyet, beğendiklerim ve eksikler.',
    category: 'reviews',
    tags: ['Togg', 'T10X', 'elektrikli araç', 'şarj'],
    author: 'sinem_ev',
    daysAgo: 140,
    popularity: 0.9,
    cover: { title: 'Togg T10X ile Üç Ay', vehicle: 'car' },
    body: `
<p>T10X’i teslim aldığımdan beri yaklaşık 9.000 km yaptım: Bursa içinde günlük kullanım, iki kez İstanbul ve bir kez kışın Uludağ yolu. Aracım arkadan itişli, uzun menzilli versiyon.</p>
<h2>Menzil: katalog ve gerçek</h2>
<p>Üreticinin açıkladığı WLTP menzili uzun menzilli versiyon için 500 km’nin üzerinde. Benim gerçek değerlerim şöyle:</p>
<ul>
<li><strong>Yazın, şehir içi ağırlıklı:</strong> 430–470 km.</li>
<li><strong>Otoyolda 120 km/sa:</strong> 360–390 km.</li>
<li><strong>Kışın, 0 °C civarı ve ısıtma açık:</strong> 340–370 km.</li>
</ul>
<p>Yani kışın ve otoyolda katalog değerinin yaklaşık dörtte üçünü planlamak gerçekçi.</p>
<h2>Şarj</h2>
<h3>Evde</h3>
<p>Otoparkıma taktırdığım 11 kW duvar tipi şarj cihazıyla araç bir gecede doluyor. Günlük kullanımın neredeyse tamamı evde şarjla geçiyor; istasyona yalnızca yolculukta uğruyorum.</p>
<h3>Yolda</h3>
<p>Hızlı şarjda %20’den %80’e yaklaşık yarım saat sürüyor; bir kahve molası. Otoyol üzerindeki istasyon sayısı artıyor ama bayram dönüşlerinde kuyruk olabiliyor, uygulamadan önceden bakmak şart.</p>
<h2>Maliyet</h2>
<p>Evde şarjla 100 km’nin enerji maliyeti, benzinli bir kompakt otomobilin yakıt masrafının kabaca üçte biri kadar. Hızlı şarj istasyonunda kWh fiyatı ev tarifesinin birkaç katı; yalnızca yolda şarj ediyorsanız fark daralıyor.</p>
<blockquote><p>Elektrikli araçta menzil kaygısı ilk iki hafta sürüyor; sonra telefon gibi her gece şarja takıyorsunuz ve unutuyorsunuz.</p></blockquote>
<h2>Beğendiklerim ve eksikler</h2>
<ul>
<li><strong>Artılar:</strong> Sessiz ve akıcı sürüş, güçlü ilk kalkış, geniş kabin, yazılım güncellemeleriyle gelen yenilikler.</li>
<li><strong>Eksiler:</strong> Bazı menülerin dokunmatik ekranda derinde olması, yüksek hızda rüzgâr sesi, kışın menzil kaybı.</li>
</ul>
<p>Güncel versiyonlar ve teknik veriler için <a href="https://www.togg.com.tr">Togg’un sitesine</a> bakabilirsiniz. Elektrikli araçla ilgili sorularınızı yorumlara yazın.</p>`,
    comments: [
      'Kış menzili değerleri çok faydalı, bayilerde hep katalog değerini söylüyorlar.',
      'Site otoparkına şarj cihazı taktırmak için yönetimden izin almak ne kadar sürdü?',
      'Uludağ yolunda rejeneratif frenleme nasıldı, inişte menzil geri geliyor mu?',
    ],
  },
  {
    title: 'Yağ Filtresi Seçerken Dikkat Edilecekler',
    excerpt: 'Muadil mi orijinal mi? Filtre kâğıdı, bypass valfi ve geri tepme valfi neden önemli.',
    category: 'maintenance',
    tags: ['yağ filtresi', 'bakım', 'dizel'],
    author: 'furkan.dizel',
    daysAgo: 3,
    draft: true,
    popularity: 0,
    cover: { title: 'Yağ Filtresi', vehicle: 'car' },
    body: `
<p>Yağ değişiminde en çok sorulan soru filtre markası. Taslak: muadil filtreleri kesip içlerine baktım, fotoğrafları ekleyeceğim.</p>
<h2>Nelere bakmalı?</h2>
<ul>
<li>Filtre kâğıdının katlanma sayısı ve yüzeyi</li>
<li>Geri tepme (anti-drain back) valfinin malzemesi</li>
<li>Bypass valfinin açılma basıncının orijinalle aynı olması</li>
</ul>
<p>Sonuç bölümü yazılacak.</p>`,
  },
  {
    title: 'Drift’e Başlamadan Önce: Araç, Ekipman ve Güvenli Alan',
    excerpt: 'İlk drift gününe gitmeden önce aracınızda ve kafanızda hazır olması gerekenler.',
    category: 'tips',
    tags: ['drift', 'pist', 'güvenlik'],
    author: 'can_jdm',
    daysAgo: 6,
    draft: true,
    popularity: 0,
    cover: { title: 'Drift’e Başlarken', vehicle: 'car' },
    body: `
<p>Drift sokakta değil, kapalı alanda ve organizasyonlu günlerde öğrenilir. Bu yazıda ilk gün için hazırlık listesini topluyorum.</p>
<h2>Araç</h2>
<ul>
<li>Arkadan itişli, kilitli ya da sınırlı kaymalı diferansiyel</li>
<li>Taze fren hidroliği ve sağlam el freni</li>
<li>Yedek arka lastikler</li>
</ul>
<h2>Ekipman</h2>
<p>Kask zorunlu; organizasyonların kurallarını önceden okuyun. Devamı gelecek.</p>`,
  },
];
