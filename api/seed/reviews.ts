// Product reviews: a dozen reviewers (English, Arabic and Turkish names, each writing in their own
// language, as 6amMart keeps reviews untranslated) and the demo customers' reviews of delivered
// orders. The reviewed items' rating fields are recomputed from their reviews, as
// ItemController::submit_product_review keeps them (item.php update_rating, get_avg_rating), so the
// breakdown a client counts from the reviews matches avg_rating and rating_count.
//
// Facts tests rely on:
//   - item 2 (in delivered order 100001) has 13 active reviews, one of them the demo customer's
//     (order 100001), so it pages and shows as reviewed on that order;
//   - the first line of order 100002 has 4 reviews, the second line of order 100006 has 3 shown
//     and 1 hidden (status 0, not counted in its rating); every other item of the demo customer's delivered orders is unreviewed;
//   - reviewers are users 101-112 (they cannot sign in: their password is not "demo12345").
import type { Catalog } from './catalog/index.ts';
import { createHash } from 'node:crypto';
import { iso, minutesAgo, DAY, HOUR } from './time.ts';
import type { Row } from './rows.ts';

interface Reviewer {
  id: number;
  first: string;
  last: string;
  lang: 'en' | 'ar' | 'tr';
}

const REVIEWERS: readonly Reviewer[] = [
  { id: 101, first: 'Sara', last: 'Mitchell', lang: 'en' },
  { id: 102, first: 'أحمد', last: 'حسن', lang: 'ar' },
  { id: 103, first: 'Mehmet', last: 'Yılmaz', lang: 'tr' },
  { id: 104, first: 'ليلى', last: 'إبراهيم', lang: 'ar' },
  { id: 105, first: 'John', last: 'Carter', lang: 'en' },
  { id: 106, first: 'Ayşe', last: 'Demir', lang: 'tr' },
  { id: 107, first: 'منى', last: 'السيد', lang: 'ar' },
  { id: 108, first: 'Emre', last: 'Kaya', lang: 'tr' },
  { id: 109, first: 'Nadia', last: 'Farouk', lang: 'en' },
  { id: 110, first: 'يوسف', last: 'عبد الله', lang: 'ar' },
  { id: 111, first: 'Zeynep', last: 'Arslan', lang: 'tr' },
  { id: 112, first: 'Daniel', last: '', lang: 'en' },
];

/** Comments by stars, one per language; a null comment is a rating without words. */
const COMMENTS: Record<Reviewer['lang'], Record<number, readonly (string | null)[]>> = {
  en: {
    5: ['Fresh and exactly as pictured. Will order again!', 'Arrived quickly and well packed.', null],
    4: ['Good quality, a little pricey.', 'Tasty, but the portion could be bigger.'],
    3: ['Okay. Nothing special.'],
    2: ['Two of them were bruised.'],
    1: ['Not what I ordered.'],
  },
  ar: {
    5: ['طازج وممتاز، تماماً كما في الصورة.', 'وصل بسرعة وبحالة ممتازة. شكراً!', null],
    4: ['جودة جيدة لكن السعر مرتفع قليلاً.', 'لذيذ، لكن الكمية قليلة.'],
    3: ['مقبول، لا شيء مميز.'],
    2: ['بعض القطع كانت تالفة.'],
    1: ['ليس ما طلبته.'],
  },
  tr: {
    5: ['Taze ve tam resimdeki gibi. Tekrar sipariş vereceğim!', 'Hızlı geldi, paketleme çok iyiydi.', null],
    4: ['Kalitesi iyi, biraz pahalı.', 'Lezzetli ama porsiyon küçük.'],
    3: ['Fena değil, sıradan.'],
    2: ['İkisi ezilmişti.'],
    1: ['Sipariş ettiğim bu değildi.'],
  },
};

/** [reviewer id, stars, days ago] per review of an item, oldest first. */
type Plan = ReadonlyArray<readonly [reviewer: number, stars: number, daysAgo: number]>;

const ITEM_2: Plan = [
  [101, 5, 120],
  [102, 4, 110],
  [103, 5, 95],
  [104, 3, 80],
  [105, 5, 71],
  [106, 4, 60],
  [107, 5, 52],
  [108, 2, 40],
  [109, 5, 33],
  [110, 4, 21],
  [111, 1, 12],
  [112, 5, 6],
];
const ORDER_100002_FIRST: Plan = [
  [102, 5, 30],
  [106, 4, 22],
  [105, 5, 9],
  [107, 3, 4],
];
const ORDER_100006_SECOND: Plan = [
  [103, 4, 18],
  [104, 5, 11],
  [109, 4, 3],
];

/** Not a password anyone knows: reviewers exist to have written reviews, not to sign in. */
function lockedPassword(id: number): string {
  const digest = createHash('sha256').update(`souq-express-reviewer-${id}`).digest('base64url');
  return `scrypt$16384$8$1$${digest.slice(0, 22)}$${digest}`;
}

export function reviewerRows(now: Date): Row[] {
  return REVIEWERS.map((r) => {
    const joined = iso(minutesAgo(now, 400 * DAY + r.id * HOUR));
    return {
      id: r.id,
      f_name: r.first,
      l_name: r.last,
      phone: `+2010000${String(r.id).padStart(5, '0')}`,
      email: `reviewer${r.id}@demo.test`,
      image: null,
      password: lockedPassword(r.id),
      status: 1,
      is_phone_verified: 1,
      is_email_verified: 0,
      email_verified_at: null,
      wallet_balance: 0,
      loyalty_point: 0,
      ref_code: `REV${r.id}`,
      ref_by: null,
      login_medium: 'manual',
      zone_id: 5,
      current_language_key: r.lang,
      created_at: joined,
      updated_at: joined,
    };
  });
}

export interface ReviewSeed {
  reviews: Row[];
  /** New rating, avg_rating and rating_count of each reviewed item. */
  ratings: Map<number, { rating: string; avg_rating: number; rating_count: number }>;
}

/** Order lines are the seeded order_details rows; reviews of demo customers point at their orders. */
export function reviewRows(catalog: Catalog, details: readonly Row[], now: Date): ReviewSeed {
  const itemOf = (orderId: number, line: number): number => {
    const rows = details.filter((d) => Number(d.order_id) === orderId);
    const row = rows[line];
    if (!row) throw new Error(`reviews: order ${orderId} has no line ${line}`);
    return Number(row.item_id);
  };
  const reviews: Row[] = [];
  const add = (itemId: number, userId: number, stars: number, daysAgo: number, extra: Partial<Row> = {}) => {
    const item = catalog.items[itemId - 1];
    if (!item || item.id !== itemId) throw new Error(`reviews: unknown item ${itemId}`);
    const reviewer = REVIEWERS.find((r) => r.id === userId);
    const choices = COMMENTS[reviewer?.lang ?? 'en'][stars] ?? [null];
    const at = iso(minutesAgo(now, daysAgo * DAY + (reviews.length % 7) * HOUR));
    const id = reviews.length + 1;
    reviews.push({
      id,
      item_id: itemId,
      user_id: userId,
      comment: choices[id % choices.length] ?? null,
      attachment: '[]',
      rating: stars,
      order_id: null,
      created_at: at,
      updated_at: at,
      item_campaign_id: null,
      status: 1,
      module_id: Number(item.row.module_id),
      store_id: null,
      reply: null,
      review_id: null,
      replied_at: null,
      ...extra,
    });
  };
  const plan = (itemId: number, entries: Plan) => {
    for (const [user, stars, days] of entries) add(itemId, user, stars, days);
  };

  const item2 = itemOf(100001, 1);
  plan(item2, ITEM_2);
  add(item2, 1, 5, 50, {
    order_id: 100001,
    review_id: '100001',
    comment: 'Perfectly ripe, as I asked in the order note.',
  });
  plan(itemOf(100002, 0), ORDER_100002_FIRST);
  const hidden = itemOf(100006, 1);
  plan(hidden, ORDER_100006_SECOND);
  // Hidden by the admin: never listed, and left out of the item's rating below so the numbers a
  // client sees agree with the reviews it can read.
  add(hidden, 112, 1, 2, { status: 0, comment: 'Spam spam spam' });
  add(itemOf(100005, 0), 2, 4, 20, { order_id: 100005, review_id: '100005' });

  const ratings: ReviewSeed['ratings'] = new Map();
  for (const review of reviews) {
    if (review.status !== 1) continue;
    const itemId = Number(review.item_id);
    const counts = ratings.get(itemId)?.rating;
    const stars: Record<string, number> = counts ? JSON.parse(counts) : { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    stars[String(review.rating)] = (stars[String(review.rating)] ?? 0) + 1;
    const total = Object.values(stars).reduce((a, b) => a + b, 0);
    const sum = Object.entries(stars).reduce((acc, [star, n]) => acc + Number(star) * n, 0);
    ratings.set(itemId, { rating: JSON.stringify(stars), avg_rating: sum / total, rating_count: total });
  }
  return { reviews, ratings };
}
