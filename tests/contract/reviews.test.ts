// Product reviews: the list, the details' reviews and the submission with each of its answers,
// the real server's gaps included (api/docs/reviews.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.stop());

type Line = { item_id: number };
async function linesOf(orderId: number, who = token): Promise<number[]> {
  const res = await api.call<Line[]>(`/customer/order/details?order_id=${orderId}`, { token: who });
  expect(res.status).toBe(200);
  return res.body.map((l) => l.item_id);
}

const submit = (fields: Record<string, string | Blob>, who: string | null = token, module = 1) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return api.call('/items/reviews/submit', { method: 'POST', form, token: who, module });
};

const details = async (id: number, lang = 'en') =>
  (await api.call(`/items/details/${id}`, { module: 1, lang })).body as Record<string, any>;

describe('GET items/reviews/{item_id}', () => {
  it('answers every active review with its customer and the item name, unpaginated without limit/offset', async () => {
    const [, reviewed] = await linesOf(100001);
    const res = await api.call(`/items/reviews/${reviewed}`, { module: 1, lang: 'tr' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 13, limit: null, offset: null });
    expect(res.body.reviews).toHaveLength(13);
    const review = res.body.reviews[0];
    expect(Object.keys(review)).toEqual([
      'id',
      'item_id',
      'user_id',
      'comment',
      'attachment',
      'rating',
      'order_id',
      'created_at',
      'updated_at',
      'item_campaign_id',
      'status',
      'module_id',
      'store_id',
      'reply',
      'review_id',
      'replied_at',
      'item_name',
      'customer',
    ]);
    expect(review.attachment).toEqual([]);
    expect(review.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(review.item_name).toBe((await details(reviewed, 'tr')).name);
    expect(review.customer).toMatchObject({ id: review.user_id, f_name: expect.any(String) });
    expect(review.customer).not.toHaveProperty('password');
    // Laravel leaks the whole user: clients must show the name only.
    expect(review.customer).toHaveProperty('email');
    const ids = res.body.reviews.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const names = res.body.reviews.map((r: any) => `${r.customer.f_name} ${r.customer.l_name}`);
    expect(names.some((n: string) => /[\u0600-\u06ff]/.test(n))).toBe(true);
    expect(names.some((n: string) => /[ışğçöüİ]/.test(n))).toBe(true);
  });

  it('pages with limit and a 1-based offset, echoing both as sent', async () => {
    const [, reviewed] = await linesOf(100001);
    const one = await api.call(`/items/reviews/${reviewed}?limit=5&offset=1`, { module: 1 });
    const three = await api.call(`/items/reviews/${reviewed}?limit=5&offset=3`, { module: 1 });
    expect(one.body).toMatchObject({ total_size: 13, limit: '5', offset: '1' });
    expect(one.body.reviews).toHaveLength(5);
    expect(three.body.reviews).toHaveLength(3);
    expect(three.body.reviews[0].id).not.toBe(one.body.reviews[0].id);
    // limit alone is ignored: the whole list.
    expect((await api.call(`/items/reviews/${reviewed}?limit=5`, { module: 1 })).body.reviews).toHaveLength(13);
  });

  it('leaves hidden reviews out of the list, and an item without reviews answers an empty list', async () => {
    const [, second] = await linesOf(100006);
    const listed = await api.call(`/items/reviews/${second}`, { module: 2 });
    expect(listed.body.total_size).toBe(3);
    const item = await api.call(`/items/details/${second}`, { module: 2 });
    // The details' `reviews` relation is not filtered by status, newest first, attachment undecoded.
    expect(item.body.reviews).toHaveLength(4);
    expect(item.body.reviews.some((r: { status: number }) => r.status === 0)).toBe(true);
    const dates = item.body.reviews.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(item.body.reviews[0].attachment).toBe('[]');
    expect(item.body.reviews[0]).not.toHaveProperty('item_name');
    const none = await api.call('/items/reviews/999999', { module: 1 });
    expect(none.body).toEqual({ total_size: 0, limit: null, offset: null, reviews: [] });
  });

  it('needs a moduleId header like every items route', async () => {
    const res = await api.call('/items/reviews/2', { module: null });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('moduleId');
  });

  it("keeps the reviewed items' rating fields consistent with their listed reviews", async () => {
    for (const [order, line, module] of [
      [100001, 1, 1],
      [100002, 0, 2],
      [100006, 1, 2],
    ] as const) {
      const id = (await linesOf(order))[line]!;
      const item = (await api.call(`/items/details/${id}`, { module })).body;
      const list = (await api.call(`/items/reviews/${id}`, { module })).body.reviews as Array<{ rating: number }>;
      expect(item.rating_count).toBe(list.length);
      const average = list.reduce((a, r) => a + r.rating, 0) / list.length;
      expect(item.avg_rating).toBeCloseTo(average, 6);
    }
  });
});

describe('POST items/reviews/submit', () => {
  it('needs a signed-in customer', async () => {
    const res = await submit({ item_id: '1', order_id: '100001', rating: '5' }, null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('names every missing field, and a missing order twice (order_id and item_id)', async () => {
    const empty = await submit({});
    expect(empty.status).toBe(403);
    expect(empty.body.errors).toEqual([
      { code: 'item_id', message: 'The item id field is required.' },
      { code: 'order_id', message: 'The order id field is required.' },
      { code: 'rating', message: 'The rating field is required.' },
    ]);
    const unknown = await submit({ item_id: '1', order_id: '1', rating: '5' });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors).toEqual([
      { code: 'order_id', message: 'Order data not found' },
      { code: 'item_id', message: 'Item not found' },
    ]);
  });

  it('refuses a rating above 5 or not a number', async () => {
    const [first] = await linesOf(100001);
    const six = await submit({ item_id: String(first), order_id: '100001', rating: '6' });
    expect(six.status).toBe(403);
    expect(six.body.errors).toEqual([{ code: 'rating', message: 'The rating field must not be greater than 5.' }]);
    const word = await submit({ item_id: String(first), order_id: '100001', rating: 'five' });
    expect(word.body.errors).toEqual([{ code: 'rating', message: 'The rating field must be a number.' }]);
  });

  it('saves a review, lists it, updates the item rating, and refuses the same item and order twice', async () => {
    const [first] = await linesOf(100001);
    const before = await details(first!);
    const ok = await submit({ item_id: String(first), order_id: '100001', rating: '4', comment: 'Nice & fresh <b>' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Review submited successfully' });
    const after = await details(first!);
    expect(after.rating_count).toBe(before.rating_count + 1);
    const list = (await api.call(`/items/reviews/${first}`, { module: 1 })).body.reviews;
    const mine = list.find((r: { order_id: number | null }) => r.order_id === 100001);
    expect(mine).toMatchObject({ user_id: 1, rating: 4, comment: 'Nice & fresh <b>', review_id: '100001' });
    const again = await submit({ item_id: String(first), order_id: '100001', rating: '5' });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ errors: [{ code: 'review', message: 'Already submitted' }] });
  });

  it('stores attachments and lists them as storage paths', async () => {
    const [, , third] = await linesOf(100001);
    const png = new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });
    const form = new FormData();
    form.append('item_id', String(third));
    form.append('order_id', '100001');
    form.append('rating', '5');
    form.append('attachment[]', png, 'photo.png');
    const res = await api.call('/items/reviews/submit', { method: 'POST', form, token, module: 1 });
    expect(res.status).toBe(200);
    const list = (await api.call(`/items/reviews/${third}`, { module: 1 })).body.reviews;
    const mine = list.find((r: { order_id: number | null }) => r.order_id === 100001);
    expect(mine.attachment).toEqual([expect.stringMatching(/^review\/.+\.png$/)]);
  });

  it("like 3.1, checks neither the order's owner, nor its status, nor that the item was in it", async () => {
    const other = await api.login('other@demo.test');
    // Another customer's delivered order, an item it does not hold: accepted.
    const foreign = await submit({ item_id: '3', order_id: '100001', rating: '3' }, other);
    expect(foreign.status).toBe(200);
    // A processing order of the demo customer.
    const running = await api.call('/customer/order/running-orders?limit=10&offset=1', { token });
    const pending = running.body.orders[0].id;
    const early = await submit({ item_id: '3', order_id: String(pending), rating: '2' });
    expect(early.status).toBe(200);
  });

  it('fails with a 500 after saving, for an unknown item or a rating below 1', async () => {
    const unknownItem = await submit({ item_id: '999999', order_id: '100002', rating: '5' });
    expect(unknownItem.status).toBe(500);
    const zero = await submit({ item_id: '4', order_id: '100002', rating: '0' });
    expect(zero.status).toBe(500);
    // The row was saved before the failure: the second try is "already submitted".
    const again = await submit({ item_id: '4', order_id: '100002', rating: '5' });
    expect(again.body.errors[0].code).toBe('review');
  });
});
