// Notification rules: the read-more threshold, the read state (the server's word first, then what
// this device has seen) and the keys under which seen notifications are remembered. Pure and
// client-safe.

/** Descriptions longer than this get a read more / read less toggle (spec §9). */
export const READ_MORE_THRESHOLD = 100;

export function needsReadMore(text: string): boolean {
  return Array.from(text.trim()).length > READ_MORE_THRESHOLD;
}

/**
 * Seen notifications are also remembered on the device (as the official app does under
 * 'notification_id_list'). Broadcasts and personal notifications are numbered separately, so the
 * key names the kind: 'b4', 'p8'.
 */
export function readKey(n: { kind: 'broadcast' | 'personal'; id: number }): string {
  return `${n.kind === 'personal' ? 'p' : 'b'}${n.id}`;
}

/**
 * Unread on the server's word: the spec gives a notification an unread look when its `status` is
 * falsy. Whatever the server sends as read stays read; the device can only add to it (one seen
 * here shows as read on later visits), never mark unread what the server calls read.
 * (6amMart sends status 1 on broadcasts and, by default, on personal ones: reference §5.12.)
 */
export function isUnread(
  n: { kind: 'broadcast' | 'personal'; id: number; status: boolean },
  readOnDevice: ReadonlySet<string> = new Set(),
): boolean {
  return !n.status && !readOnDevice.has(readKey(n));
}

/** How many read keys are kept: older ones fall off (the server keeps only 15 days anyway). */
export const MAX_READ_KEYS = 300;

/** Stored text → read keys; anything unreadable is an empty list. */
export function decodeReadKeys(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((k): k is string => typeof k === 'string' && /^[bp]\d{1,12}$/.test(k)))];
  } catch {
    return [];
  }
}

/** The list with `keys` added (most recent last), without repeats, capped. */
export function withRead(current: readonly string[], keys: readonly string[]): string[] {
  const fresh = keys.filter((k) => !current.includes(k));
  if (!fresh.length) return current as string[];
  return [...current, ...new Set(fresh)].slice(-MAX_READ_KEYS);
}
