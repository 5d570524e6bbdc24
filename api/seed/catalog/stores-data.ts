// The demo stores. Ids matter: other code and tests rely on
//   store 1 = open grocery in Cairo (minimum order 50), store 2 = open food store in Cairo,
//   stores 13 and 19 = temporarily closed (active 0), store 18 = active but no schedule (closed),
//   store 10 = food store with a high minimum order (400),
//   stores 18 and 26 = no ratings yet, stores 5, 12, 17 = running store-wide discount.
import type { Names } from '../rows.ts';

export type Stars = readonly [five: number, four: number, three: number, two: number, one: number];

export interface StoreDef {
  id: number;
  module: 1 | 2 | 3 | 4;
  zone: 5 | 6;
  names: Names;
  address: Names;
  lat: string;
  lng: string;
  phone: string;
  minimumOrder: number;
  deliveryTime: string;
  rating: Stars;
  /** Lifetime orders (order_count and total_order). */
  orders: number;
  created: string;
  /** Category slugs (top level or child) the store's items come from. */
  sells: readonly string[];
  /** Product keys the store lists first, in this order (store 1's items 1 and 2). */
  pinned?: readonly string[];
  itemCount?: number;
  featured?: boolean;
  freeDelivery?: boolean;
  active?: 0 | 1;
  /** No store_schedule rows: closed all week although active. */
  noSchedule?: boolean;
  veg?: 0 | 1;
  nonVeg?: 0 | 1;
  announcement?: string;
}

export const STORES: readonly StoreDef[] = [
  {
    id: 1, module: 1, zone: 5, lat: '30.0609237', lng: '31.2197413', phone: '+20227351101',
    names: ['Fresh Basket Market', 'سوق السلة الطازجة', 'Taze Sepet Market'],
    address: ['14 Brazil Street, Zamalek, Cairo', '14 شارع البرازيل، الزمالك، القاهرة', '14 Brezilya Caddesi, Zamalek, Kahire'],
    minimumOrder: 50, deliveryTime: '30-45 min', rating: [182, 64, 18, 6, 4], orders: 1240, created: '2025-01-12 10:15',
    sells: ['fruits-vegetables', 'dairy-eggs', 'bakery', 'pantry', 'beverages'], pinned: ['hass-avocado', 'tomatoes'],
    itemCount: 14, featured: true, announcement: 'Fresh mangoes from Ismailia arrive every Thursday morning.',
  },
  {
    id: 2, module: 2, zone: 5, lat: '30.0478112', lng: '31.2380904', phone: '+20223924402',
    names: ['Tahrir Koshary House', 'بيت كشري التحرير', 'Tahrir Koşari Evi'],
    address: ['8 Talaat Harb Street, Downtown, Cairo', '8 شارع طلعت حرب، وسط البلد، القاهرة', '8 Talaat Harb Caddesi, Şehir Merkezi, Kahire'],
    minimumOrder: 40, deliveryTime: '20-30 min', rating: [410, 121, 33, 9, 7], orders: 3120, created: '2025-01-20 12:00',
    sells: ['egyptian-classics', 'oriental-sweets'], pinned: ['koshary-classic', 'koshary-large-box', 'hawawshi-classic'],
    itemCount: 14, featured: true,
  },
  {
    id: 3, module: 1, zone: 5, lat: '29.9602110', lng: '31.2569302', phone: '+20225251303',
    names: ['Nile Greens Grocery', 'خضار النيل', 'Nil Yeşillik Manavı'],
    address: ['22 Road 9, Maadi, Cairo', '22 شارع 9، المعادي، القاهرة', '9. Yol No: 22, Maadi, Kahire'],
    minimumOrder: 0, deliveryTime: '25-40 min', rating: [96, 40, 12, 3, 2], orders: 640, created: '2025-02-03 09:40',
    sells: ['fruits-vegetables', 'dairy-eggs', 'beverages'], freeDelivery: true,
  },
  {
    id: 4, module: 1, zone: 5, lat: '30.0911543', lng: '31.3225120', phone: '+20226901404',
    names: ['Baladi Bakery & Dairy', 'مخبز وألبان بلدي', 'Baladi Fırın ve Süt Ürünleri'],
    address: ['5 El Merghany Street, Heliopolis, Cairo', '5 شارع الميرغني، مصر الجديدة، القاهرة', '5 El Merghany Caddesi, Heliopolis, Kahire'],
    minimumOrder: 30, deliveryTime: '20-35 min', rating: [58, 30, 9, 4, 1], orders: 470, created: '2025-02-18 07:30',
    sells: ['bakery', 'dairy-eggs'],
  },
  {
    id: 5, module: 2, zone: 5, lat: '30.0651870', lng: '31.2221045', phone: '+20227361505',
    names: ['Zamalek Grill & Kebab', 'مشويات وكباب الزمالك', 'Zamalek Izgara ve Kebap'],
    address: ['32 26th of July Street, Zamalek, Cairo', '32 شارع 26 يوليو، الزمالك، القاهرة', '32 26 Temmuz Caddesi, Zamalek, Kahire'],
    minimumOrder: 100, deliveryTime: '35-50 min', rating: [220, 98, 30, 12, 8], orders: 1890, created: '2025-03-02 13:20',
    sells: ['grills-sandwiches', 'home-cooking'], featured: true,
  },
  {
    id: 6, module: 2, zone: 5, lat: '30.0383260', lng: '31.2123080', phone: '+20233361606',
    names: ['Falafel Corner', 'ركن الفلافل', 'Falafel Köşesi'],
    address: ['11 Mossadak Street, Dokki, Giza', '11 شارع مصدق، الدقي، الجيزة', '11 Mossadak Caddesi, Dokki, Giza'],
    minimumOrder: 25, deliveryTime: '15-25 min', rating: [140, 52, 20, 5, 3], orders: 2210, created: '2025-03-15 06:45',
    sells: ['ful-falafel', 'feteer-hawawshi'], veg: 1, nonVeg: 0,
  },
  {
    id: 7, module: 3, zone: 5, lat: '30.0490330', lng: '31.2406710', phone: '+20223931707',
    names: ['Cairo Care Pharmacy', 'صيدلية كايرو كير', 'Cairo Care Eczanesi'],
    address: ['3 Qasr El Nil Street, Downtown, Cairo', '3 شارع قصر النيل، وسط البلد، القاهرة', '3 Kasr El Nil Caddesi, Şehir Merkezi, Kahire'],
    minimumOrder: 0, deliveryTime: '20-30 min', rating: [88, 22, 6, 2, 1], orders: 930, created: '2025-03-28 11:00',
    sells: ['medicines', 'personal-care', 'baby-care', 'vitamins'], featured: true,
  },
  {
    id: 8, module: 4, zone: 5, lat: '30.0561290', lng: '31.3301270', phone: '+20222721808',
    names: ['TechHub Electronics', 'تك هب للإلكترونيات', 'TechHub Elektronik'],
    address: ['45 Abbas El Akkad Street, Nasr City, Cairo', '45 شارع عباس العقاد، مدينة نصر، القاهرة', '45 Abbas El Akkad Caddesi, Nasr City, Kahire'],
    minimumOrder: 0, deliveryTime: '2-4 hours', rating: [75, 41, 15, 7, 5], orders: 560, created: '2025-04-09 10:30',
    sells: ['electronics'], featured: true,
  },
  {
    id: 9, module: 1, zone: 6, lat: '31.2364210', lng: '29.9486120', phone: '+2035461909',
    names: ['Corniche Fresh Mart', 'كورنيش فريش ماركت', 'Korniş Taze Market'],
    address: ['120 El Geish Road, Stanley, Alexandria', '120 طريق الجيش، ستانلي، الإسكندرية', '120 El Geish Yolu, Stanley, İskenderiye'],
    minimumOrder: 60, deliveryTime: '30-45 min', rating: [64, 33, 10, 2, 2], orders: 520, created: '2025-04-22 09:10',
    sells: ['fruits-vegetables', 'dairy-eggs', 'pantry', 'beverages'],
  },
  {
    id: 10, module: 2, zone: 5, lat: '29.9600510', lng: '31.2780330', phone: '+20225211010',
    names: ['Pasta Fresca', 'باستا فريسكا', 'Pasta Fresca'],
    address: ['15 Road 233, Degla, Maadi, Cairo', '15 شارع 233، دجلة، المعادي، القاهرة', '233. Yol No: 15, Degla, Maadi, Kahire'],
    minimumOrder: 400, deliveryTime: '40-55 min', rating: [52, 27, 11, 4, 2], orders: 380, created: '2025-05-06 18:00',
    sells: ['pizza-pasta', 'cakes-ice-cream'],
  },
  {
    id: 11, module: 3, zone: 5, lat: '30.0897110', lng: '31.3219870', phone: '+20224171111',
    names: ['Heliopolis Health Pharmacy', 'صيدلية هليوبوليس الصحية', 'Heliopolis Sağlık Eczanesi'],
    address: ['40 Baghdad Street, Korba, Heliopolis, Cairo', '40 شارع بغداد، الكوربة، مصر الجديدة، القاهرة', '40 Bağdat Caddesi, Korba, Heliopolis, Kahire'],
    minimumOrder: 0, deliveryTime: '25-35 min', rating: [45, 19, 5, 1, 1], orders: 410, created: '2025-05-19 08:25',
    sells: ['medicines', 'personal-care', 'vitamins'],
  },
  {
    id: 12, module: 4, zone: 5, lat: '30.0589140', lng: '31.2168050', phone: '+20227351212',
    names: ['Nile Fashion House', 'دار النيل للأزياء', 'Nil Moda Evi'],
    address: ['9 Shagaret El Dor Street, Zamalek, Cairo', '9 شارع شجرة الدر، الزمالك، القاهرة', '9 Şecerü\'d-Dür Caddesi, Zamalek, Kahire'],
    minimumOrder: 150, deliveryTime: '1-2 hours', rating: [39, 25, 9, 3, 2], orders: 290, created: '2025-06-01 14:40',
    sells: ['fashion'], freeDelivery: true,
  },
  {
    id: 13, module: 1, zone: 5, lat: '30.0360180', lng: '31.2310450', phone: '+20227941313',
    names: ['Garden City Organics', 'جاردن سيتي العضوية', 'Garden City Organik'],
    address: ['7 Ahmed Pasha Street, Garden City, Cairo', '7 شارع أحمد باشا، جاردن سيتي، القاهرة', '7 Ahmed Paşa Caddesi, Garden City, Kahire'],
    minimumOrder: 120, deliveryTime: '45-60 min', rating: [21, 9, 4, 1, 0], orders: 130, created: '2025-06-14 10:05',
    sells: ['fruits-vegetables', 'dairy-eggs', 'pantry'], itemCount: 8, active: 0,
  },
  {
    id: 14, module: 2, zone: 6, lat: '31.2560420', lng: '29.9790260', phone: '+2035501414',
    names: ['Mandara Seafood', 'مأكولات المندرة البحرية', 'Mandara Deniz Ürünleri'],
    address: ['210 El Geish Road, Miami, Alexandria', '210 طريق الجيش، ميامي، الإسكندرية', '210 El Geish Yolu, Miami, İskenderiye'],
    minimumOrder: 150, deliveryTime: '40-60 min', rating: [130, 61, 22, 8, 6], orders: 870, created: '2025-06-30 19:30',
    sells: ['seafood'], featured: true, veg: 0, nonVeg: 1,
  },
  {
    id: 15, module: 3, zone: 6, lat: '31.1985260', lng: '29.9035110', phone: '+2034861515',
    names: ['Alex Med Pharmacy', 'صيدلية أليكس ميد', 'Alex Med Eczanesi'],
    address: ['33 Fouad Street, Downtown, Alexandria', '33 شارع فؤاد، محطة الرمل، الإسكندرية', '33 Fuad Caddesi, Merkez, İskenderiye'],
    minimumOrder: 0, deliveryTime: '25-40 min', rating: [33, 12, 4, 2, 1], orders: 300, created: '2025-07-12 09:00',
    sells: ['medicines', 'personal-care', 'baby-care'],
  },
  {
    id: 16, module: 4, zone: 5, lat: '30.0528870', lng: '31.2003160', phone: '+20233051616',
    names: ['HomeStyle Living', 'هوم ستايل ليفينج', 'HomeStyle Yaşam'],
    address: ['18 Syria Street, Mohandessin, Giza', '18 شارع سوريا، المهندسين، الجيزة', '18 Suriye Caddesi, Mohandessin, Giza'],
    minimumOrder: 0, deliveryTime: '1-3 days', rating: [28, 17, 8, 2, 3], orders: 210, created: '2025-07-27 12:15',
    sells: ['home-kitchen'],
  },
  {
    id: 17, module: 1, zone: 5, lat: '30.0590350', lng: '31.3402290', phone: '+20222741717',
    names: ['Daily Needs Supermarket', 'سوبر ماركت الاحتياجات اليومية', 'Günlük İhtiyaç Süpermarketi'],
    address: ['60 Makram Ebeid Street, Nasr City, Cairo', '60 شارع مكرم عبيد، مدينة نصر، القاهرة', '60 Makram Ebeid Caddesi, Nasr City, Kahire'],
    minimumOrder: 75, deliveryTime: '30-40 min', rating: [77, 48, 21, 9, 6], orders: 990, created: '2025-08-10 08:00',
    sells: ['fruits-vegetables', 'dairy-eggs', 'bakery', 'pantry', 'beverages'],
  },
  {
    id: 18, module: 2, zone: 5, lat: '30.0869480', lng: '31.3306060', phone: '+20224181818',
    names: ['Sweet Nile Desserts', 'حلويات النيل', 'Tatlı Nil Tatlıcısı'],
    address: ['21 El Ahram Street, Heliopolis, Cairo', '21 شارع الأهرام، مصر الجديدة، القاهرة', '21 El Ahram Caddesi, Heliopolis, Kahire'],
    minimumOrder: 50, deliveryTime: '30-40 min', rating: [0, 0, 0, 0, 0], orders: 0, created: '2025-08-25 16:30',
    sells: ['desserts'], itemCount: 8, noSchedule: true, veg: 1, nonVeg: 0,
  },
  {
    id: 19, module: 3, zone: 5, lat: '29.9617340', lng: '31.2499820', phone: '+20225191919',
    names: ['Maadi Wellness Pharmacy', 'صيدلية المعادي للعافية', 'Maadi Sağlıklı Yaşam Eczanesi'],
    address: ['81 Road 9, Maadi, Cairo', '81 شارع 9، المعادي، القاهرة', '9. Yol No: 81, Maadi, Kahire'],
    minimumOrder: 0, deliveryTime: '30-45 min', rating: [12, 6, 2, 1, 1], orders: 95, created: '2025-09-08 10:45',
    sells: ['medicines', 'vitamins', 'baby-care'], itemCount: 8, active: 0,
  },
  {
    id: 20, module: 4, zone: 6, lat: '31.2273190', lng: '29.9559280', phone: '+2035422020',
    names: ['Gadget Galaxy', 'جادجيت جالاكسي', 'Gadget Galaxy'],
    address: ['14 Syria Street, Roushdy, Alexandria', '14 شارع سوريا، رشدي، الإسكندرية', '14 Suriye Caddesi, Roushdy, İskenderiye'],
    minimumOrder: 0, deliveryTime: '3-5 hours', rating: [41, 20, 7, 3, 2], orders: 260, created: '2025-09-20 11:30',
    sells: ['electronics'],
  },
  {
    id: 21, module: 1, zone: 6, lat: '31.2186330', lng: '29.9424410', phone: '+2035232121',
    names: ['Sidi Gaber Grocers', 'بقالة سيدي جابر', 'Sidi Gaber Bakkaliyesi'],
    address: ['9 Abou Qir Street, Sidi Gaber, Alexandria', '9 شارع أبو قير، سيدي جابر، الإسكندرية', '9 Ebu Kir Caddesi, Sidi Gaber, İskenderiye'],
    minimumOrder: 40, deliveryTime: '25-40 min', rating: [50, 22, 8, 3, 1], orders: 340, created: '2025-10-02 07:50',
    sells: ['fruits-vegetables', 'bakery', 'pantry', 'beverages'],
  },
  {
    id: 22, module: 2, zone: 5, lat: '30.0566120', lng: '31.2006350', phone: '+20233452222',
    names: ['Pizza Piazza', 'بيتزا بياتسا', 'Pizza Piazza'],
    address: ['35 Gameat El Dewal El Arabeya Street, Mohandessin, Giza', '35 شارع جامعة الدول العربية، المهندسين، الجيزة', '35 Arap Birliği Caddesi, Mohandessin, Giza'],
    minimumOrder: 80, deliveryTime: '30-45 min', rating: [160, 80, 25, 10, 9], orders: 1530, created: '2025-10-18 20:10',
    sells: ['pizza-pasta'],
  },
  {
    id: 23, module: 3, zone: 5, lat: '30.0385440', lng: '31.2090370', phone: '+20233372323',
    names: ['Dokki 24h Pharmacy', 'صيدلية الدقي 24 ساعة', 'Dokki 24 Saat Eczanesi'],
    address: ['70 Tahrir Street, Dokki, Giza', '70 شارع التحرير، الدقي، الجيزة', '70 Tahrir Caddesi, Dokki, Giza'],
    minimumOrder: 0, deliveryTime: '15-30 min', rating: [70, 15, 4, 2, 2], orders: 780, created: '2025-11-03 00:30',
    sells: ['medicines', 'personal-care', 'baby-care', 'vitamins'],
  },
  {
    id: 24, module: 4, zone: 5, lat: '30.0963120', lng: '31.3161970', phone: '+20226382424',
    names: ['Kids & Toys Bazaar', 'بازار الأطفال والألعاب', 'Çocuk ve Oyuncak Pazarı'],
    address: ['12 El Thawra Street, Heliopolis, Cairo', '12 شارع الثورة، مصر الجديدة، القاهرة', '12 El Sevra Caddesi, Heliopolis, Kahire'],
    minimumOrder: 100, deliveryTime: '1-2 days', rating: [22, 14, 5, 1, 1], orders: 150, created: '2025-11-21 15:00',
    sells: ['toys-kids'],
  },
  {
    id: 25, module: 2, zone: 5, lat: '30.0596410', lng: '31.3368930', phone: '+20222752525',
    names: ['Shawarma Station', 'محطة الشاورما', 'Şavurma İstasyonu'],
    address: ['88 Abbas El Akkad Street, Nasr City, Cairo', '88 شارع عباس العقاد، مدينة نصر، القاهرة', '88 Abbas El Akkad Caddesi, Nasr City, Kahire'],
    minimumOrder: 60, deliveryTime: '25-35 min', rating: [300, 140, 45, 20, 15], orders: 2780, created: '2025-12-09 21:00',
    sells: ['shawarma', 'burgers'],
  },
  {
    id: 26, module: 4, zone: 5, lat: '30.0718460', lng: '31.2452310', phone: '+20224302626',
    names: ['Cairo Mega Store', 'كايرو ميجا ستور', 'Kahire Mega Mağaza'],
    address: ['1 Corniche El Nil, Rod El Farag, Cairo', '1 كورنيش النيل، روض الفرج، القاهرة', '1 Nil Korniş Yolu, Rod El Farag, Kahire'],
    minimumOrder: 0, deliveryTime: '1-3 days', rating: [0, 0, 0, 0, 0], orders: 12, created: '2026-01-15 09:00',
    sells: ['electronics', 'home-kitchen', 'fashion'],
  },
];
