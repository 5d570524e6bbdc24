// $cart: the customer's cart as the server last answered it, shared by the header count, cards,
// the product page and /cart. Mutations run one at a time, each applying the server's answer.
import { atom } from 'nanostores';
import { ClientError, storefrontFetch } from '../browser/http.ts';
import type { CartProduct } from '../api/schemas/cart.ts';
import { cartLineViews, heldQuantity, itemCount, maxQuantity, type CartLineView } from '../cart/lines.ts';
import { choiceKey } from '../domain/pricing/food-choice.ts';
import { maxForLine } from '../domain/pricing/quantity.ts';
import { storeClosedMessage } from '../browser/store-status.ts';
import { langPrefix, pathLang } from '../paths.ts';

/** The language prefix of the page the island is on ('' when it has none). */
const pagePrefix = () => {
  const lang = typeof location === 'undefined' ? null : pathLang(location.pathname);
  return lang ? langPrefix(lang) : '';
};

export interface CartState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'signed-out';
  moduleId: number | null;
  lines: CartLineView[];
  /** A mutation is under way. */
  busy: boolean;
}

export const $cart = atom<CartState>({ status: 'idle', moduleId: null, lines: [], busy: false });

/** What a product needs to go into the cart (the item's id, price, store, module and limits). */
export type { CartProduct };

/** The options and add-ons of an add (none for a plain product). */
export interface LineChoice {
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

export const NO_CHOICE: LineChoice = { variation: [], add_on_ids: [], add_on_qtys: [] };

export type AddResult =
  | { kind: 'added' | 'updated' }
  /** The item needs a choice made on its page (the storefront refused an add without it). */
  | { kind: 'needs-choice' }
  /** The item's first line has these options with other add-ons: the marketplace holds one such line. */
  | { kind: 'same-options' }
  | { kind: 'different-store' }
  | { kind: 'max-stock' }
  | { kind: 'signed-out'; error: ClientError }
  | { kind: 'failed'; error: ClientError };

let queue: Promise<unknown> = Promise.resolve();

/** Runs mutations one after another, so rapid presses settle in order. */
function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Applies a cart answer of the storefront (read with CartSchema on the server). */
function apply(moduleId: number | null, raw: unknown) {
  const lines = cartLineViews(raw);
  $cart.set({ status: 'ready', moduleId: lines.length ? moduleId : null, lines, busy: $cart.get().busy });
}

function setBusy(busy: boolean) {
  $cart.set({ ...$cart.get(), busy });
}

async function mutate<T>(task: () => Promise<T>): Promise<T> {
  return serialized(async () => {
    setBusy(true);
    try {
      return await task();
    } finally {
      setBusy(false);
      announceCartChange();
    }
  });
}

// Other tabs of this browser hear of every change, so none of them shows (or orders) a cart
// that is no longer there.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('cart');

/** Tells the other tabs that the cart changed (they load it again). */
export function announceCartChange(): void {
  channel?.postMessage('changed');
}

/** Seeds the store from the server-rendered cart (no request) or loads it. */
export function hydrateCart(moduleId: number | null, raw: unknown) {
  apply(moduleId, raw);
}

export async function loadCart(): Promise<void> {
  const current = $cart.get();
  $cart.set({ ...current, status: current.status === 'ready' ? 'ready' : 'loading' });
  try {
    const answer = await storefrontFetch<{ moduleId: number | null; lines: unknown[] }>('/api/cart');
    apply(answer.moduleId, answer.lines);
  } catch (error) {
    const signedOut = error instanceof ClientError && error.signIn;
    // A failed load is not an empty cart: the lines last known stay, marked as not current.
    if (signedOut) $cart.set({ status: 'signed-out', moduleId: null, lines: [], busy: false });
    else $cart.set({ ...$cart.get(), status: 'error', busy: false });
  }
}

/** Loads the cart again after the running changes settle (another tab, Back, a retry). */
export function refreshCart(): Promise<void> {
  return serialized(loadCart);
}

export function cartCount(state: CartState = $cart.get()): number {
  return itemCount(state.lines);
}

/**
 * Adds `quantity` of a product. Another store's items in the cart ask for confirmation first
 * (`replace` clears them); an item already in the cart gets old plus new (the server refuses a
 * second add of the same item).
 */
export function addToCart(
  product: CartProduct,
  quantity: number,
  options: { replace?: boolean; choice?: LineChoice } = {},
): Promise<AddResult> {
  const choice = options.choice ?? NO_CHOICE;
  return mutate(async () => {
    try {
      if ($cart.get().status !== 'ready') await loadCart();
      let { lines, moduleId } = $cart.get();
      if (lines.length && lines[0]!.storeId !== product.store_id) {
        // Another store's cart is never cleared for a store that takes no orders now: asked
        // before the question, and again before clearing.
        const closed = await storeClosedMessage(pagePrefix(), product.store_id);
        if (closed) return { kind: 'failed', error: new ClientError(409, closed, 'store_closed') };
        if (!options.replace) return { kind: 'different-store' };
        apply(null, await storefrontFetch('/api/v1/customer/cart/remove', { method: 'DELETE', moduleId }));
        lines = [];
      }
      // The same item with other options or add-ons is a line of its own. An item campaign is
      // another product than the item of the same id.
      const key = choiceKey(choice);
      const model = product.model ?? 'Item';
      const campaign = model === 'ItemCampaign';
      const same = (l: CartLineView) => l.itemId === product.id && l.campaign === campaign;
      const existing = lines.find((l) => same(l) && l.choiceKey === key);
      // The marketplace compares a new line with the item's first line, by options only.
      const first = lines.find(same);
      if (!existing && first?.variationKey === JSON.stringify(choice.variation)) return { kind: 'same-options' };
      const wanted = (existing?.quantity ?? 0) + quantity;
      // Stock and cap hold for the item's total, whatever lines (variations, other tabs) hold it.
      if (quantity > maxForLine(product, heldQuantity(lines, product.id, null, campaign))) return { kind: 'max-stock' };
      if (existing) {
        apply(
          existing.moduleId,
          await storefrontFetch('/api/v1/customer/cart/update', {
            method: 'POST',
            moduleId: existing.moduleId,
            json: { cart_id: existing.id, price: existing.price, quantity: wanted },
          }),
        );
        return { kind: 'updated' };
      }
      apply(
        product.module_id,
        await storefrontFetch('/api/v1/customer/cart/add', {
          method: 'POST',
          moduleId: product.module_id,
          json: { item_id: product.id, quantity, price: product.price, model, ...choice },
        }),
      );
      return { kind: 'added' };
    } catch (error) {
      const e = error instanceof ClientError ? error : new ClientError(0, String(error));
      if (await heldElsewhere(e)) return { kind: 'max-stock' };
      if (e.status === 422 && e.code === 'choice_required') return { kind: 'needs-choice' };
      if (e.signIn || e.status === 403) {
        if (e.signIn) $cart.set({ status: 'signed-out', moduleId: null, lines: [], busy: false });
        return { kind: 'signed-out', error: e };
      }
      return { kind: 'failed', error: e };
    }
  });
}

/** Sets a line's quantity (1 to the stock); the server's answer becomes the cart. */
export function setQuantity(lineId: number, quantity: number): Promise<void> {
  return mutate(async () => {
    const line = $cart.get().lines.find((l) => l.id === lineId);
    if (!line) return;
    apply(
      line.moduleId,
      await storefrontFetch('/api/v1/customer/cart/update', {
        method: 'POST',
        moduleId: line.moduleId,
        json: { cart_id: line.id, price: line.price, quantity: Math.max(1, quantity) },
      }),
    );
  });
}

/**
 * Moves a line's quantity by `delta`, from the quantity the server last confirmed when this
 * change's turn comes, so five quick presses give five more. Says when the stock stops it.
 */
export function changeQuantity(lineId: number, delta: number): Promise<'ok' | 'max-stock' | 'min'> {
  return mutate(async () => {
    const line = $cart.get().lines.find((l) => l.id === lineId);
    if (!line) return 'ok';
    const next = line.quantity + delta;
    if (next < 1) return 'min';
    if (delta > 0 && next > maxQuantity(line, $cart.get().lines)) return 'max-stock';
    try {
      apply(
        line.moduleId,
        await storefrontFetch('/api/v1/customer/cart/update', {
          method: 'POST',
          moduleId: line.moduleId,
          json: { cart_id: line.id, price: line.price, quantity: next },
        }),
      );
    } catch (error) {
      if (error instanceof ClientError && (await heldElsewhere(error))) return 'max-stock';
      throw error;
    }
    return 'ok';
  });
}

/**
 * The storefront refuses an add or a raise past the item's stock counted over all its lines (409
 * `stock`): another tab has put some in the cart since this one loaded it. The cart is read again,
 * so the other lines show, and the customer hears the stock message in their own language.
 */
async function heldElsewhere(error: ClientError): Promise<boolean> {
  if (error.status !== 409 || error.code !== 'stock') return false;
  await loadCart().catch(() => undefined);
  return true;
}

export function removeLine(lineId: number): Promise<void> {
  return mutate(async () => {
    const line = $cart.get().lines.find((l) => l.id === lineId);
    if (!line) return;
    apply(
      line.moduleId,
      await storefrontFetch(`/api/v1/customer/cart/remove-item?cart_id=${line.id}`, {
        method: 'DELETE',
        moduleId: line.moduleId,
      }),
    );
  });
}

export function clearCart(): Promise<void> {
  return mutate(async () => {
    const { moduleId } = $cart.get();
    apply(null, await storefrontFetch('/api/v1/customer/cart/remove', { method: 'DELETE', moduleId }));
  });
}

if (typeof window !== 'undefined') {
  const stale = () => {
    const { status } = $cart.get();
    if (status !== 'idle' && status !== 'signed-out') void refreshCart();
  };
  channel?.addEventListener('message', stale);
  // A page restored from the back-forward cache shows the cart as it was when it was left.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) stale();
  });
}

// Tell the page frame (the header count is not an island) whenever the cart changes.
if (typeof document !== 'undefined') {
  $cart.listen((state) =>
    document.dispatchEvent(new CustomEvent('cart:changed', { detail: { count: itemCount(state.lines) } })),
  );
}
