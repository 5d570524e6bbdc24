import { describe, expect, it } from 'vitest';
import {
  decodeReadKeys,
  isUnread,
  MAX_READ_KEYS,
  needsReadMore,
  readKey,
  withRead,
} from '../../src/lib/domain/account/notifications.ts';
import {
  allOrdersPage,
  detailStatus,
  isoTimestamp,
  listPage,
  MAX_ORDER_PAGE,
  mergeNewestFirst,
  parseOrderId,
  parsePage,
  parseTab,
  statusFallback,
  statusKey,
  statusTone,
  variationLabels,
} from '../../src/lib/domain/aftercare/orders.ts';
import {
  avatarInitial,
  fieldOfError,
  fullName,
  MAX_PHOTO_BYTES,
  photoProblem,
  profileErrors,
  sniffPhoto,
} from '../../src/lib/domain/account/profile-rules.ts';

const order = (id: number, created_at: string) => ({ id, created_at });

describe('order statuses', () => {
  it('gives the four spec statuses their own badge and every other one a neutral badge', () => {
    expect(['pending', 'processing', 'delivered', 'canceled'].map(statusTone)).toEqual([
      'pending',
      'processing',
      'delivered',
      'canceled',
    ]);
    expect(['confirmed', 'refunded', 'picked_up', 'whatever', '', null, undefined].map(statusTone)).toEqual(
      Array(7).fill('neutral'),
    );
  });

  it('names known statuses from the dictionary and spells out unknown ones', () => {
    expect(statusKey('picked_up')).toBe('orders.status.picked_up');
    expect(statusKey('refund_request_canceled')).toBeNull();
    expect(statusFallback('refund_request_canceled')).toBe('refund request canceled');
  });

  it('defaults the details status to pending', () => {
    expect(detailStatus(undefined)).toBe('pending');
    expect(detailStatus('  ')).toBe('pending');
    expect(detailStatus('delivered')).toBe('delivered');
  });
});

describe('order addresses', () => {
  it('reads ids of digits only', () => {
    expect(parseOrderId('100001')).toBe(100001);
    for (const bad of ['abc', '12a', '-1', '0', '1.5', '', undefined, '99999999999', '1e5', ' 12'])
      expect(parseOrderId(bad)).toBeNull();
  });

  it('reads the tab and the page, falling back to Running and page 1', () => {
    expect(parseTab('all')).toBe('all');
    expect(parseTab('ALL')).toBe('running');
    expect(parseTab(null)).toBe('running');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage('100000')).toBe(MAX_ORDER_PAGE);
  });
});

describe('order money and time', () => {
  it("reads the server's 'Y-m-d H:i:s' as UTC", () => {
    expect(isoTimestamp('2026-11-21 01:01:49')).toBe('2026-11-21T01:01:49.000Z');
    expect(isoTimestamp('2026-11-21T01:01:49.000000Z')).toBe('2026-11-21T01:01:49.000Z');
    expect(isoTimestamp('soon')).toBeUndefined();
  });
});

describe('the All tab', () => {
  const running = {
    total_size: 3,
    orders: [order(13, '2026-11-21 01:00:00'), order(12, '2026-11-20 10:00:00'), order(4, '2026-01-01 10:00:00')],
  };
  const history = {
    total_size: 4,
    orders: [
      order(11, '2026-11-20 12:00:00'),
      order(10, '2026-11-01 12:00:00'),
      order(9, '2026-10-01 12:00:00'),
      order(1, '2025-01-01 12:00:00'),
    ],
  };

  it('merges running and finished orders newest first, each once, ties by id', () => {
    const merged = mergeNewestFirst(
      running.orders,
      history.orders,
      [order(12, '2026-11-20 10:00:00')],
      [order(14, '2026-11-21 01:00:00')],
    );
    expect(merged.map((o) => o.id)).toEqual([14, 13, 11, 12, 10, 9, 4, 1]);
  });

  it('pages the merged list and totals both lists', () => {
    const first = allOrdersPage(running, history, 1, 3);
    expect(first.orders.map((o) => o.id)).toEqual([13, 11, 12]);
    expect(first.total).toBe(7);
    expect(first.hasMore).toBe(true);
    const all = allOrdersPage(running, history, 3, 3);
    expect(all.orders.map((o) => o.id)).toEqual([13, 11, 12, 10, 9, 4, 1]);
    expect(all.hasMore).toBe(false);
  });

  it('pages one list', () => {
    expect(listPage(running, 1, 2)).toEqual({ orders: running.orders.slice(0, 2), total: 3, hasMore: true });
    expect(listPage(running, 2, 2).hasMore).toBe(false);
  });
});

describe('order line variations', () => {
  it('labels food and other variations and skips what it cannot read', () => {
    expect(
      variationLabels([
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Sauce', values: { label: ['Garlic', 'Chili'] } },
      ]),
    ).toEqual(['Size: Large', 'Sauce: Garlic, Chili']);
    expect(variationLabels([{ type: 'Red-L' }])).toEqual(['Red-L']);
    expect(variationLabels([null, 'x', { name: 'Size' }, { values: {} }])).toEqual([]);
  });
});

describe('profile rules', () => {
  it('requires name, email and phone, and an email that looks like one', () => {
    expect(profileErrors({ name: ' ', email: '', phone: '' })).toEqual({
      name: 'Editprofile.nameRequired',
      email: 'Editprofile.emailRequired',
      phone: 'Editprofile.phoneRequired',
    });
    expect(profileErrors({ name: 'Demo', email: 'a@b.c', phone: '+2010' })).toEqual({});
    expect(profileErrors({ name: 'Demo', email: 'not-an-email', phone: '+2010' })).toEqual({
      email: 'auth.invalidEmail',
    });
  });

  const bytes = (...parts: Array<number[] | string>) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
  const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('tells the photo format by its first bytes, not its name or claimed type', () => {
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffPhoto(PNG)).toBe('png');
    expect(sniffPhoto(bytes('GIF89a'))).toBe('gif');
    expect(sniffPhoto(bytes('GIF87a'))).toBe('gif');
    expect(sniffPhoto(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffPhoto(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffPhoto(bytes('<svg xmlns="http'))).toBeNull();
    expect(sniffPhoto(bytes('not a picture'))).toBeNull();
    expect(sniffPhoto(new Uint8Array())).toBeNull();
  });

  it('takes JPEG, PNG, WebP and GIF photos up to 2 MB', () => {
    expect(photoProblem({ size: 100 }, PNG)).toBeNull();
    expect(photoProblem({ size: 100 }, bytes('not a picture'))).toBe('Editprofile.imageFormats');
    expect(photoProblem({ size: 0 }, new Uint8Array())).toBe('Editprofile.imageFormats');
    expect(photoProblem({ size: MAX_PHOTO_BYTES }, PNG)).toBeNull();
    expect(photoProblem({ size: MAX_PHOTO_BYTES + 1 }, PNG)).toBe('Editprofile.imageTooLarge');
  });

  it('makes the avatar letter from the name, else the email', () => {
    expect(avatarInitial('demo customer')).toBe('D');
    expect(avatarInitial('', 'omar@x.test')).toBe('O');
    expect(avatarInitial('عمر')).toBe('ع');
    expect(avatarInitial('')).toBe('?');
    expect(fullName('Omar', '')).toBe('Omar');
    expect(fullName(' Demo ', 'Customer')).toBe('Demo Customer');
  });

  it('maps server error codes to fields', () => {
    expect(fieldOfError('email')).toBe('email');
    expect(fieldOfError('on-going')).toBeNull();
    expect(fieldOfError(null)).toBeNull();
  });
});

describe('notification rules', () => {
  it('offers read more over 100 characters', () => {
    expect(needsReadMore('x'.repeat(100))).toBe(false);
    expect(needsReadMore('x'.repeat(101))).toBe(true);
    expect(needsReadMore('ع'.repeat(101))).toBe(true);
  });

  it("is unread only when the server's status is falsy and this device has not seen it", () => {
    expect(isUnread({ kind: 'personal', id: 9, status: false })).toBe(true);
    expect(isUnread({ kind: 'personal', id: 9, status: false }, new Set(['p9']))).toBe(false);
    expect(isUnread({ kind: 'broadcast', id: 9, status: false }, new Set(['p9']))).toBe(true);
    // What the server calls read stays read, whatever the device remembers.
    expect(isUnread({ kind: 'personal', id: 8, status: true })).toBe(false);
    expect(isUnread({ kind: 'personal', id: 8, status: true }, new Set())).toBe(false);
  });

  it('keys read notifications by kind and id', () => {
    expect(readKey({ kind: 'broadcast', id: 4 })).toBe('b4');
    expect(readKey({ kind: 'personal', id: 4 })).toBe('p4');
  });

  it('reads stored keys tolerantly and keeps the newest few hundred', () => {
    expect(decodeReadKeys('["b1","p2","b1",3,"x9"]')).toEqual(['b1', 'p2']);
    expect(decodeReadKeys('{')).toEqual([]);
    expect(decodeReadKeys('{"a":1}')).toEqual([]);
    expect(decodeReadKeys(undefined)).toEqual([]);
    const current = ['b1'];
    expect(withRead(current, ['b1'])).toBe(current);
    expect(withRead(current, ['p2', 'p2'])).toEqual(['b1', 'p2']);
    const many = Array.from({ length: MAX_READ_KEYS }, (_, i) => `b${i}`);
    const next = withRead(many, ['p1']);
    expect(next).toHaveLength(MAX_READ_KEYS);
    expect(next.at(-1)).toBe('p1');
    expect(next[0]).toBe('b1');
  });
});
