// The brand pages' decisions (which shop module, which brand a path names), the client schemas
// against the reference answers' shapes, and the brand entries of the sitemap.
import { describe, expect, it } from 'vitest';
import { BrandItemsSchema, BrandListSchema } from '../../src/lib/api/index.ts';
import { findBrand, parseBrandKey, pickShopModule } from '../../src/lib/brands/brands.ts';
import { sitemapPaths } from '../../src/lib/seo/sitemap.ts';

const modules = [
  { id: 1, module_type: 'grocery' },
  { id: 4, module_type: 'ecommerce' },
  { id: 7, module_type: 'ecommerce' },
];

describe('pickShopModule', () => {
  it('takes a requested shop, else the browsed one when it is a shop, else the first shop', () => {
    expect(pickShopModule(modules, 1, 7)).toBe(7);
    expect(pickShopModule(modules, 7, null)).toBe(7);
    expect(pickShopModule(modules, 1, null)).toBe(4);
    // A requested module that is not a shop of the zone is ignored.
    expect(pickShopModule(modules, 1, 1)).toBe(4);
    expect(pickShopModule(modules, 1, 99)).toBe(4);
    expect(pickShopModule([{ id: 1, module_type: 'grocery' }], 1, null)).toBeNull();
  });
});

describe('parseBrandKey', () => {
  it('reads an id or a slug and refuses anything else', () => {
    expect(parseBrandKey('6')).toEqual({ id: 6 });
    expect(parseBrandKey('nile-threads')).toEqual({ slug: 'nile-threads' });
    for (const bad of [undefined, '', '0', '-1', 'Nile', 'a--b', 'a b', '../x', '1234567890', 'x'.repeat(121)])
      expect(parseBrandKey(bad), String(bad)).toBeNull();
  });

  it('finds the brand by id or by slug', () => {
    const brands = [{ id: 6, name: 'Nile Threads', slug: 'nile-threads', image_full_url: null, items_count: 13 }];
    expect(findBrand(brands, { id: 6 })?.name).toBe('Nile Threads');
    expect(findBrand(brands, { slug: 'nile-threads' })?.id).toBe(6);
    expect(findBrand(brands, { id: 7 })).toBeNull();
  });
});

describe('brand schemas', () => {
  it('read the bare brand array (numbers as strings too) and keep only what the pages use', () => {
    const [brand] = BrandListSchema.parse([
      {
        id: '6',
        name: 'Nile Threads',
        slug: 'nile-threads',
        image: 'nile-threads.png',
        status: 1,
        created_at: '2025-02-06T09:00:00.000000Z',
        updated_at: '2025-02-06T09:00:00.000000Z',
        module_id: 4,
        items_count: '13',
        image_full_url: null,
        translations: [],
        storage: [],
      },
    ]);
    expect(brand).toEqual({ id: 6, name: 'Nile Threads', slug: 'nile-threads', image_full_url: null, items_count: 13 });
    expect(BrandListSchema.parse([])).toEqual([]);
  });

  it('read the brand items page without a categories key', () => {
    const page = BrandItemsSchema.parse({ total_size: 0, limit: '12', offset: '1', products: [] });
    expect(page).toEqual({ total_size: 0, limit: 12, offset: 1, products: [] });
  });
});

describe('sitemap brand entries', () => {
  it('lists /brands and each brand only when a shop has brands', () => {
    const base = { categoryIds: [], storeIds: [], productIds: [] };
    expect(sitemapPaths({ ...base, brandIds: [1, 6] }).slice(-3)).toEqual(['/brands', '/brands/1', '/brands/6']);
    expect(sitemapPaths({ ...base, brandIds: [] })).not.toContain('/brands');
    expect(sitemapPaths(base)).not.toContain('/brands');
  });
});
