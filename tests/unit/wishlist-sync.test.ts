// The hearts' calls to the account's wish-list (src/lib/browser/favourites/wishlist-sync.ts), with the page's
// storage, document and fetch stood in for: each answer read to its end, one heart's changes in tap
// order, and a list arriving from the marketplace never undoing a heart tapped while it was coming.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendHeart, syncWishlist } from '../../src/lib/browser/favourites/wishlist-sync.ts';
import { toggleStored } from '../../src/lib/wishlist/storage.ts';

interface Call {
  method: string;
  url: string;
  answer: (status: number, body: unknown) => void;
  /** Whether the answer's body was read to its end. */
  read: () => boolean;
}

let calls: Call[];
let storage: Map<string, string>;

function page(signedIn: boolean) {
  storage = new Map();
  calls = [];
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('document', {
    documentElement: { hasAttribute: (name: string) => signedIn && name === 'data-signed-in', dataset: { lang: 'en' } },
    dispatchEvent: () => true,
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    return new Promise<Response>((resolve) => {
      let done = false;
      calls.push({
        method: init.method ?? 'GET',
        url,
        answer: (status, body) => {
          const bytes = new TextEncoder().encode(JSON.stringify(body));
          // Pulled only when read (no high-water mark): `done` tells the body was read.
          const stream = new ReadableStream<Uint8Array>(
            {
              pull(controller) {
                controller.enqueue(bytes);
                controller.close();
                done = true;
              },
            },
            { highWaterMark: 0 },
          );
          resolve(new Response(stream, { status, headers: { 'content-type': 'application/json' } }));
        },
        read: () => done,
      });
    });
  });
}

const product = (id: number) => ({ id, name: `Item ${id}` }) as Parameters<typeof toggleStored>[0];
const saved = () => (JSON.parse(storage.get('wishlistItems') ?? '[]') as Array<{ id: number }>).map((p) => p.id);
/** Lets pending promise callbacks run (the calls are chained on promises). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => page(true));
afterEach(() => vi.unstubAllGlobals());

describe('sendHeart', () => {
  it('reads the answer to its end, so the request finishes', async () => {
    const sent = sendHeart('item', 15, 'added');
    await settle();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/customer/wish-list/add?item_id=15']);
    calls[0]!.answer(200, { message: 'Added successfully' });
    expect(await sent).toBe(true);
    expect(calls[0]!.read()).toBe(true);
  });

  it('counts saved already (409) and not saved (404) as done, and a refusal as not', async () => {
    const added = sendHeart('item', 1, 'added');
    const removed = sendHeart('store', 2, 'removed');
    const refused = sendHeart('item', 3, 'added');
    await settle();
    calls[0]!.answer(409, { message: 'Already in wishlist' });
    calls[1]!.answer(404, { message: 'Not found' });
    calls[2]!.answer(403, { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] });
    expect(await Promise.all([added, removed, refused])).toEqual([true, true, false]);
    expect(calls.every((c) => c.read())).toBe(true);
  });

  it("sends one heart's changes one after the other, in tap order", async () => {
    const first = sendHeart('item', 7, 'added');
    const second = sendHeart('item', 7, 'removed');
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.answer(200, { message: 'Added successfully' });
    await first;
    await settle();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    calls[1]!.answer(200, { message: 'Successfully removed' });
    expect(await second).toBe(true);
  });

  it('sends nothing signed out (the device keeps the list)', async () => {
    page(false);
    expect(await sendHeart('item', 15, 'added')).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

describe('syncWishlist', () => {
  it('merges the device list at the first signed-in page and keeps the account copy', async () => {
    toggleStored(product(4));
    const synced = syncWishlist();
    await settle();
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('/en/api/wishlist');
    calls[0]!.answer(200, { items: [product(4), product(9)], stores: [] });
    expect(await synced).toBe('merged');
    expect(saved()).toEqual([4, 9]);
    expect(storage.get('wishlistOwner')).toBe('account');
  });

  it('keeps a heart tapped while the account list was on its way', async () => {
    storage.set('wishlistOwner', 'account');
    const synced = syncWishlist(true);
    await settle();
    // Tapped now, as the directive does before the islands' code has arrived.
    toggleStored(product(15));
    const sent = sendHeart('item', 15, 'added');
    // The list was read before the add arrived.
    calls[0]!.answer(200, { items: [product(3)], stores: [] });
    expect(await synced).toBe('refreshed');
    expect(saved()).toEqual([3, 15]);
    calls[1]!.answer(200, { message: 'Added successfully' });
    expect(await sent).toBe(true);
  });

  it('keeps a heart removed while its removal was still on its way', async () => {
    storage.set('wishlistOwner', 'account');
    toggleStored(product(3));
    toggleStored(product(3));
    const sent = sendHeart('item', 3, 'removed');
    const synced = syncWishlist(true);
    await settle();
    const list = calls.find((c) => c.url === '/en/api/wishlist')!;
    list.answer(200, { items: [product(3), product(5)], stores: [] });
    expect(await synced).toBe('refreshed');
    expect(saved()).toEqual([5]);
    calls.find((c) => c.method === 'DELETE')!.answer(200, { message: 'Successfully removed' });
    expect(await sent).toBe(true);
  });

  it('reads a refused answer to its end too', async () => {
    storage.set('wishlistOwner', 'account');
    const synced = syncWishlist(true);
    await settle();
    calls[0]!.answer(502, { error: 'The favourites could not be loaded.' });
    expect(await synced).toBe('failed');
    expect(calls[0]!.read()).toBe(true);
  });
});
