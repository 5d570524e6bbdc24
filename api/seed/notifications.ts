// Broadcast notifications and the demo customer's personal notifications, dated relative to `now`.
// The API returns only rows updated in the last 15 days, so updated_at = created_at here.
//
// Deliberate cases:
//   - broadcast 5 is 40 days old: the API must NOT return it;
//   - broadcast 3 is for zone 6 only (not returned for zoneId [5]);
//   - user notification 1 has the same id as broadcast 1: the real server's merge keys by id, so
//     the personal one replaces the broadcast in the response;
//   - user notification 8 has a description longer than 150 characters;
//   - user notification 9 has status 0, the others 1 (the column's default): the spec shows the
//     falsy one as unread;
//   - user notification 10 belongs to user 2 (must not leak to user 1).
import { iso, minutesAgo, DAY, HOUR } from './time.ts';
import { json, type Row } from './rows.ts';

export const NOTIFICATION_IMAGES = [
  { file: 'free-delivery-weekend.jpg', label: 'Free delivery weekend', hue: 150 },
  { file: 'new-pharmacies-cairo.jpg', label: 'New pharmacies in Cairo', hue: 200 },
] as const;

export function notificationRows(now: Date): Row[] {
  const list = [
    {
      id: 1,
      title: 'Free delivery this weekend',
      description: 'Enjoy free delivery on all grocery orders over 300 EGP from Thursday to Saturday.',
      image: NOTIFICATION_IMAGES[0].file,
      zone: null,
      age: 2 * DAY + 3 * HOUR,
    },
    {
      id: 2,
      title: 'New pharmacies in Cairo',
      description: 'Three more pharmacies now deliver to Zamalek, Dokki and Heliopolis, most in under 30 minutes.',
      image: NOTIFICATION_IMAGES[1].file,
      zone: 5,
      age: 4 * DAY + 5 * HOUR,
    },
    {
      id: 3,
      title: 'Alexandria summer offers',
      description: 'Seafood and fresh market deals along the Corniche all week long.',
      image: null,
      zone: 6,
      age: 6 * DAY,
    },
    {
      id: 4,
      title: 'A faster Souq Express',
      description:
        'We updated our apps and website: faster search, clearer order tracking and Arabic and Turkish everywhere.',
      image: null,
      zone: null,
      age: 9 * DAY + 2 * HOUR,
    },
    // Older than 15 days: must not be returned by the API.
    {
      id: 5,
      title: 'Eid sale',
      description: 'Up to 40% off sweets and gifts for Eid.',
      image: null,
      zone: null,
      age: 40 * DAY,
    },
  ];
  return list.map((n) => {
    const at = iso(minutesAgo(now, n.age));
    return {
      id: n.id,
      title: n.title,
      description: n.description,
      image: n.image,
      status: 1,
      tergat: 'customer',
      zone_id: n.zone,
      created_at: at,
      updated_at: at,
    };
  });
}

const orderData = (orderId: number, description: string, title = 'Order Notification') => ({
  title,
  description,
  order_id: orderId,
  image: '',
  type: 'order_status',
});

export function userNotificationRows(now: Date): Row[] {
  const list = [
    { id: 1, user: 1, age: 2 * DAY, status: 1, data: orderData(100008, 'Your order 100008 is processing') },
    {
      id: 6,
      user: 1,
      age: DAY + 20,
      status: 1,
      data: orderData(100009, 'Your order 100009 has been confirmed by the store'),
    },
    { id: 7, user: 1, age: 2 * HOUR + 50, status: 1, data: orderData(100010, 'Your order 100010 is being prepared') },
    {
      id: 8,
      user: 1,
      age: 40,
      status: 1,
      data: orderData(
        100012,
        'Thank you for your order 100012 from Baladi Bakery & Dairy. The store is reviewing it now, and we will let you know as soon as it is confirmed and a delivery man is on the way to your address.',
      ),
    },
    {
      id: 9,
      user: 1,
      age: 5 * DAY,
      status: 0,
      data: {
        title: 'Loyalty points earned',
        description: 'You earned 120 loyalty points. Convert them to wallet balance from your profile.',
        order_id: '',
        image: '',
        type: 'loyalty_point',
      },
    },
    { id: 10, user: 2, age: 55, status: 1, data: orderData(100011, 'Your order 100011 has been placed') },
  ];
  return list.map((n) => {
    const at = iso(minutesAgo(now, n.age));
    return {
      id: n.id,
      data: json(n.data),
      status: n.status,
      user_id: n.user,
      vendor_id: null,
      delivery_man_id: null,
      created_at: at,
      updated_at: at,
    };
  });
}
