// The frame's offline bar (components/frame/OfflineBar.astro). A page opened without a connection
// is a copy: the service worker's (it marks <html data-offline-from="Date of the copy">) or the
// browser's own, which it may keep a few minutes (stale-while-revalidate). The bar says from when
// (the mark, else the Date of the worker's copy of this address), and once the connection is back
// the page loads itself again. A page whose connection goes while it is open shows the bar
// (<html data-offline>) until it comes back. The offline page says all this in its own words
// (data-offline-page, its CSS hides the bar) and loads itself again too.
import { CACHE } from '../../../sw/names.ts';

const root = document.documentElement;
const bar = document.querySelector<HTMLElement>('[data-offline-bar]');
const saved = bar?.querySelector<HTMLElement>('[data-offline-saved]');
const copy = root.hasAttribute('data-offline-from') || !navigator.onLine;

/** HH:MM in the page's language (Arabic pages in Arabic-Indic digits), or '' for a bad date. */
function clock(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const lang = root.lang === 'ar' ? 'ar-EG' : root.lang === 'tr' ? 'tr-TR' : 'en-US';
  return new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(date);
}

async function savedAt(): Promise<string | null> {
  const marked = root.getAttribute('data-offline-from');
  if (marked) return marked;
  if (!('caches' in window)) return null;
  const kept = await caches.match(location.pathname + location.search, { cacheName: CACHE.pages, ignoreVary: true });
  return kept?.headers.get('date') ?? null;
}

if (copy && saved) {
  savedAt()
    .then((at) => {
      const time = at ? clock(at) : '';
      if (time) saved.textContent = (saved.dataset.template ?? '').replace('{{time}}', time);
    })
    .catch(() => undefined);
}

const setOffline = (offline: boolean) => root.toggleAttribute('data-offline', offline);
setOffline(!navigator.onLine);
addEventListener('offline', () => setOffline(true));
// A connection that comes back is often gone again a moment later, and the page may be leaving
// already (a link followed): the copy is loaded again only once the connection has held a second.
let settle: ReturnType<typeof setTimeout> | undefined;
addEventListener('online', () => {
  setOffline(false);
  clearTimeout(settle);
  if (copy) settle = setTimeout(() => navigator.onLine && location.reload(), 1000);
});
addEventListener('offline', () => clearTimeout(settle));
bar?.querySelector('[data-offline-retry]')?.addEventListener('click', () => location.reload());
