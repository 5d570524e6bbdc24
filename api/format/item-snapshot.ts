// The item an order line keeps (order_details.item_details): the item row as it was when ordered,
// its JSON columns decoded, and the store's name. Orders placed through the API and the seed's demo
// orders keep it the same way.
import { parseJson, type Row } from '../lib/sql.ts';

const JSON_COLUMNS = [
  'images',
  'category_ids',
  'variations',
  'food_variations',
  'add_ons',
  'attributes',
  'choice_options',
  'rating',
];

export function itemSnapshot(item: Row, storeName: unknown): Row {
  const out: Row = { ...item, store_name: storeName };
  for (const key of JSON_COLUMNS) out[key] = parseJson(item[key], []);
  return out;
}
