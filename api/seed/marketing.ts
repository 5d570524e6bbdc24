// Banners (home carousel) and running basic campaigns.
import { activeItemsOf, type Catalog } from './catalog/index.ts';
import { dateShiftedDays, fixed } from './time.ts';
import { slugify, translationsOf, type Names, type Row, type Translation } from './rows.ts';

type Target =
  | { type: 'store_wise'; store: number }
  /** The first active item of `store` (optionally matching a category slug on its path). */
  | { type: 'item_wise'; store: number; category?: string }
  | { type: 'default'; link: string };

interface BannerDef {
  title: Names;
  module: number;
  zone: number;
  target: Target;
  hue: number;
  featured?: boolean;
  status?: 0 | 1;
}

const BANNERS: readonly BannerDef[] = [
  {
    title: [
      'Fresh Basket: weekly produce deals',
      'سوق السلة الطازجة: عروض الخضار الأسبوعية',
      'Taze Sepet: haftalık manav fırsatları',
    ],
    module: 1,
    zone: 5,
    target: { type: 'store_wise', store: 1 },
    hue: 110,
    featured: true,
  },
  {
    title: ['Avocado season is here', 'موسم الأفوكادو وصل', 'Avokado sezonu başladı'],
    module: 1,
    zone: 5,
    target: { type: 'item_wise', store: 1 },
    hue: 90,
  },
  {
    title: [
      'Craving koshary? We deliver in 30 minutes',
      'نفسك في كشري؟ نوصلك في 30 دقيقة',
      'Canınız koşari mi çekti? 30 dakikada kapınızda',
    ],
    module: 2,
    zone: 5,
    target: { type: 'store_wise', store: 2 },
    hue: 28,
    featured: true,
  },
  {
    title: ['Mixed grill for the whole family', 'مشويات مشكلة لكل العيلة', 'Bütün aile için karışık ızgara'],
    module: 2,
    zone: 5,
    target: { type: 'item_wise', store: 5, category: 'kebab-kofta' },
    hue: 8,
  },
  {
    title: ['Weekend feast: up to 30% off', 'عزومة الويك إند: خصم حتى 30%', "Hafta sonu ziyafeti: %30'a varan indirim"],
    module: 2,
    zone: 5,
    target: { type: 'default', link: 'https://example.com/offers/weekend-feast' },
    hue: 350,
  },
  {
    title: ['Your pharmacy, around the clock', 'صيدليتك على مدار الساعة', 'Eczaneniz günün her saati yanınızda'],
    module: 3,
    zone: 5,
    target: { type: 'store_wise', store: 7 },
    hue: 200,
    featured: true,
  },
  {
    title: ['New phones, delivered today', 'موبايلات جديدة توصلك النهارده', 'Yeni telefonlar bugün kapınızda'],
    module: 4,
    zone: 5,
    target: { type: 'item_wise', store: 8, category: 'mobile-phones' },
    hue: 225,
  },
  {
    title: ['Back-to-school essentials', 'مستلزمات العودة للمدارس', 'Okula dönüş ihtiyaçları'],
    module: 4,
    zone: 5,
    target: { type: 'default', link: 'https://example.com/campaigns/back-to-school' },
    hue: 265,
    featured: true,
  },
  {
    title: ["Alexandria's fresh market", 'سوق الإسكندرية الطازج', "İskenderiye'nin taze pazarı"],
    module: 1,
    zone: 6,
    target: { type: 'store_wise', store: 9 },
    hue: 130,
  },
  {
    title: [
      'Summer by the sea: seafood offers',
      'صيف على البحر: عروض المأكولات البحرية',
      'Deniz kenarında yaz: deniz ürünleri fırsatları',
    ],
    module: 2,
    zone: 6,
    target: { type: 'default', link: 'https://example.com/offers/alexandria-summer' },
    hue: 190,
    featured: true,
  },
  {
    title: [
      'Gadgets and accessories in Alexandria',
      'أجهزة وإكسسوارات في الإسكندرية',
      "İskenderiye'de teknoloji ve aksesuar",
    ],
    module: 4,
    zone: 6,
    target: { type: 'item_wise', store: 20 },
    hue: 240,
  },
  // Switched off: must never be served.
  {
    title: [
      'Ramadan pantry offers (ended)',
      'عروض رمضان لمستلزمات المطبخ (انتهت)',
      'Ramazan mutfak fırsatları (sona erdi)',
    ],
    module: 1,
    zone: 5,
    target: { type: 'default', link: 'https://example.com/offers/ramadan' },
    hue: 45,
    status: 0,
  },
];

export interface BannerImage {
  file: string;
  label: string;
  hue: number;
}

export const bannerImage = (def: BannerDef, id: number) =>
  `banner-${id}-${slugify(def.title[0]).slice(0, 40).replace(/-+$/, '')}.jpg`;

export function bannerImages(): BannerImage[] {
  return BANNERS.map((def, i) => ({ file: bannerImage(def, i + 1), label: def.title[0], hue: def.hue }));
}

export function bannerRows(catalog: Catalog): { rows: Row[]; translations: Translation[] } {
  const rows = BANNERS.map((def, index) => {
    const id = index + 1;
    const created = fixed(
      `2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(3 + index).padStart(2, '0')} 10:00`,
    );
    return {
      id,
      title: def.title[0],
      type: def.target.type,
      image: bannerImage(def, id),
      status: def.status ?? 1,
      data: bannerData(catalog, def),
      zone_id: def.zone,
      module_id: def.module,
      featured: def.featured ? 1 : 0,
      default_link: def.target.type === 'default' ? def.target.link : null,
      created_at: created,
      updated_at: created,
    };
  });
  const translations = BANNERS.flatMap((def, i) =>
    translationsOf('banner', i + 1, 'title', { ar: def.title[1], tr: def.title[2] }),
  );
  return { rows, translations };
}

function bannerData(catalog: Catalog, def: BannerDef): number | null {
  const target = def.target;
  if (target.type === 'default') return null;
  const store = catalog.stores[target.store - 1]!;
  if (store.def.module !== def.module || store.def.zone !== def.zone)
    throw new Error(`banner "${def.title[0]}" targets a store outside its module/zone`);
  if (target.type === 'store_wise') return store.id;
  const categoryId = target.category ? catalog.categories.find((c) => c.slug === target.category)?.id : undefined;
  const item = activeItemsOf(catalog, store.id).find(
    (i) => categoryId === undefined || i.category.path.includes(categoryId),
  );
  if (!item) throw new Error(`banner "${def.title[0]}": no matching item`);
  return item.id;
}

const CAMPAIGNS = [
  {
    module: 1,
    title: 'Fresh Week: 15% off fruits & vegetables',
    image: 'fresh-week.jpg',
    hue: 100,
    description: 'Seasonal fruits and vegetables from the Delta at 15% off in participating grocery stores.',
    startDaysAgo: 10,
    endDaysAhead: 20,
  },
  {
    module: 2,
    title: 'Family Meals Festival',
    image: 'family-meals-festival.jpg',
    hue: 20,
    description:
      "Family boxes and sharing platters from Cairo's favourite kitchens, with free dessert on orders over 500 EGP.",
    startDaysAgo: 5,
    endDaysAhead: 25,
  },
] as const;

export function campaignImages(): BannerImage[] {
  return CAMPAIGNS.map((c) => ({ file: c.image, label: c.title, hue: c.hue }));
}

export function campaignRows(now: Date): Row[] {
  return CAMPAIGNS.map((c, index) => {
    const created = fixed(`2025-12-${String(10 + index).padStart(2, '0')} 09:00`);
    return {
      id: index + 1,
      title: c.title,
      description: c.description,
      image: c.image,
      module_id: c.module,
      status: 1,
      start_date: dateShiftedDays(now, -c.startDaysAgo),
      end_date: dateShiftedDays(now, c.endDaysAhead),
      start_time: '00:00:00',
      end_time: '23:59:59',
      created_at: created,
      updated_at: created,
    };
  });
}
