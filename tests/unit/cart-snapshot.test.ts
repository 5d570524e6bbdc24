// The cart's last known lines kept on the device for the offline page (src/lib/cart/cart-snapshot.ts),
// with the page's storage and document stood in for: kept and read back as saved, anything
// malformed read as none and removed, an account's copy forgotten once the page is signed out
// (a guest's kept), and storage that throws never breaking the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_SNAPSHOT_KEY,
  type CartSnapshot,
  clearCartSnapshot,
  forgetCartOfSignedOut,
  readCartSnapshot,
  saveCartSnapshot,
} from '../../src/lib/cart/cart-snapshot.ts';

let storage: Map<string, string>;

function page({ signedIn, throws = false }: { signedIn: boolean; throws?: boolean }) {
  storage = new Map();
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const localStorage = throws
    ? { getItem: fail, setItem: fail, removeItem: fail }
    : {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('document', {
    documentElement: { hasAttribute: (name: string) => signedIn && name === 'data-signed-in' },
  });
}

const snapshot = (over: Partial<CartSnapshot> = {}): CartSnapshot => ({
  savedAt: '2026-12-06T08:15:00.000Z',
  owner: 'account',
  lang: 'ar',
  storeName: 'مطعم الشام',
  lines: [
    {
      name: 'شاورما دجاج',
      quantity: 2,
      options: 'الحجم: كبير',
      total: '‏١٢٠٫٠٠ ج.م.‏',
      image: '/img?p=product/1.png&w=128',
    },
    { name: 'Ayran', quantity: 1, options: null, total: '‏١٥٫٠٠ ج.م.‏', image: null },
  ],
  subtotal: '‏١٣٥٫٠٠ ج.م.‏',
  ...over,
});

beforeEach(() => page({ signedIn: true }));
afterEach(() => vi.unstubAllGlobals());

describe('saveCartSnapshot and readCartSnapshot', () => {
  it('reads back what was saved, under its key', () => {
    saveCartSnapshot(snapshot());
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(true);
    expect(readCartSnapshot()).toEqual(snapshot());
  });

  it('reads nothing when nothing was saved', () => {
    expect(readCartSnapshot()).toBeNull();
  });

  it('keeps only the fields of the snapshot, nothing else that was passed along', () => {
    const withExtras = { ...snapshot(), address: '12 Nile St', token: 'secret' } as CartSnapshot;
    saveCartSnapshot(withExtras);
    const kept = JSON.parse(storage.get(CART_SNAPSHOT_KEY)!) as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual(['lang', 'lines', 'owner', 'savedAt', 'storeName', 'subtotal']);
  });

  it('keeps nothing for a snapshot that does not pass, and removes the older one', () => {
    saveCartSnapshot(snapshot());
    saveCartSnapshot(snapshot({ lines: [] }));
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(false);
  });

  it('clearCartSnapshot removes it', () => {
    saveCartSnapshot(snapshot());
    clearCartSnapshot();
    expect(readCartSnapshot()).toBeNull();
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(false);
  });
});

describe('malformed data', () => {
  const line = snapshot().lines[0]!;
  const cases: Array<[string, string]> = [
    ['text that is not JSON', '{"owner":'],
    ['JSON that is not an object', '"cart"'],
    ['null', 'null'],
    ['an unknown owner', JSON.stringify(snapshot({ owner: 'someone' as 'guest' }))],
    ['an unknown language', JSON.stringify(snapshot({ lang: 'fr' as 'en' }))],
    ['a date that is not one', JSON.stringify(snapshot({ savedAt: 'yesterday' }))],
    ['no lines', JSON.stringify(snapshot({ lines: [] }))],
    ['a quantity of 0', JSON.stringify(snapshot({ lines: [{ ...line, quantity: 0 }] }))],
    ['a fractional quantity', JSON.stringify(snapshot({ lines: [{ ...line, quantity: 1.5 }] }))],
    ['a picture on another site', JSON.stringify(snapshot({ lines: [{ ...line, image: 'https://evil.test/x.png' }] }))],
    [
      'a picture with a protocol-relative URL',
      JSON.stringify(snapshot({ lines: [{ ...line, image: '//evil.test/x.png' }] })),
    ],
    ['a picture as a script URL', JSON.stringify(snapshot({ lines: [{ ...line, image: 'javascript:alert(1)' }] }))],
    ['a name far too long', JSON.stringify(snapshot({ lines: [{ ...line, name: 'x'.repeat(5000) }] }))],
    ['a missing subtotal', JSON.stringify({ ...snapshot(), subtotal: undefined })],
  ];
  it.each(cases)('%s is read as none and removed', (_name, raw) => {
    storage.set(CART_SNAPSHOT_KEY, raw);
    expect(readCartSnapshot()).toBeNull();
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(false);
  });
});

describe('forgetCartOfSignedOut', () => {
  it("removes an account's snapshot once the page is signed out", () => {
    page({ signedIn: false });
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify(snapshot({ owner: 'account' })));
    expect(forgetCartOfSignedOut()).toBe(true);
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(false);
  });

  it("keeps a guest's snapshot signed out", () => {
    page({ signedIn: false });
    saveCartSnapshot(snapshot({ owner: 'guest' }));
    expect(forgetCartOfSignedOut()).toBe(false);
    expect(readCartSnapshot()?.owner).toBe('guest');
  });

  it("keeps an account's snapshot while the page is signed in", () => {
    saveCartSnapshot(snapshot({ owner: 'account' }));
    expect(forgetCartOfSignedOut()).toBe(false);
    expect(readCartSnapshot()?.owner).toBe('account');
  });

  it('removes, signed out, an entry whose owner cannot be read', () => {
    page({ signedIn: false });
    storage.set(CART_SNAPSHOT_KEY, '{"owner":"account","lines":');
    expect(forgetCartOfSignedOut()).toBe(true);
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(false);
  });

  it("reads only the owner: a guest's entry malformed elsewhere stays until it is read", () => {
    page({ signedIn: false });
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify({ owner: 'guest', lines: 'nonsense' }));
    expect(forgetCartOfSignedOut()).toBe(false);
    expect(readCartSnapshot()).toBeNull();
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(false);
  });

  it('does nothing when there is no snapshot', () => {
    page({ signedIn: false });
    expect(forgetCartOfSignedOut()).toBe(false);
  });
});

describe('storage that throws (blocked or full)', () => {
  beforeEach(() => page({ signedIn: false, throws: true }));

  it('is ignored by every call', () => {
    expect(() => saveCartSnapshot(snapshot())).not.toThrow();
    expect(readCartSnapshot()).toBeNull();
    expect(() => clearCartSnapshot()).not.toThrow();
    expect(forgetCartOfSignedOut()).toBe(false);
  });

  it('is ignored when localStorage itself cannot be reached', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => saveCartSnapshot(snapshot())).not.toThrow();
    expect(readCartSnapshot()).toBeNull();
    expect(forgetCartOfSignedOut()).toBe(false);
  });

  it('a full storage keeps no snapshot rather than an older one', () => {
    page({ signedIn: true });
    saveCartSnapshot(snapshot({ storeName: 'Older' }));
    const setItem = vi.fn(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem,
        removeItem: (key: string) => void storage.delete(key),
      },
    });
    saveCartSnapshot(snapshot({ storeName: 'Newer' }));
    expect(setItem).toHaveBeenCalled();
    expect(readCartSnapshot()).toBeNull();
  });
});
