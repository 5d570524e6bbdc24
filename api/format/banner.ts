// Banners (reference §3.5): store for store_wise, item for item_wise, link for default.
import { imageUrl } from '../env.ts';
import { get, type Row } from '../lib/sql.ts';
import type { FormatCtx } from './context.ts';
import { formatItem } from './item.ts';
import { formatStore } from './store.ts';
import { translated } from './translate.ts';

export function formatBanner(f: FormatCtx, row: Row): Row {
  const db = f.deps.db;
  const t = translated(db, 'banner', row, f.locale, ['title']);
  const storeRow =
    row.type === 'store_wise' ? get(db, 'SELECT * FROM stores WHERE id = ?', Number(row.data)) : undefined;
  const itemRow = row.type === 'item_wise' ? get(db, 'SELECT * FROM items WHERE id = ?', Number(row.data)) : undefined;
  return {
    id: row.id,
    title: t.title,
    type: row.type,
    image: row.image,
    link: row.type === 'default' ? (row.default_link ?? null) : null,
    store: storeRow ? formatStore(f, storeRow) : null,
    item: itemRow ? formatItem(f, itemRow) : null,
    image_full_url: imageUrl(f.deps, 'banner', row.image),
  };
}
