// The order page's steps: where an order stands, which steps it passed and when, and where it ended.
import { describe, expect, it } from 'vitest';
import { orderEnded, orderTimeline } from '../../src/lib/domain/aftercare/order-timeline.ts';

const at = (h: number) => `2026-11-27T0${h}:00:00.000000Z`;
const view = (status: string, times = {}) =>
  orderTimeline(status, times).map((s) => `${s.key}:${s.state}${s.time ? '@' + s.time.slice(11, 13) : ''}`);

describe('orderTimeline', () => {
  it('marks a pending order as placed, the rest to come', () => {
    expect(view('pending', { pending: at(1) })).toEqual([
      'placed:current@01',
      'confirmed:upcoming',
      'processing:upcoming',
      'onTheWay:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('takes accepted or confirmed as confirmed, handover or picked up as on the way, with the first time', () => {
    expect(
      view('picked_up', { pending: at(1), accepted: at(2), confirmed: at(3), handover: at(5), picked_up: at(6) }),
    ).toEqual(['placed:done@01', 'confirmed:done@02', 'processing:done', 'onTheWay:current@05', 'delivered:upcoming']);
  });

  it('ends a delivered order on delivered', () => {
    expect(view('delivered', { pending: at(1), delivered: at(7) }).at(-1)).toBe('delivered:current@07');
  });

  it('shows a cancelled order as the steps it reached, then cancelled', () => {
    expect(view('canceled', { pending: at(1), canceled: at(2) })).toEqual(['placed:done@01', 'canceled:current@02']);
    expect(view('failed', { pending: at(1), confirmed: at(2), failed: at(3) })).toEqual([
      'placed:done@01',
      'confirmed:done@02',
      'failed:current@03',
    ]);
  });

  it('follows a delivery with its refund', () => {
    expect(
      view('refunded', { pending: at(1), delivered: at(4), refund_requested: at(5), refunded: at(6) }).slice(-3),
    ).toEqual(['delivered:done@04', 'refundRequested:done@05', 'refunded:current@06']);
    expect(view('refund_requested', { refund_requested: at(5) }).at(-1)).toBe('refundRequested:current@05');
  });

  it('knows when an order has ended', () => {
    expect(['pending', 'confirmed', 'processing', 'handover', 'picked_up'].some(orderEnded)).toBe(false);
    expect(['delivered', 'canceled', 'failed', 'refunded'].every(orderEnded)).toBe(true);
  });
});
