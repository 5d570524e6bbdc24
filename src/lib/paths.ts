// Every route of the storefront, spelt once.

export const paths = {
  home: '/',
  categories: '/categories',
  category: (id: number | string) => `/categories/${id}`,
  wishlist: '/whishlists',
  stores: '/stores',
  store: (id: number | string) => `/store/${id}`,
  search: '/search',
  notifications: '/notifications',
  cart: '/cart',
  profile: '/profile',
  updateProfile: '/update-profile',
  orders: '/orders-lists',
  orderDetails: (id: number | string) => `/orders-details/${id}`,
  /** The same screen, under the address notifications link to. */
  order: (id: number | string) => `/orders/${id}`,
  product: (id: number | string) => `/single-product/${id}`,
  allProducts: (list: string) => `/all-products?list=${encodeURIComponent(list)}`,
  about: '/about',
  login: '/login',
  privacy: '/privacy-policy',
  terms: '/terms-conditions',
  refund: '/refund-policy',
  shipping: '/shipping-policy',
  cancellation: '/cancellation-policy',
} as const;

/** The five policy pages in the order the side menu lists them, with their dictionary keys. */
export const policyLinks = [
  { href: paths.privacy, key: 'policy.privacy' },
  { href: paths.shipping, key: 'policy.shipping' },
  { href: paths.refund, key: 'policy.refund' },
  { href: paths.cancellation, key: 'policy.cancellation' },
  { href: paths.terms, key: 'policy.terms' },
] as const;

/** A same-site path to come back to after an action; anything else falls back to home. */
export function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return paths.home;
  return value;
}
