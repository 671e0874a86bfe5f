// The demo content itself: realistic Turkish text for a casino-bonus guide. Every casino is
// fictional; every link points at a reserved ".example" domain; images are the api's own demo
// images (/images/demo/...), so nothing is fetched from another host.
#include <boost/url/encode.hpp>
#include <boost/url/rfc/unreserved_chars.hpp>
#include "seed/demo_content.hpp"

#include <boost/json.hpp>

#include "domain/slug.hpp"
#include "events/payloads.hpp"
#include "events/event_ids.hpp"
#include "events/typed.hpp"

namespace worker {

using namespace std::chrono_literals;

namespace {

constexpr const char* kNamespace = "3f9a6c1e-2b7d-5e84-9c0a-71d4b8e2f615";
constexpr const char* kActor = "system:seed";

struct DemoCasino {
  const char* name;
  bool featured;
  double rating;
  const char* about;    // one paragraph
  const char* license;  // for the details list
  const char* payment;
};

const DemoCasino kCasinos[] = {
    {"Altın Yıldız Casino", true, 4.8,
     "Altın Yıldız Casino, 2.500'ü aşkın slot oyunu ve 7/24 canlı destek hattıyla köklü bir platform. Türk "
     "oyunculara özel canlı masalar ve hızlı çekim süreleriyle öne çıkıyor.",
     "Curaçao eGaming", "Papara, banka havalesi, kripto"},
    {"Boğaziçi Bet", true, 4.6,
     "Boğaziçi Bet, spor bahisleri ve canlı casino bölümlerini tek hesapta birleştiriyor. Mobil uygulaması "
     "hafif, arayüzü tamamen Türkçe.",
     "Malta Gaming Authority", "Papara, Payfix, banka havalesi"},
    {"Kristal Saray Casino", false, 4.3,
     "Kristal Saray Casino, jackpot oyunlarıyla tanınıyor. Haftalık turnuvalar ve sadakat programı düzenli "
     "oyunculara ek kazanç fırsatı sunuyor.",
     "Curaçao eGaming", "Banka havalesi, kripto"},
    {"Lale Casino", false, 4.1,
     "Lale Casino, sade arayüzü ve düşük minimum yatırım tutarıyla yeni başlayanlar için uygun bir seçenek.",
     "Curaçao eGaming", "Papara, Payfix"},
    {"Anadolu Şans", true, 4.7,
     "Anadolu Şans, yerli ödeme yöntemlerinin tamamını destekliyor ve çekim taleplerini ortalama 15 dakikada "
     "sonuçlandırıyor.",
     "Malta Gaming Authority", "Papara, Payfix, banka havalesi, kripto"},
    {"Mavi Deniz Casino", false, 3.9,
     "Mavi Deniz Casino, canlı rulet ve blackjack masalarında Türkçe krupiyelerle hizmet veriyor.",
     "Curaçao eGaming", "Banka havalesi, Papara"},
    {"Kapadokya Casino", false, 4.2,
     "Kapadokya Casino, slot sağlayıcı çeşitliliği ve her gün yenilenen freespin kampanyalarıyla dikkat "
     "çekiyor.",
     "Curaçao eGaming", "Papara, kripto"},
    {"Efes Slot", false, 4.0,
     "Efes Slot, adından da anlaşılacağı gibi slot oyunlarına odaklanan, 3.000'den fazla oyun sunan bir site.",
     "Curaçao eGaming", "Payfix, banka havalesi"},
    {"Galata Bet", true, 4.5,
     "Galata Bet, canlı bahis oranları ve maç izleme özelliğiyle spor severlerin ilk tercihlerinden biri.",
     "Malta Gaming Authority", "Papara, banka havalesi, kripto"},
    {"Safir Casino", false, 4.4,
     "Safir Casino, VIP programı ve kişisel hesap yöneticisi hizmetiyle yüksek limitli oyunculara hitap ediyor.",
     "Curaçao eGaming", "Banka havalesi, kripto"},
    {"Zümrüt Casino", false, 3.8,
     "Zümrüt Casino, mobil öncelikli tasarımı ve hızlı kayıt süreciyle birkaç dakikada oynamaya başlamanızı "
     "sağlıyor.",
     "Curaçao eGaming", "Papara, Payfix"},
    {"Truva Bet", false, 4.1,
     "Truva Bet, e-spor bahisleri ve sanal sporlar gibi farklı kategorilerde geniş bir seçki sunuyor.",
     "Curaçao eGaming", "Papara, kripto"},
    {"Nazar Casino", false, 4.0,
     "Nazar Casino, şeffaf bonus kuralları ve açık çevrim şartlarıyla güven veren yeni nesil bir platform.",
     "Curaçao eGaming", "Papara, banka havalesi"},
};

struct DemoCategory {
  const char* name;
  const char* description;
};

const DemoCategory kCategories[] = {
    {"Hoş Geldin Bonusu", "Yeni üyelere ilk yatırımlarında verilen bonuslar."},
    {"Deneme Bonusu", "Yatırım yapmadan siteyi denemeniz için verilen bonuslar."},
    {"Yatırım Bonusu", "Mevcut üyelerin yatırımlarına eklenen bonuslar."},
    {"Kayıp Bonusu", "Kayıplarınızın bir kısmını geri veren iade kampanyaları."},
    {"Freespin", "Slot oyunlarında bedava dönüş fırsatları."},
};

struct PromotionTemplate {
  const char* title;
  const char* short_text;
  const char* details;
  const char* terms[4];
};

// Four titles per category, in kCategories order; each is used by two casinos.
const PromotionTemplate kTemplates[5][4] = {
    {{"%100 Hoş Geldin Bonusu", "İlk yatırımınıza %100, en fazla 2.000 TL bonus.",
      "Üyeliğinizi tamamlayıp ilk yatırımınızı yaptığınızda bonus hesabınıza otomatik olarak tanımlanır.",
      {"Minimum yatırım 100 TL'dir.", "Bonus tutarının 20 katı çevrim şartı vardır.",
       "Çevrim süresi 14 gündür.", "Her üye bu kampanyadan bir kez yararlanabilir."}},
     {"İlk Yatırıma %150 Slot Bonusu", "Slot oyunlarında geçerli %150 ilk yatırım bonusu.",
      "Bonus yalnızca slot oyunlarında kullanılabilir; canlı casino oyunları çevrime katkı sağlamaz.",
      {"Minimum yatırım 200 TL'dir.", "En fazla 3.000 TL bonus verilir.", "Çevrim şartı 30 kattır.", ""}},
     {"3 Adımda 5.000 TL Hoş Geldin Paketi", "İlk üç yatırımınıza toplam 5.000 TL'ye varan bonus.",
      "Birinci yatırıma %100, ikinciye %50, üçüncüye %25 bonus eklenir.",
      {"Her adım için minimum yatırım 100 TL'dir.", "Adımlar 30 gün içinde tamamlanmalıdır.",
       "Çevrim şartı her adım için 25 kattır.", ""}},
     {"Yeni Üyelere %200 Bonus", "Kayıt olan yeni üyelere ilk yatırımda %200 bonus.",
      "Kampanya yalnızca ilk kez üye olan oyuncular için geçerlidir.",
      {"En fazla 1.500 TL bonus verilir.", "Çevrim şartı 35 kattır.", "Çekim limiti bonusun 5 katıdır.", ""}}},
    {{"Çevrimsiz 100 TL Deneme Bonusu", "Yatırım yapmadan 100 TL deneme bonusu, çevrim şartı yok.",
      "Telefon numaranızı doğruladıktan sonra canlı destekten talep edebilirsiniz.",
      {"Hesap doğrulaması gereklidir.", "En fazla 500 TL çekim yapılabilir.", "Bonus 3 gün içinde kullanılmalıdır.",
       ""}},
     {"Yatırımsız 250 TL Deneme Bonusu", "Üyelik sonrası yatırımsız 250 TL bonus.",
      "Bonus, slot ve canlı casino oyunlarında kullanılabilir.",
      {"Çevrim şartı 10 kattır.", "En fazla 1.000 TL çekim yapılabilir.", "Her IP adresi için bir kez geçerlidir.",
       ""}},
     {"Mobil Uygulamaya Özel Deneme Bonusu", "Mobil uygulamadan ilk girişinizde 150 TL deneme bonusu.",
      "Uygulamayı indirip ilk kez giriş yaptığınızda bonus otomatik tanımlanır.",
      {"Yalnızca mobil uygulamada geçerlidir.", "Çevrim şartı 15 kattır.", "", ""}},
     {"Kayıt Ol 50 TL Deneme Bonusu Kazan", "Hızlı kayıt sonrası anında 50 TL deneme bonusu.",
      "Kayıt formunu doldurup e-posta adresinizi onaylamanız yeterlidir.",
      {"Çevrim şartı yoktur.", "En fazla 200 TL çekim yapılabilir.", "", ""}}},
    {{"Her Yatırıma %25 Bonus", "Gün içindeki her yatırımınıza %25 ek bonus.",
      "Bonus her yatırımdan sonra canlı destekten talep edilebilir.",
      {"Minimum yatırım 250 TL'dir.", "Günlük en fazla 3 kez alınabilir.", "Çevrim şartı 10 kattır.", ""}},
     {"Hafta Sonu %50 Yatırım Bonusu", "Cumartesi ve pazar yatırımlarına %50 bonus.",
      "Hafta sonu yapılan ilk yatırıma geçerlidir.",
      {"En fazla 1.000 TL bonus verilir.", "Çevrim şartı 15 kattır.", "Pazar 23.59'a kadar talep edilmelidir.",
       ""}},
     {"Papara Yatırımlarına %30 Bonus", "Papara ile yapılan yatırımlara özel %30 bonus.",
      "Kampanya yalnızca Papara yatırımlarında geçerlidir.",
      {"Minimum yatırım 100 TL'dir.", "Çevrim şartı 12 kattır.", "", ""}},
     {"Kripto Yatırımına %40 Ek Bonus", "Kripto para yatırımlarına %40 ek bonus.",
      "USDT, BTC ve ETH yatırımlarında geçerlidir.",
      {"Minimum yatırım 50 USDT karşılığıdır.", "Çevrim şartı 20 kattır.", "", ""}}},
    {{"Haftalık %20 Kayıp Bonusu", "Haftalık net kaybınızın %20'si pazartesi hesabınızda.",
      "Kayıp bonusu her pazartesi otomatik olarak hesaplanıp tanımlanır.",
      {"Minimum kayıp 500 TL'dir.", "En fazla 5.000 TL iade edilir.", "Çevrim şartı 1 kattır.", ""}},
     {"Canlı Casino %15 Cashback", "Canlı casino kayıplarınıza her gün %15 nakit iade.",
      "İade, bir önceki günün canlı casino kayıpları üzerinden hesaplanır.",
      {"Minimum kayıp 200 TL'dir.", "Çevrim şartı yoktur.", "", ""}},
     {"Spor Bahislerinde %25 Kayıp İadesi", "Kaybeden kombine kuponlarınıza %25 iade.",
      "En az 4 maçlık kombine kuponlarda geçerlidir.",
      {"Maç başına minimum oran 1.50'dir.", "En fazla 2.500 TL iade edilir.", "", ""}},
     {"Günlük %10 Nakit İade", "Günlük kayıplarınızın %10'u çevrimsiz nakit iade.",
      "İade her gün saat 12.00'de hesabınıza aktarılır.",
      {"Minimum kayıp 100 TL'dir.", "Çevrim şartı yoktur.", "", ""}}},
    {{"Cuma Günü 50 Freespin", "Her cuma 50 freespin, seçili slot oyunlarında.",
      "Cuma günü yapılan 250 TL ve üzeri yatırımlara tanımlanır.",
      {"Freespin değeri 2 TL'dir.", "Kazançlara 20 kat çevrim uygulanır.", "", ""}},
     {"Yeni Oyunlarda 100 Freespin", "Ayın yeni slot oyunlarında 100 bedava dönüş.",
      "Liste her ayın ilk günü güncellenir.",
      {"Minimum yatırım 300 TL'dir.", "Freespinler 7 gün geçerlidir.", "", ""}},
     {"Her Gün 20 Bedava Dönüş", "Giriş yaptığınız her gün 20 bedava dönüş.",
      "Günlük giriş ödülü olarak hesabınıza tanımlanır.",
      {"Freespin değeri 1 TL'dir.", "Kazançlara 25 kat çevrim uygulanır.", "", ""}},
     {"Hafta Sonu 75 Freespin Şöleni", "Cumartesi ve pazar 75 freespin fırsatı.",
      "Hafta sonu yapılan ilk yatırıma geçerlidir.",
      {"Minimum yatırım 200 TL'dir.", "En fazla 1.500 TL çekilebilir.", "", ""}}},
};

struct DemoPost {
  const char* title;
  const char* category;
  const char* excerpt;
  const char* paragraphs[4];
  const char* keywords;
  bool published;
  int days_ago;
};

const DemoPost kPosts[] = {
    {"Casino Bonusu Nedir? Yeni Başlayanlar İçin Rehber", "Rehber",
     "Casino bonuslarının nasıl çalıştığını, türlerini ve dikkat edilmesi gereken şartları adım adım anlattık.",
     {"Casino bonusları, sitelerin yeni ve mevcut üyelerine sunduğu ek bakiye ya da bedava dönüş "
      "fırsatlarıdır. Doğru seçildiğinde oyun sürenizi uzatır, yanlış seçildiğinde ise karşılanması zor "
      "şartlarla sizi bağlayabilir.",
      "En yaygın türler hoş geldin bonusu, deneme bonusu, yatırım bonusu, kayıp bonusu ve freespin "
      "kampanyalarıdır. Her birinin çevrim şartı, süresi ve geçerli olduğu oyunlar farklıdır.",
      "Bir bonusu almadan önce kampanya sayfasındaki şartları mutlaka okuyun. Çevrim şartı, bonusun kaç kez "
      "oynanması gerektiğini gösterir ve çekim yapabilmeniz için tamamlanmalıdır.",
      "Sorumlu oyun her şeyden önce gelir: bütçenizi önceden belirleyin ve kaybı telafi etmek için "
      "yatırımınızı artırmayın."},
     "casino bonusu, bonus rehberi, çevrim şartı", true, 2},
    {"Çevrim Şartı Nasıl Hesaplanır?", "Rehber",
     "Çevrim şartını örneklerle açıkladık: 20 kat çevrim ne demek, hangi oyunlar ne kadar katkı sağlar?",
     {"Çevrim şartı, bonus tutarının (bazen bonus ve yatırımın toplamının) belirli bir kat kadar bahis "
      "olarak oynanmasını ifade eder.",
      "Örneğin 500 TL bonusa 20 kat çevrim uygulanıyorsa, çekim yapabilmek için toplam 10.000 TL tutarında "
      "bahis yapmanız gerekir.",
      "Slot oyunları genellikle çevrime %100 katkı sağlarken canlı casino ve masa oyunlarının katkısı %10 ile "
      "%20 arasında kalabilir.",
      "Çevrim süresini de unutmayın: süre dolduğunda tamamlanmamış bonus ve kazançları silinir."},
     "çevrim şartı, bonus çevrimi, wagering", true, 5},
    {"Güvenilir Casino Sitesi Nasıl Seçilir?", "Rehber",
     "Lisans, ödeme yöntemleri, destek ve kullanıcı yorumları: güvenilir bir site seçerken bakmanız "
     "gereken 5 nokta.",
     {"Bir casino sitesinin güvenilirliğini anlamanın ilk adımı lisans bilgisidir. Lisans numarası ve "
      "veren kurum sitenin alt kısmında açıkça yazmalıdır.",
      "Ödeme yöntemlerinin çeşitliliği ve çekim süreleri de önemli bir göstergedir. Çekim taleplerini "
      "günlerce bekleten sitelerden uzak durun.",
      "7/24 canlı destek hattının Türkçe hizmet vermesi, sorun yaşadığınızda hızlı çözüm bulmanızı sağlar.",
      "Son olarak diğer oyuncuların yorumlarını okuyun; tek bir yoruma değil, genel eğilime bakın."},
     "güvenilir casino, lisanslı casino, casino seçimi", true, 9},
    {"Deneme Bonusu Veren Sitelerde Dikkat Edilmesi Gerekenler", "Bonuslar",
     "Deneme bonusları cazip görünür ama çekim limitleri ve doğrulama adımları sürpriz yaratabilir.",
     {"Deneme bonusu, yatırım yapmadan siteyi tanımanız için verilen küçük bir bakiyedir.",
      "Çoğu sitede deneme bonusundan elde edilen kazancın çekim limiti vardır; bu limit genellikle 200 ile "
      "1.000 TL arasındadır.",
      "Bonusu talep etmeden önce hesap doğrulaması istenip istenmediğini kontrol edin.",
      "Aynı kişinin birden fazla hesap açması kampanya kurallarına aykırıdır ve kazançların iptaline yol "
      "açar."},
     "deneme bonusu, yatırımsız bonus, bedava bonus", true, 12},
    {"Freespin Kampanyalarından En İyi Şekilde Yararlanmak", "Bonuslar",
     "Freespin değeri, geçerli oyunlar ve kazanç çevrimi: bedava dönüşlerden gerçek kazanç elde etmenin "
     "yolları.",
     {"Freespin kampanyalarında ilk bakmanız gereken şey dönüş başına değerdir; 50 freespin 1 TL'lik "
      "değerle 50 TL anlamına gelir.",
      "Freespinler çoğunlukla belirli oyunlarda geçerlidir. Oyunun volatilitesi kazanç beklentinizi "
      "doğrudan etkiler.",
      "Freespin kazançları genellikle bonus bakiyesine eklenir ve ayrı bir çevrim şartına tabidir.",
      "Süreli kampanyaları takip edin: bazı freespinler tanımlandıktan 24 saat sonra silinir."},
     "freespin, bedava dönüş, slot bonusu", true, 16},
    {"Kayıp Bonusu ve Cashback Arasındaki Fark", "Bonuslar",
     "İkisi de kayıplarınızın bir kısmını geri verir, ama çevrim ve hesaplama şekilleri farklıdır.",
     {"Kayıp bonusu, belirli bir dönemdeki net kaybınızın yüzdesi olarak bonus bakiyesi şeklinde verilir.",
      "Cashback ise çoğunlukla çevrimsiz nakit iadedir ve doğrudan çekilebilir bakiyeye eklenir.",
      "Hesaplama dönemleri siteden siteye değişir: günlük, haftalık ya da aylık olabilir.",
      "Hangisinin daha avantajlı olduğunu anlamak için iade oranı kadar çevrim şartına da bakın."},
     "kayıp bonusu, cashback, nakit iade", true, 20},
    {"Slot Oyunlarında RTP Nedir?", "Strateji",
     "Oyuncuya geri dönüş oranı (RTP) uzun vadede ne anlama gelir, oyun seçerken nasıl kullanılır?",
     {"RTP, bir slot oyununun uzun vadede oyunculara geri ödediği bahis yüzdesidir. %96 RTP, teorik olarak "
      "her 100 TL'lik bahsin 96 TL'sinin geri döndüğü anlamına gelir.",
      "Bu oran milyonlarca dönüş üzerinden hesaplanır; kısa bir oyun seansında sonuçlar çok farklı olabilir.",
      "Bonus çevirirken RTP'si yüksek oyunları tercih etmek, çevrimi tamamlama şansınızı artırır.",
      "Volatilite ise kazançların ne sıklıkla ve hangi büyüklükte geldiğini anlatır."},
     "rtp, slot stratejisi, geri dönüş oranı", true, 25},
    {"Canlı Casinoda Bütçe Yönetimi", "Strateji",
     "Canlı rulet ve blackjack masalarında bütçenizi korumak için uygulayabileceğiniz basit kurallar.",
     {"Oyuna başlamadan önce o gün için harcayacağınız tutarı belirleyin ve bu tutarı aşmayın.",
      "Bahis miktarınızı bütçenizin küçük bir yüzdesiyle sınırlamak, kötü serilerde oyunda kalmanızı sağlar.",
      "Kazandığınızda kazancın bir kısmını hemen çekmek iyi bir alışkanlıktır.",
      "Yorgunken ya da moral bozukken oynamayın; kararlarınız duygularınızdan etkilenir."},
     "canlı casino, bütçe yönetimi, sorumlu oyun", true, 31},
    {"Blackjack Temel Strateji Tablosu", "Strateji",
     "Temel strateji ile kasanın avantajını en aza indirin: hangi elde kart çekilir, hangi elde durulur?",
     {"Blackjack'te temel strateji, matematiksel olarak en iyi hamleyi gösteren bir tablodur.",
      "Örneğin eliniz 12 ve krupiyenin açık kartı 4, 5 veya 6 ise durmanız önerilir.",
      "Çift kartları bölme ve ikiye katlama kararları da tabloda yer alır.",
      "Temel strateji kazancı garanti etmez, ancak kasanın avantajını yaklaşık %0,5'e indirir."},
     "blackjack, temel strateji, kart oyunları", true, 38},
    {"2026'da Öne Çıkan Ödeme Yöntemleri", "Haberler",
     "Papara, Payfix ve kripto paralar: casino sitelerinde en çok tercih edilen ödeme yöntemlerini "
     "karşılaştırdık.",
     {"Yatırım ve çekim işlemlerinde hız, en çok önem verilen konuların başında geliyor.",
      "Papara ve Payfix gibi e-cüzdanlar dakikalar içinde işlem imkânı sunuyor.",
      "Kripto para ile yapılan işlemler ise düşük komisyon ve yüksek limitlerle öne çıkıyor.",
      "Her yöntemin alt ve üst limitlerini site kurallarından kontrol etmeyi unutmayın."},
     "ödeme yöntemleri, papara, kripto", false, 1},
    {"Mobil Casino Uygulamaları İncelemesi", "Haberler",
     "Mobil uygulamaların hızı, güvenliği ve bonus avantajları üzerine kısa bir inceleme.",
     {"Mobil uygulamalar, tarayıcıya göre daha hızlı açılış ve bildirim desteği sunuyor.",
      "Bazı siteler uygulama kullanıcılarına özel deneme bonusları veriyor.",
      "Uygulamayı yalnızca sitenin resmi adresinden indirmeye dikkat edin.",
      "Biyometrik giriş gibi güvenlik özellikleri hesabınızı korumanıza yardımcı olur."},
     "mobil casino, casino uygulaması", false, 3},
    {"Sorumlu Oyun İçin 7 Öneri", "Rehber",
     "Oyunu eğlence olarak tutmanın yolları: limitler, molalar ve yardım kaynakları.",
     {"Oyun bir gelir kaynağı değil, bir eğlence biçimidir; bütçenizi buna göre belirleyin.",
      "Sitelerin sunduğu yatırım limiti ve oturum süresi sınırlarını kullanın.",
      "Düzenli molalar verin ve kayıplarınızı kovalamayın.",
      "Kontrolü kaybettiğinizi düşünüyorsanız profesyonel destek almaktan çekinmeyin."},
     "sorumlu oyun, oyun bağımlılığı, limitler", false, 0},
};

struct DemoComment {
  const char* user;
  const char* text;
  int rating;
};

const DemoComment kComments[] = {
    {"Ayşe K.", "Bonus hesabıma hemen tanımlandı, çevrimi de makul. Tavsiye ederim.", 5},
    {"Mehmet Y.", "Çekim biraz uzun sürdü ama sonunda sorunsuz geldi.", 4},
    {"Burak", "Şartları okumadan almayın, slot dışında çevrime saymıyor.", 3},
    {"Elif", "Canlı destek çok ilgiliydi, bonusu iki dakikada aktif ettiler.", 5},
    {"Can T.", "Çekim limiti düşük, deneme için fena değil.", 3},
    {"Zeynep", "Freespinlerden 340 TL kazandım, çevrimi tamamladım. Güzel kampanya.", 5},
    {"Emre", "Kampanya süresi kısa, hafta sonu unutursanız kaçırıyorsunuz.", 4},
    {"Selin A.", "Papara ile yatırım yaptım, bonus anında geldi.", 5},
    {"Murat", "Kayıp bonusu pazartesi sabahı hesabımdaydı, teşekkürler.", 4},
    {"Deniz", "Beklediğim kadar iyi değildi, çevrim şartı yüksek.", 2},
};

std::string at(const DemoOptions& o, std::chrono::hours ago) { return events::format_utc(o.now - ago); }

// `entity` names what the event is about (usually its id; the key may be shared, as a comment's
// key is its promotion).
template <events::Payload P>
events::Envelope event(const std::string& key, const P& payload, const std::string& entity) {
  events::Envelope e = events::make_event(kActor, key, payload);
  // The same seed event always has the same id, so the projector applies it once even when two
  // seed runs race (applied_events.event_id is unique).
  e.id = demo_id("event:" + std::string(P::kEvent.name) + ":" + entity);
  return e;
}
template <events::Payload P>
events::Envelope event(const std::string& key, const P& payload) {
  return event(key, payload, key);
}

// The api draws the picture from the file name, and the text on it from `title` (with its
// Turkish letters, which a file name cannot keep).
std::string image(const DemoOptions& o, std::string_view kind, std::string_view name, std::string_view title) {
  return o.public_origin + "/images/demo/" + std::string(kind) + "/" + std::string(name) +
         ".svg?t=" + boost::urls::encode(title, boost::urls::unreserved_chars);
}

std::string site_url(std::string_view casino_slug) {
  std::string host;
  for (char c : casino_slug)
    if (c != '-') host += c;
  return "https://" + host + ".example";
}

}  // namespace

std::string demo_id(const std::string& name) { return events::name_uuid(kNamespace, name); }
std::string demo_event_id(const std::string& name, std::chrono::system_clock::time_point at) {
  return events::name_event_id(kNamespace, name, at);
}

std::vector<DemoEntity> demo_content(const DemoOptions& o) {
  std::vector<DemoEntity> out;

  // ---- categories ----
  std::vector<std::string> category_ids, category_names;
  for (std::size_t i = 0; i < std::size(kCategories); ++i) {
    const auto& c = kCategories[i];
    const std::string slug = domain::make_url_slug(c.name);
    const std::string id = demo_id("category:" + slug);
    category_ids.push_back(id);
    category_names.push_back(c.name);
    const std::string created = at(o, std::chrono::hours(24 * 60));
    out.push_back({"categories", id, slug,
                   {event(id, events::payload::CategoryCreated{{.id = id,
                                                                .name = c.name,
                                                                .slug = slug,
                                                                .description = c.description,
                                                                .is_active = true,
                                                                .created_at = created,
                                                                .updated_at = created}})}});
  }

  // ---- casinos ----
  std::vector<std::string> casino_ids, casino_slugs;
  for (std::size_t i = 0; i < std::size(kCasinos); ++i) {
    const auto& c = kCasinos[i];
    const std::string slug = domain::make_url_slug(c.name);
    const std::string id = demo_id("casino:" + slug);
    casino_ids.push_back(id);
    casino_slugs.push_back(slug);
    const std::string created = at(o, std::chrono::hours(24 * (50 - static_cast<int>(i))));
    const std::string updated = at(o, std::chrono::hours(24 * (10 - static_cast<int>(i % 10))));
    events::payload::CasinoCreated d{{.id = id,
                                      .name = c.name,
                                      .slug = slug,
                                      .url = site_url(slug),
                                      .logo_url = image(o, "logo", slug, c.name),
                                      .description = "<p>" + std::string(c.about) + "</p>",
                                      .details = "<ul><li>Lisans: " + std::string(c.license) +
                                                 "</li><li>Ödeme yöntemleri: " + std::string(c.payment) +
                                                 "</li><li>Canlı destek: 7/24, Türkçe</li></ul>",
                                      .rating = c.rating,
                                      .featured = c.featured,
                                      .created_at = created,
                                      .updated_at = updated}};
    out.push_back({"casinos", id, slug, {event(id, d)}});
  }
  // Up to `casinos`: generated ones, as an admin would add them (no promotions of their own).
  for (int n = static_cast<int>(std::size(kCasinos)) + 1; n <= o.casinos; ++n) {
    const auto& c = kCasinos[static_cast<std::size_t>(n) % std::size(kCasinos)];
    const std::string name = "Deneme Casino " + std::to_string(n);
    const std::string slug = domain::make_url_slug(name);
    const std::string id = demo_id("casino:" + slug);
    const std::string created = at(o, std::chrono::hours(n));
    events::payload::CasinoCreated d{{.id = id,
                                      .name = name,
                                      .slug = slug,
                                      .url = site_url(slug),
                                      .logo_url = image(o, "logo", slug, name),
                                      .description = "<p>" + std::string(c.about) + "</p>",
                                      .details = std::nullopt,
                                      .rating = static_cast<double>(n % 50) / 10.0,
                                      .featured = false,
                                      .created_at = created,
                                      .updated_at = created}};
    out.push_back({"casinos", id, slug, {event(id, d)}});
  }

  // ---- promotions ----
  // 40 in 5 categories (8 each); every title is used by two casinos. States: every 8th from the
  // 8th is inactive, three have expired, one in four has an expiry date in the future, and one
  // belongs to no casino.
  const int total = std::max(40, o.promotions);
  std::vector<std::string> promotion_ids;
  for (int n = 0; n < total; ++n) {
    const int base = n % 40;
    const int category = base % 5;
    const int variant = (base / 5) % 4;
    const auto& t = kTemplates[category][variant];
    std::string title = t.title;
    if (n >= 40) title += " - " + std::to_string(n / 40 + 1) + ". Fırsat";
    const std::string id = demo_id("promotion:" + std::to_string(n));
    promotion_ids.push_back(id);
    const bool has_casino = base != 37;
    const std::size_t casino = static_cast<std::size_t>(base * 5 + n / 40) % std::size(kCasinos);
    const bool inactive = base % 8 == 7;
    const bool expired = base == 5 || base == 19 || base == 32;
    const bool timed = !expired && base % 4 == 2;
    std::optional<std::string> expiry;
    if (expired) expiry = at(o, std::chrono::hours(24 * (3 + base % 5)));
    if (timed) expiry = events::format_utc(o.now + std::chrono::hours(24 * (7 + base)));
    std::vector<std::string> terms;
    for (const char* term : t.terms)
      if (*term) terms.emplace_back(term);
    std::string description = "<p>" + std::string(t.short_text) + "</p><h3>Kampanya detayları</h3><p>" + t.details +
                              "</p><ul><li>Kampanya yalnızca Türkiye'den üye olan oyuncular için geçerlidir.</li>"
                              "<li>Site, kampanya koşullarını değiştirme hakkını saklı tutar.</li></ul>";
    const std::string created = at(o, std::chrono::hours(3 * n + 1));
    using Opt = std::optional<std::string>;
    events::payload::PromotionCreated d{
        {.id = id,
         .title = title,
         .casino_id = has_casino ? Opt(casino_ids[casino]) : std::nullopt,
         .category_id = category_ids[static_cast<std::size_t>(category)],
         .category = category_names[static_cast<std::size_t>(category)],
         .description = description,
         .url = has_casino ? site_url(casino_slugs[casino]) + "/kampanyalar" : "https://bonus.example/kampanya",
         .terms = terms,
         .promotion_code = base % 3 == 0 ? Opt("BONUS" + std::to_string(100 + base)) : std::nullopt,
         .is_active = !inactive,
         .indexed = !inactive,
         .expiry_date = expiry,
         .image_url = base % 2 == 0 ? Opt(image(o, "promo", domain::make_url_slug(t.title), t.title)) : std::nullopt,
         .created_at = created,
         .updated_at = created}};
    out.push_back({"promotions", id, "", {event(id, d)}});
  }

  // ---- blog posts (with their views) ----
  for (std::size_t i = 0; i < std::size(kPosts); ++i) {
    const auto& p = kPosts[i];
    const std::string slug = domain::make_slug(p.title, o.now);
    const std::string id = demo_id("blog_post:" + slug);
    std::string content;
    for (std::size_t k = 0; k < std::size(p.paragraphs); ++k) {
      if (k == 2) content += "<h2>Nelere dikkat etmeli?</h2>";
      content += "<p>" + std::string(p.paragraphs[k]) + "</p>";
    }
    const std::string created = at(o, std::chrono::hours(24 * p.days_ago + 2));
    const std::string published = at(o, std::chrono::hours(24 * p.days_ago));
    events::payload::BlogPostCreated d{
        {.id = id,
         .title = p.title,
         .slug = slug,
         .excerpt = p.excerpt,
         .content = content,
         .image_url = image(o, "banner", slug, p.title),
         .category = p.category,
         .author = o.product_name + " Editörü",
         .seo_title = std::string(p.title) + " | " + o.product_name,
         .seo_description = p.excerpt,
         .seo_keywords = p.keywords,
         .is_published = p.published,
         .published_at = p.published ? std::optional<std::string>(published) : std::nullopt,
         .indexed = p.published,
         .created_at = created,
         .updated_at = p.published ? published : created}};
    DemoEntity post{"blog_posts", id, slug, {event(id, d)}};
    if (p.published) {
      auto views = event(id, events::payload::BlogPostViewed{
                                 .id = id, .count = static_cast<std::int64_t>(150 + 137 * ((i * 7) % 12))});
      post.events.push_back(std::move(views));
    }
    out.push_back(std::move(post));
  }

  // ---- comments: on the first twelve active promotions, one to four each ----
  std::size_t next_comment = 0;
  int commented = 0;
  for (int n = 0; n < 40 && commented < 12; ++n) {
    if (n % 8 == 7 || n == 5 || n == 19 || n == 32) continue;  // not on hidden promotions
    ++commented;
    const int count = 1 + n % 4;
    for (int k = 0; k < count; ++k) {
      const auto& c = kComments[next_comment++ % std::size(kComments)];
      const std::string id = demo_id("comment:" + std::to_string(n) + ":" + std::to_string(k));
      const std::string& promotion = promotion_ids[static_cast<std::size_t>(n)];
      events::payload::CommentPosted d{.id = id,
                                       .promotion_id = promotion,
                                       .user_name = c.user,
                                       .comment = c.text,
                                       .rating = c.rating,
                                       .created_at = at(o, std::chrono::hours(k + 1))};
      out.push_back({"comments", id, "", {event(promotion, d, id)}});
    }
  }
  // Up to `comments`: generated ones spread over every promotion and every rating, one a minute
  // further back, so the oldest is the last generated.
  for (int n = static_cast<int>(next_comment); n < o.comments; ++n) {
    const auto& c = kComments[static_cast<std::size_t>(n) % std::size(kComments)];
    const std::string id = demo_id("comment:generated:" + std::to_string(n));
    const std::string& promotion = promotion_ids[static_cast<std::size_t>(n) % promotion_ids.size()];
    events::payload::CommentPosted d{.id = id,
                                     .promotion_id = promotion,
                                     .user_name = std::string(c.user) + " " + std::to_string(n),
                                     .comment = c.text,
                                     .rating = 1 + n % 5,
                                     .created_at = events::format_utc(o.now - std::chrono::minutes(60 + n))};
    out.push_back({"comments", id, "", {event(promotion, d, id)}});
  }

  // ---- splash ads ----
  const char* ads[][2] = {{"Altın Yıldız'da %100 Hoş Geldin Bonusu", "altin-yildiz-casino"},
                          {"Anadolu Şans: Her Cuma 50 Freespin", "anadolu-sans"},
                          {"Galata Bet Canlı Bahis Fırsatları", "galata-bet"}};
  for (std::size_t i = 0; i < std::size(ads); ++i) {
    const std::string id = demo_id("splash_ad:" + std::to_string(i));
    const std::string created = at(o, std::chrono::hours(24 * (i + 1)));
    const std::string_view title = ads[i][0];
    events::payload::SplashAdCreated d{{.id = id,
                                        .title = std::string(title),
                                        .href = site_url(ads[i][1]),
                                        .image_url = image(o, "splash", ads[i][1], title.substr(0, title.find(':'))),
                                        .is_active = true,
                                        .created_at = created,
                                        .updated_at = created}};
    out.push_back({"splash_ads", id, "", {event(id, d)}});
  }

  // ---- hero and settings ----
  const std::string now = events::format_utc(o.now);
  out.push_back({"hero", "1", "",
                 {event("hero", events::payload::HeroUpdated{
                                    .upper_title = "Türkiye'nin Bonus Rehberi",
                                    .main_title = "Güvenilir Sitelerin En İyi",
                                    .highlighted_text = "Casino Bonusları",
                                    .description = "Lisanslı casino sitelerinin güncel hoş geldin, deneme ve yatırım "
                                                   "bonuslarını tek sayfada karşılaştırın; şartları okuyun, size uygun "
                                                   "olanı seçin.",
                                    .button_text = "Bonusları İncele",
                                    .button_url = "#promosyonlar",
                                    .updated_at = now})}});
  out.push_back({"settings", "1", "",
                 {event("settings", events::payload::SettingsUpdated{
                                        .blog_section_text =
                                            "<p>Bonus rehberlerimiz, strateji yazılarımız ve sektör haberlerimizle "
                                            "<strong>bilinçli oyuncu</strong> olun. Her yazı editörlerimiz tarafından "
                                            "düzenli olarak güncellenir.</p>",
                                        .updated_at = now})}});

  // ---- SEO rows ----
  const std::string& product = o.product_name;
  const std::string seo[][4] = {
      {"Ana Sayfa", "/", product + " - Casino Bonusları ve Promosyonları",
       "Güvenilir casino sitelerinin güncel bonusları, deneme bonusları ve freespin kampanyaları tek adreste."},
      {"Bonuslar", "/bonuslar", "Güncel Casino Bonusları ve Kampanyalar | " + product,
       "Hoş geldin, deneme, yatırım ve kayıp bonuslarını kategoriye göre filtreleyin, şartlarını karşılaştırın."},
      {"Blog", "/blog", "Casino Rehberi ve Bonus İpuçları | " + product,
       "Çevrim şartından RTP'ye, sorumlu oyundan ödeme yöntemlerine kadar casino rehber yazıları."},
      {"Güvenilir Siteler", "/guvenilir-siteler", "Güvenilir Casino Siteleri Listesi | " + product,
       "Lisanslı, hızlı ödeme yapan ve Türkçe destek veren güvenilir casino sitelerini inceleyin."}};
  const char* keywords[] = {"casino bonusları, güvenilir casino siteleri, promosyonlar, bahis siteleri",
                            "casino bonusu, deneme bonusu, freespin, yatırım bonusu",
                            "casino rehberi, bonus ipuçları, çevrim şartı",
                            "güvenilir casino, lisanslı casino siteleri, casino incelemeleri"};
  for (std::size_t i = 0; i < std::size(seo); ++i) {
    const std::string id = demo_id("seo:" + seo[i][1]);
    out.push_back({"seo_settings", id, "",
                   {event(id, events::payload::SeoSettingSaved{.id = id,
                                                              .page_name = seo[i][0],
                                                              .page_path = seo[i][1],
                                                              .title = seo[i][2],
                                                              .description = seo[i][3],
                                                              .keywords = keywords[i],
                                                              .updated_at = now})}});
  }
  return out;
}

}  // namespace worker
