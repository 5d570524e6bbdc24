// The cart's costs for the cart page and the order dialog: src/lib/cart/costs.ts, shared with the
// checkout page (rendered on the server).
export { costsOf, missingForMinimum, type OrderTermsProp } from '../../lib/cart/costs.ts';
