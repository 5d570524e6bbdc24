// Orders and order lines (reference §5.10, §5.11).
import { imageUrl } from '../env.ts';
import { get, parseJson, type Row } from '../lib/sql.ts';
import { isoMicros, ymdHis } from '../lib/time.ts';
import { bool, moduleRow, num, storeRow, type FormatCtx } from './context.ts';
import { imageFiles } from './item.ts';
import { formatStore } from './store.ts';

const MONEY = [
  'order_amount',
  'coupon_discount_amount',
  'store_discount_amount',
  'total_tax_amount',
  'delivery_charge',
  'original_delivery_charge',
  'dm_tips',
  'distance',
] as const;

/** Order::getOrderAttachmentFullUrlAttribute (Order.php:51-66): the files' URLs. */
export function attachmentUrls(f: FormatCtx, value: unknown): string[] {
  return parseJson<Array<{ img?: string } | string>>(value, [])
    .map((entry) => imageUrl(f.deps, 'order', typeof entry === 'string' ? entry : entry?.img))
    .filter((url): url is string => url !== null);
}

/**
 * order/details of a prescription order without lines (OrderController.php:1675-1681): the Order
 * model as Eloquent serialises it, the address and attachments decoded, with its appends and the
 * relations the query loaded.
 */
export function formatOrderModel(f: FormatCtx, row: Row): Row {
  const out: Row = { ...row };
  for (const key of MONEY) out[key] = num(row[key]);
  return {
    ...out,
    cutlery: bool(row.cutlery),
    is_guest: bool(row.is_guest),
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    delivery_address: parseJson(row.delivery_address, null),
    order_attachment: parseJson(row.order_attachment, null),
    module_type: moduleRow(f, Number(row.module_id))?.module_type ?? null,
    order_attachment_full_url: attachmentUrls(f, row.order_attachment),
    order_proof_full_url: [],
    details: [],
    offline_payments: null,
    parcel_category: null,
  };
}

export function formatOrder(f: FormatCtx, row: Row): Row {
  const store = row.store_id ? storeRow(f, Number(row.store_id)) : null;
  const details = get<{ n: number }>(
    f.deps.db,
    'SELECT COUNT(*) AS n FROM order_details WHERE order_id = ?',
    Number(row.id),
  );
  const out: Row = { ...row };
  for (const key of MONEY) out[key] = num(row[key]);
  return {
    ...out,
    tax_percentage: row.tax_percentage ?? null,
    cutlery: bool(row.cutlery),
    is_guest: bool(row.is_guest),
    prescription_order: bool(row.prescription_order),
    created_at: ymdHis(String(row.created_at)),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    delivery_address: parseJson(row.delivery_address, null),
    details_count: details?.n ?? 0,
    store: store ? formatStore(f, store) : null,
    delivery_man: null,
    module_type: moduleRow(f, Number(row.module_id))?.module_type ?? null,
    delivery_man_id: null,
    additional_charge: 0,
    extra_packaging_amount: 0,
    flash_admin_discount_amount: 0,
    flash_store_discount_amount: 0,
    ref_bonus_amount: 0,
    partially_paid_amount: 0,
    parcel_category: null,
    receiver_details: null,
    order_attachment_full_url: attachmentUrls(f, row.order_attachment),
    order_proof_full_url: [],
  };
}

export function formatOrderLine(f: FormatCtx, row: Row, index: number, isGuest: boolean): Row {
  const snapshot = parseJson<Row>(row.item_details, {});
  const current = row.item_id
    ? get(f.deps.db, 'SELECT image, images FROM items WHERE id = ?', Number(row.item_id))
    : undefined;
  const snapshotImages = Array.isArray(snapshot.images) ? snapshot.images : [];
  const files = current ? imageFiles(current) : snapshotImages.map((e) => (typeof e === 'string' ? e : (e as Row).img));
  const line: Row = {
    id: row.id,
    item_id: row.item_id ?? null,
    order_id: row.order_id,
    price: num(row.price),
    item_details: {
      ...snapshot,
      image_full_url: imageUrl(f.deps, 'product', snapshot.image),
      images_full_url: snapshotImages.map((e) =>
        imageUrl(f.deps, 'product', typeof e === 'string' ? e : (e as Row).img),
      ),
    },
    variation: parseJson(row.variation, []),
    add_ons: parseJson(row.add_ons, []),
    discount_on_item: num(row.discount_on_item),
    discount_type: row.discount_type,
    quantity: Number(row.quantity),
    tax_amount: num(row.tax_amount),
    variant: row.variant,
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    item_campaign_id: row.item_campaign_id ?? null,
    total_add_on_price: num(row.total_add_on_price),
    image_full_url: imageUrl(f.deps, 'product', current?.image ?? snapshot.image),
    images_full_url: files.map((file) => imageUrl(f.deps, 'product', file)),
  };
  if (index === 0) line.is_guest = isGuest ? 1 : 0;
  return line;
}
