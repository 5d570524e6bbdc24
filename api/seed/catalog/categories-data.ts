// The category tree per module. Ids are assigned breadth-first by ./categories.ts:
// top levels 1-18 (module 1: 1-5, module 2: 6-10, module 3: 11-14, module 4: 15-18), then their
// children, then the grandchildren. Items always sit in a leaf (the deepest category).
import type { Names } from '../rows.ts';

export interface CategoryDef {
  slug: string;
  names: Names;
  /** Picture colour; children inherit their top level's hue. */
  hue?: number;
  featured?: boolean;
  priority?: number;
  children?: readonly CategoryDef[];
}

const leaf = (slug: string, en: string, ar: string, tr: string): CategoryDef => ({ slug, names: [en, ar, tr] });

export const CATEGORY_TREE: Record<1 | 2 | 3 | 4, readonly CategoryDef[]> = {
  1: [
    {
      slug: 'fruits-vegetables',
      names: ['Fruits & Vegetables', 'فواكه وخضروات', 'Meyve ve Sebze'],
      hue: 100,
      featured: true,
      priority: 3,
      children: [
        leaf('fresh-fruits', 'Fresh Fruits', 'فواكه طازجة', 'Taze Meyveler'),
        leaf('fresh-vegetables', 'Fresh Vegetables', 'خضروات طازجة', 'Taze Sebzeler'),
        leaf('herbs-greens', 'Herbs & Leafy Greens', 'أعشاب وورقيات', 'Otlar ve Yeşillikler'),
      ],
    },
    {
      slug: 'dairy-eggs',
      names: ['Dairy & Eggs', 'ألبان وبيض', 'Süt Ürünleri ve Yumurta'],
      hue: 48,
      featured: true,
      priority: 2,
      children: [
        leaf('milk-laban', 'Milk & Laban', 'حليب ولبن', 'Süt ve Ayran'),
        leaf('cheese', 'Cheese', 'أجبان', 'Peynirler'),
        leaf('eggs', 'Eggs', 'بيض', 'Yumurta'),
        leaf('yogurt', 'Yogurt & Desserts', 'زبادي وحلويات ألبان', 'Yoğurt ve Sütlü Tatlılar'),
      ],
    },
    {
      slug: 'bakery',
      names: ['Bakery', 'مخبوزات', 'Fırın'],
      hue: 32,
      priority: 2,
      children: [
        leaf('bread', 'Bread', 'خبز', 'Ekmek'),
        leaf('pastries-cakes', 'Pastries & Cakes', 'معجنات وكيك', 'Hamur İşleri ve Kekler'),
      ],
    },
    {
      slug: 'pantry',
      names: ['Pantry Staples', 'مستلزمات المطبخ', 'Temel Gıdalar'],
      hue: 20,
      priority: 1,
      children: [
        leaf('rice-grains', 'Rice, Lentils & Grains', 'أرز وعدس وحبوب', 'Pirinç, Mercimek ve Tahıllar'),
        leaf('pasta-noodles', 'Pasta & Noodles', 'مكرونة ونودلز', 'Makarna ve Erişte'),
        leaf('oils-ghee', 'Oils & Ghee', 'زيوت وسمن', 'Yağlar ve Tereyağı'),
        leaf('spices-sauces', 'Spices & Sauces', 'توابل وصلصات', 'Baharatlar ve Soslar'),
      ],
    },
    {
      slug: 'beverages',
      names: ['Beverages', 'مشروبات', 'İçecekler'],
      hue: 200,
      priority: 1,
      children: [
        leaf('water-juices', 'Water & Juices', 'مياه وعصائر', 'Su ve Meyve Suları'),
        leaf('tea-coffee', 'Tea & Coffee', 'شاي وقهوة', 'Çay ve Kahve'),
        leaf('soft-drinks', 'Soft Drinks', 'مشروبات غازية', 'Gazlı İçecekler'),
      ],
    },
  ],
  2: [
    {
      slug: 'egyptian-classics',
      names: ['Egyptian Classics', 'أكلات مصرية', 'Mısır Klasikleri'],
      hue: 28,
      featured: true,
      priority: 3,
      children: [
        leaf('koshary', 'Koshary', 'كشري', 'Koşari'),
        leaf('ful-falafel', 'Ful & Falafel', 'فول وطعمية', 'Ful ve Falafel'),
        leaf('home-cooking', 'Mahshi & Home Cooking', 'محشي وأكل بيتي', 'Dolma ve Ev Yemekleri'),
        leaf('feteer-hawawshi', 'Feteer & Hawawshi', 'فطير وحواوشي', 'Fetir ve Havavşi'),
      ],
    },
    {
      slug: 'grills-sandwiches',
      names: ['Grills & Sandwiches', 'مشويات وسندوتشات', 'Izgaralar ve Sandviçler'],
      hue: 8,
      featured: true,
      priority: 2,
      children: [
        leaf('kebab-kofta', 'Kebab & Kofta', 'كباب وكفتة', 'Kebap ve Köfte'),
        leaf('shawarma', 'Shawarma', 'شاورما', 'Şavurma'),
        leaf('burgers', 'Burgers', 'برجر', 'Burgerler'),
      ],
    },
    {
      slug: 'pizza-pasta',
      names: ['Pizza & Pasta', 'بيتزا ومكرونة', 'Pizza ve Makarna'],
      hue: 0,
      priority: 2,
      children: [leaf('pizza', 'Pizza', 'بيتزا', 'Pizza'), leaf('pasta', 'Pasta', 'مكرونة', 'Makarna')],
    },
    {
      slug: 'seafood',
      names: ['Seafood', 'مأكولات بحرية', 'Deniz Ürünleri'],
      hue: 190,
      priority: 1,
      children: [
        leaf('grilled-fish', 'Grilled & Fried Fish', 'سمك مشوي ومقلي', 'Izgara ve Kızarmış Balık'),
        leaf('shrimp-calamari', 'Shrimp & Calamari', 'جمبري وكاليماري', 'Karides ve Kalamar'),
      ],
    },
    {
      slug: 'desserts',
      names: ['Desserts', 'حلويات', 'Tatlılar'],
      hue: 330,
      priority: 1,
      children: [
        leaf('oriental-sweets', 'Oriental Sweets', 'حلويات شرقية', 'Şark Tatlıları'),
        leaf('cakes-ice-cream', 'Cakes & Ice Cream', 'كيك وآيس كريم', 'Pasta ve Dondurma'),
      ],
    },
  ],
  3: [
    {
      slug: 'medicines',
      names: ['Medicines', 'أدوية', 'İlaçlar'],
      hue: 205,
      featured: true,
      priority: 3,
      children: [
        leaf('pain-relief', 'Pain Relief', 'مسكنات الألم', 'Ağrı Kesiciler'),
        leaf('cold-flu', 'Cold & Flu', 'البرد والإنفلونزا', 'Soğuk Algınlığı ve Grip'),
        leaf('digestive', 'Digestive Health', 'صحة الجهاز الهضمي', 'Sindirim Sağlığı'),
        leaf('allergy', 'Allergy', 'الحساسية', 'Alerji'),
      ],
    },
    {
      slug: 'personal-care',
      names: ['Personal Care', 'العناية الشخصية', 'Kişisel Bakım'],
      hue: 170,
      priority: 2,
      children: [
        leaf('skin-care', 'Skin Care', 'العناية بالبشرة', 'Cilt Bakımı'),
        leaf('hair-care', 'Hair Care', 'العناية بالشعر', 'Saç Bakımı'),
        leaf('oral-care', 'Oral Care', 'العناية بالفم والأسنان', 'Ağız Bakımı'),
      ],
    },
    {
      slug: 'baby-care',
      names: ['Baby Care', 'العناية بالطفل', 'Bebek Bakımı'],
      hue: 300,
      priority: 1,
      children: [
        leaf('diapers-wipes', 'Diapers & Wipes', 'حفاضات ومناديل', 'Bebek Bezi ve Islak Mendil'),
        leaf('baby-food', 'Baby Food & Formula', 'أغذية وحليب الأطفال', 'Bebek Maması'),
      ],
    },
    {
      slug: 'vitamins',
      names: ['Vitamins & Supplements', 'فيتامينات ومكملات', 'Vitaminler ve Takviyeler'],
      hue: 140,
      priority: 1,
      children: [
        leaf('multivitamins', 'Multivitamins', 'فيتامينات متعددة', 'Multivitaminler'),
        leaf('immunity', 'Immunity', 'المناعة', 'Bağışıklık'),
      ],
    },
  ],
  4: [
    {
      slug: 'electronics',
      names: ['Electronics', 'إلكترونيات', 'Elektronik'],
      hue: 220,
      featured: true,
      priority: 3,
      children: [
        leaf('mobile-phones', 'Mobile Phones', 'هواتف محمولة', 'Cep Telefonları'),
        leaf('laptops', 'Laptops & Tablets', 'لابتوب وتابلت', 'Dizüstü Bilgisayar ve Tablet'),
        leaf('audio', 'Audio', 'صوتيات', 'Ses Sistemleri'),
        {
          slug: 'accessories',
          names: ['Accessories', 'إكسسوارات', 'Aksesuarlar'],
          children: [
            leaf('chargers-cables', 'Chargers & Cables', 'شواحن وكابلات', 'Şarj Cihazları ve Kablolar'),
            leaf('phone-cases', 'Phone Cases & Protection', 'جرابات وحماية', 'Telefon Kılıfları ve Koruma'),
          ],
        },
      ],
    },
    {
      slug: 'fashion',
      names: ['Fashion', 'أزياء', 'Moda'],
      hue: 280,
      featured: true,
      priority: 2,
      children: [
        leaf('men-clothing', "Men's Clothing", 'ملابس رجالي', 'Erkek Giyim'),
        {
          slug: 'women-clothing',
          names: ["Women's Clothing", 'ملابس حريمي', 'Kadın Giyim'],
          children: [
            leaf('dresses', 'Dresses', 'فساتين', 'Elbiseler'),
            leaf('abayas-modest', 'Abayas & Modest Wear', 'عبايات وملابس محتشمة', 'Abaya ve Tesettür Giyim'),
          ],
        },
        leaf('shoes', 'Shoes', 'أحذية', 'Ayakkabılar'),
      ],
    },
    {
      slug: 'home-kitchen',
      names: ['Home & Kitchen', 'المنزل والمطبخ', 'Ev ve Mutfak'],
      hue: 35,
      priority: 1,
      children: [
        leaf('cookware', 'Cookware', 'أدوات الطهي', 'Pişirme Gereçleri'),
        leaf('small-appliances', 'Small Appliances', 'أجهزة منزلية صغيرة', 'Küçük Ev Aletleri'),
        leaf('home-decor', 'Home Decor', 'ديكور المنزل', 'Ev Dekorasyonu'),
      ],
    },
    {
      // Its picture is deliberately missing from the generated images (see ../images.ts).
      slug: 'toys-kids',
      names: ['Toys & Kids', 'ألعاب وأطفال', 'Oyuncak ve Çocuk'],
      hue: 50,
      priority: 0,
      children: [
        leaf('educational-toys', 'Educational Toys', 'ألعاب تعليمية', 'Eğitici Oyuncaklar'),
        leaf('outdoor-play', 'Outdoor Play', 'ألعاب خارجية', 'Açık Hava Oyunları'),
        leaf('board-games', 'Board Games & Puzzles', 'ألعاب لوحية وألغاز', 'Kutu Oyunları ve Yapbozlar'),
      ],
    },
  ],
};
