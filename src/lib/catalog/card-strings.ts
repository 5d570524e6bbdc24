// The dictionary keys product cards and their islands use; the server picks them for the page's
// language and passes them as props, so only these strings reach the browser.
export const CARD_STRING_KEYS = [
  'product.contactStore',
  'product.rating',
  'product.discountPercent',
  'product.discountAmount',
  'product.outOfStock',
  'product.addToCart',
  'wishlist.add',
  'wishlist.remove',
  'wishlist.added',
  'wishlist.removed',
  'cart.login_required',
];
