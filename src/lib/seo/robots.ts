// robots.txt: everything may be crawled except the pages that belong to one signed-in customer
// (and the storefront's own endpoints), under each language prefix too, since /ar/profile is the
// same page as /profile.
import { LANGS } from '../i18n/index.ts';
import { langPrefix, localizePath, paths } from '../paths.ts';

/** Path prefixes no crawler should fetch. A trailing slash keeps the page above it allowed. */
export const PRIVATE_PATHS: readonly string[] = [
  paths.profile,
  paths.updateProfile,
  paths.orders,
  paths.orderDetails(''),
  '/orders/',
  paths.cart,
  paths.wishlist,
  paths.notifications,
  paths.login,
  paths.trackOrder,
  paths.checkout,
  '/api/',
];

export function robotsTxt(origin: string): string {
  const prefixed = LANGS.flatMap((lang) => PRIVATE_PATHS.map((path) => localizePath(langPrefix(lang), path)));
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PATHS, ...prefixed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
