// Which statuses the history list returns; running orders are the rest (reference §3.25, §4).
export const HISTORY_STATUSES = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
] as const;
export const RUNNING_STATUSES = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'] as const;
