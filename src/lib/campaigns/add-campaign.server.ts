// Server-only: a campaign page's Add posted without JavaScript (/cart/add with model ItemCampaign).
// The form carries the item campaign's id, the module it was shown in and the page to come back
// to; the campaign is looked up among the module's running ones (campaigns/item) and added through
// the islands' own door (proxy/proxy.server.ts: the price, stock, cap and open store checked there), after the
// steps the cart store takes in the browser: the one-store question, and old plus new for a
// campaign already in the cart.
import { z } from 'zod';
import { getItemCampaigns } from '../api/index.ts';
import { cartLineViews, heldQuantity, type CartLineView } from '../cart/lines.ts';
import { maxForLine } from '../domain/pricing/quantity.ts';
import { paths, returnPath, signInHref } from '../paths.ts';
import { cachedCall } from '../server/marketplace/catalog.ts';
import { findCart } from '../cart/marketplace-cart.server.ts';
import { setFlash, type FlashKey } from '../server/request/flash.ts';
import { identity, type Identity } from '../identity/guest.server.ts';
import { isHttps } from '../server/request/security.ts';
import { ADD_FIELD, CAMPAIGN_MODEL } from '../cart/add-form.ts';
import { callDoor, type AddContext, type AddOutcome } from '../cart/add-action.server.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

/** The fields a campaign's Add posts, each once: anything else is not this form. */
const CampaignForm = z.strictObject({
  [ADD_FIELD.item]: Id,
  [ADD_FIELD.model]: z.literal(CAMPAIGN_MODEL),
  [ADD_FIELD.module]: Id,
  [ADD_FIELD.back]: z.string().max(2048).optional(),
  [ADD_FIELD.replace]: z.literal('1').optional(),
});

/** Whether a /cart/add post is a campaign's (it names the ItemCampaign model). */
export const isCampaignForm = (form: FormData): boolean => form.get(ADD_FIELD.model) === CAMPAIGN_MODEL;

export async function addCampaignFromForm(context: AddContext, form: FormData): Promise<AddOutcome> {
  const { locals, cookies } = context;
  const { prefs } = locals;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string' || Object.hasOwn(fields, name)) return { kind: 'bad', status: 400 };
    fields[name] = value;
  }
  const parsed = CampaignForm.safeParse(fields);
  if (!parsed.success) return { kind: 'bad', status: 400 };
  const input = parsed.data;
  const itemId = input[ADD_FIELD.item];
  const moduleId = input[ADD_FIELD.module];
  const back = returnPath(input[ADD_FIELD.back] ?? locals.localizedUrl(paths.home), {
    lang: prefs.lang,
    prefixed: prefs.prefixed,
  });
  const secure = isHttps(context);
  const flash = (key: FlashKey, tone: 'success' | 'error', params?: Record<string, string | number>) =>
    setFlash(cookies, { key, tone, ...(params ? { params } : {}) }, secure);
  const refuse = (key: FlashKey, params?: Record<string, string | number>): AddOutcome => {
    flash(key, 'error', params);
    return { kind: 'redirect', to: back };
  };

  let item: Awaited<ReturnType<typeof getItemCampaigns>>[number] | undefined;
  try {
    const list = await cachedCall(prefs, 'campaign-items', (ctx) => getItemCampaigns(ctx), { moduleId });
    item = list.find((entry) => entry.id === itemId);
  } catch {
    return refuse('cart.add_failed');
  }
  if (!item) return refuse('addForm.gone');
  const name = item.name.slice(0, 120);

  let who: Identity | null;
  try {
    who = await identity(prefs, cookies);
  } catch {
    return refuse('cart.add_failed');
  }
  let lines: CartLineView[] = [];
  let cartModule: number | null = null;
  if (who) {
    try {
      const cart = await findCart(prefs, 'token' in who ? who.token : who, cookies, secure);
      lines = cartLineViews(cart.lines);
      cartModule = cart.moduleId;
    } catch {
      // An expired session or guest: the add below says so (the door signs them out).
    }
  }
  if (lines.length && lines[0]!.storeId !== item.store_id) {
    if (input[ADD_FIELD.replace] !== '1') {
      const kept = Object.entries(fields).filter(([n]) => n !== ADD_FIELD.replace);
      return { kind: 'question', cartStore: lines[0]!.storeName, itemName: item.name, fields: kept, back };
    }
    const cleared = await callDoor(context, 'customer/cart/remove', 'DELETE', cartModule);
    if (!cleared.ok) return refuse('cart.add_failed');
    lines = [];
  }
  const existing = lines.find((l) => l.itemId === itemId && l.campaign);
  const max = maxForLine(item, heldQuantity(lines, itemId, null, true));
  if (max < 1) return refuse('addForm.soldOut', { name });

  const answer = existing
    ? await callDoor(context, 'customer/cart/update', 'POST', existing.moduleId, {
        cart_id: existing.id,
        quantity: existing.quantity + 1,
      })
    : await callDoor(context, 'customer/cart/add', 'POST', item.module_id ?? moduleId, {
        item_id: itemId,
        quantity: 1,
        model: CAMPAIGN_MODEL,
      });
  if (!answer.ok) {
    if (answer.signIn) {
      flash('cart.login_required', 'error');
      return { kind: 'redirect', to: signInHref(locals.localizedUrl(paths.login), back) };
    }
    switch (answer.code) {
      case 'stock':
        return answer.max
          ? refuse('addForm.stockLeft', { max: answer.max, name })
          : refuse('addForm.soldOut', { name });
      case 'store_closed':
        return refuse('addForm.notice', { notice: answer.error.slice(0, 120) });
      case 'too_many_guests':
        return refuse('cart.tooManyGuests');
      case 'not_found':
        return refuse('addForm.gone');
      default:
        return refuse('cart.add_failed');
    }
  }
  flash(existing ? 'cart.updated' : 'cart.added', 'success', { name });
  return { kind: 'redirect', to: back };
}
