// The steps an order goes through, as the order page shows them: placed, confirmed, processing, on
// the way, delivered; or, once it stops early, the step where it ended (cancelled, failed) and the
// refund after a delivery. Times come from the order's per-status columns. Pure and client-safe.

/** The order's timestamp columns (one per status, B31 create_orders_table). */
export const ORDER_STEP_COLUMNS = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'refund_requested',
  'refunded',
  'failed',
] as const;
type Column = (typeof ORDER_STEP_COLUMNS)[number];
export type StepTimes = Partial<Record<Column, string | null>>;

export type StepKey =
  | 'placed'
  | 'confirmed'
  | 'processing'
  | 'onTheWay'
  | 'delivered'
  | 'canceled'
  | 'failed'
  | 'refundRequested'
  | 'refunded';

export interface TimelineStep {
  key: StepKey;
  /** The earliest time the order reached this step, or null (not reached, or not recorded). */
  time: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/** The normal path and which statuses (columns) mean each step was reached. */
const FLOW: ReadonlyArray<{ key: StepKey; columns: Column[]; statuses: string[] }> = [
  { key: 'placed', columns: ['pending'], statuses: ['pending'] },
  { key: 'confirmed', columns: ['accepted', 'confirmed'], statuses: ['accepted', 'confirmed'] },
  { key: 'processing', columns: ['processing'], statuses: ['processing'] },
  { key: 'onTheWay', columns: ['handover', 'picked_up'], statuses: ['handover', 'picked_up'] },
  { key: 'delivered', columns: ['delivered'], statuses: ['delivered'] },
];

/** Statuses after which nothing more happens: the page stops asking for news. */
const ENDED = new Set(['delivered', 'canceled', 'failed', 'refunded', 'refund_request_canceled', 'returned']);

export function orderEnded(status: string): boolean {
  return ENDED.has(status);
}

function firstTime(times: StepTimes, columns: readonly Column[]): string | null {
  const found = columns.map((c) => times[c]).filter((t): t is string => typeof t === 'string' && t !== '');
  return found.sort()[0] ?? null;
}

/** The steps to show for an order in `status` with its per-status `times`. */
export function orderTimeline(status: string, times: StepTimes): TimelineStep[] {
  const reachedIndex = FLOW.findIndex((step) => step.statuses.includes(status));
  const stopped =
    status === 'canceled' || status === 'failed'
      ? status
      : ['refund_requested', 'refunded', 'refund_request_canceled'].includes(status)
        ? 'refund'
        : null;

  if (!stopped) {
    // Running or delivered: everything before the current status is done (even without a time).
    const current = reachedIndex === -1 ? 0 : reachedIndex;
    return FLOW.map((step, i) => ({
      key: step.key,
      time: i <= current ? firstTime(times, step.columns) : null,
      state: i < current ? 'done' : i === current ? 'current' : 'upcoming',
    }));
  }

  if (stopped === 'refund') {
    const steps: TimelineStep[] = FLOW.map((step) => ({
      key: step.key,
      time: firstTime(times, step.columns),
      state: 'done',
    }));
    const refunded = status === 'refunded';
    steps.push({
      key: 'refundRequested',
      time: firstTime(times, ['refund_requested']),
      state: refunded ? 'done' : 'current',
    });
    if (refunded) steps.push({ key: 'refunded', time: firstTime(times, ['refunded']), state: 'current' });
    return steps;
  }

  // Cancelled or failed: the steps it reached (those with a time; placed always), then where it ended.
  const reached = FLOW.filter((step, i) => i === 0 || firstTime(times, step.columns) !== null).map(
    (step): TimelineStep => ({ key: step.key, time: firstTime(times, step.columns), state: 'done' }),
  );
  reached.push({ key: stopped, time: firstTime(times, [stopped]), state: 'current' });
  return reached;
}
