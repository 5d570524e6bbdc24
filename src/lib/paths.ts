// Every route of the storefront, spelt once.
import { isLang, type Lang } from './i18n/langs.ts';

export const paths = {
  home: '/',
  categories: '/categories',
  category: (id: number | string) => `/categories/${id}`,
  wishlist: '/whishlists',
  stores: '/stores',
  store: (id: number | string) => `/store/${id}`,
  /** A basic campaign of the banners: its stores and the module's campaign items. */
  campaign: (id: number | string) => `/campaigns/${id}`,
  search: '/search',
  notifications: '/notifications',
  cart: '/cart',
  profile: '/profile',
  updateProfile: '/update-profile',
  addresses: '/addresses',
  orders: '/orders-lists',
  orderDetails: (id: number | string) => `/orders-details/${id}`,
  /** The same screen, under the address notifications link to. */
  order: (id: number | string) => `/orders/${id}`,
  product: (id: number | string) => `/single-product/${id}`,
  /** The shop module's brands, and one brand's products. */
  brands: '/brands',
  brand: (id: number | string) => `/brands/${id}`,
  allProducts: (list: string) => `/all-products?list=${encodeURIComponent(list)}`,
  about: '/about',
  login: '/login',
  /** Following an order by its id and phone, without an account. */
  trackOrder: '/track-order',
  /** Ordering from the cart on a page of its own: the order dialog's twin without JavaScript. */
  checkout: '/checkout',
  privacy: '/privacy-policy',
  terms: '/terms-conditions',
  refund: '/refund-policy',
  shipping: '/shipping-policy',
  cancellation: '/cancellation-policy',
  /** Editors' preview (lib/content/preview.server.ts): started by a secret link, ended here, drafts tried there. */
  preview: '/preview',
  previewExit: '/preview/exit',
  previewDraft: '/preview/draft',
} as const;

/**
 * Where a placed order is shown: the order's page in the account, or for a guest the page that
 * follows it (it opens at once in the browser that placed it, aftercare/guest-orders.server.ts).
 */
export function placedOrderPath(orderId: number, guest: boolean): string {
  return guest ? `${paths.trackOrder}?order_id=${orderId}&placed=1` : paths.orderDetails(orderId);
}

/**
 * The fragment a card's Add on a dish with required choices opens its page at: the note by the first
 * group to choose (islands/product/ProductChoices.tsx).
 */
export const CHOOSE_OPTIONS_ID = 'choose-options';

/** The five policy pages in the order the side menu lists them, with their dictionary keys. */
export const policyLinks = [
  { href: paths.privacy, key: 'policy.privacy' },
  { href: paths.shipping, key: 'policy.shipping' },
  { href: paths.refund, key: 'policy.refund' },
  { href: paths.cancellation, key: 'policy.cancellation' },
  { href: paths.terms, key: 'policy.terms' },
] as const;

/** Characters no return path has: C0/C1 controls (browsers drop tabs and newlines from URLs, so
 * '/\t/evil.example' would become '//evil.example'), DEL, and the Unicode line separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MAX_NEXT_LENGTH = 2048;
const HERE = 'http://storefront.invalid';

/**
 * A path that can only be read as one on this site, in every form its path part decodes to (the
 * query and fragment cannot change where a browser goes; they are only checked as they are).
 */
function sitePathOnly(value: string): boolean {
  if (CONTROL.test(value)) return false;
  let form = value.split(/[?#]/)[0]!;
  // Twice-encoded tricks (/%252F%252Fevil.example) are decoded as far as they go.
  for (let round = 0; round < 4; round++) {
    if (!form.startsWith('/') || form.startsWith('//') || form.includes('\\') || CONTROL.test(form)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return false;
    }
    if (decoded === form) return true;
    form = decoded;
  }
  return false;
}

/**
 * A same-site path to come back to after an action, as a browser would follow it (percent-encoded,
 * resolved against this site); anything else (another origin, a scheme, a protocol-relative or
 * backslashed path, a control character, a broken or nested encoding) falls back to home.
 */
export function safeNext(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH || !sitePathOnly(value)) return paths.home;
  try {
    const url = new URL(value, HERE);
    if (url.origin !== HERE) return paths.home;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return sitePathOnly(path) ? path : paths.home;
  } catch {
    return paths.home;
  }
}

/** '' (the language came from cookies or the browser) or a language prefix: '/ar'. */
export type LangPrefix = '' | `/${Lang}`;

/** The prefix of links in `lang`: '/ar', or '' when the request had none (`prefixed` false). */
export function langPrefix(lang: Lang, prefixed = true): LangPrefix {
  return prefixed ? `/${lang}` : '';
}

/**
 * The one way a site path gets its language: `path` under `prefix` ('/ar' + '/store/3' is
 * '/ar/store/3', '/ar' + '/' is '/ar', '/ar' + '/?q=1' is '/ar?q=1'); an empty prefix leaves it
 * as it is. Pages reach it through Astro.locals.localizedUrl; islands, which cannot read locals,
 * receive the prefix as a prop and call it themselves.
 */
export function localizePath(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The language a path names with its prefix (/ar/orders-lists → ar), or null. */
export function pathLang(path: string): Lang | null {
  const first = path.split(/[/?#]/)[1];
  return isLang(first) ? first : null;
}

/**
 * Where to go after signing in: `next` (made safe) in the visitor's language. A `next` that
 * already has a language prefix (the page the visitor was on) is kept as it is; otherwise it
 * gets the sign-in page's prefix when that had one, so /ar/login?next=/orders-lists and
 * /ar/login?next=/ar/orders-lists both end on /ar/orders-lists.
 */
export function returnPath(next: string | null | undefined, at: { lang: Lang; prefixed: boolean }): string {
  const path = safeNext(next);
  return pathLang(path) ? path : localizePath(langPrefix(at.lang, at.prefixed), path);
}

/** The sign-in page that comes back to `here` (a path with its prefix and query) afterwards. */
export function signInHref(loginPath: string, here: string): string {
  const next = safeNext(here);
  // Signing in from the sign-in page itself goes home, not round in a circle.
  const back = next.split(/[?#]/)[0]!.replace(/^\/(en|ar|tr)(?=\/|$)/, '') === paths.login ? paths.home : next;
  return back === paths.home ? loginPath : `${loginPath}?next=${encodeURIComponent(back)}`;
}
