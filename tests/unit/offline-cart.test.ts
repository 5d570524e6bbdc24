// The offline page's cart (src/lib/browser/offline/offline-cart.ts) filled from the device's snapshot, in a
// small stand-in for the DOM (the unit tests run without a browser): the lines, the saved time in
// the page's language, the empty message when nothing is kept, and text set as text, never as HTML.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedAtText, showOfflineCart } from '../../src/lib/browser/offline/offline-cart.ts';
import { CART_SNAPSHOT_KEY, type CartSnapshot } from '../../src/lib/cart/cart-snapshot.ts';

/** Just what offline-cart.ts uses of an element: [data-*] lookups, text, attributes, clones. */
class El {
  readonly attributes = new Map<string, string>();
  children: El[] = [];
  hidden = false;
  content: El | null = null;
  private text = '';
  readonly listeners = new Map<string, Array<() => void>>();
  /** Set only through innerHTML: the test fails if anything uses it. */
  innerHTMLUsed = false;

  readonly tagName: string;

  constructor(tagName: string, attrs: Record<string, string> = {}, children: El[] = []) {
    this.tagName = tagName;
    for (const [name, value] of Object.entries(attrs)) this.setAttribute(name, value);
    this.hidden = 'hidden' in attrs;
    this.children = children;
  }
  get textContent(): string {
    return this.text + this.children.map((c) => c.textContent).join('');
  }
  set textContent(value: string) {
    this.text = value;
    this.children = [];
  }
  set innerHTML(_value: string) {
    this.innerHTMLUsed = true;
  }
  get dataset(): Record<string, string> {
    const data: Record<string, string> = {};
    for (const [name, value] of this.attributes) {
      if (name.startsWith('data-')) data[name.slice(5).replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] = value;
    }
    return data;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  get firstElementChild(): El | null {
    return this.children[0] ?? null;
  }
  replaceChildren(...nodes: El[]) {
    this.text = '';
    this.children = nodes;
  }
  cloneNode(deep: boolean): El {
    const copy = new El(this.tagName, Object.fromEntries(this.attributes));
    copy.hidden = this.hidden;
    copy.text = this.text;
    if (deep) copy.children = this.children.map((c) => c.cloneNode(true));
    return copy;
  }
  /** Only `[data-name]`, the one kind of selector the module uses (a template's content is not searched). */
  querySelector(selector: string): El | null {
    const name = /^\[([a-z-]+)\]$/.exec(selector)?.[1];
    if (!name) throw new Error(`unsupported selector ${selector}`);
    for (const child of this.children) {
      if (child.attributes.has(name)) return child;
      const found = child.querySelector(selector);
      if (found) return found;
    }
    return null;
  }
  all(name: string): El[] {
    return this.children.flatMap((c) => [...(c.attributes.has(name) ? [c] : []), ...c.all(name)]);
  }
}

const h = (tag: string, attrs: Record<string, string> = {}, ...children: El[]) => new El(tag, attrs, children);

/** The section as OfflineCart.astro renders it (its data attributes, in English). */
function section(): El {
  const template = h('template', { 'data-offline-cart-line': '' });
  template.content = h(
    'fragment',
    {},
    h(
      'li',
      {},
      h('div', {}, h('img', { hidden: '', alt: '', 'data-line-image': '' })),
      h(
        'div',
        {},
        h('p', { 'data-line-name': '' }),
        h('p', { hidden: '', 'data-line-options': '' }),
        h('p', { 'data-line-quantity': '', 'data-template': 'Quantity: {{quantity}}' }),
      ),
      h('p', { 'data-line-total': '' }),
    ),
  );
  return h(
    'section',
    { hidden: '', 'data-offline-cart': '' },
    h(
      'div',
      {},
      h('h2', {}),
      h('p', { 'data-offline-cart-store': '' }),
      h('p', { 'data-offline-cart-saved-at': '', 'data-template': 'Saved at {{time}}' }),
    ),
    h('p', { 'data-offline-cart-note': '' }),
    h(
      'div',
      { 'data-offline-cart-content': '' },
      h('ul', { 'data-offline-cart-lines': '' }),
      h('p', {}, h('span', {}), h('strong', { 'data-offline-cart-subtotal': '' })),
    ),
    h('p', { hidden: '', 'data-offline-cart-empty': '' }),
    template,
  );
}

let storage: Map<string, string>;

function page(lang: string) {
  storage = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  vi.stubGlobal('document', { documentElement: { lang, hasAttribute: () => false } });
}

const today = new Date();
today.setHours(14, 5, 0, 0);

const snapshot = (over: Partial<CartSnapshot> = {}): CartSnapshot => ({
  savedAt: today.toISOString(),
  owner: 'guest',
  lang: 'en',
  storeName: 'Cairo Grill',
  lines: [
    {
      name: 'Chicken shawarma',
      quantity: 2,
      options: 'Size: Large',
      total: 'EGP 120.00',
      image: '/img?p=product/1.png&w=128',
    },
    { name: '<img src=x onerror=alert(1)>', quantity: 12, options: null, total: 'EGP 15.00', image: null },
  ],
  subtotal: 'EGP 135.00',
  ...over,
});

const show = (root: El) => showOfflineCart(root as unknown as HTMLElement);

beforeEach(() => page('en'));
afterEach(() => vi.unstubAllGlobals());

describe('showOfflineCart', () => {
  it('shows the kept lines, the store, the subtotal and the saved time, and unhides the section', () => {
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify(snapshot()));
    const root = section();
    show(root);
    expect(root.hidden).toBe(false);
    const lines = root.querySelector('[data-offline-cart-lines]')!.children;
    expect(lines).toHaveLength(2);
    expect(lines.map((li) => li.querySelector('[data-line-name]')!.textContent)).toEqual([
      'Chicken shawarma',
      '<img src=x onerror=alert(1)>',
    ]);
    expect(lines.map((li) => li.querySelector('[data-line-quantity]')!.textContent)).toEqual([
      'Quantity: 2',
      'Quantity: 12',
    ]);
    expect(lines.map((li) => li.querySelector('[data-line-total]')!.textContent)).toEqual(['EGP 120.00', 'EGP 15.00']);
    const [first, second] = lines as [El, El];
    expect(first.querySelector('[data-line-options]')).toMatchObject({ hidden: false, textContent: 'Size: Large' });
    expect(second.querySelector('[data-line-options]')!.hidden).toBe(true);
    const image = first.querySelector('[data-line-image]')!;
    expect(image.getAttribute('src')).toBe('/img?p=product/1.png&w=128');
    expect(image.hidden).toBe(false);
    expect(second.querySelector('[data-line-image]')!.hidden).toBe(true);
    expect(root.querySelector('[data-offline-cart-store]')!.textContent).toBe('Cairo Grill');
    expect(root.querySelector('[data-offline-cart-subtotal]')!.textContent).toBe('EGP 135.00');
    expect(root.querySelector('[data-offline-cart-saved-at]')!.textContent).toMatch(/^Saved at 2:05\sPM$/);
    expect(root.querySelector('[data-offline-cart-empty]')!.hidden).toBe(true);
    expect(root.querySelector('[data-offline-cart-content]')!.hidden).toBe(false);
    expect(root.all('data-line-name').some((el) => el.innerHTMLUsed)).toBe(false);
  });

  it('hides a picture that cannot be loaded (offline, not cached)', () => {
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify(snapshot()));
    const root = section();
    show(root);
    const image = root.querySelector('[data-offline-cart-lines]')!.children[0]!.querySelector('[data-line-image]')!;
    image.dispatch('error');
    expect(image.hidden).toBe(true);
  });

  it("writes the time and quantities in the page's language (Arabic digits) and marks the lines' language", () => {
    page('ar');
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify(snapshot()));
    const root = section();
    show(root);
    const savedAt = root.querySelector('[data-offline-cart-saved-at]')!.textContent;
    expect(savedAt).toBe(
      `Saved at ${new Intl.DateTimeFormat('ar-EG', { hour: 'numeric', minute: '2-digit' }).format(today)}`,
    );
    expect(savedAt).toMatch(/[٠-٩]/);
    const list = root.querySelector('[data-offline-cart-lines]')!;
    expect(list.children[1]!.querySelector('[data-line-quantity]')!.textContent).toBe('Quantity: ١٢');
    expect(list.getAttribute('lang')).toBe('en');
  });

  it('shows the empty message, and no lines, when nothing is kept', () => {
    const root = section();
    show(root);
    expect(root.hidden).toBe(false);
    expect(root.querySelector('[data-offline-cart-empty]')!.hidden).toBe(false);
    expect(root.querySelector('[data-offline-cart-content]')!.hidden).toBe(true);
    expect(root.querySelector('[data-offline-cart-saved-at]')!.hidden).toBe(true);
    expect(root.querySelector('[data-offline-cart-lines]')!.children).toHaveLength(0);
  });

  it('shows the empty message for a snapshot that cannot be read, and removes it', () => {
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify(snapshot({ lines: [] })));
    const root = section();
    show(root);
    expect(root.querySelector('[data-offline-cart-empty]')!.hidden).toBe(false);
    expect(storage.has(CART_SNAPSHOT_KEY)).toBe(false);
  });

  it('replaces the lines shown before when shown again', () => {
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify(snapshot()));
    const root = section();
    show(root);
    storage.set(CART_SNAPSHOT_KEY, JSON.stringify(snapshot({ lines: [snapshot().lines[0]!] })));
    show(root);
    expect(root.querySelector('[data-offline-cart-lines]')!.children).toHaveLength(1);
  });

  it('uses only data attributes that OfflineCart.astro renders', () => {
    const markup = readFileSync(new URL('../../src/components/offline/OfflineCart.astro', import.meta.url), 'utf8');
    const used = new Set(collect(section()));
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(markup).toContain(name);
  });
});

describe('savedAtText', () => {
  it('adds the date when the cart was not saved today', () => {
    const yesterday = new Date(today.getTime() - 86_400_000);
    expect(savedAtText(yesterday.toISOString(), 'en-US', today)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(yesterday),
    );
    expect(savedAtText(today.toISOString(), 'tr-TR', today)).toBe('14:05');
  });
});

/** Every data-* attribute name in the stand-in section, its template included. */
function collect(root: El): string[] {
  const names = [...root.attributes.keys()].filter((n) => n.startsWith('data-') && n !== 'data-template');
  const nested = [...root.children, ...(root.content ? [root.content] : [])].flatMap(collect);
  return [...names, ...nested];
}
