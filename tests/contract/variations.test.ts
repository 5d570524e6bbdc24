// Food variations and add-ons (reference §3.20, §3.24, §5.1, §5.7, §5.11; api/docs/variations.md):
// the seeded dishes' groups, cart lines told apart by their options, and orders priced from the
// item's own option prices and the add-on table, as Helpers::get_varient and
// Helpers::calculate_addon_price do. The marketplace checks no required group and no min/max.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login('other@demo.test');
});
afterAll(() => api.stop());

/** Build Your Own Pizza (store 22): Size required single, Toppings optional multi 1 to 3. */
const PIZZA = 311;
/** Shawarma Wrap Your Way (store 25): Size, Spice level, Sauces required multi 1 to 2. */
const WRAP = 312;
const FOOD = 2;
const size = (label: string) => ({ name: 'Size', values: { label: [label] } });
const toppings = (...labels: string[]) => ({ name: 'Toppings', values: { label: labels } });

const add = (item_id: number, extra: Record<string, unknown> = {}) =>
  api.call('/customer/cart/add', {
    method: 'POST',
    token,
    module: FOOD,
    json: { item_id, quantity: 1, price: 1, model: 'Item', ...extra },
  });

async function placeBuyNow(storeId: number, entry: Record<string, unknown>) {
  const cart = [{ item_type: 'AppModelsItem', variant: '', quantity: 1, ...entry }];
  const placed = await api.call('/customer/order/place', {
    method: 'POST',
    token,
    module: FOOD,
    json: {
      order_amount: 1,
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: storeId,
      dm_tips: 0,
      is_buy_now: 1,
      cart: JSON.stringify(cart),
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const details = await api.call(`/customer/order/details?order_id=${placed.body.order_id}`, { token });
  return details.body[0];
}

describe('seeded dishes', () => {
  it('carry required and optional, single and multi groups with min, max and option prices, and add-ons', async () => {
    const pizza = (await api.call(`/items/details/${PIZZA}`, { module: FOOD, zone: '[5]' })).body;
    expect(pizza.food_variations).toEqual([
      {
        name: 'Size',
        type: 'single',
        min: '0',
        max: '0',
        required: 'on',
        values: [
          { label: 'Regular', optionPrice: '0' },
          { label: 'Large', optionPrice: '50' },
        ],
      },
      expect.objectContaining({ name: 'Toppings', type: 'multi', min: '1', max: '3', required: 'off' }),
    ]);
    expect(pizza.add_ons.map((a: { id: number; name: string }) => [a.id, a.name])).toEqual([
      [21, 'Extra mozzarella'],
      [24, 'Olives'],
    ]);
    const wrap = (await api.call(`/items/details/${WRAP}`, { module: FOOD, zone: '[5]' })).body;
    expect(wrap.food_variations.map((g: { name: string; required: string }) => [g.name, g.required])).toEqual([
      ['Size', 'on'],
      ['Spice level', 'off'],
      ['Sauces', 'on'],
    ]);
    // An item without groups says so with an empty string (helpers.php:371).
    expect((await api.call('/items/details/1', { module: 1, zone: '[5]' })).body.food_variations).toBe('');
  });
});

describe('cart lines with options', () => {
  it('are one line per option set; only the first line of an item is compared, by its options', async () => {
    const large = await add(PIZZA, {
      variation: [size('Large'), toppings('Mushrooms')],
      add_on_ids: [21],
      add_on_qtys: [2],
    });
    expect(large.status).toBe(200);
    const line = large.body[0];
    expect(line).toMatchObject({
      variation: [size('Large'), toppings('Mushrooms')],
      add_on_ids: [21],
      add_on_qtys: [2],
    });
    // The item as cart_product_data_formatting gives it: add_ons is the stored id list, the
    // add-ons are in `addons` with isChecked and quantity, the chosen options say isSelected.
    expect(line.item.add_ons).toBe('["21","24"]');
    expect(
      line.item.addons.map((a: { id: number; isChecked: boolean; quantity: number }) => [
        a.id,
        a.isChecked,
        a.quantity,
      ]),
    ).toEqual([
      [21, true, 2],
      [24, false, 0],
    ]);
    expect(line.item.food_variations[0].values).toEqual([
      { label: 'Regular', optionPrice: '0', isSelected: false },
      { label: 'Large', optionPrice: '50', isSelected: true },
    ]);

    // Other options: a second line. The same options as the first line (other add-ons or not): refused.
    expect((await add(PIZZA, { variation: [size('Regular')] })).body).toHaveLength(2);
    expect(
      await add(PIZZA, { variation: [size('Large'), toppings('Mushrooms')], add_on_ids: [24], add_on_qtys: [1] }),
    ).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'cart_item', message: 'Item already exists' }] },
    });
    // The same options as the SECOND line pass: CartController compares the first line only.
    expect((await add(PIZZA, { variation: [size('Regular')] })).body).toHaveLength(3);

    // update keeps the options and add-ons unless it is sent new ones.
    const kept = await api.call('/customer/cart/update', {
      method: 'POST',
      token,
      module: FOOD,
      json: { cart_id: line.id, price: 1, quantity: 3 },
    });
    expect(kept.body[0]).toMatchObject({ quantity: 3, add_on_ids: [21], add_on_qtys: [2], variation: line.variation });
    const changed = await api.call('/customer/cart/update', {
      method: 'POST',
      token,
      module: FOOD,
      json: { cart_id: line.id, price: 1, quantity: 3, add_on_ids: [24], add_on_qtys: [4] },
    });
    expect(changed.body[0]).toMatchObject({ add_on_ids: [24], add_on_qtys: [4] });
    await api.call('/customer/cart/remove', { method: 'DELETE', token, module: FOOD });
  });
});

describe('an order line with options and add-ons', () => {
  it('is priced from the item: base plus each chosen option, add-ons from the table, once per line', async () => {
    const line = await placeBuyNow(22, {
      item_id: PIZZA,
      quantity: 2,
      variation: [size('Large'), toppings('Mushrooms', 'Black olives')],
      add_on_ids: [21, 24],
      add_on_qtys: [2, 1],
    });
    // 162 + 50 (Large) + 15 + 10: the price the client sent (1) is not used.
    expect(line.price).toBe(237);
    expect(line.quantity).toBe(2);
    // The line keeps the item's groups with the chosen options only.
    expect(line.variation).toEqual([
      {
        name: 'Size',
        type: 'single',
        min: '0',
        max: '0',
        required: 'on',
        values: [{ label: 'Large', optionPrice: '50' }],
      },
      {
        name: 'Toppings',
        type: 'multi',
        min: '1',
        max: '3',
        required: 'off',
        values: [
          { label: 'Mushrooms', optionPrice: '15' },
          { label: 'Black olives', optionPrice: '10' },
        ],
      },
    ]);
    expect(line.add_ons).toEqual([
      { id: 21, name: 'Extra mozzarella', price: 30, quantity: 2 },
      { id: 24, name: 'Olives', price: 10, quantity: 1 },
    ]);
    expect(line.total_add_on_price).toBe(70);
  });

  it('pairs quantities with the add-ons in table order, and prices an unknown option as nothing', async () => {
    const line = await placeBuyNow(22, {
      item_id: PIZZA,
      // Ids posted in descending order: the quantities still go to the add-ons in id order.
      add_on_ids: [24, 21],
      add_on_qtys: [5, 1],
      variation: [size('Gigantic'), { name: 'Crust', values: { label: ['Gold'] } }],
    });
    expect(line.price).toBe(162);
    expect(line.variation).toEqual([expect.objectContaining({ name: 'Size', values: [] })]);
    expect(line.add_ons.map((a: { id: number; quantity: number }) => [a.id, a.quantity])).toEqual([
      [21, 5],
      [24, 1],
    ]);
  });

  it('checks no required group and no minimum or maximum, and prices an add-on of another store', async () => {
    const line = await placeBuyNow(25, {
      item_id: WRAP,
      variation: [{ name: 'Sauces', values: { label: ['Garlic toum', 'Tahini', 'Hot chili', 'Cheddar sauce'] } }],
      add_on_ids: [1],
      add_on_qtys: [1],
    });
    // 99 + 5 + 10, with no Size; Extra cheese (10) belongs to store 2.
    expect(line.price).toBe(114);
    expect(line.add_ons).toEqual([{ id: 1, name: 'Extra cheese', price: 10, quantity: 1 }]);
  });
});
