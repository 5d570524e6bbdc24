// Shop products (module 4): electronics, fashion, home, toys. Fictional brands. Prices in EGP;
// several are above 3000 so a contract test can hit the Cairo COD cap of module 4.
import { group, type ProductDef } from './types.ts';

export const ECOMMERCE: readonly ProductDef[] = [
  ...group('mobile-phones', 'pc', [
    ['nova-a5', 'Nova A5 Smartphone, 128 GB', 'هاتف نوفا A5، 128 جيجا', 'Nova A5 Akıllı Telefon, 128 GB', 8499, 'max5'],
    ['nova-x9-pro', 'Nova X9 Pro 5G, 256 GB', 'نوفا X9 برو 5G، 256 جيجا', 'Nova X9 Pro 5G, 256 GB', 24999, 'max5'],
    ['orion-s3', 'Orion S3 Smartphone, 256 GB', 'هاتف أوريون S3، 256 جيجا', 'Orion S3 Akıllı Telefon, 256 GB', 15999],
    ['orion-lite', 'Orion Lite, 64 GB', 'أوريون لايت، 64 جيجا', 'Orion Lite, 64 GB', 5299],
    ['pulse-flip', 'Pulse Flip 5G, 256 GB', 'بالس فليب 5G، 256 جيجا', 'Pulse Flip 5G, 256 GB', 22999],
  ]),
  ...group('laptops', 'pc', [
    ['zephyrbook-14', 'ZephyrBook 14 Laptop, Core i5, 16 GB', 'لابتوب زفير بوك 14، كور i5، 16 جيجا', 'ZephyrBook 14 Dizüstü, Core i5, 16 GB', 23999],
    ['zephyrbook-air', 'ZephyrBook Air 13, 8 GB', 'زفير بوك إير 13، 8 جيجا', 'ZephyrBook Air 13, 8 GB', 18999],
    ['nova-tab-10', 'Nova Tab 10.1" Tablet, 64 GB', 'تابلت نوفا تاب 10.1 بوصة، 64 جيجا', 'Nova Tab 10.1" Tablet, 64 GB', 7499],
    ['kids-tablet-8', 'Kids Tablet 8" with Case', 'تابلت أطفال 8 بوصة مع جراب', 'Kılıflı Çocuk Tableti 8"', 3299],
  ]),
  ...group('audio', 'pc', [
    ['wireless-earbuds', 'True Wireless Earbuds', 'سماعات أذن لاسلكية', 'Kablosuz Kulak İçi Kulaklık', 1299],
    ['anc-headphones', 'Noise-cancelling Headphones', 'سماعات رأس عازلة للضوضاء', 'Gürültü Önleyici Kulaklık', 4599],
    ['bluetooth-speaker', 'Portable Bluetooth Speaker', 'سماعة بلوتوث محمولة', 'Taşınabilir Bluetooth Hoparlör', 1899],
    ['soundbar-2-1', '2.1 Soundbar with Subwoofer', 'ساوند بار 2.1 مع صب ووفر', 'Subwooferlı 2.1 Soundbar', 6999],
    ['wired-earphones', 'Wired Earphones with Mic', 'سماعات سلكية بميكروفون', 'Mikrofonlu Kablolu Kulaklık', 249],
  ]),
  ...group('chargers-cables', 'pc', [
    ['gan-charger-65w', '65 W GaN Fast Charger', 'شاحن سريع GaN بقوة 65 وات', '65 W GaN Hızlı Şarj Cihazı', 1150],
    ['usb-c-cable-2m', 'USB-C to USB-C Cable, 2 m', 'كابل USB-C إلى USB-C، 2 متر', 'USB-C - USB-C Kablo, 2 m', 299],
    ['power-bank-20000', 'Power Bank 20000 mAh', 'باور بانك 20000 مللي أمبير', 'Taşınabilir Şarj Cihazı 20000 mAh', 1450],
    ['dual-car-charger', 'Dual USB Car Charger', 'شاحن سيارة بمنفذين USB', 'Çift USB\'li Araç Şarj Cihazı', 350],
  ]),
  ...group('phone-cases', 'pc', [
    ['clear-case', 'Clear Shockproof Phone Case', 'جراب شفاف ضد الصدمات', 'Şeffaf Darbe Emici Kılıf', 199],
    ['glass-protector-2', 'Tempered Glass Screen Protector, 2-pack', 'اسكرينة زجاج مقوى، عبوة 2', 'Temperli Cam Ekran Koruyucu, 2\'li', 249, '', 'pack'],
    ['leather-wallet-case', 'Leather Wallet Case', 'جراب جلد محفظة', 'Deri Cüzdan Kılıf', 450],
  ]),
  ...group('men-clothing', 'pc', [
    ['cotton-polo', 'Egyptian Cotton Polo Shirt', 'قميص بولو قطن مصري', 'Mısır Pamuğu Polo Tişört', 650, 'apparel'],
    ['linen-shirt', 'Linen Summer Shirt', 'قميص كتان صيفي', 'Keten Yazlık Gömlek', 890, 'apparel'],
    ['slim-jeans', 'Slim Fit Jeans', 'بنطلون جينز سليم فيت', 'Dar Kesim Kot Pantolon', 1150, 'apparel'],
    ['cotton-galabeya', 'Men\'s Cotton Galabeya', 'جلابية رجالي قطن', 'Erkek Pamuklu Galabiye', 750],
    ['fleece-hoodie', 'Fleece Hoodie', 'هودي صوف', 'Polar Kapüşonlu Sweatshirt', 990],
  ]),
  ...group('dresses', 'pc', [
    ['floral-maxi-dress', 'Floral Maxi Dress', 'فستان ماكسي مشجر', 'Çiçekli Maksi Elbise', 1350, 'apparel'],
    ['satin-evening-dress', 'Satin Evening Dress', 'فستان سهرة ستان', 'Saten Abiye Elbise', 2899],
    ['cotton-summer-dress', 'Cotton Summer Dress', 'فستان صيفي قطن', 'Pamuklu Yazlık Elbise', 850],
  ]),
  ...group('abayas-modest', 'pc', [
    ['black-abaya', 'Classic Black Abaya', 'عباية سوداء كلاسيك', 'Klasik Siyah Abaya', 1250],
    ['chiffon-hijab', 'Chiffon Hijab Scarf', 'طرحة شيفون', 'Şifon Eşarp', 220],
  ]),
  ...group('shoes', 'pc', [
    ['running-shoes', 'Running Shoes', 'حذاء جري', 'Koşu Ayakkabısı', 1990, 'apparel'],
    ['leather-loafers', 'Leather Loafers', 'حذاء لوفر جلد', 'Deri Loafer Ayakkabı', 1750],
    ['leather-sandals', 'Leather Sandals', 'صندل جلد', 'Deri Sandalet', 650],
    ['kids-light-sneakers', 'Kids Light-up Sneakers', 'كوتشي أطفال مضيء', 'Işıklı Çocuk Spor Ayakkabı', 790],
  ]),
  ...group('cookware', 'pc', [
    ['granite-cookware-7', 'Granite Cookware Set, 7 pcs', 'طقم حلل جرانيت 7 قطع', 'Granit Tencere Seti, 7 Parça', 3499, '', 'box'],
    ['nonstick-pan-28', 'Non-stick Frying Pan 28 cm', 'طاسة غير لاصقة 28 سم', 'Yapışmaz Tava 28 cm', 650],
    ['pressure-cooker-7l', 'Pressure Cooker 7 L', 'حلة ضغط 7 لتر', 'Düdüklü Tencere 7 L', 1850],
    ['knife-set-5', 'Kitchen Knife Set, 5 pcs', 'طقم سكاكين مطبخ 5 قطع', 'Mutfak Bıçağı Seti, 5 Parça', 890, '', 'box'],
    ['coffee-pot', 'Turkish Coffee Pot (Kanaka)', 'كنكة قهوة', 'Cezve', 180],
  ]),
  ...group('small-appliances', 'pc', [
    ['air-fryer-5l', 'Air Fryer 5.5 L', 'قلاية هوائية 5.5 لتر', 'Airfryer 5,5 L', 4299, 'max5'],
    ['blender-600w', 'Blender 1.5 L, 600 W', 'خلاط 1.5 لتر، 600 وات', 'Blender 1,5 L, 600 W', 1899],
    ['electric-kettle', 'Electric Kettle 1.7 L', 'غلاية كهربائية 1.7 لتر', 'Elektrikli Su Isıtıcı 1,7 L', 950],
    ['steam-iron', 'Steam Iron 2200 W', 'مكواة بخار 2200 وات', 'Buharlı Ütü 2200 W', 1350],
    ['espresso-machine', 'Espresso Machine', 'ماكينة إسبريسو', 'Espresso Makinesi', 8999],
  ]),
  ...group('home-decor', 'pc', [
    ['cushion-covers-4', 'Cushion Covers, Set of 4', 'أكياس خداديات، طقم 4', 'Yastık Kılıfı, 4\'lü Set', 450, '', 'pack'],
    ['wooden-wall-clock', 'Wooden Wall Clock', 'ساعة حائط خشب', 'Ahşap Duvar Saati', 550],
    ['scented-candles-3', 'Scented Candles, 3 pcs', 'شموع معطرة 3 قطع', 'Kokulu Mum, 3\'lü', 320, '', 'pack'],
    ['brass-lantern', 'Brass Ramadan Lantern', 'فانوس رمضان نحاس', 'Pirinç Ramazan Feneri', 750],
  ]),
  ...group('educational-toys', 'pc', [
    ['building-blocks-500', 'Building Blocks, 500 pcs', 'مكعبات تركيب 500 قطعة', 'Yapı Blokları, 500 Parça', 890, '', 'box'],
    ['stem-robot-kit', 'STEM Robot Kit', 'مجموعة روبوت تعليمية', 'STEM Robot Seti', 1650, '', 'box'],
    ['arabic-alphabet-puzzle', 'Arabic Alphabet Wooden Puzzle', 'بازل خشب الحروف العربية', 'Ahşap Arap Alfabesi Yapbozu', 240],
    ['science-kit', 'Kids Science Experiment Kit', 'مجموعة تجارب علمية للأطفال', 'Çocuk Bilim Deney Seti', 690, '', 'box'],
    ['magnetic-drawing-board', 'Magnetic Drawing Board', 'سبورة رسم مغناطيسية', 'Manyetik Çizim Tahtası', 260],
  ]),
  ...group('outdoor-play', 'pc', [
    ['kids-bicycle-16', 'Kids Bicycle 16"', 'عجلة أطفال 16 بوصة', 'Çocuk Bisikleti 16"', 3900],
    ['kick-scooter', 'Three-wheel Kick Scooter', 'سكوتر بثلاث عجلات', 'Üç Tekerlekli Scooter', 1250],
    ['football-5', 'Size 5 Football', 'كرة قدم مقاس 5', '5 Numara Futbol Topu', 450],
    ['bubble-machine', 'Bubble Machine', 'ماكينة فقاعات', 'Köpük Makinesi', 380],
  ]),
  ...group('board-games', 'pc', [
    ['wooden-chess', 'Wooden Chess Set', 'طقم شطرنج خشب', 'Ahşap Satranç Takımı', 550, '', 'box'],
    ['nile-puzzle-1000', '1000-piece Jigsaw Puzzle, Nile View', 'بازل 1000 قطعة، منظر النيل', '1000 Parça Yapboz, Nil Manzarası', 420, '', 'box'],
    ['family-trivia', 'Family Trivia Board Game', 'لعبة أسئلة عائلية', 'Aile Bilgi Yarışması Kutu Oyunu', 480, '', 'box'],
    ['dominoes', 'Dominoes Set', 'طقم دومينو', 'Domino Takımı', 180, '', 'box'],
  ]),
];
