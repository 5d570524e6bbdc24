// Pure logic of the product and store pages: quantity bounds, which modules a product is looked
// up under, delivery-time labels, share links, the store search term, and the store filter of
// the item search call.
import { describe, expect, it } from 'vitest';
import { deliveryLabel, deliveryRange, deliveryText } from '../../src/lib/product/delivery-time.ts';
import { isProductKey, moduleAttempts, parseModuleParam } from '../../src/lib/product/module-order.ts';
import { shareLinks } from '../../src/lib/product/share-links.ts';
import { storeQuery } from '../../src/lib/store/store-query.ts';
import { ItemDetailsSchema, searchItems } from '../../src/lib/api/index.ts';
import { clampQuantity, isOutOfStock, maxQuantity, stepQuantity } from '../../src/lib/domain/pricing/quantity.ts';
import { translator } from '../../src/lib/i18n/index.ts';
import { answering, fixture } from './api/helpers.ts';

describe('quantity', () => {
  const stock = (n: number | null, cap: number | null = null) => ({ stock: n, maximum_cart_quantity: cap });

  it('never goes below 1 and says so', () => {
    expect(stepQuantity(1, -1, stock(5))).toEqual({ quantity: 1, limit: 'min' });
    expect(stepQuantity(2, -1, stock(5))).toEqual({ quantity: 1, limit: null });
    expect(clampQuantity(0, stock(5))).toEqual({ quantity: 1, limit: 'min' });
    expect(clampQuantity(-3, stock(null))).toEqual({ quantity: 1, limit: 'min' });
  });

  it('never goes above the stock and says so', () => {
    expect(stepQuantity(1, 1, stock(2))).toEqual({ quantity: 2, limit: null });
    expect(stepQuantity(2, 1, stock(2))).toEqual({ quantity: 2, limit: 'max' });
    expect(clampQuantity(50, stock(7))).toEqual({ quantity: 7, limit: 'max' });
  });

  it('takes the store cap when it is lower than the stock, and no bound when stock is untracked', () => {
    expect(maxQuantity(stock(100, 3))).toBe(3);
    expect(maxQuantity(stock(2, 10))).toBe(2);
    expect(maxQuantity(stock(null))).toBe(Infinity);
    expect(maxQuantity(stock(null, 0))).toBe(Infinity);
    expect(stepQuantity(99, 1, stock(null))).toEqual({ quantity: 100, limit: null });
  });

  it('reads typed junk as 1 and floors fractions', () => {
    expect(clampQuantity(Number('abc'), stock(5))).toEqual({ quantity: 1, limit: null });
    expect(clampQuantity(2.7, stock(5))).toEqual({ quantity: 2, limit: null });
  });

  it('is out of stock only when the stock is tracked and under 1', () => {
    expect(isOutOfStock(stock(0))).toBe(true);
    expect(isOutOfStock(stock(-1))).toBe(true);
    expect(isOutOfStock(stock(1))).toBe(false);
    expect(isOutOfStock(stock(null))).toBe(false);
  });
});

describe('product lookup', () => {
  it('accepts only positive integers as ?module=', () => {
    expect(parseModuleParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '2x', ' 2', '99999999999'])
      expect(parseModuleParam(bad)).toBeNull();
  });

  it("tries the link's module, then the selected one, then the others, without repeats", () => {
    expect(moduleAttempts(3, 2, [1, 2, 3, 4])).toEqual([3, 2, 1, 4]);
    expect(moduleAttempts(null, 2, [1, 2, 3, 4])).toEqual([2, 1, 3, 4]);
    expect(moduleAttempts(2, 2, [])).toEqual([2]);
  });

  it('sends only ids and slugs upstream', () => {
    expect(isProductKey('12')).toBe(true);
    expect(isProductKey('hass-avocado')).toBe(true);
    for (const bad of [undefined, '', '../x', 'a b', 'a?b', 'x'.repeat(200)]) expect(isProductKey(bad)).toBe(false);
  });

  it('reads the category path of an item, main category first', () => {
    const raw = fixture('item-details.json') as Record<string, unknown>;
    const item = ItemDetailsSchema.parse({
      ...raw,
      category_ids: [
        { id: '19', position: 2, name: 'Fresh Fruits' },
        { id: '1', position: 1, name: 'Fruits' },
      ],
    });
    expect(item.category_ids.map((c) => c.id)).toEqual([1, 19]);
    expect(ItemDetailsSchema.parse({ ...raw, category_ids: '[{"id":"4","position":1}]' }).category_ids).toEqual([
      { id: 4, position: 1, name: null },
    ]);
    expect(ItemDetailsSchema.parse({ ...raw, category_ids: 'junk' }).category_ids).toEqual([]);
  });
});

describe('delivery time', () => {
  const en = translator('en');
  const ar = translator('ar');
  const tr = translator('tr');

  it('reads ranges in minutes, hours and days, a bare range as minutes, and nothing else', () => {
    expect(deliveryRange('30-45 min')).toEqual({ min: 30, max: 45, unit: 'minute' });
    expect(deliveryRange(' 20 - 30 minutes ')).toEqual({ min: 20, max: 30, unit: 'minute' });
    expect(deliveryRange('30-40')).toEqual({ min: 30, max: 40, unit: 'minute' });
    expect(deliveryRange('1-2 hours')).toEqual({ min: 1, max: 2, unit: 'hour' });
    expect(deliveryRange('10-20 Hours')).toEqual({ min: 10, max: 20, unit: 'hour' });
    expect(deliveryRange('3-5 days')).toEqual({ min: 3, max: 5, unit: 'day' });
    expect(deliveryRange('45-30 min')).toBeNull();
    expect(deliveryRange('2-3 weeks')).toBeNull();
    expect(deliveryRange('soon')).toBeNull();
    expect(deliveryRange(null)).toBeNull();
  });

  it('writes them in the page’s language and digits, and unreadable text as it came', () => {
    expect(deliveryText(en, '30-40 min')).toBe('30–40 min');
    expect(deliveryText(ar, '30-40 min')).toBe('٣٠–٤٠ دقيقة');
    expect(deliveryText(tr, '30-40 min')).toBe('30–40 dk');
    expect(deliveryText(en, '1-2 hours')).toBe('1–2 hours');
    expect(deliveryText(ar, '1-2 hours')).toBe('١–٢ ساعة');
    expect(deliveryText(ar, '3-5 hours')).toBe('٣–٥ ساعات');
    expect(deliveryText(ar, '10-20 hours')).toBe('١٠–٢٠ ساعة');
    expect(deliveryText(tr, '10-20 hours')).toBe('10–20 saat');
    expect(deliveryText(en, '3-5 days')).toBe('3–5 days');
    expect(deliveryText(ar, '3-5 days')).toBe('٣–٥ أيام');
    expect(deliveryText(tr, '3-5 days')).toBe('3–5 gün');
    expect(deliveryText(ar, 'same day')).toBe('same day');
    expect(deliveryText(en, null)).toBe('');
  });

  it("labels an item from its store's text, else from its min and max", () => {
    expect(deliveryLabel({ delivery_time: '30-45 min', min_delivery_time: 30, max_delivery_time: 45 }, en)).toBe(
      '30–45 min',
    );
    expect(deliveryLabel({ delivery_time: '1-2 hours', min_delivery_time: 1, max_delivery_time: 2 }, ar)).toBe(
      '١–٢ ساعة',
    );
    expect(deliveryLabel({ delivery_time: null, min_delivery_time: 10, max_delivery_time: 20 }, ar)).toBe(
      '١٠–٢٠ دقيقة',
    );
    expect(deliveryLabel({ delivery_time: null, min_delivery_time: null, max_delivery_time: null }, en)).toBe('');
  });
});

describe('share links', () => {
  it('carry the encoded page URL to each network', () => {
    const url = 'https://shop.example/ar/single-product/1?module=1';
    const links = shareLinks(url, 'Hass & Co');
    expect(links.map((l) => l.network)).toEqual(['facebook', 'whatsapp', 'x', 'telegram']);
    for (const link of links) {
      expect(link.href).toContain(encodeURIComponent(url));
      expect(link.href).not.toContain('?module=1&');
    }
    expect(links.find((l) => l.network === 'x')!.href).toContain('text=Hass%20%26%20Co');
  });
});

describe('store search', () => {
  it('trims the term and treats blank as no search', () => {
    expect(storeQuery('  milk   powder ')).toBe('milk powder');
    expect(storeQuery('   ')).toBe('');
    expect(storeQuery(null)).toBe('');
    expect(storeQuery('a'.repeat(300))).toHaveLength(100);
  });

  it('sends store_id with the item search', async () => {
    const { ctx, calls } = answering(fixture('items-31-new-arrival.json'));
    await searchItems(ctx, ' milk ', { store_id: 4, limit: 50, offset: 1 });
    expect(calls[0]!.url.searchParams.get('name')).toBe('milk');
    expect(calls[0]!.url.searchParams.get('store_id')).toBe('4');
  });
});
