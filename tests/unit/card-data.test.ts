import { describe, expect, it } from 'vitest';
import { cardProductOf, decodeCardData, encodeCardData, imageSourceOf } from '../../src/lib/catalog/card-data.ts';
import { chatLink, phoneFromChatLink, type CardProduct } from '../../src/lib/catalog/types.ts';
import { imageUrl } from '../../src/lib/images/urls.ts';

const product: CardProduct = {
  id: 15,
  name: 'Classic Koshary',
  image_full_url: 'http://127.0.0.1:8820/storage/app/public/product/item-15-1.jpg',
  price: 53,
  discount: 8,
  discount_type: 'amount',
  avg_rating: 4.7,
  rating_count: 65,
  store_id: 2,
  store_name: 'Tahrir Koshary House',
  module_id: 2,
  module_type: 'food',
  stock: 0,
  store_phone: '20223924402',
};

/** What ProductCard shows of a product, as its markup carries it. */
const shown = (p: CardProduct) => () => ({
  name: p.name,
  store_name: p.store_name,
  image: imageUrl(p.image_full_url, 320),
  contact: chatLink(p.store_phone, p.name),
});

describe('card data', () => {
  it('is a short list of the values a card does not show', () => {
    expect(encodeCardData(product)).toBe('15 53 8 amount 4.7 65 2 2 food 0');
  });

  it('gives back the product the card was drawn from', () => {
    expect(cardProductOf(encodeCardData(product), shown(product))).toEqual(product);
    const bare = { ...product, image_full_url: null, module_id: null, stock: null, store_phone: null, module_type: '' };
    expect(cardProductOf(encodeCardData(bare), shown(bare))).toEqual(bare);
  });

  it('reads a whole product given as JSON', () => {
    const never = () => {
      throw new Error('nothing shown to read');
    };
    expect(cardProductOf(JSON.stringify(product), never)).toEqual(product);
    expect(cardProductOf('{"id":"x","name":"A"}', never)).toBeNull();
    expect(cardProductOf('{not json', never)).toBeNull();
  });

  it('keeps the phone as the digits its chat link has', () => {
    expect(phoneFromChatLink(chatLink('+20 2 2392-4402', 'Falafel & more'))).toBe('20223924402');
    expect(phoneFromChatLink(null)).toBeNull();
    expect(phoneFromChatLink('https://example.com/20223924402')).toBeNull();
  });

  it('reads the image source back from a resized or a plain URL', () => {
    expect(imageSourceOf(imageUrl('https://cdn.test/a b&c.jpg', 320))).toBe('https://cdn.test/a b&c.jpg');
    expect(imageSourceOf('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(imageSourceOf(null)).toBeNull();
  });

  it('resolves a storage path against the root the page gives, and only then', () => {
    const root = 'https://api.test/storage/app/public/';
    const src = imageUrl(`${root}product/a-1.jpg`, 320, { storageRoot: root });
    expect(src).toBe('/img?p=product/a-1.jpg&w=320');
    expect(imageSourceOf(src, root)).toBe(`${root}product/a-1.jpg`);
    expect(imageSourceOf(src)).toBeNull();
    expect(imageSourceOf('/img?p=%2F%2Fevil.test%2Fx&w=320', root)).toBeNull();
  });

  it('refuses anything else', () => {
    expect(decodeCardData('')).toBeNull();
    expect(decodeCardData('{"id":1}')).toBeNull();
    expect(decodeCardData('x 53 8 amount 4.7 65 2 2 food 0')).toBeNull();
    expect(decodeCardData('1.5 53 8 amount 4.7 65 2 2 food 0')).toBeNull();
    expect(decodeCardData('15 53 8 amount 4.7 65 2 2 %E0 0')).toBeNull();
  });
});
