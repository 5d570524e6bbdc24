// Delivery times arrive as the store wrote them ('30-45 min', '1-2 hours', '2-3 days'); a range
// in minutes is shown with the page's own words and digits, anything else as it came.

export interface MinuteRange {
  min: number;
  max: number;
}

/** The range in minutes of '30-45 min' or '30 - 45 minutes'; null for hours, days or junk. */
export function minuteRange(text: string | null | undefined): MinuteRange | null {
  const m = /^\s*(\d{1,4})\s*[-–]\s*(\d{1,4})\s*(?:min|mins|minute|minutes)?\s*$/i.exec(text ?? '');
  if (!m) return null;
  const min = Number(m[1]);
  const max = Number(m[2]);
  return min > 0 && max >= min ? { min, max } : null;
}

/**
 * What to show for an item: its min/max minutes when the store's text is a range in minutes (or
 * is missing), else the store's text; '' when there is nothing.
 */
export function deliveryLabel(
  item: { min_delivery_time: number | null; max_delivery_time: number | null; delivery_time: string | null },
  formatMinutes: (range: MinuteRange) => string,
): string {
  const text = item.delivery_time?.trim() ?? '';
  const parsed = minuteRange(text);
  if (parsed) return formatMinutes(parsed);
  if (text) return text;
  const { min_delivery_time: min, max_delivery_time: max } = item;
  return min && max && max >= min ? formatMinutes({ min, max }) : '';
}
