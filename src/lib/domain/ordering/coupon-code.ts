// What a coupon code may be, shared by the API's schema (lib/api/schemas/coupon.ts) and the order's
// rules (order-rules.ts, coupon-rules.ts); it imports nothing, so neither side imports the other.

/** A code as a customer may type it: letters, digits, - and _, at most the column's 100 characters. */
export const COUPON_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;
export const COUPON_CODE_MAX = 100;
