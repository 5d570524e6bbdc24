// The campaigns' own rows: the stores that joined each basic campaign (campaign_store), the item
// campaigns (products of one store sold for a while) and their translations. Fixed data, dated
// relative to `now`, added after every other row so no earlier id, price or count moves.
//
//   basic campaign 1 (grocery, running): stores 1 and 3 confirmed, 4 pending, 9 (Alexandria) confirmed
//   basic campaign 2 (food, running): stores 2 and 5 confirmed, 6 rejected
//   basic campaign 3 (food, ended three days ago): store 2 confirmed; never listed
//   item campaigns 1-3 running (1: grocery store 1, stock 25, cap 5; 2: food store 2; 3: food store 5),
//   4 ended (food store 2), 5 switched off (grocery store 1)
import type { Catalog } from './catalog/index.ts';
import type { BannerImage } from './marketing.ts';
import { slugify, translationsOf, type Names, type Row, type Translation } from './rows.ts';
import { dateShiftedDays, fixed } from './time.ts';

/** Titles of the basic campaigns marketing.ts seeds (ids 1, 2), and of the ended one added here (3). */
const CAMPAIGN_TEXTS: ReadonlyArray<{ title: Names; description: Names }> = [
  {
    title: [
      'Fresh Week: 15% off fruits & vegetables',
      'أسبوع الطازج: خصم 15% على الفاكهة والخضار',
      'Taze Hafta: meyve ve sebzede %15 indirim',
    ],
    description: [
      'Seasonal fruits and vegetables from the Delta at 15% off in participating grocery stores.',
      'فاكهة وخضار الموسم من الدلتا بخصم 15% في محلات البقالة المشاركة.',
      "Delta'dan mevsim meyve ve sebzeleri, katılan marketlerde %15 indirimle.",
    ],
  },
  {
    title: ['Family Meals Festival', 'مهرجان وجبات العيلة', 'Aile Yemekleri Festivali'],
    description: [
      "Family boxes and sharing platters from Cairo's favourite kitchens, with free dessert on orders over 500 EGP.",
      'بوكسات عائلية وصواني مشاركة من أشهر مطابخ القاهرة، وحلو مجاني للطلبات فوق 500 جنيه.',
      "Kahire'nin sevilen mutfaklarından aile kutuları ve paylaşım tabakları; 500 EGP üzeri siparişe tatlı hediye.",
    ],
  },
  {
    title: ['Ramadan Iftar Nights (ended)', 'ليالي إفطار رمضان (انتهت)', 'Ramazan İftar Geceleri (sona erdi)'],
    description: [
      'Iftar boxes at special prices. This campaign has ended.',
      'بوكسات إفطار بأسعار خاصة. انتهت هذه الحملة.',
      'Özel fiyatlı iftar kutuları. Bu kampanya sona erdi.',
    ],
  },
];

export const ENDED_CAMPAIGN = {
  id: 3,
  module: 2,
  image: 'ramadan-iftar-nights.jpg',
  hue: 40,
  startDaysAgo: 40,
  endDaysAgo: 3,
} as const;

const CAMPAIGN_STORES: ReadonlyArray<[campaign: number, store: number, status: string]> = [
  [1, 1, 'confirmed'],
  [1, 3, 'confirmed'],
  [1, 4, 'pending'],
  [1, 9, 'confirmed'],
  [2, 2, 'confirmed'],
  [2, 5, 'confirmed'],
  [2, 6, 'rejected'],
  [3, 2, 'confirmed'],
];

interface ItemCampaignDef {
  title: Names;
  description: Names;
  store: number;
  module: number;
  category: string;
  price: number;
  discount: number;
  discountType: 'percent' | 'amount';
  stock: number;
  max: number | null;
  /** Days from today: negative is past. */
  start: number;
  end: number;
  status?: 0 | 1;
  hue: number;
}

const ITEM_CAMPAIGNS: readonly ItemCampaignDef[] = [
  {
    title: ['Mango box, 2 kg', 'صندوق مانجو 2 كجم', 'Mango kutusu, 2 kg'],
    description: [
      'Ripe Egyptian mangoes, hand-picked for the Fresh Week.',
      'مانجو مصري مستوي، منتقى بالإيد لأسبوع الطازج.',
      'Taze Hafta için elle seçilmiş olgun Mısır mangoları.',
    ],
    store: 1,
    module: 1,
    category: 'fruits-vegetables',
    price: 120,
    discount: 10,
    discountType: 'percent',
    stock: 25,
    max: 5,
    start: -7,
    end: 14,
    hue: 45,
  },
  {
    title: ['Family koshary box', 'بوكس كشري عائلي', 'Aile boyu koşari kutusu'],
    description: [
      'Koshary for four with extra crispy onions and two sauces.',
      'كشري لأربعة أفراد مع بصل مقرمش زيادة وصلصتين.',
      'Dört kişilik koşari, bol çıtır soğan ve iki sosla.',
    ],
    store: 2,
    module: 2,
    category: 'egyptian-classics',
    price: 180,
    discount: 0,
    discountType: 'percent',
    stock: 0,
    max: null,
    start: -3,
    end: 20,
    hue: 28,
  },
  {
    title: ['Mixed grill platter for four', 'صينية مشويات مشكلة لأربعة', 'Dört kişilik karışık ızgara tabağı'],
    description: [
      'Kofta, kebab and shish tawook with rice, salads and bread.',
      'كفتة وكباب وشيش طاووق مع أرز وسلطات وعيش.',
      'Köfte, kebap ve şiş tavuk; pilav, salata ve ekmekle.',
    ],
    store: 5,
    module: 2,
    category: 'grills-sandwiches',
    price: 650,
    discount: 50,
    discountType: 'amount',
    stock: 0,
    max: 3,
    start: -3,
    end: 20,
    hue: 10,
  },
  {
    title: ['Iftar box (ended)', 'بوكس إفطار (انتهى)', 'İftar kutusu (sona erdi)'],
    description: ['Dates, soup and a main course.', 'تمر وشوربة وطبق رئيسي.', 'Hurma, çorba ve ana yemek.'],
    store: 2,
    module: 2,
    category: 'egyptian-classics',
    price: 150,
    discount: 0,
    discountType: 'percent',
    stock: 0,
    max: null,
    start: -40,
    end: -3,
    hue: 40,
  },
  {
    title: ['Watermelon, whole (paused)', 'بطيخة كاملة (متوقفة)', 'Bütün karpuz (durduruldu)'],
    description: ['A whole watermelon.', 'بطيخة كاملة.', 'Bütün bir karpuz.'],
    store: 1,
    module: 1,
    category: 'fruits-vegetables',
    price: 60,
    discount: 0,
    discountType: 'percent',
    stock: 10,
    max: null,
    start: -7,
    end: 14,
    status: 0,
    hue: 120,
  },
];

const itemCampaignImage = (def: ItemCampaignDef, id: number) => `item-campaign-${id}-${slugify(def.title[0])}.jpg`;

export function itemCampaignImages(): BannerImage[] {
  return [
    { file: ENDED_CAMPAIGN.image, label: CAMPAIGN_TEXTS[2]!.title[0], hue: ENDED_CAMPAIGN.hue },
    ...ITEM_CAMPAIGNS.map((def, i) => ({ file: itemCampaignImage(def, i + 1), label: def.title[0], hue: def.hue })),
  ];
}

/** The ended basic campaign (id 3), in the shape of marketing.ts's campaign rows. */
export function endedCampaignRow(now: Date): Row {
  const created = fixed('2025-11-20 09:00');
  return {
    id: ENDED_CAMPAIGN.id,
    title: CAMPAIGN_TEXTS[2]!.title[0],
    description: CAMPAIGN_TEXTS[2]!.description[0],
    image: ENDED_CAMPAIGN.image,
    module_id: ENDED_CAMPAIGN.module,
    status: 1,
    start_date: dateShiftedDays(now, -ENDED_CAMPAIGN.startDaysAgo),
    end_date: dateShiftedDays(now, -ENDED_CAMPAIGN.endDaysAgo),
    start_time: '00:00:00',
    end_time: '23:59:59',
    created_at: created,
    updated_at: created,
  };
}

export function campaignStoreRows(): Row[] {
  return CAMPAIGN_STORES.map(([campaign, store, status]) => ({
    campaign_id: campaign,
    store_id: store,
    campaign_status: status,
  }));
}

export function itemCampaignRows(catalog: Catalog, now: Date): Row[] {
  return ITEM_CAMPAIGNS.map((def, index) => {
    const id = index + 1;
    const store = catalog.stores[def.store - 1]!;
    if (store.def.module !== def.module) throw new Error(`item campaign ${id}: store outside its module`);
    const category = catalog.categories.find((c) => c.slug === def.category);
    if (!category) throw new Error(`item campaign ${id}: no category ${def.category}`);
    const created = fixed(`2025-12-${String(12 + index).padStart(2, '0')} 09:00`);
    return {
      id,
      title: def.title[0],
      image: itemCampaignImage(def, id),
      description: def.description[0],
      status: def.status ?? 1,
      admin_id: 1,
      start_date: dateShiftedDays(now, def.start),
      end_date: dateShiftedDays(now, def.end),
      start_time: '00:00:00',
      end_time: '23:59:00',
      category_id: category.id,
      category_ids: JSON.stringify([{ id: String(category.id), position: 1 }]),
      variations: '[]',
      add_ons: '[]',
      attributes: '[]',
      choice_options: '[]',
      price: def.price,
      tax: 0,
      tax_type: 'percent',
      discount: def.discount,
      discount_type: def.discountType,
      store_id: store.id,
      veg: 0,
      module_id: def.module,
      stock: def.stock,
      unit_id: null,
      food_variations: def.module === 2 ? '[]' : null,
      slug: slugify(def.title[0]),
      maximum_cart_quantity: def.max,
      created_at: created,
      updated_at: created,
    };
  });
}

export function campaignTranslations(): Translation[] {
  return [
    ...CAMPAIGN_TEXTS.flatMap((texts, i) => [
      ...translationsOf('campaign', i + 1, 'title', { ar: texts.title[1], tr: texts.title[2] }),
      ...translationsOf('campaign', i + 1, 'description', { ar: texts.description[1], tr: texts.description[2] }),
    ]),
    ...ITEM_CAMPAIGNS.flatMap((def, i) => [
      ...translationsOf('item_campaign', i + 1, 'title', { ar: def.title[1], tr: def.title[2] }),
      ...translationsOf('item_campaign', i + 1, 'description', { ar: def.description[1], tr: def.description[2] }),
    ]),
  ];
}
