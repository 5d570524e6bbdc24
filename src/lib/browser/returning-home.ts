// Fills the home page's blocks for a returning customer (components/home/ReturningBlocks.astro)
// once the page has loaded, without React: the shared home HTML holds them empty and hidden, and
// this script draws their cards from templates of the page, with text and attributes only (no
// markup from any answer or from storage). Each block shows only when it has something to show
// (or failed and offers a retry):
// - Order again: signed in only (the head script's data-signed-in), GET /api/home/order-again,
//   a private answer of the storefront that reads the session itself;
// - Recently viewed: this device's list (lib/recently-viewed.ts), clearable;
// - Stores near you: only when a delivery point was chosen (data-place), GET
//   /api/home/nearby-stores, which measures from the point the location cookies keep.
// The blocks sit below the first screen; they are shown only while their place is out of view
// (below it, or above it where the browser's scroll anchoring keeps what is seen in place), so
// nothing the customer is looking at moves. Otherwise they wait for a scroll to take it away.
import { productHrefFor } from '../catalog/product-href.ts';
import type { CardProduct } from '../catalog/types.ts';
import { discountBadge, discountedPrice } from '../domain/pricing/price.ts';
import { isOutOfStock } from '../domain/pricing/quantity.ts';
import type { NearbyStores } from '../home/nearby-stores.server.ts';
import type { OrderAgain } from '../home/order-again.server.ts';
import { currencyFormatter, type CurrencySettings } from '../i18n/currency.ts';
import { formatNumber } from '../i18n/format.ts';
import type { Lang } from '../i18n/langs.ts';
import { imageUrl, srcSet } from '../images/urls.ts';
import { localizePath, paths } from '../paths.ts';
import { clearRecentlyViewed, RECENTLY_VIEWED_KEY, recentlyViewed } from '../recently-viewed.ts';

interface Config {
  lang: Lang;
  prefix: string;
  currency: CurrencySettings;
  storageRoot?: string;
  percent: string;
  amount: string;
  metres: string;
  kilometres: string;
}

const fill = (template: string, value: string) => template.replace('{{value}}', value);

function productCard(root: HTMLElement, config: Config, product: CardProduct): DocumentFragment {
  const template = root.querySelector<HTMLTemplateElement>('template[data-product-card]')!;
  const card = template.content.cloneNode(true) as DocumentFragment;
  const money = currencyFormatter(config.lang, config.currency);
  const image = card.querySelector('img')!;
  const source = product.image_full_url;
  const src = imageUrl(source, 320, { storageRoot: config.storageRoot });
  if (src) {
    image.src = src;
    const set = srcSet(source, [160, 320, 480], { storageRoot: config.storageRoot });
    if (set) image.srcset = set;
  } else image.remove();
  const badge = discountBadge(product);
  if (badge) {
    const el = card.querySelector<HTMLElement>('.card-badge')!;
    el.textContent =
      badge.kind === 'percent'
        ? fill(config.percent, formatNumber(config.lang, badge.value))
        : fill(config.amount, money(badge.value));
    el.hidden = false;
    const was = card.querySelector<HTMLElement>('.card-was')!;
    was.textContent = money(product.price);
    was.hidden = false;
  }
  card.querySelector<HTMLElement>('.card-sold-out')!.hidden = !isOutOfStock(product);
  const link = card.querySelector('a')!;
  link.href = productHrefFor(config.prefix, product);
  link.textContent = product.name;
  card.querySelector('.card-store')!.textContent = product.store_name ?? '';
  card.querySelector('.card-price')!.textContent = money(discountedPrice(product));
  return card;
}

function distanceText(config: Config, metres: number): string {
  if (metres < 1000) return fill(config.metres, formatNumber(config.lang, Math.round(metres)));
  const km = formatNumber(config.lang, metres / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return fill(config.kilometres, km);
}

function storeCard(
  root: HTMLElement,
  config: Config,
  store: Extract<NearbyStores, { located: true }>['stores'][number],
) {
  const template = root.querySelector<HTMLTemplateElement>('template[data-store-card]')!;
  const card = template.content.cloneNode(true) as DocumentFragment;
  card.querySelector('a')!.href = localizePath(config.prefix, paths.store(store.id));
  const logo = card.querySelector('img')!;
  // The logo is the storefront's own resized address (/img?...), never a script's.
  if (store.logo?.startsWith('/img?')) {
    logo.src = store.logo;
    card.querySelector('[data-no-logo]')!.remove();
  } else logo.remove();
  card.querySelector('[data-store-name]')!.textContent = store.name;
  const distance = card.querySelector<HTMLElement>('[data-distance]')!;
  if (store.distance === null) distance.remove();
  else distance.textContent = distanceText(config, store.distance);
  card.querySelector<HTMLElement>('[data-closed]')!.hidden = store.open;
  return card;
}

/** The first shown element after `el` among its siblings, or after its parent's frame. */
function placeAfter(el: Element, root: HTMLElement): Element | null {
  for (let next = el.nextElementSibling; next; next = next.nextElementSibling) {
    if (next instanceof HTMLElement && !next.hidden && next.tagName !== 'TEMPLATE' && next.tagName !== 'SCRIPT')
      return next;
  }
  return el === root ? null : placeAfter(root, root);
}

/**
 * Whether showing `block` now would move content in view: the content right after the place it
 * takes is on the screen. Above the screen, the browser's scroll anchoring keeps what is seen in
 * place; below it, nothing seen moves.
 */
function wouldMove(root: HTMLElement, block: HTMLElement): boolean {
  const after = placeAfter(root.hidden ? root : block, root);
  if (!after) return false;
  const { top } = after.getBoundingClientRect();
  return top > 0 && top < window.innerHeight;
}

/** Shows `block` (and the blocks' frame) when that moves nothing in view; else once scrolled away. */
function reveal(root: HTMLElement, block: HTMLElement): void {
  const show = () => {
    root.hidden = false;
    block.hidden = false;
  };
  if (!block.hidden || !wouldMove(root, block)) {
    show();
    return;
  }
  const onScroll = () => {
    if (wouldMove(root, block)) return;
    window.removeEventListener('scroll', onScroll);
    show();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
}

function hide(root: HTMLElement, block: HTMLElement): void {
  block.hidden = true;
  root.hidden = ![...root.querySelectorAll<HTMLElement>('[data-home-block]')].some((b) => !b.hidden);
}

async function privateJson<T>(path: string): Promise<T | 'signed-out'> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 401) return 'signed-out';
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A block filled from a private answer: shown with cards, hidden when empty, an error with a retry. */
function loadBlock<T>(
  root: HTMLElement,
  block: HTMLElement,
  path: string,
  draw: (data: T, list: HTMLElement) => number,
): void {
  const list = block.querySelector<HTMLElement>('[data-block-list]')!;
  const error = block.querySelector<HTMLElement>('[data-block-error]')!;
  const retry = block.querySelector<HTMLButtonElement>('[data-block-retry]')!;
  const load = async () => {
    retry.disabled = true;
    retry.setAttribute('aria-busy', 'true');
    try {
      const data = await privateJson<T>(path);
      list.replaceChildren();
      const drawn = data === 'signed-out' ? 0 : draw(data, list);
      error.hidden = true;
      if (drawn > 0) reveal(root, block);
      else hide(root, block);
    } catch (failure) {
      console.error('home: a block could not be loaded', failure);
      list.replaceChildren();
      error.hidden = false;
      reveal(root, block);
    } finally {
      retry.disabled = false;
      retry.removeAttribute('aria-busy');
    }
  };
  retry.addEventListener('click', () => void load());
  void load();
}

function recentBlock(root: HTMLElement, config: Config): void {
  const block = root.querySelector<HTMLElement>('[data-home-block="recently-viewed"]')!;
  const list = block.querySelector<HTMLElement>('[data-block-list]')!;
  const status = block.querySelector<HTMLElement>('[data-recent-status]')!;
  const clear = block.querySelector<HTMLButtonElement>('[data-recent-clear]')!;
  const draw = () => {
    const viewed = recentlyViewed();
    list.replaceChildren(...viewed.map((p) => productCard(root, config, p)));
    clear.hidden = viewed.length === 0;
    if (viewed.length) {
      status.textContent = '';
      reveal(root, block);
    } else if (!status.textContent) hide(root, block);
  };
  clear.addEventListener('click', () => {
    clearRecentlyViewed();
    list.replaceChildren();
    clear.hidden = true;
    // The button is gone with the list: focus stays in the block, on its heading, and the
    // cleared line is read out.
    status.textContent = status.dataset.cleared ?? '';
    block.querySelector<HTMLElement>('h2')!.focus();
  });
  // Another tab viewing a product or clearing the list.
  window.addEventListener('storage', (event) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) draw();
  });
  draw();
}

function start(): void {
  const root = document.querySelector<HTMLElement>('[data-returning]');
  if (!root) return;
  const config = JSON.parse(root.dataset.returning!) as Config;
  const html = document.documentElement;
  const query = `?lang=${encodeURIComponent(config.lang)}`;
  if (html.hasAttribute('data-signed-in')) {
    const block = root.querySelector<HTMLElement>('[data-home-block="order-again"]')!;
    loadBlock<OrderAgain>(root, block, `/api/home/order-again${query}`, (data, list) => {
      list.replaceChildren(...data.items.map((p) => productCard(root, config, p)));
      return data.items.length;
    });
  }
  recentBlock(root, config);
  if (html.hasAttribute('data-place')) {
    const block = root.querySelector<HTMLElement>('[data-home-block="nearby-stores"]')!;
    loadBlock<NearbyStores>(root, block, `/api/home/nearby-stores${query}`, (data, list) => {
      if (!data.located) return 0;
      list.replaceChildren(...data.stores.map((s) => storeCard(root, config, s)));
      return data.stores.length;
    });
  }
}

// After the page's own load: the blocks never compete with what the first screen needs.
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
