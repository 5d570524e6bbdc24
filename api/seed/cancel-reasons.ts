// Cancellation reasons (order_cancel_reasons): what the customer's cancel dialog offers, plus one
// each for stores and deliverymen so a `type` filter has something to leave out.
import type { DatabaseSync } from 'node:sqlite';

const REASONS: ReadonlyArray<{ type: string; en: string; ar: string; tr: string }> = [
  { type: 'customer', en: 'I ordered by mistake', ar: 'طلبت عن طريق الخطأ', tr: 'Yanlışlıkla sipariş verdim' },
  { type: 'customer', en: 'I changed my mind', ar: 'غيرت رأيي', tr: 'Fikrimi değiştirdim' },
  {
    type: 'customer',
    en: 'The delivery takes too long',
    ar: 'التوصيل يستغرق وقتًا طويلًا',
    tr: 'Teslimat çok uzun sürüyor',
  },
  {
    type: 'customer',
    en: 'I want to change the address or items',
    ar: 'أريد تغيير العنوان أو المنتجات',
    tr: 'Adresi veya ürünleri değiştirmek istiyorum',
  },
  { type: 'store', en: 'Items are out of stock', ar: 'المنتجات غير متوفرة', tr: 'Ürünler stokta yok' },
  {
    type: 'deliveryman',
    en: 'The customer cannot be reached',
    ar: 'تعذر الوصول إلى العميل',
    tr: 'Müşteriye ulaşılamıyor',
  },
];

export function seedCancelReasons(db: DatabaseSync, now: Date): void {
  const stamp = now.toISOString();
  const reason = db.prepare(
    'INSERT INTO order_cancel_reasons (id, reason, user_type, status, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)',
  );
  const translation = db.prepare(
    `INSERT INTO translations (translationable_type, translationable_id, locale, key, value)
     VALUES ('order_cancel_reason', ?, ?, 'reason', ?)`,
  );
  REASONS.forEach((r, i) => {
    reason.run(i + 1, r.en, r.type, stamp, stamp);
    translation.run(i + 1, 'ar', r.ar);
    translation.run(i + 1, 'tr', r.tr);
  });
}
