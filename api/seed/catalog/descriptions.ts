// Item descriptions: one sentence per top-level category (a few leaves get their own), with the
// item's name inserted, in en, ar and tr.
import type { Names } from '../rows.ts';

const TEMPLATES: Record<string, Names> = {
  'fruits-vegetables': [
    '{name}, hand-picked from farms in the Nile Delta and delivered fresh the same day. Washed, sorted and packed with care.',
    'نختار لك {name} من مزارع الدلتا يوميًا، ونغسل ونفرز كل طلب بعناية ليصلك طازجًا في نفس اليوم.',
    "{name}, Nil Deltası'ndaki çiftliklerden özenle seçilir ve aynı gün taze olarak kapınıza gelir.",
  ],
  'dairy-eggs': [
    '{name} from trusted Egyptian farms, kept chilled all the way from the dairy to your door.',
    '{name} من مزارع مصرية موثوقة. نحافظ على سلسلة التبريد من المصنع حتى باب بيتك.',
    '{name}, güvenilir Mısır çiftliklerinden; mandıradan kapınıza kadar soğuk zincirde taşınır.',
  ],
  bakery: [
    '{name}, baked fresh every morning and delivered while it is still soft.',
    '{name} من إنتاج الفرن صباح كل يوم، ونوصل طلبك وهو طازج وطري.',
    '{name}, her sabah taze pişirilir ve hâlâ yumuşacıkken teslim edilir.',
  ],
  pantry: [
    '{name}: a kitchen essential at an everyday price. Store in a cool, dry place.',
    '{name}: من أساسيات المطبخ بسعر مناسب كل يوم. يحفظ في مكان بارد وجاف.',
    '{name}: her gün uygun fiyatlı bir mutfak temel ürünü. Serin ve kuru bir yerde saklayın.',
  ],
  beverages: [
    '{name}, chilled and ready to drink. Perfect with any meal.',
    '{name} — مشروب مثالي مع أي وجبة، ونوصله لك باردًا.',
    '{name}, soğuk ve içime hazır; her öğünün yanına yakışır.',
  ],
  'egyptian-classics': [
    '{name}, cooked fresh to order the traditional Egyptian way and packed hot for delivery.',
    '{name} على الطريقة المصرية الأصيلة، يُطهى طازجًا عند الطلب ويُغلف ساخنًا للتوصيل.',
    '{name}, geleneksel Mısır usulüyle siparişe özel taze pişirilir ve sıcak paketlenir.',
  ],
  'grills-sandwiches': [
    '{name}, grilled over charcoal with our house spice blend and served with tahini and pickles.',
    '{name} مشوي على الفحم بخلطة توابل البيت، ويقدم مع الطحينة والمخلل.',
    '{name}, özel baharat karışımımızla kömür ateşinde pişirilir; tahin ve turşuyla servis edilir.',
  ],
  burgers: [
    '{name}, made with fresh ingredients and served hot with our signature sauce.',
    '{name} محضر بمكونات طازجة ويقدم ساخنًا مع صوصنا الخاص.',
    '{name}, taze malzemelerle hazırlanır ve özel sosumuzla sıcak servis edilir.',
  ],
  'pizza-pasta': [
    '{name}, made with Italian-style dough and sauces prepared in our kitchen every day.',
    '{name} بعجينة وصوصات على الطريقة الإيطالية نحضرها في مطبخنا يوميًا.',
    '{name}, her gün mutfağımızda hazırlanan İtalyan usulü hamur ve soslarla yapılır.',
  ],
  seafood: [
    "{name}, made with the day's catch from the Mediterranean and cooked the Alexandrian way.",
    '{name} من صيد اليوم من البحر المتوسط، مطهو على الطريقة الإسكندراني.',
    "{name}, Akdeniz'den günün avıyla İskenderiye usulü pişirilir.",
  ],
  desserts: [
    '{name}, prepared daily by our pastry chefs with real butter, milk and nuts.',
    '{name} يحضرها الشيف يوميًا بالزبدة والحليب والمكسرات الطبيعية.',
    '{name}, pasta şeflerimiz tarafından her gün gerçek tereyağı, süt ve kuruyemişle hazırlanır.',
  ],
  medicines: [
    '{name}. Over-the-counter product; read the leaflet before use and ask our pharmacist if you have any questions.',
    '{name}. منتج يصرف بدون وصفة طبية؛ اقرأ النشرة قبل الاستخدام واسأل الصيدلي عن أي استفسار.',
    '{name}. Reçetesiz üründür; kullanmadan önce prospektüsü okuyun, sorularınız için eczacımıza danışın.',
  ],
  'personal-care': [
    '{name}, dermatologically tested and suitable for daily use.',
    '{name}، مختبر من أطباء الجلدية ومناسب للاستخدام اليومي.',
    '{name}, dermatolojik olarak test edilmiştir ve günlük kullanıma uygundur.',
  ],
  'baby-care': [
    '{name}, gentle and safe for your baby, from brands trusted by Egyptian parents.',
    '{name}، لطيف وآمن على طفلك، من علامات يثق بها الآباء والأمهات في مصر.',
    '{name}, bebeğiniz için nazik ve güvenli; Mısırlı ailelerin güvendiği markalardan.',
  ],
  vitamins: [
    '{name} to support your daily health. Food supplement; not a substitute for a varied diet.',
    '{name} لدعم صحتك اليومية. مكمل غذائي ولا يغني عن نظام غذائي متنوع.',
    '{name}, günlük sağlığınızı desteklemek için. Gıda takviyesidir; dengeli beslenmenin yerini tutmaz.',
  ],
  electronics: [
    '{name} with a one-year local warranty. Original sealed box, delivered by our own couriers.',
    '{name} بضمان محلي لمدة سنة. منتج أصلي في علبته المغلقة، يوصله مندوبونا.',
    '{name}, bir yıl yerel garantili. Orijinal, kapalı kutu; kendi kuryelerimizle teslim edilir.',
  ],
  fashion: [
    '{name}, made from quality fabric with a comfortable fit. Free exchange within 14 days.',
    '{name} من خامة عالية الجودة ومقاس مريح. استبدال مجاني خلال 14 يومًا.',
    '{name}, kaliteli kumaştan rahat kesim. 14 gün içinde ücretsiz değişim.',
  ],
  'home-kitchen': [
    '{name} for a more comfortable home. Built to last, with a one-year warranty on appliances.',
    '{name} لبيت أكثر راحة. منتج متين، مع ضمان سنة على الأجهزة الكهربائية.',
    '{name}, daha konforlu bir ev için. Dayanıklıdır; elektrikli ev aletlerinde bir yıl garanti.',
  ],
  'toys-kids': [
    '{name}: safe, non-toxic materials that make playtime fun and help children learn.',
    '{name}: خامات آمنة وغير سامة تجعل وقت اللعب ممتعًا وتساعد الأطفال على التعلم.',
    '{name}: oyun zamanını eğlenceli kılan ve çocukların öğrenmesine yardım eden güvenli, toksik olmayan malzemeler.',
  ],
};

const PER_KG: Names = [' Sold per kg.', ' يباع بالكيلو.', ' Kilogramla satılır.'];

/** The description of a product named `names`, from the most specific template on its category path. */
export function describe(names: Names, categorySlugs: readonly string[], unit: string | null): Names {
  const slug = [...categorySlugs].reverse().find((s) => TEMPLATES[s]);
  if (!slug) throw new Error(`no description template for ${categorySlugs.join('/')}`);
  const template = TEMPLATES[slug]!;
  const fill = (i: 0 | 1 | 2) => template[i].replace('{name}', names[i]) + (unit === 'kg' ? PER_KG[i] : '');
  return [fill(0), fill(1), fill(2)];
}
