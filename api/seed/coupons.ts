// Discount codes: one row per case the coupon routes and place-order tell apart
// (api/docs/coupons.md). Dates are relative to the seed's `now`; nothing here draws on a random
// stream, so no other row moves.
//
//   SAVE10     food, 10 % up to 50, minimum purchase 100, everyone          → applies
//   KOSHARY15  food, store-wise for store 2 only, 15 %                      → 404 at other stores
//   GRILL30    food, a vendor's coupon of store 5 (created_by vendor)       → 404 at other stores
//   WELCOME20  food, 20 off, limit 1: demo customer 1 used it (order 100006) → 406 for customer 1
//   FIRSTBITE  food, first order only (limit 1): customer 1 has orders      → 406 for customer 1
//   RAMADAN25  food, expired yesterday                                       → 407
//   SUMMER30   food, starts in three days                                    → 407
//   VIP50      food, only for customer 2                                     → 403 for customer 1
//   FREEDEL    food, free delivery, minimum purchase 200                     → applies
//   CAIRO5     food, zone-wise for zone 5 (Cairo)                             → 404 in Alexandria
//   FRESH15    grocery, 15 % up to 40                                        → 404 in the food module
//   OFF        food, status 0 (switched off)                                 → 404
import { dateShiftedDays, iso } from './time.ts';
import { translationsOf, type Names, type Row, type Translation } from './rows.ts';

interface CouponDef {
  code: string;
  title: Names;
  module: number;
  discount: number;
  type: 'percent' | 'amount';
  couponType?: 'default' | 'store_wise' | 'zone_wise' | 'free_delivery' | 'first_order';
  minPurchase?: number;
  maxDiscount?: number;
  limit?: number;
  /** Days from today: [start, expire]. */
  days?: readonly [number, number];
  data?: readonly number[];
  customers?: readonly (number | 'all')[];
  vendorStore?: number;
  status?: 0 | 1;
}

const COUPONS: readonly CouponDef[] = [
  {
    code: 'SAVE10',
    title: ['10% off your order', 'خصم 10% على طلبك', 'Siparişinize %10 indirim'],
    module: 2,
    discount: 10,
    type: 'percent',
    minPurchase: 100,
    maxDiscount: 50,
  },
  {
    code: 'KOSHARY15',
    title: ['15% off at Tahrir Koshary House', 'خصم 15% من بيت كشري التحرير', "Tahrir Koşari Evi'nde %15 indirim"],
    module: 2,
    discount: 15,
    type: 'percent',
    couponType: 'store_wise',
    data: [2],
  },
  {
    code: 'GRILL30',
    title: ['30 off at Zamalek Grill', 'خصم 30 من مشويات الزمالك', "Zamalek Izgara'da 30 indirim"],
    module: 2,
    discount: 30,
    type: 'amount',
    minPurchase: 150,
    vendorStore: 5,
  },
  {
    code: 'WELCOME20',
    title: ['Welcome discount', 'خصم الترحيب', 'Hoş geldin indirimi'],
    module: 2,
    discount: 20,
    type: 'amount',
    limit: 1,
  },
  {
    code: 'FIRSTBITE',
    title: ['First order: 25% off', 'أول طلب: خصم 25%', 'İlk sipariş: %25 indirim'],
    module: 2,
    discount: 25,
    type: 'percent',
    couponType: 'first_order',
    maxDiscount: 60,
    limit: 1,
  },
  {
    code: 'RAMADAN25',
    title: ['Ramadan nights', 'ليالي رمضان', 'Ramazan geceleri'],
    module: 2,
    discount: 25,
    type: 'percent',
    days: [-40, -1],
  },
  {
    code: 'SUMMER30',
    title: ['Summer starts soon', 'الصيف قرب', 'Yaz geliyor'],
    module: 2,
    discount: 30,
    type: 'amount',
    days: [3, 60],
  },
  {
    code: 'VIP50',
    title: ['A thank-you for a regular', 'شكرًا لعميل دائم', 'Sadık müşteriye teşekkür'],
    module: 2,
    discount: 50,
    type: 'amount',
    customers: [2],
  },
  {
    code: 'FREEDEL',
    title: ['Free delivery', 'توصيل مجاني', 'Ücretsiz teslimat'],
    module: 2,
    discount: 0,
    type: 'amount',
    couponType: 'free_delivery',
    minPurchase: 200,
  },
  {
    code: 'CAIRO5',
    title: ['5% off in Cairo', 'خصم 5% في القاهرة', "Kahire'de %5 indirim"],
    module: 2,
    discount: 5,
    type: 'percent',
    couponType: 'zone_wise',
    data: [5],
  },
  {
    code: 'FRESH15',
    title: ['15% off fresh groceries', 'خصم 15% على البقالة الطازجة', 'Taze alışverişte %15 indirim'],
    module: 1,
    discount: 15,
    type: 'percent',
    maxDiscount: 40,
  },
  {
    code: 'OFF',
    title: ['A switched-off code', 'كود متوقف', 'Kapatılmış kod'],
    module: 2,
    discount: 10,
    type: 'amount',
    status: 0,
  },
];

export function couponRows(now: Date): { rows: Row[]; translations: Translation[] } {
  const created = iso(new Date(now.getTime() - 45 * 86_400_000));
  const rows = COUPONS.map((def, index): Row => {
    const [start, expire] = def.days ?? [-30, 90];
    return {
      id: index + 1,
      title: def.title[0],
      code: def.code,
      start_date: dateShiftedDays(now, start),
      expire_date: dateShiftedDays(now, expire),
      min_purchase: def.minPurchase ?? 0,
      max_discount: def.maxDiscount ?? 0,
      discount: def.discount,
      discount_type: def.type,
      coupon_type: def.couponType ?? 'default',
      limit: def.limit ?? null,
      status: def.status ?? 1,
      created_at: created,
      updated_at: created,
      data: def.data ? JSON.stringify(def.data.map(String)) : null,
      total_uses: def.code === 'WELCOME20' ? 1 : 0,
      module_id: def.module,
      created_by: def.vendorStore ? 'vendor' : 'admin',
      customer_id: JSON.stringify((def.customers ?? ['all']).map(String)),
      slug: def.code.toLowerCase(),
      store_id: def.vendorStore ?? null,
    };
  });
  const translations = COUPONS.flatMap((def, index) =>
    translationsOf('coupon', index + 1, 'title', { ar: def.title[1], tr: def.title[2] }),
  );
  return { rows, translations };
}
