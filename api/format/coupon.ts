// A Coupon row as 3.1 serialises it (app/Models/Coupon.php casts; the `translations` global scope
// loads the caller's language, and `title` reads from it).
import { isoMicros } from '../lib/time.ts';
import type { Row } from '../lib/sql.ts';
import type { FormatCtx } from './context.ts';
import { translated, translationList } from './translate.ts';

const stamp = (value: unknown) => (value ? isoMicros(new Date(String(value))) : null);
const intOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function formatCoupon(f: FormatCtx, row: Row, extra: Row = {}): Row {
  const t = translated(f.deps.db, 'coupon', row, f.locale, ['title']);
  const translations =
    f.locale === 'en'
      ? []
      : translationList(f.deps.db, 'coupon', Number(row.id)).filter((entry) => entry.locale === f.locale);
  return {
    id: Number(row.id),
    title: t.title ?? null,
    code: row.code ?? null,
    start_date: row.start_date ?? null,
    expire_date: row.expire_date ?? null,
    min_purchase: Number(row.min_purchase ?? 0),
    max_discount: Number(row.max_discount ?? 0),
    discount: Number(row.discount ?? 0),
    discount_type: row.discount_type,
    coupon_type: row.coupon_type,
    limit: intOrNull(row.limit),
    status: Number(row.status),
    created_at: stamp(row.created_at),
    updated_at: stamp(row.updated_at),
    data: row.data ?? null,
    total_uses: Number(row.total_uses ?? 0),
    module_id: Number(row.module_id),
    created_by: row.created_by ?? null,
    customer_id: row.customer_id ?? null,
    slug: row.slug ?? null,
    store_id: intOrNull(row.store_id),
    ...extra,
    translations,
  };
}
