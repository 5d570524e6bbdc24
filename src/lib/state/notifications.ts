// $readNotifications: the notifications this device has shown, under the official app's key.
// It only adds to the server's read state (see isUnread in domain/notifications.ts).
import { persistentAtom } from '@nanostores/persistent';
import { decodeReadKeys, withRead } from '../domain/account/notifications.ts';

export const $readNotifications = persistentAtom<string[]>('notification_id_list', [], {
  encode: JSON.stringify,
  decode: decodeReadKeys,
  listen: true,
});

export function markNotificationsRead(keys: readonly string[]): void {
  const current = $readNotifications.get();
  const next = withRead(current, keys);
  if (next === current) return;
  try {
    $readNotifications.set(next);
  } catch (error) {
    // Storage full or blocked: they show as unread again next time, nothing worse.
    console.error('notifications: could not remember read ones', error);
  }
}
