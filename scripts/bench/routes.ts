// The routes the bench measures (found from the reference API's data), a signed-in cookie, and
// the image-resizing timing.

export interface BenchRoute {
  name: string;
  path: string;
  budgetKiB: number;
  signedIn?: boolean;
}

const headers = (moduleId: number) => ({
  Accept: 'application/json',
  moduleId: String(moduleId),
  zoneId: '[5]',
  'X-localization': 'en',
});

async function json<T>(url: string, moduleId = 2): Promise<T> {
  const res = await fetch(url, { headers: headers(moduleId) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The seed's koshary bowl of store 2: required and optional option groups and add-ons. */
const DISH_WITH_OPTIONS = 313;

export async function findRoutes(api: string): Promise<BenchRoute[]> {
  const categories = await json<Array<{ id: number }>>(`${api}/api/v1/categories`);
  const store = 2;
  const items = await json<Array<{ id: number; name: string }>>(`${api}/api/v1/stores/popular-items/${store}`);
  const item = items[0]!;
  const word = item.name.split(' ')[0]!;
  return [
    { name: 'home', path: '/en', budgetKiB: 150 },
    { name: 'categories', path: '/en/categories', budgetKiB: 25 },
    { name: 'category', path: `/en/categories/${categories[0]!.id}`, budgetKiB: 120 },
    { name: 'store', path: `/en/store/${store}`, budgetKiB: 120 },
    { name: 'product', path: `/en/single-product/${item.id}?module=2`, budgetKiB: 120 },
    { name: 'dish with options', path: `/en/single-product/${DISH_WITH_OPTIONS}?module=2`, budgetKiB: 120 },
    { name: 'reviews', path: `/en/single-product/${item.id}/reviews`, budgetKiB: 120 },
    // Brand links carry no module: from the default food module the pages show the zone's shop.
    { name: 'brands', path: '/en/brands', budgetKiB: 25 },
    { name: 'brand', path: '/en/brands/6', budgetKiB: 120 },
    { name: 'search', path: `/en/search?q=${encodeURIComponent(word)}`, budgetKiB: 120 },
    { name: 'privacy', path: '/en/privacy-policy', budgetKiB: 25 },
    { name: 'cart (signed in)', path: '/en/cart', budgetKiB: 120, signedIn: true },
  ];
}

export async function signInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email_or_phone: 'customer@demo.test', password: 'demo12345', terms: true }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!cookie) throw new Error(`sign-in for the bench failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

export interface ImageTiming {
  firstMs: number;
  cachedMs: number;
  bytes: number;
  format: string | null;
}

/** One product picture at a width nobody asked for yet, then the same again from the cache. */
export async function imageTiming(base: string, api: string): Promise<ImageTiming> {
  const item = await json<{ image_full_url: string }>(`${api}/api/v1/items/details/1`, 1);
  const url = `${base}/img?src=${encodeURIComponent(item.image_full_url)}&w=800`;
  const time = async () => {
    const start = performance.now();
    const res = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    const body = await res.arrayBuffer();
    return {
      ms: Math.round((performance.now() - start) * 10) / 10,
      bytes: body.byteLength,
      format: res.headers.get('content-type'),
    };
  };
  const first = await time();
  const cached = await time();
  return { firstMs: first.ms, cachedMs: cached.ms, bytes: cached.bytes, format: cached.format };
}
