// A delivery time the storefront did not offer is refused at its boundary (POST /api/order),
// though the marketplace would take it: it checks neither the slot grid nor the store's interval,
// nor how far ahead (api/docs/schedule.md). Nothing is ordered.
import { expect, test } from '@playwright/test';
import { addToServerCart, customerInCairo } from '../e2e/cart-steps.ts';
import { orderRequest, runningOrders } from './cart-helpers.ts';

const ITEM = { id: 1, price: 120, module_id: 1 };

test('a time off the slots, in the past, days ahead or malformed is refused; nothing is ordered', async ({
  page,
  context,
  baseURL,
}) => {
  await customerInCairo(page, context, baseURL!);
  const lines = (await addToServerCart(page, baseURL!, ITEM, 1)).map((l) => ({ id: l.id, quantity: l.quantity }));
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const post = async (schedule_at: unknown) => {
    const base = orderRequest(1, 1, lines);
    const res = await page.request.post('/api/order', {
      headers: { Origin: baseURL! },
      data: { ...base, form: { ...base.form, schedule_at } },
    });
    return { status: res.status(), body: (await res.json().catch(() => null)) as any };
  };
  // Off the grid (a slot's last minute is :29 or :59), a week ahead, in the past.
  for (const schedule_at of [`${day(1)} 10:07`, `${day(7)} 10:29`, `${day(-1)} 10:29`]) {
    const answer = await post(schedule_at);
    expect(answer.status, schedule_at).toBe(422);
    expect(answer.body.code, schedule_at).toBe('schedule_at');
  }
  for (const schedule_at of ['tomorrow', `${day(1)}T10:29`, `${day(1)} 10:29:00`, 1_700_000_000, '<script>']) {
    const answer = await post(schedule_at);
    expect(answer.status, String(schedule_at)).toBe(400);
  }
  expect(await runningOrders(page.request)).toEqual([]);
});
