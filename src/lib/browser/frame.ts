// The frame's only script: theme toggle, side menu, language choice, location, the
// localStorage mirrors of the preferences the server reads from cookies, the offline bar, and the
// service worker's registration once the page is idle.
import { forgetCartOfSignedOut } from '../cart/cart-snapshot-owner.ts';
import './offline/offline-bar.ts';
import { startWorker } from './offline/sw-register.ts';

const root = document.documentElement;
const YEAR = 60 * 60 * 24 * 365;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function setCookie(name: string, value: string, maxAge = YEAR) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phones served.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

// Theme: the inline head script applied it before paint; the toggle flips and stores it, and the
// preview bar's Light and Dark buttons (components/frame/PreviewBar.astro) set it.
const toggles = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
const setters = document.querySelectorAll<HTMLButtonElement>('[data-theme-set]');
const showTheme = () => {
  const dark = root.classList.contains('dark');
  for (const b of toggles) b.setAttribute('aria-pressed', String(dark));
  for (const b of setters) b.setAttribute('aria-pressed', String((b.dataset.themeSet === 'dark') === dark));
};
const setTheme = (dark: boolean) => {
  root.classList.toggle('dark', dark);
  store()?.setItem('theme', dark ? 'dark' : 'light');
  showTheme();
};
for (const button of toggles) {
  button.addEventListener('click', () => setTheme(!root.classList.contains('dark')));
}
for (const button of setters) {
  button.addEventListener('click', () => setTheme(button.dataset.themeSet === 'dark'));
}
showTheme();

// Side menu: showModal gives the focus trap, Escape and an inert page.
const menu = document.getElementById('side-menu') as HTMLDialogElement | null;
const openers = document.querySelectorAll<HTMLButtonElement>('[data-menu-open]');
if (menu) {
  const expanded = (value: boolean) => {
    for (const o of openers) o.setAttribute('aria-expanded', String(value));
  };
  for (const b of openers) {
    b.addEventListener('click', () => {
      menu.showModal();
      expanded(true);
    });
  }
  menu.addEventListener('close', () => expanded(false));
  menu.addEventListener('click', (event) => {
    const target = event.target as Element;
    // A click on the backdrop lands on the dialog itself; a chosen link also closes it.
    if (target === menu || target.closest('a, [data-menu-close]')) menu.close();
  });
}

// Language: the links carry the language in the URL; remember the choice for plain URLs.
for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-set-lang]')) {
  a.addEventListener('click', () => {
    const lang = a.dataset.setLang!;
    setCookie('lang', lang);
    store()?.setItem('i18nextLng', lang);
  });
}

/**
 * Runs `run` at the first quiet moment after the first paint: for work the first screen does not
 * need (reading cookies, for one, is a synchronous call to the browser's process).
 */
function afterFirstPaint(run: () => void) {
  const quiet = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50);
  requestAnimationFrame(() => setTimeout(quiet, 0));
}

// Mirrors of the cookies under the keys the spec names.
const mirrors: Array<[cookie: string, key: string]> = [
  ['module_id', 'selected_module_id'],
  ['zoneid', 'zoneid'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['fullLocation', 'fullLocation'],
];
afterFirstPaint(() => {
  for (const [cookie, key] of mirrors) {
    const value = readCookie(cookie);
    if (value !== null) store()?.setItem(key, value);
  }
});

// Location: asked only after a gesture; the storefront's server finds the zone and the label.
const status = document.querySelector<HTMLElement>('[data-location-status]');
const prompt = document.querySelector<HTMLElement>('[data-location-prompt]');
const problem = document.querySelector<HTMLElement>('[data-location-problem]');
const problemText = problem?.querySelector<HTMLElement>('[data-location-problem-text]');
const say = (key: 'locating' | 'denied' | 'failed') => {
  const text = status?.dataset[key] ?? '';
  // A refusal or failure is a notice with a button to try again, not a bare line.
  const trouble = key !== 'locating' && !!problem && !!problemText;
  if (status) status.textContent = trouble ? '' : text;
  if (problem && problemText) {
    problemText.textContent = trouble ? text : '';
    problem.hidden = !trouble;
  }
};
const dismiss = () => {
  setCookie('location_asked', '1');
  prompt?.remove();
};

async function useLocation(position: GeolocationPosition) {
  const { latitude, longitude } = position.coords;
  const response = await fetch('/api/location', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ latitude, longitude, lang: root.lang }),
  });
  if (!response.ok) throw new Error(`location ${response.status}`);
  const place = (await response.json()) as { regionName?: string; countryName?: string };
  const s = store();
  if (place.regionName) s?.setItem('regionName', place.regionName);
  if (place.countryName) s?.setItem('countryName', place.countryName);
  location.reload();
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-locate]')) {
  button.addEventListener('click', () => {
    if (!('geolocation' in navigator)) {
      say('failed');
      dismiss();
      return;
    }
    say('locating');
    navigator.geolocation.getCurrentPosition(
      (position) =>
        useLocation(position).catch(() => {
          say('failed');
          dismiss();
        }),
      () => {
        say('denied');
        dismiss();
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}
document.querySelector('[data-location-dismiss]')?.addEventListener('click', dismiss);

// The module bar on phones hides while scrolling down and comes back when scrolling up.
const moduleBar = document.querySelector<HTMLElement>('[data-module-bar]');
if (moduleBar) {
  // Read on the first scroll, not here: reading scrollY while the page is still being laid out
  // would force that style and layout pass into this script's task.
  let lastY: number | null = null;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      lastY ??= y;
      if (Math.abs(y - lastY) < 8) return;
      moduleBar.toggleAttribute('data-hidden', y > lastY && y > 80);
      lastY = y;
    },
    { passive: true },
  );
}

// The cart count in the header, for a signed-in visitor or a guest: loaded once, then kept current by the
// cart islands, which announce every change. Written in the page's digits (١، ٢ on Arabic pages).
const badges = document.querySelectorAll<HTMLElement>('[data-cart-count]');
// Not Intl: the first Intl formatter a page makes loads the locale data, about 200 ms of a 4×
// slower phone's main thread (measured), which every page would pay at load for a badge. A count's
// digits are the same in English and Turkish; Arabic pages write ar-EG's Arabic-Indic digits, as
// format.ts does (a count has no grouping to speak of).
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const countText = (count: number) =>
  root.lang === 'ar' ? String(count).replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!) : String(count);
const showCount = (count: number) => {
  for (const badge of badges) {
    badge.textContent = countText(count);
    badge.hidden = count === 0;
  }
};
document.addEventListener('cart:changed', (event) => showCount((event as CustomEvent<{ count: number }>).detail.count));
// A guest's cart too (its readable hint, lib/identity/guest.server.ts); a page's HTML never says so.
const guestCart = /(?:^|;\s*)guest_cart=1(?:;|$)/.test(document.cookie);
if ((root.hasAttribute('data-signed-in') || guestCart) && badges.length) {
  fetch('/api/cart', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : null))
    .then((cart: { lines?: Array<{ quantity?: number }> } | null) => {
      if (cart?.lines) showCount(cart.lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0));
    })
    .catch(() => undefined);
}

// The message a form post left for this page (BaseLayout shows it): said once more in the live
// region after load, since a screen reader does not announce what a page opens with.
const flash = document.querySelector('[data-flash]');
const flashLive = document.querySelector('[data-flash-live]');
if (flash && flashLive) setTimeout(() => (flashLive.textContent = flash.textContent), 250);

// The cart's last lines kept for offline (cart-snapshot.ts) go with the account that signed out.
forgetCartOfSignedOut();

// The service worker (src/sw/worker.ts): registered at the first quiet moment after load, so the
// page's first load pays nothing for it.
if ('serviceWorker' in navigator) {
  const start = () => afterFirstPaint(startWorker);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
