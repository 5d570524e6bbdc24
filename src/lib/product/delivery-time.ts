// Delivery times arrive as the store wrote them: '30-45 min', '1-2 hours', '3-5 days' (6amMart
// writes "<min>-<max> <min|hours|days>"; its database default is a bare '30-40', in minutes). A
// range the storefront can read is shown in the page's own words and digits, anything else as it
// came.
import type { Translate } from '../i18n/interpolate.ts';

export type DeliveryUnit = 'minute' | 'hour' | 'day';

export interface DeliveryRange {
  min: number;
  max: number;
  unit: DeliveryUnit;
}

const UNITS: Record<string, DeliveryUnit> = {
  '': 'minute',
  m: 'minute',
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  dk: 'minute',
  dakika: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  hour: 'hour',
  hours: 'hour',
  saat: 'hour',
  d: 'day',
  day: 'day',
  days: 'day',
  gün: 'day',
};

/** '30-45 min' → 30, 45, minutes; '1 - 2 hours' → hours; '3-5 days' → days; null for anything else. */
export function deliveryRange(text: string | null | undefined): DeliveryRange | null {
  const m = /^\s*(\d{1,4})\s*[-–]\s*(\d{1,4})\s*([a-zğü]*)\.?\s*$/i.exec(text ?? '');
  if (!m) return null;
  const unit = UNITS[m[3]!.toLowerCase()];
  const min = Number(m[1]);
  const max = Number(m[2]);
  return unit && min > 0 && max >= min ? { min, max, unit } : null;
}

/** "30–45 min" / "٣٠–٤٥ دقيقة", "1–2 hours" / "١–٢ ساعة", "3–5 days" / "3–5 gün". */
export function formatDeliveryRange(t: Translate, range: DeliveryRange): string {
  if (range.unit === 'minute') return t('product.deliveryTime', { min: range.min, max: range.max });
  // The larger number chooses the noun's plural form.
  return t(range.unit === 'hour' ? 'product.deliveryHours' : 'product.deliveryDays', {
    min: range.min,
    count: range.max,
  });
}

/** A store's delivery time in the page's language; the text as it came when it cannot be read. */
export function deliveryText(t: Translate, text: string | null | undefined): string {
  const range = deliveryRange(text);
  return range ? formatDeliveryRange(t, range) : (text?.trim() ?? '');
}

/**
 * What to show for an item: the store's text when it is a readable range (or as it came), else
 * its min/max minutes; '' when there is nothing.
 */
export function deliveryLabel(
  item: { min_delivery_time: number | null; max_delivery_time: number | null; delivery_time: string | null },
  t: Translate,
): string {
  const text = deliveryText(t, item.delivery_time);
  if (text) return text;
  const { min_delivery_time: min, max_delivery_time: max } = item;
  return min && max && max >= min ? formatDeliveryRange(t, { min, max, unit: 'minute' }) : '';
}
