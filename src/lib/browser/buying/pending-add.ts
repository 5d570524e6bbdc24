// An add to the cart asked for while signed out, kept until the customer has signed in. The
// auth dialog reloads the page after signing in, so the request lives in sessionStorage (this
// tab only), for the page it was asked on, and is taken once on the next signed-in page load.
// Closing the dialog without signing in drops it.
import type { CartProduct } from '../../api/schemas/cart.ts';
import type { LineChoice } from '../../state/cart.ts';

const KEY = 'pending_cart_add';
/** Long enough to type a password or sign up; an older request is not what the customer wants now. */
const MAX_AGE_MS = 15 * 60_000;

export interface PendingAdd {
  product: CartProduct;
  quantity: number;
  /** The options and add-ons chosen on the product page. */
  choice?: LineChoice;
}

interface Stored extends PendingAdd {
  /** The page it was asked on (path and query). */
  page: string;
  at: number;
}

const here = () => `${location.pathname}${location.search}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingAdd(product: CartProduct, quantity: number, choice?: LineChoice): void {
  const stored: Stored = { product, quantity, choice, page: here(), at: Date.now() };
  try {
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the customer adds again after signing in.
  }
}

export function discardPendingAdd(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to drop.
  }
}

/** Whether an add is waiting, without taking it: the card controls wake to complete it. */
export function hasPendingAdd(): boolean {
  try {
    return storage()?.getItem(KEY) != null;
  } catch {
    return false;
  }
}

function isProduct(value: unknown): value is CartProduct {
  const p = value as Partial<CartProduct> | null;
  return (
    !!p &&
    Number.isInteger(p.id) &&
    typeof p.price === 'number' &&
    Number.isInteger(p.store_id) &&
    (p.module_id === null || Number.isInteger(p.module_id)) &&
    (p.stock === null || typeof p.stock === 'number') &&
    typeof p.module_type === 'string' &&
    (p.maximum_cart_quantity === null || typeof p.maximum_cart_quantity === 'number')
  );
}

/**
 * The add asked for on this page, once, for an island that shows that product (`shows`): it is
 * removed as it is taken, so the islands of one page load complete it only once. Null while
 * signed out (the dialog may still be open) or for another island's product; a stale request
 * or one asked on another page is dropped.
 */
export function takePendingAdd(signedIn: boolean, shows: (productId: number) => boolean): PendingAdd | null {
  if (!signedIn) return null;
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(raw) as Partial<Stored>;
  } catch {
    discardPendingAdd();
    return null;
  }
  const valid =
    stored.page === here() &&
    typeof stored.at === 'number' &&
    Date.now() - stored.at <= MAX_AGE_MS &&
    isProduct(stored.product) &&
    Number.isInteger(stored.quantity) &&
    (stored.quantity as number) >= 1;
  if (!valid) {
    discardPendingAdd();
    return null;
  }
  const product = stored.product as CartProduct;
  if (!shows(product.id)) return null;
  discardPendingAdd();
  // The choice goes to the storefront's cart check like any other: only its shape is read here.
  const choice = isChoice(stored.choice) ? stored.choice : undefined;
  return { product, quantity: stored.quantity as number, choice };
}

function isChoice(value: unknown): value is LineChoice {
  const c = value as Partial<LineChoice> | null | undefined;
  return !!c && Array.isArray(c.variation) && Array.isArray(c.add_on_ids) && Array.isArray(c.add_on_qtys);
}
