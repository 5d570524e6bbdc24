// The order-tracking page's decisions (src/lib/aftercare/track-order.server.ts): the form's first
// order id read from the address, and what an outcome without an order says, with which status.
import { describe, expect, it } from 'vitest';
import { trackQuery, trackRefusal } from '../../src/lib/aftercare/track-order.server.ts';

const query = (search: string) => trackQuery(new URLSearchParams(search));

describe('the tracking page address', () => {
  it('keeps an order id of up to ten ASCII digits, and drops anything else', () => {
    expect(query('order_id=100012').orderId).toBe('100012');
    expect(query('order_id=1234567890').orderId).toBe('1234567890');
    expect(query('order_id=12345678901').orderId).toBe('');
    expect(query('order_id=12a').orderId).toBe('');
    expect(query('order_id=١٢').orderId).toBe('');
    expect(query('').orderId).toBe('');
  });

  it('says "just placed" only with an order id to say it of', () => {
    expect(query('order_id=100012&placed=1').justPlaced).toBe(true);
    expect(query('placed=1').justPlaced).toBe(false);
    expect(query('order_id=oops&placed=1').justPlaced).toBe(false);
    expect(query('order_id=100012&placed=yes').justPlaced).toBe(false);
  });
});

describe('an outcome without an order', () => {
  it('the marketplace failing: said, 503, try again in 5 seconds, posted or not', () => {
    const unavailable = { key: 'guest.unavailable', status: 503, retryAfter: '5' };
    expect(trackRefusal({ kind: 'unavailable' }, true)).toEqual(unavailable);
    expect(trackRefusal({ kind: 'unavailable' }, false)).toEqual(unavailable);
  });

  it('a posted id and phone that match nothing: said, 404', () => {
    expect(trackRefusal({ kind: 'not-found' }, true)).toEqual({ key: 'guest.notFound', status: 404 });
  });

  it('an order this browser proved that is gone: the form again, nothing said', () => {
    expect(trackRefusal({ kind: 'not-found' }, false)).toBeNull();
  });

  it('an order found: nothing to say', () => {
    expect(trackRefusal({ kind: 'found', order: {} as never, lines: null }, true)).toBeNull();
  });
});
