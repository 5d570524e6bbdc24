// The offline page's script (pages/offline.astro): it runs at the address the customer asked for,
// which the service worker answered with this page. It lists the pages kept on this device
// (newest first, each with its title and when it was kept) and says what the address asked for
// can do offline: search needs a connection; the cart is shown as last seen, read-only.
import { CACHE, unprefixedPath } from '../../../sw/rules.ts';
import { showOfflineCart } from './offline-cart.ts';

interface Kept {
  href: string;
  title: string;
  lang: string;
  dir: string;
  savedAt: Date;
}

const page = document.querySelector<HTMLElement>('[data-offline-page]');
const root = document.documentElement;
const intlLang = root.lang === 'ar' ? 'ar-EG' : root.lang === 'tr' ? 'tr-TR' : 'en-US';

async function keptPages(): Promise<Kept[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(CACHE.pages);
  const parser = new DOMParser();
  const kept: Kept[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    // This page itself, opened once online, is no page of the shop's.
    if (unprefixedPath(url.pathname) === '/offline') continue;
    const response = await cache.match(request, { ignoreVary: true });
    if (!response) continue;
    const doc = parser.parseFromString(await response.text(), 'text/html');
    kept.push({
      href: url.pathname + url.search,
      title: doc.title || url.pathname,
      lang: doc.documentElement.lang,
      dir: doc.documentElement.dir,
      savedAt: new Date(response.headers.get('date') ?? 0),
    });
  }
  return kept.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
}

function showKept(kept: Kept[]): void {
  const list = page?.querySelector<HTMLUListElement>('[data-offline-kept]');
  const template = page?.querySelector<HTMLTemplateElement>('[data-offline-kept-item]');
  const empty = page?.querySelector<HTMLElement>('[data-offline-kept-empty]');
  if (!list || !template || !empty) return;
  const clock = new Intl.DateTimeFormat(intlLang, { hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(intlLang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const today = new Date().toDateString();
  for (const entry of kept) {
    const item = template.content.firstElementChild?.cloneNode(true) as HTMLLIElement;
    const link = item.querySelector('a')!;
    link.href = entry.href;
    const title = link.querySelector<HTMLElement>('[data-title]')!;
    title.textContent = entry.title;
    // Each title in its own language and direction, whatever the page's.
    if (entry.lang) title.lang = entry.lang;
    if (entry.dir) title.dir = entry.dir;
    const saved = link.querySelector<HTMLElement>('[data-saved]')!;
    if (!Number.isNaN(entry.savedAt.getTime())) {
      const time = (entry.savedAt.toDateString() === today ? clock : day).format(entry.savedAt);
      saved.textContent = (saved.dataset.template ?? '').replace('{{time}}', time);
    }
    list.append(item);
  }
  list.hidden = kept.length === 0;
  empty.hidden = kept.length > 0;
}

if (page) {
  const asked = unprefixedPath(location.pathname);
  if (asked === '/search') page.querySelector<HTMLElement>('[data-offline-for="search"]')?.removeAttribute('hidden');
  // The cart as it was last seen on this device, read-only.
  const cart = page.querySelector<HTMLElement>('[data-offline-cart]');
  if (asked === '/cart' && cart) showOfflineCart(cart);
  page.querySelector('[data-offline-retry]')?.addEventListener('click', () => location.reload());
  keptPages()
    .then(showKept)
    .catch(() => showKept([]));
}
