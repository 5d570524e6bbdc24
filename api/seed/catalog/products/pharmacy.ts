// Over-the-counter pharmacy products (module 3), generic names only. Prices in EGP.
import { group, type ProductDef } from './types.ts';

export const PHARMACY: readonly ProductDef[] = [
  ...group('pain-relief', 'box', [
    ['paracetamol-500', 'Paracetamol 500 mg, 20 tablets', 'باراسيتامول 500 مجم، 20 قرص', 'Parasetamol 500 mg, 20 Tablet', 25, 'max5'],
    ['ibuprofen-400', 'Ibuprofen 400 mg, 20 tablets', 'إيبوبروفين 400 مجم، 20 قرص', 'İbuprofen 400 mg, 20 Tablet', 38, 'max5'],
    ['diclofenac-gel', 'Diclofenac Gel 1%, 50 g', 'جل ديكلوفيناك 1%، 50 جم', 'Diklofenak Jel %1, 50 g', 45, '', 'pc'],
    ['aspirin-81', 'Low-dose Aspirin 81 mg, 30 tablets', 'أسبرين 81 مجم، 30 قرص', 'Düşük Doz Aspirin 81 mg, 30 Tablet', 22],
    ['heat-patches', 'Muscle Heat Patches, 5 pcs', 'لصقات حرارية للعضلات 5 قطع', 'Kas Isı Bandı, 5\'li', 120, '', 'pack'],
  ]),
  ...group('cold-flu', 'box', [
    ['cold-flu-day-night', 'Cold & Flu Day/Night, 24 tablets', 'أقراص البرد والإنفلونزا نهار/ليل، 24 قرص', 'Gece/Gündüz Grip Tableti, 24\'lü', 65],
    ['throat-lozenges', 'Honey & Lemon Throat Lozenges, 24', 'أقراص استحلاب للحلق بالعسل والليمون، 24', 'Bal ve Limonlu Boğaz Pastili, 24\'lü', 48, '', 'pack'],
    ['saline-spray', 'Saline Nasal Spray 30 ml', 'بخاخ أنف ملحي 30 مل', 'Tuzlu Burun Spreyi 30 ml', 55, '', 'pc'],
    ['herbal-cough-syrup', 'Herbal Cough Syrup 120 ml', 'شراب كحة بالأعشاب 120 مل', 'Bitkisel Öksürük Şurubu 120 ml', 60, '', 'pc'],
    ['digital-thermometer', 'Digital Thermometer', 'ترمومتر ديجيتال', 'Dijital Termometre', 150, '', 'pc'],
  ]),
  ...group('digestive', 'box', [
    ['antacid-chewable', 'Antacid Chewable Tablets, 24', 'أقراص مضغ مضادة للحموضة، 24', 'Çiğnenebilir Antiasit Tablet, 24\'lü', 40],
    ['oral-rehydration', 'Oral Rehydration Salts, 10 sachets', 'أملاح معالجة الجفاف، 10 أكياس', 'Oral Rehidrasyon Tuzu, 10 Saşe', 30],
    ['probiotic-capsules', 'Probiotic Capsules, 30', 'كبسولات بروبيوتيك، 30 كبسولة', 'Probiyotik Kapsül, 30\'lu', 220],
    ['simethicone-drops', 'Simethicone Colic Drops 30 ml', 'نقط سيميثيكون للمغص 30 مل', 'Simetikon Gaz Damlası 30 ml', 35, '', 'pc'],
  ]),
  ...group('allergy', 'box', [
    ['loratadine-10', 'Loratadine 10 mg, 10 tablets', 'لوراتادين 10 مجم، 10 أقراص', 'Loratadin 10 mg, 10 Tablet', 32],
    ['cetirizine-10', 'Cetirizine 10 mg, 20 tablets', 'سيتريزين 10 مجم، 20 قرص', 'Setirizin 10 mg, 20 Tablet', 40],
    ['lubricating-eye-drops', 'Lubricating Eye Drops 10 ml', 'قطرة مرطبة للعين 10 مل', 'Nemlendirici Göz Damlası 10 ml', 65, '', 'pc'],
  ]),
  ...group('skin-care', 'pc', [
    ['sunscreen-spf50', 'Sunscreen SPF 50, 50 ml', 'واقي شمس SPF 50، 50 مل', 'Güneş Kremi SPF 50, 50 ml', 380],
    ['daily-moisturizer', 'Daily Moisturizing Cream 100 ml', 'كريم ترطيب يومي 100 مل', 'Günlük Nemlendirici Krem 100 ml', 250],
    ['micellar-water', 'Micellar Cleansing Water 400 ml', 'ماء ميسيلار منظف 400 مل', 'Misel Temizleme Suyu 400 ml', 290],
    ['shea-lip-balm', 'Lip Balm with Shea Butter', 'مرطب شفايف بزبدة الشيا', 'Shea Yağlı Dudak Balmı', 75],
    ['hand-sanitizer', 'Hand Sanitizer Gel 250 ml', 'جل معقم لليدين 250 مل', 'El Dezenfektan Jeli 250 ml', 60],
  ]),
  ...group('hair-care', 'pc', [
    ['anti-dandruff-shampoo', 'Anti-dandruff Shampoo 400 ml', 'شامبو ضد القشرة 400 مل', 'Kepek Önleyici Şampuan 400 ml', 160],
    ['argan-hair-oil', 'Argan Hair Oil 100 ml', 'زيت الأرجان للشعر 100 مل', 'Argan Saç Yağı 100 ml', 210],
    ['repair-conditioner', 'Repair Conditioner 360 ml', 'بلسم مرمم 360 مل', 'Onarıcı Saç Kremi 360 ml', 140],
    ['hair-mask', 'Nourishing Hair Mask 300 ml', 'ماسك مغذي للشعر 300 مل', 'Besleyici Saç Maskesi 300 ml', 180],
  ]),
  ...group('oral-care', 'pc', [
    ['whitening-toothpaste', 'Whitening Toothpaste 100 ml', 'معجون أسنان مبيض 100 مل', 'Beyazlatıcı Diş Macunu 100 ml', 65],
    ['soft-toothbrush-2', 'Soft Toothbrush, 2-pack', 'فرشاة أسنان ناعمة، عبوة 2', 'Yumuşak Diş Fırçası, 2\'li', 55, '', 'pack'],
    ['antiseptic-mouthwash', 'Antiseptic Mouthwash 500 ml', 'غسول فم مطهر 500 مل', 'Antiseptik Ağız Gargarası 500 ml', 120],
  ]),
  ...group('diapers-wipes', 'pack', [
    ['diapers-size-4', 'Baby Diapers Size 4, 46 pcs', 'حفاضات أطفال مقاس 4، 46 قطعة', 'Bebek Bezi 4 Numara, 46\'lı', 420],
    ['diapers-size-3', 'Baby Diapers Size 3, 52 pcs', 'حفاضات أطفال مقاس 3، 52 قطعة', 'Bebek Bezi 3 Numara, 52\'li', 410],
    ['baby-wipes-3', 'Baby Wipes, 3 × 64', 'مناديل مبللة للأطفال 3 × 64', 'Bebek Islak Mendili 3 × 64', 150],
    ['diaper-rash-cream', 'Diaper Rash Cream 100 g', 'كريم التسلخات 100 جم', 'Pişik Kremi 100 g', 95, '', 'pc'],
  ]),
  ...group('baby-food', 'box', [
    ['infant-formula-1', 'Infant Formula Stage 1, 400 g', 'حليب أطفال مرحلة 1، 400 جم', 'Bebek Sütü 1. Aşama, 400 g', 330, 'max5'],
    ['baby-rice-cereal', 'Baby Rice Cereal 200 g', 'حبوب أرز للأطفال 200 جم', 'Bebek Pirinç Maması 200 g', 110],
    ['apple-pear-puree', 'Apple & Pear Puree, 4 pouches', 'بيوريه تفاح وكمثرى، 4 عبوات', 'Elma ve Armut Püresi, 4\'lü', 140, '', 'pack'],
  ]),
  ...group('multivitamins', 'box', [
    ['adult-multivitamin', 'Adult Multivitamin, 30 tablets', 'فيتامينات متعددة للكبار، 30 قرص', 'Yetişkin Multivitamin, 30 Tablet', 240],
    ['kids-multivitamin-syrup', 'Kids Multivitamin Syrup 120 ml', 'شراب فيتامينات للأطفال 120 مل', 'Çocuk Multivitamin Şurubu 120 ml', 130, '', 'pc'],
    ['omega-3', 'Omega-3 Fish Oil, 60 softgels', 'أوميجا 3 زيت سمك، 60 كبسولة', 'Omega-3 Balık Yağı, 60 Kapsül', 350],
    ['iron-folic', 'Iron & Folic Acid, 30 capsules', 'حديد وحمض الفوليك، 30 كبسولة', 'Demir ve Folik Asit, 30 Kapsül', 95],
    ['calcium-d3', 'Calcium + Vitamin D3, 30 tablets', 'كالسيوم + فيتامين د3، 30 قرص', 'Kalsiyum + D3 Vitamini, 30 Tablet', 120],
  ]),
  ...group('immunity', 'box', [
    ['vitamin-c-1000', 'Vitamin C 1000 mg Effervescent, 10', 'فيتامين سي 1000 مجم فوار، 10 أقراص', 'Vitamin C 1000 mg Efervesan, 10\'lu', 70, '', 'pc'],
    ['vitamin-d3-drops', 'Vitamin D3 Drops 15 ml', 'نقط فيتامين د3 15 مل', 'D3 Vitamini Damla 15 ml', 85, '', 'pc'],
    ['zinc-50', 'Zinc 50 mg, 30 tablets', 'زنك 50 مجم، 30 قرص', 'Çinko 50 mg, 30 Tablet', 75],
    ['black-seed-oil', 'Black Seed Oil Capsules, 60', 'كبسولات زيت حبة البركة، 60', 'Çörek Otu Yağı Kapsülü, 60\'lı', 140],
  ]),
];
