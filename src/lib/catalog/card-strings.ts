// The dictionary keys a product card uses; the server picks them for the page's language and
// passes them as props, so an island drawing cards (wishlist, live search) gets only these.
export const CARD_STRING_KEYS = [
  'product.contactStore',
  'product.rating',
  'product.discountPercent',
  'product.discountAmount',
  'product.outOfStock',
  'product.addToCart',
  'wishlist.add',
];
