// The links the header, bottom bar and side menu share.
import type { IconName } from '../icons.ts';
import { paths } from '../paths.ts';

export interface NavLink {
  href: string;
  key: string;
  icon: IconName;
}

export const mainLinks: NavLink[] = [
  { href: paths.home, key: 'nav.home', icon: 'home' },
  { href: paths.categories, key: 'nav.categories', icon: 'grid' },
  { href: paths.wishlist, key: 'nav.favourites', icon: 'heart' },
  { href: paths.stores, key: 'nav.stores', icon: 'store' },
];

export const sideMenuLinks: NavLink[] = [
  { href: paths.profile, key: 'nav.profile', icon: 'user' },
  { href: paths.orders, key: 'nav.orders', icon: 'orders' },
  // Orders placed without an account, followed by their id and phone.
  { href: paths.trackOrder, key: 'guest.trackTitle', icon: 'orders' },
  { href: paths.addresses, key: 'aftercare.address.title', icon: 'pin' },
  { href: paths.categories, key: 'nav.categories', icon: 'grid' },
  { href: paths.wishlist, key: 'nav.favourites', icon: 'heart' },
  { href: paths.stores, key: 'nav.stores', icon: 'store' },
  { href: paths.about, key: 'nav.about', icon: 'info' },
];

/** A link is current on its own page, and the home link only on home. */
export function isCurrent(href: string, path: string): boolean {
  if (href === paths.home) return path === '/' || path === '/home';
  return path === href || path.startsWith(`${href}/`);
}
