/**
 * Demo forum topics in the general categories: the pinned and locked forum rules,
 * a pinned welcome thread, a debate a moderator locked, events, motorcycles and buying advice.
 */
import type { SeedTopic } from './seed-content-data.ts';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const FORUM_DISCUSSIONS: readonly SeedTopic[] = [
  {
    category: 'general', kind: 'discussion', author: 'gizem_yollarda', daysAgo: 210, popularity: 0.9, pinned: true, locked: true,
    title: 'Forum Kuralları: Konu açmadan önce lütfen okuyun',
    tags: ['kurallar', 'duyuru'],
    body: `<p>Garaj forumuna hoş geldiniz! Burası araba ve motosiklet tutkunlarının birbirine yardım ettiği bir yer. Herkesin keyifle kullanabilmesi için birkaç kuralımız var:</p>
<ol>
<li><strong>Saygı:</strong> Kişisel saldırı, hakaret ve ayrımcılık yok. Fikre itiraz edin, kişiye değil.</li>
<li><strong>Doğru kategori:</strong> Teknik soruları ilgili Soru-Cevap kategorisinde (Motor, Şanzıman, Elektrik, Frenler, Süspansiyon, Modifikasyon) sorun.</li>
<li><strong>Açıklayıcı başlık:</strong> “Yardım!!!” yerine “Egea’da fan çalışmıyor, hararet yapıyor” gibi, marka, model ve belirtiyi içeren başlıklar yazın.</li>
<li><strong>Acil işareti:</strong> Yalnızca yolda kaldığınız ya da güvenliğinizin söz konusu olduğu durumlarda kullanın.</li>
<li><strong>En İyi Cevap:</strong> Sorununuz çözüldüyse size yardım eden cevabı işaretleyin ve ne yaptığınızı yazın; sonraki okuyanlar için altın değerindedir.</li>
<li><strong>Yasal sınırlar:</strong> Muayeneden kaçırma, kilometre düşürme ya da emisyon sistemini iptal etme gibi yasa dışı işlerin tarifi paylaşılmaz.</li>
<li><strong>Reklam:</strong> Ticari tanıtım ve ilan yasaktır; Alım Satım Tavsiyeleri kategorisi tecrübe paylaşımı içindir.</li>
</ol>
<blockquote><p>Bir sorunun en iyi cevabı, çoğu zaman sorunun iyi sorulmasıyla başlar.</p></blockquote>
<p>Kurallara uymayan mesajlar moderatörler tarafından düzenlenebilir, kapatılabilir ya da kaldırılabilir. Sorularınız için moderatörlere profilleri üzerinden ulaşabilirsiniz. İyi forumlar!</p>`,
    replies: [],
  },
  {
    category: 'general', kind: 'discussion', author: 'gizem_yollarda', daysAgo: 205, popularity: 0.8, pinned: true,
    title: 'Kendinizi tanıtın: Garaj’a hoş geldiniz!',
    tags: ['tanışma', 'hoş geldin'],
    body: p('Yeni katılan herkes buraya kısaca kendini tanıtabilir: nerelisiniz, ne kullanıyorsunuz, hayalinizdeki araç ne? Ben başlayayım: Samsun’dan Gizem. Arabam yok ama her buluşmadayım ve fotoğraf çekmeye bayılırım. Forumda moderatörlük yapıyorum.'),
    replies: [
      { author: 'tolga_afrika', body: p('Rize’den Tolga. Africa Twin ile Kaçkarlar’ın toprak yollarındayım. Hayalim Moğolistan turu.') },
      { author: 'ayse_vespa', body: p('Kadıköy’den Ayşe. Vespa’mla şehirdeyim, eski scooter restore etmeyi seviyorum. Hayalim 60’lardan bir Lambretta.') },
      { author: 'melis.cabrio', body: p('Aydın’dan Melis. MX-5 ile sahil yollarındayım. Hayalim üstü açık klasik bir İngiliz roadster.') },
      { author: 'furkan.dizel', body: p('Gaziantep’ten Furkan, Polo sahibi ve yakıt tablosu tutan adam. Hayalim 4 litrenin altında yakan ama keyifli bir araç, varsa söyleyin.') },
      { author: 'burak_triple', body: p('Tekirdağ’dan Burak. Street Triple ile virajların peşindeyim. Trakya’da sürüş arkadaşı arayan olursa yazsın.') },
      { author: 'irem.tmax', body: p('Antalya’dan İrem. TMAX ile şehirlerarası gidiyorum, konfor tutkunuyum. Hayalim büyük bir tur motosikletiyle Avrupa.') },
    ],
  },
  {
    category: 'general', kind: 'discussion', author: 'volkan_v8', daysAgo: 70, popularity: 0.7, locked: true,
    title: 'Elektrikli araçlar gerçekten çevreci mi, yoksa moda mı?',
    tags: ['elektrikli araç', 'tartışma', 'çevre'],
    body: p('Batarya üretimi, elektriğin nereden geldiği, lastik tozu… Bana elektrikli araçlar sadece egzozu başka yere taşımak gibi geliyor. Sizce gerçekten çevreci mi?'),
    replies: [
      { author: 'sinem_ev', body: p('Üretimde, özellikle bataryada, daha fazla emisyon var; bu doğru. Ama aracın ömrü boyunca yapılan hesaplarda elektrikli araçlar çoğu ülkede bu farkı birkaç yıl içinde kapatıyor. Elektrik ne kadar yenilenebilir kaynaktan gelirse fark o kadar büyüyor.') },
      { author: 'furkan.dizel', body: p('Yılda 40.000 km yapan biri olarak benim için konu önce maliyet. Şarj altyapısı otoyollarda yeterli olana kadar dizel mantıklı kalacak.') },
      { author: 'hakan_klasik', body: p('En çevreci araç, zaten üretilmiş olanı uzun yıllar iyi bakımla kullanmaktır. 34 yaşındaki 190E’m bunun kanıtı.') },
      { author: 'gizem_yollarda', body: p('Son mesajlar konudan çıkıp kişisel atışmaya döndüğü için başlığı kilitliyorum. Teknik sorular için Elektrik kategorisinde yeni başlık açabilirsiniz. Katkı veren herkese teşekkürler.') },
    ],
  },
  {
    category: 'events', kind: 'discussion', author: 'gizem_yollarda', daysAgo: 120, popularity: 0.75, pinned: true,
    title: 'Buluşma ve etkinlik duyuruları: nasıl paylaşılır?',
    tags: ['etkinlik', 'buluşma', 'duyuru'],
    body: p('Etkinlik duyurularınızı bu kategoride ayrı başlıklar olarak paylaşın. Başlıkta şehir ve etkinlik türü, içerikte tarih, buluşma noktası, güzergâh ve iletişim bilgisi olsun. Yasadışı yarış, drift ya da trafiği tehlikeye atan toplanmaların duyurusu yapılmaz ve kaldırılır.'),
    replies: [
      { author: 'İlker_Harley', body: p('Harika olmuş. Her yıl yaptığımız Kapadokya turu için yakında başlık açacağım, şimdiden motorcuları bekliyoruz.') },
      { author: 'zeynep.mini', body: p('Mini kulübü olarak İzmir’de aylık kahvaltı buluşması yapıyoruz, bir sonrakini buradan duyuracağız.') },
    ],
  },
  {
    category: 'events', kind: 'discussion', author: 'baris.m3', daysAgo: 50, popularity: 0.7, closed: true,
    title: 'İstanbul Park’ta track day: kim geliyor, nelere dikkat etmeli?',
    tags: ['track day', 'pist', 'İstanbul Park'],
    body: p('Önümüzdeki ayın ilk pazar günü İstanbul Park’ta açık pist günü var. İlk kez gelecek olanlar için kısa bir liste: kask zorunlu, araçta gevşek eşya olmasın, fren hidroliği taze olsun, lastik basıncını sıcakken kontrol edin. Gelen varsa yazsın, padok’ta birlikte duralım.'),
    replies: [
      { author: 'onur_track', body: p('Ben RS3 ile oradayım. Zaman tutma verilerini isteyenle paylaşırım, ilk kez gelenlere turları birlikte analiz edebiliriz.') },
      { author: 'ece_typer', body: p('Type R ile geliyorum! Bu sefer yarış hidroliğiyle, pedal süngerleşmesin diye.') },
      { author: 'dilara_gr86', body: p('İlk pist günüm olacak, biraz heyecanlıyım. Havlu, su ve yedek balata yeterli mi?') },
      { author: 'baris.m3', after: 400, body: p('Harika bir gündü, kazasız belasız bitti. Fotoğrafları galeriye yükledim. Etkinlik geçtiği için başlığı kapatıyorum; bir sonrakinde yeni başlık açacağım.') },
    ],
  },
  {
    category: 'motorcycles', kind: 'question', author: 'ayse_vespa', daysAgo: 33, popularity: 0.75, accepted: 0,
    title: 'A2 ehliyetle ilk büyük motosiklet: 390 Duke, CBR500R mi, MT-07 mi?',
    tags: ['A2 ehliyet', 'CBR500R', 'MT-07', '390 Duke'],
    body: p('Vespa’dan sonra A2 ehliyet aldım, şehir içi ağırlıklı ama hafta sonları uzun yol da yapacağım. Boyum 1,65. Hangisi daha uygun olur?'),
    replies: [
      { author: 'ışıl.moto', body: p('Boyuna göre önce oturup iki ayağının yere ne kadar bastığını dene; güven her şeyden önce gelir. 390 Duke hafif ve çevik ama uzun yolda rüzgâr korumasız yorar. CBR500R sakin, yumuşak güç veren ve uzun yolda rahat bir motor; A2 sınırına göre üretildiği için ek işleme gerek yok.', 'MT-07 daha güçlü ve A2 için kısıtlanmış versiyonu gerekiyor; ileride A ehliyete geçince kısıtlamayı açabilmek avantaj. Her üçünde de ABS var, ilk motorun için eğitimle birlikte hangisi de olur.') },
      { author: 'nazli.ktm', body: p('Duke’tan CBR500R’a geçen biri olarak: Duke şehirde oyuncak gibi, ama 150 km’den sonra rüzgâr yoruyor. Senin kullanımına CBR500R daha uygun.') },
      { author: 'selin_r6', body: p('MT-07’yi deneme sürüşünde çok sevmiştim; biraz ağır ama oturma yüksekliği sana uygun olabilir.') },
      { author: 'ayse_vespa', after: 150, body: p('Üçünü de denedim, CBR500R’da karar kıldım. Işıl’ın önce otur tavsiyesi kararı verdirdi.') },
    ],
  },
  {
    category: 'motorcycles', kind: 'discussion', author: 'tolga_afrika', daysAgo: 140, popularity: 0.55, closed: true,
    title: 'Uzun yol için yağmurluk ve su geçirmez ekipman önerileri',
    tags: ['ekipman', 'yağmurluk', 'uzun yol'],
    body: p('Karadeniz’de yağmursuz gün yok. İki parça yağmurluk mu, membranlı mont mu, siz ne kullanıyorsunuz? Bot ve eldiven önerilerinizi de bekliyorum.'),
    replies: [
      { author: 'deniz.gs', body: p('Laminasyonlu membranlı montu tercih ediyorum; dış kumaş ıslanmadığı için ağırlaşmıyor. Ucuz membranlarda astar ıslanıp soğuk yapıyor.') },
      { author: 'ışıl.moto', body: p('Eldivende iki çift taşıyın: biri su geçirmez, biri kuru yedek. Islak eldivenle fren hissi kaybolur, parmaklar uyuşur.') },
      { author: 'İlker_Harley', body: p('Kapadokya’da yağmur az ama bota su geçirmez kılıf taktım, uzun yolda hayat kurtardı.') },
      { author: 'tolga_afrika', after: 300, body: p('Önerilerle membranlı mont ve yedek eldivenle Kaçkarlar turunu kuru bitirdim. Teşekkürler, başlığı kapatıyorum.') },
    ],
  },
  {
    category: 'buy-sell', kind: 'question', author: 'gizem_yollarda', daysAgo: 16, popularity: 0.8, accepted: 0,
    title: 'İlk arabam için 100.000 km’lik E46 mı, Civic mi?',
    tags: ['ikinci el', 'E46', 'Civic', 'ilk araba'],
    body: p('Sonunda ilk arabamı alıyorum! Bütçem iki seçeneğe yetiyor: 100.000 km’lik bakımlı bir E46 320i ya da 130.000 km’lik bir Honda Civic. Keyif mi, masrafsızlık mı? Nelere dikkat etmeliyim?'),
    replies: [
      { author: 'kaan.e46', body: p('E46’yı çok seviyorum ama dürüst olayım: 20 yaşında bir BMW bakım ister. Alırsan ekspertizde şunlara baktır: soğutma sisteminin plastik parçaları, VANOS ve karter havalandırma valfi, arka aks bağlantı noktalarında çatlak ve alt takım burçları. Hepsi sağlamsa harika bir ilk araba, değilse masraflar çabuk birikir.') },
      { author: 'hakan_klasik', body: p('İlk araba için masrafsızlık keyiften önce gelir. Civic’in bakımı daha öngörülebilir; E46 için bütçenin en az beşte birini ilk yılın bakımına ayır.') },
      { author: 'furkan.dizel', body: p('Yakıt tablosu adamı olarak: Civic şehir içinde belirgin şekilde daha az yakar. Yıllık kilometreni hesaba kat.') },
      { author: 'gizem_yollarda', after: 200, body: p('Kaan’ın listesini ekspertize götürdüm; E46’da soğutma ve arka aks sorunları çıktı, Civic ise tertemizdi. Civic’i aldım! Blogdaki ekspertiz yazısı da çok yardımcı oldu.') },
    ],
  },
  {
    category: 'buy-sell', kind: 'question', author: 'burak_triple', daysAgo: 100, popularity: 0.6, accepted: 0,
    title: 'İkinci el motosiklette kilometre düşürülmüş mü, nasıl anlaşılır?',
    tags: ['ikinci el', 'motosiklet', 'kilometre', 'ekspertiz'],
    body: p('Beğendiğim bir naked motosiklet 12.000 km’de görünüyor ama yıpranması bana daha fazlası gibi geldi. Kilometreyi nasıl doğrulayabilirim?'),
    replies: [
      { author: 'oguz.cafe', body: p('Atölyede ilk baktığım yerler: zincir-dişli setinin aşınması, gidon elcik ve ayak basamağı lastikleri, vites pedalı ucu, direksiyon rulmanı boşluğu ve çatal keçeleri. 12.000 km’de elcikler parlamaz, basamak lastikleri bitmez.', 'Yetkili servis bakım kayıtlarını ve muayene raporlarındaki kilometreleri karşılaştırın; çoğu modelde arıza tespit cihazı beyinde ayrıca kilometre de tutar.') },
      { author: 'ışıl.moto', body: p('Lastiklerin üretim tarihine de bak: iki yıllık lastik bitmişse motor çok yol yapmış demektir.') },
      { author: 'tolga_afrika', body: p('Servis kaydını sorduğumda satıcı kaçamak cevap verdiyse hiç uğraşmadım, bir sonraki ilana geçtim.') },
    ],
  },
];
