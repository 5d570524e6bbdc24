// Image URLs of servers that send only file names (2.x): built from /config's base_urls.
import { beforeEach, describe, expect, it } from 'vitest';
import { ConfigSchema, ItemSchema, StoreSchema, rememberImageBases } from '../../../src/lib/api/index.ts';

const BASES = {
  item_image_url: 'https://cdn.example.com/storage/app/public/product',
  store_image_url: 'https://cdn.example.com/storage/app/public/store/',
  store_cover_photo_url: 'https://cdn.example.com/storage/app/public/store/cover',
  business_logo_url: 'https://cdn.example.com/storage/app/public/business',
};
const item = { id: 1, name: 'Milk', price: 10, store_id: 2 };
const store = { id: 2, name: 'Corner shop' };

describe('image URLs from file names', () => {
  beforeEach(() => rememberImageBases(BASES));

  it("builds an item's image and gallery, whether the gallery lists names or {img} objects", () => {
    const parsed = ItemSchema.parse({
      ...item,
      image: 'a.png',
      images: ['b.png', { img: 'c.png', storage: 'public' }, ''],
    });
    expect(parsed.image_full_url).toBe('https://cdn.example.com/storage/app/public/product/a.png');
    expect(parsed.images_full_url).toEqual([
      'https://cdn.example.com/storage/app/public/product/b.png',
      'https://cdn.example.com/storage/app/public/product/c.png',
    ]);
  });

  it('keeps what a 3.x server sends: its full URL, and null for a missing file', () => {
    const full = StoreSchema.parse({
      ...store,
      logo: 'l.png',
      logo_full_url: 'https://s3.example.com/l.png',
      cover_photo: 'c.png',
      cover_photo_full_url: null,
    });
    expect(full.logo_full_url).toBe('https://s3.example.com/l.png');
    expect(full.cover_photo_full_url).toBeNull();
  });

  it('joins base and name with one slash, and leaves a name that is already a URL', () => {
    expect(
      StoreSchema.parse({ ...store, logo: '/l.png', cover_photo: 'https://elsewhere.example/c.png' }),
    ).toMatchObject({
      logo_full_url: 'https://cdn.example.com/storage/app/public/store/l.png',
      cover_photo_full_url: 'https://elsewhere.example/c.png',
    });
  });

  it('gives no URL when the server never said where its files are', () => {
    rememberImageBases({});
    expect(StoreSchema.parse({ ...store, logo: 'l.png' }).logo_full_url).toBeNull();
  });

  it('reads the bases from /config itself, the business logo included', () => {
    rememberImageBases({});
    const config = ConfigSchema.parse({
      business_name: 'Shop',
      logo: 'logo.png',
      base_urls: { ...BASES, item_image_url: 'javascript:alert(1)' },
    });
    expect(config.logo_full_url).toBe('https://cdn.example.com/storage/app/public/business/logo.png');
    // Only web URLs are bases.
    expect(ItemSchema.parse({ ...item, image: 'a.png' }).image_full_url).toBeNull();
  });
});

describe('where those files may be loaded from', () => {
  it('the browser (CSP img-src) and the image endpoint accept the hosts /config names for its files', async () => {
    const { imageSources } = await import('../../../src/lib/server/request/security.ts');
    const { allowedImageOrigins } = await import('../../../src/lib/images/request.server.ts');
    const env = { API_BASE_URL: 'https://admin.example.com' };
    rememberImageBases({});
    expect(imageSources(env)).not.toContain('https://cdn.example.com');
    expect(allowedImageOrigins(env, env.API_BASE_URL).has('https://cdn.example.com')).toBe(false);
    rememberImageBases(BASES);
    expect(imageSources(env)).toEqual(expect.arrayContaining(['https://admin.example.com', 'https://cdn.example.com']));
    expect(allowedImageOrigins(env, env.API_BASE_URL).has('https://cdn.example.com')).toBe(true);
    rememberImageBases({});
  });
});
