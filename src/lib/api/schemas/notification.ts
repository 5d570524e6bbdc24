import { z } from 'zod';
import { boolOr, id, imageUrl, jsonText, numOrNull, strOr, strOrNull, withFileImages } from './common.ts';

/**
 * customer/notifications mixes two records (reference §5.12):
 * - broadcast: title/description/image_full_url at top level (admin push);
 * - personal: all of it only under `data` (order status updates), no image URL.
 * Both are normalised to the same top-level fields. `status` is NOT a read flag
 * (there is no server-side read state), it is only "active".
 */
const DataSchema = jsonText(
  z
    .object({
      title: strOrNull,
      description: strOrNull,
      /** '' for broadcasts, an order id for order notifications. */
      order_id: numOrNull.catch(null),
      image: strOrNull,
      image_full_url: imageUrl,
      type: strOrNull,
    })
    .nullish(),
)
  .transform((v) => v ?? null)
  .catch(null);

const RawNotificationSchema = withFileImages(
  { image_full_url: ['image', 'notification'] },
  z.object({
    id,
    title: strOrNull,
    description: strOrNull,
    image_full_url: imageUrl,
    status: boolOr(true),
    data: DataSchema,
    created_at: strOr(''),
    /** Only on broadcasts ('customer'). */
    tergat: strOrNull,
    /** Only on personal notifications. */
    user_id: numOrNull,
  }),
);

/** Personal notifications only carry a bare filename or ''; a usable URL only if absolute. */
function absoluteUrl(v: string | null | undefined): string | null {
  return v && /^https?:\/\//.test(v) ? v : null;
}

export const NotificationSchema = RawNotificationSchema.transform((n) => {
  const kind: 'broadcast' | 'personal' = n.title !== null || n.tergat !== null ? 'broadcast' : 'personal';
  return {
    id: n.id,
    kind,
    title: n.title ?? n.data?.title ?? '',
    description: n.description ?? n.data?.description ?? '',
    image_full_url: n.image_full_url ?? n.data?.image_full_url ?? absoluteUrl(n.data?.image),
    order_id: n.data?.order_id ?? null,
    type: n.data?.type ?? null,
    status: n.status,
    created_at: n.created_at,
  };
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.array(NotificationSchema);

/** 'Y-m-d H:i:s' (these models) and ISO strings both sort correctly after this. */
export function notificationTime(n: Pick<Notification, 'created_at'>): number {
  const t = Date.parse(n.created_at.includes('T') ? n.created_at : n.created_at.replace(' ', 'T'));
  return Number.isNaN(t) ? 0 : t;
}
