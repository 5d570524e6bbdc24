// Pharmacy item details (pharmacy_item_details), as fixed data so no other row changes: one item
// of store 7 (a Cairo pharmacy that takes prescriptions) needs a prescription, so place-order
// answers 403 `prescription` for it without a file (OrderController.php:729-735).
import type { Row } from './rows.ts';

export const PRESCRIPTION_ITEM = { storeId: 7, name: 'Cetirizine 10 mg, 20 tablets' } as const;

export function pharmacyDetailRows(items: readonly Row[]): Row[] {
  const item = items.find((i) => Number(i.store_id) === PRESCRIPTION_ITEM.storeId && i.name === PRESCRIPTION_ITEM.name);
  if (!item) throw new Error(`seed: the prescription item ${PRESCRIPTION_ITEM.name} is missing`);
  const stamp = String(item.created_at ?? '2026-01-01 00:00:00');
  return [
    {
      id: 1,
      item_id: Number(item.id),
      common_condition_id: null,
      is_basic: 0,
      temp_product_id: null,
      created_at: stamp,
      updated_at: stamp,
      is_prescription_required: 1,
    },
  ];
}
