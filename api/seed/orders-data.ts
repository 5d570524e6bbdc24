// The demo orders as written by hand: who ordered what from which store, in which status, how long
// ago (`ageMinutes` before the seed's `now`), with the two customers' delivery addresses and the
// minutes at which an order reaches each status. orders.ts turns them into rows. Ids ascend with
// time (100001 is the oldest).
//
// Stores with a store-wide discount (5, 12, 17) are avoided so only item discounts apply.
import type { Item } from './catalog/items.ts';
import { DAY, HOUR } from './time.ts';

export type Status = 'pending' | 'confirmed' | 'processing' | 'delivered' | 'canceled' | 'refunded';

export interface LineSpec {
  /** nth (0-based) active, in-stock item of the order's store that passes `where`. */
  nth: number;
  qty: number;
  where?: (item: Item) => boolean;
  /** Food: chosen option labels per variation name. */
  choose?: Record<string, string>;
  addOns?: Array<{ id: number; qty: number }>;
}

export interface OrderSpec {
  id: number;
  user: 1 | 2;
  store: number;
  status: Status;
  ageMinutes: number;
  lines: LineSpec[];
  coupon?: { code: string; title: string; amount: number };
  note?: string;
  cancellationReason?: string;
}

const cheap = (limit: number) => (item: Item) => Number(item.row.price) < limit;
const hasSizes = (item: Item) => String(item.row.food_variations).includes('"Size"');

export const ORDERS: readonly OrderSpec[] = [
  {
    id: 100001,
    user: 1,
    store: 1,
    status: 'delivered',
    ageMinutes: 58 * DAY + 300,
    lines: [
      { nth: 0, qty: 2 },
      { nth: 1, qty: 3 },
      { nth: 4, qty: 1 },
    ],
    note: 'Please choose ripe avocados.',
  },
  {
    id: 100002,
    user: 1,
    store: 2,
    status: 'delivered',
    ageMinutes: 45 * DAY + 120,
    lines: [
      { nth: 0, qty: 1, where: hasSizes, choose: { Size: 'Large' }, addOns: [{ id: 1, qty: 1 }] },
      { nth: 3, qty: 2 },
    ],
  },
  {
    id: 100003,
    user: 1,
    store: 7,
    status: 'canceled',
    ageMinutes: 38 * DAY + 600,
    lines: [
      { nth: 0, qty: 1 },
      { nth: 2, qty: 2 },
    ],
    cancellationReason: 'Ordered by mistake',
  },
  {
    id: 100004,
    user: 1,
    store: 24,
    status: 'refunded',
    ageMinutes: 30 * DAY + 200,
    lines: [{ nth: 0, qty: 1, where: cheap(1500) }],
    note: 'Gift wrap if possible.',
  },
  {
    id: 100005,
    user: 2,
    store: 6,
    status: 'delivered',
    ageMinutes: 25 * DAY + 480,
    lines: [
      { nth: 0, qty: 2 },
      { nth: 1, qty: 1 },
    ],
  },
  {
    id: 100006,
    user: 1,
    store: 22,
    status: 'delivered',
    ageMinutes: 21 * DAY + 90,
    lines: [
      { nth: 0, qty: 1, where: hasSizes, choose: { Size: 'Regular' } },
      { nth: 1, qty: 1 },
    ],
    coupon: { code: 'WELCOME20', title: 'Welcome discount', amount: 20 },
    note: 'Ring the bell twice, please.',
  },
  {
    id: 100007,
    user: 1,
    store: 3,
    status: 'canceled',
    ageMinutes: 14 * DAY + 30,
    lines: [{ nth: 2, qty: 2 }],
    cancellationReason: 'Store could not deliver in time',
  },
  {
    id: 100008,
    user: 1,
    store: 8,
    status: 'processing',
    ageMinutes: 2 * DAY + 75,
    lines: [
      { nth: 0, qty: 1, where: cheap(1400) },
      { nth: 1, qty: 2, where: cheap(400) },
    ],
  },
  {
    id: 100009,
    user: 1,
    store: 16,
    status: 'confirmed',
    ageMinutes: DAY + 40,
    lines: [{ nth: 0, qty: 1, where: cheap(2000) }],
    note: 'Deliver after 5 pm.',
  },
  {
    id: 100010,
    user: 1,
    store: 2,
    status: 'processing',
    ageMinutes: 3 * HOUR,
    lines: [
      { nth: 1, qty: 2, where: hasSizes, choose: { Size: 'Regular' } },
      { nth: 5, qty: 1 },
    ],
  },
  {
    id: 100011,
    user: 2,
    store: 1,
    status: 'pending',
    ageMinutes: 60,
    lines: [
      { nth: 2, qty: 1 },
      { nth: 3, qty: 2 },
    ],
  },
  {
    id: 100012,
    user: 1,
    store: 4,
    status: 'pending',
    ageMinutes: 45,
    lines: [
      { nth: 0, qty: 2 },
      { nth: 1, qty: 1 },
      { nth: 2, qty: 1 },
    ],
    note: 'Call me when you arrive.',
  },
  {
    id: 100013,
    user: 1,
    store: 1,
    status: 'pending',
    ageMinutes: 10,
    lines: [
      { nth: 0, qty: 1 },
      { nth: 5, qty: 2 },
    ],
  },
];

export const ADDRESSES = {
  1: {
    contact_person_name: 'Demo Customer',
    contact_person_number: '+201012345678',
    contact_person_email: 'customer@demo.test',
    address_type: 'home',
    address: '12 Tahrir Square, Cairo',
    floor: '',
    road: '',
    house: '',
    longitude: '31.2357',
    latitude: '30.0444',
  },
  2: {
    contact_person_name: 'Omar Hassan',
    contact_person_number: '+201098765432',
    contact_person_email: 'other@demo.test',
    address_type: 'home',
    address: '27 Road 9, Maadi, Cairo',
    floor: '3',
    road: 'Road 9',
    house: '27',
    longitude: '31.2545',
    latitude: '29.9618',
  },
} as const;

/** Minutes after placing at which each status was reached. */
export const STEPS = {
  confirmed: 4,
  accepted: 6,
  processing: 10,
  handover: 25,
  picked_up: 30,
  delivered: 55,
  canceled: 7,
} as const;

/** Statuses in the order a delivered order passes them; canceled and refunded branch off. */
export const ORDER_FLOW: readonly Status[] = ['pending', 'confirmed', 'processing', 'delivered', 'refunded'];
