// Reviews as 6amMart serialises them (api/docs/reviews.md): every column of the reviews table, the
// `customer` relation (the whole User model minus its hidden password, remember_token and interest,
// as Laravel leaks it), and on the list answer the decoded attachment and the item's name.
import { imageUrl } from '../env.ts';
import { get, parseJson, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import type { FormatCtx } from './context.ts';
import { translated } from './translate.ts';

const stamp = (value: unknown) => (value ? isoMicros(new Date(String(value))) : null);

function customer(f: FormatCtx, userId: number): Row | null {
  const user = get(f.deps.db, 'SELECT * FROM users WHERE id = ?', userId);
  if (!user) return null;
  const { password: _password, ...visible } = user;
  return {
    ...visible,
    is_phone_verified: Number(user.is_phone_verified),
    wallet_balance: Number(user.wallet_balance),
    loyalty_point: Number(user.loyalty_point),
    email_verified_at: stamp(user.email_verified_at),
    created_at: stamp(user.created_at),
    updated_at: stamp(user.updated_at),
    image_full_url: imageUrl(f.deps, 'profile', user.image),
    storage: [],
  };
}

export interface ReviewFormatOptions {
  /** items/reviews/{id}: attachment decoded and item_name added (ItemController.php:552-565). */
  list?: boolean;
}

export function formatReview(f: FormatCtx, row: Row, options: ReviewFormatOptions = {}): Row {
  const out: Row = {
    id: Number(row.id),
    item_id: Number(row.item_id),
    user_id: Number(row.user_id),
    comment: row.comment ?? null,
    attachment: row.attachment ?? null,
    rating: Number(row.rating),
    order_id: row.order_id === null ? null : Number(row.order_id),
    created_at: stamp(row.created_at),
    updated_at: stamp(row.updated_at),
    item_campaign_id: row.item_campaign_id ?? null,
    status: row.status === null ? null : Number(row.status),
    module_id: Number(row.module_id),
    store_id: row.store_id === null ? null : Number(row.store_id),
    reply: row.reply ?? null,
    review_id: row.review_id ?? null,
    replied_at: row.replied_at ?? null,
  };
  if (options.list) {
    out.attachment = parseJson(row.attachment, null);
    const item = get(f.deps.db, 'SELECT id, name FROM items WHERE id = ?', Number(row.item_id));
    out.item_name = item ? translated(f.deps.db, 'item', item, f.locale, ['name']).name : null;
  }
  out.customer = customer(f, Number(row.user_id));
  return out;
}
