// Turkish policy pages.
import type { PolicyKey } from './keys.ts';

export const TR: Record<PolicyKey, string> = {
  about_us: `<h2>Souq Express Hakkında</h2>
<p>Souq Express mahalle pazarını kapınıza getirir. 2025'ten beri Kahire ve İskenderiye'deki müşterileri yerel bakkallar, mutfaklar, eczaneler ve mağazalarla buluşturuyor, siparişlerini bir saat içinde teslim ediyoruz.</p>
<p>Souq Express'teki her mağaza bağımsız bir yerel işletmedir. Sipariş, teslimat ve müşteri desteğini biz üstleniriz; mağaza sahipleri de en iyi yaptıkları işe odaklanır: taze ürünler, lezzetli yemekler ve güler yüzlü hizmet.</p>
<h3>Neler sipariş edebilirsiniz</h3>
<ul>
  <li><strong>Market</strong>: meyve ve sebze, süt ürünleri, ekmek ve temel gıdalar.</li>
  <li><strong>Yemek</strong>: sevilen mutfaklardan koşari, ızgara, pizza, deniz ürünleri ve tatlılar.</li>
  <li><strong>Eczane</strong>: reçetesiz ilaçlar, vitaminler, kişisel ve bebek bakım ürünleri.</li>
  <li><strong>Alışveriş</strong>: elektronik, moda, ev ve mutfak, oyuncak ve oyunlar.</li>
</ul>
<h3>Sözümüz</h3>
<p>Baştan açıkça gösterilen adil fiyatlar, kapıda nakit ödeme ve bir sorun olduğunda size yardım eden gerçek bir insan. Sorunuz ya da öneriniz mi var? <a href="mailto:support@souq.example">support@souq.example</a> adresine yazın veya +20 2 2555 0100 numarasını arayın.</p>`,

  terms_and_conditions: `<h2>Kullanım Koşulları</h2>
<p>Bu koşullar Souq Express web sitesini ve uygulamalarını kullanımınız ile bunlar üzerinden verdiğiniz her sipariş için geçerlidir. Hesap oluşturarak veya sipariş vererek bu koşulları kabul etmiş olursunuz.</p>
<h3>1. Hesabınız</h3>
<p>Doğru iletişim bilgileri vermeli ve şifrenizi gizli tutmalısınız. Hesabınızdan verilen siparişlerden siz sorumlusunuz. Devam eden bir sipariş yoksa hesabınızı istediğiniz zaman profilinizden silebilirsiniz.</p>
<h3>2. Siparişler ve fiyatlar</h3>
<ul>
  <li>Fiyatları her mağaza kendisi belirler; fiyatlar ürün indirimleri dahil Mısır lirası olarak gösterilir.</li>
  <li>Teslimat ücreti mağazaya olan mesafeye göre belirlenir ve onaylamadan önce gösterilir.</li>
  <li>Sipariş sizinle mağaza arasında bir sözleşmedir; Souq Express sipariş ve teslimatta mağazanın temsilcisi olarak hareket eder.</li>
  <li>Mağazalar, örneğin bir ürün tükendiğinde veya mağaza kapalıyken siparişi reddedebilir.</li>
</ul>
<h3>3. Ödeme</h3>
<p>Ödeme ekranında başka bir yöntem sunulmadıkça siparişler kapıda nakit olarak ödenir. Bazı bölgelerde nakit siparişlerin tutarı sınırlıdır.</p>
<h3>4. Kabul edilebilir kullanım</h3>
<p>Hizmeti kötüye kullanmayın, sahte sipariş vermeyin, mağazaları ve kuryeleri rahatsız etmeyin. Bu koşulları ihlal eden hesapları askıya alabiliriz.</p>
<h3>5. Değişiklikler</h3>
<p>Bu koşulları güncelleyebiliriz; yeni siparişler için bu sayfadaki sürüm geçerlidir. <a href="/privacy-policy">Gizlilik politikamıza</a> da göz atın.</p>`,

  privacy_policy: `<h2>Gizlilik Politikası</h2>
<p>Bu politika, Souq Express'in hangi kişisel verileri neden topladığını ve hangi seçeneklere sahip olduğunuzu açıklar. Web sitemiz, uygulamalarımız ve müşteri desteğimiz için geçerlidir.</p>
<h3>Topladığımız veriler</h3>
<ul>
  <li><strong>Hesap verileri</strong>: adınız, telefon numaranız, e-posta adresiniz ve şifreniz (yalnızca güvenli bir özet olarak saklanır).</li>
  <li><strong>Sipariş verileri</strong>: sipariş ettiğiniz ürünler, teslimat adresi, notlar ve sipariş geçmişi.</li>
  <li><strong>Konum</strong>: size teslimat yapan mağazaları göstermek için yaklaşık konumunuz. Konum iznini reddedip bölgenizi elle seçebilirsiniz.</li>
  <li><strong>Cihaz verileri</strong>: dil, tema ve hizmeti güvende tutmak için temel teknik kayıtlar.</li>
</ul>
<h3>Verileri nasıl kullanıyoruz</h3>
<p>Verilerinizi siparişlerinizi teslim etmek, mağazaların ve kuryelerin sipariş hakkında sizinle iletişim kurmasını sağlamak, dolandırıcılığı önlemek ve izin verirseniz size kampanyalar göndermek için kullanırız. Kişisel verilerinizi asla satmayız.</p>
<h3>Ne kadar süre saklıyoruz</h3>
<p>Sipariş kayıtları, Mısır vergi ve tüketici koruma kurallarına uymak için beş yıl saklanır. Hesabınızı sildiğinizde profiliniz kaldırılır ve geçmiş siparişleriniz anonim hale getirilir.</p>
<h3>Haklarınız</h3>
<p>Profilinizi istediğiniz zaman görüntüleyip düzeltebilir, verilerinizin bir kopyasını veya silinmesini isteyebilirsiniz. <a href="mailto:privacy@souq.example">privacy@souq.example</a> adresine yazın.</p>`,

  refund_policy: `<h2>İade Politikası</h2>
<p>Her siparişin eksiksiz ve sağlam ulaşmasını istiyoruz. Bir sorun olursa düzeltiriz.</p>
<h3>Ne zaman iade isteyebilirsiniz</h3>
<ul>
  <li>Bir ürün eksik, hasarlı ya da sipariş ettiğinizden farklı.</li>
  <li>Yemek bozuk ya da mağazanın her zamanki standardının açıkça altında geldi.</li>
  <li>Ücreti alınan bir sipariş hiç teslim edilmedi.</li>
</ul>
<h3>Nasıl talep edilir</h3>
<p>Teslimattan sonraki 24 saat içinde (Alışveriş siparişlerinde 7 gün) sipariş numaranız ve mümkünse bir fotoğrafla destek ekibine ulaşın. Kapalı ambalajlı ilaçlar ve kişisel bakım ürünleri yalnızca açılmamışsa iade edilebilir.</p>
<h3>İade nasıl yapılır</h3>
<p>Nakit siparişler için onaylanan iadeler 3 iş günü içinde Souq Express cüzdanınıza eklenir ya da tercih ederseniz bir sonraki teslimatınızda nakit olarak ödenir. Ayrıntılar için <a href="/cancellation-policy">iptal politikamıza</a> bakın.</p>`,

  shipping_policy: `<h2>Kargo ve Teslimat Politikası</h2>
<p>Souq Express Kahire ve İskenderiye'de teslimat yapar. Size teslimat yapan mağazaları görmek için adresinizi girin veya konum izni verin.</p>
<h3>Teslimat süreleri</h3>
<ul>
  <li>Market, yemek ve eczane: her mağazada gösterildiği gibi genellikle 15 ila 60 dakika.</li>
  <li>Alışveriş siparişleri: mağazaya ve ürüne göre 1 saatten 3 güne kadar.</li>
  <li>Süreler tahminidir; kötü havada, bayramlarda veya yoğun saatlerde uzayabilir.</li>
</ul>
<h3>Teslimat ücretleri</h3>
<p>Ücret, mağaza ile adresiniz arasındaki mesafeye göre hesaplanır; bir alt sınırı ve çoğu bölgede bir üst sınırı vardır. Bazı mağazalar ücretsiz teslimat sunar. Kesin ücret siparişi vermeden önce gösterilir.</p>
<h3>Kapıda</h3>
<p>Lütfen siparişi teslim alıp nakit ödeyebilecek birinin evde olduğundan emin olun. Kuryemiz vardığında sizi arar ve 10 dakikaya kadar bekler. Sorularınız için <a href="/terms-conditions">kullanım koşullarına</a> bakın.</p>`,

  cancellation_policy: `<h2>İptal Politikası</h2>
<p>Siparişiniz <em>beklemede</em> olduğu sürece, yani mağaza onaylamadan önce, ücretsiz iptal edebilirsiniz.</p>
<h3>Mağaza onayladıktan sonra</h3>
<ul>
  <li>Yemek siparişleri mutfak hazırlamaya başladıktan sonra iptal edilemez.</li>
  <li>Market ve eczane siparişleri kurye teslim alana kadar iptal edilebilir.</li>
  <li>Alışveriş siparişleri mağazadan çıkana kadar iptal edilebilir; sonrasında iade sürecini kullanın.</li>
</ul>
<h3>Mağaza iptal ettiğinde</h3>
<p>Bir mağaza siparişinizi karşılayamazsa, örneğin bir ürün tükendiyse, sizi hemen bilgilendiririz ve sizden ücret alınmaz.</p>
<p>Onaylanmış siparişlerin sık sık iptal edilmesi hesabınızda kapıda ödemenin kapatılmasına yol açabilir. İptal etmek için <a href="/orders-lists">siparişlerinizi</a> açın veya destek ekibine ulaşın.</p>`,
};
