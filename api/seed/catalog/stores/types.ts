// What a demo store is: one entry of the per-module lists in this folder.
import type { Names } from '../../rows.ts';

type Stars = readonly [five: number, four: number, three: number, two: number, one: number];

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
  /** Opening hours [day 0 = Sunday, opening, closing] in the business time zone; default all day, every day. */
  hours?: ReadonlyArray<readonly [day: number, opening: string, closing: string]>;
  veg?: 0 | 1;
  nonVeg?: 0 | 1;
  announcement?: string;
}
