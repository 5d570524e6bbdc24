// A guest's order asked for by the customer whose user id is that guest's id. Guest ids and user ids
// are two sequences that both count from 1, and the marketplace's customer/order/track matches a
// signed-in caller by user_id alone (api/routes/orders.ts, as the real server does): through the
// storefront the answer must be "not found", with nothing of the guest's in it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from '../e2e/helpers.ts';
import { API_HEADERS, placeAtMarketplace } from '../e2e/marketplace-orders.ts';

const PASSWORD = 'longenough1';

async function newGuest(request: APIRequestContext): Promise<number> {
  const res = await request.post(`${API}/auth/guest/request`, { headers: API_HEADERS, data: {} });
  expect(res.status()).toBe(200);
  return (await res.json()).guest_id as number;
}

/** A new customer on the marketplace itself: email and user id. */
async function newCustomer(request: APIRequestContext): Promise<{ email: string; id: number }> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `leak${n}@demo.test`;
  const res = await request.post(`${API}/auth/sign-up`, {
    headers: API_HEADERS,
    data: { name: `Leak Tester ${n}`, email, phone: `+2012${n}`, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = await res.json();
  const info = await request.get(`${API}/customer/info`, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  return { email, id: (await info.json()).id as number };
}

/** A customer and a guest with the same number: whichever sequence is behind is moved on. */
async function sameNumber(request: APIRequestContext) {
  let customer = await newCustomer(request);
  let guest = await newGuest(request);
  for (let i = 0; i < 5000 && customer.id !== guest; i++) {
    if (guest < customer.id) guest = await newGuest(request);
    else customer = await newCustomer(request);
  }
  expect(guest).toBe(customer.id);
  return { customer, guest };
}

test("a customer whose user id is a guest's id gets none of that guest's order", async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const { customer, guest } = await sameNumber(request);
  const victim = {
    name: 'Victim Guestperson',
    phone: `+2015${`${Date.now()}`.slice(-8)}`,
    email: 'victim.guest@demo.test',
    address: '77 Hidden Lane, Zamalek',
  };
  const orderId = await placeAtMarketplace(request, { guestId: guest }, victim);
  // The marketplace itself hands it over (its own flaw, which the storefront must not pass on).
  const token = (
    await (
      await request.post(`${API}/auth/login`, {
        headers: API_HEADERS,
        data: { login_type: 'manual', email_or_phone: customer.email, password: PASSWORD, field_type: 'email' },
      })
    ).json()
  ).token;
  const direct = await request.get(`${API}/customer/order/track?order_id=${orderId}`, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(direct.status()).toBe(200);
  const otp = (await direct.json()).otp as string | null;

  const signIn = await page.request.post('/api/session', {
    headers: { Origin: baseURL! },
    data: { email_or_phone: customer.email, password: PASSWORD, terms: true },
  });
  expect(signIn.status()).toBe(200);

  const secrets = [victim.name, victim.phone, victim.email, 'Hidden Lane', ...(otp ? [`"otp":"${otp}"`] : [])];
  for (const path of [`customer/order/track?order_id=${orderId}`, `customer/order/details?order_id=${orderId}`]) {
    const res = await page.request.get(`/api/v1/${path}`);
    const text = await res.text();
    expect(res.status(), `${path}: ${text.slice(0, 200)}`).toBe(404);
    for (const secret of secrets) expect(text, path).not.toContain(secret);
    expect(text).not.toMatch(/is_guest|App\\\\Models/);
    expect(res.headers()['cache-control']).toBe('private, no-store');
  }
  for (const path of ['customer/order/running-orders', 'customer/order/list']) {
    const res = await page.request.get(`/api/v1/${path}?limit=50&offset=1`);
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(
      body.orders.map((o: { id: number }) => o.id),
      path,
    ).not.toContain(orderId);
  }
  // The account's own pages, rendered on the server, say "not found" too.
  for (const path of [`/en/orders-details/${orderId}`, `/en/orders/${orderId}`]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    for (const secret of secrets) expect(html, path).not.toContain(secret);
  }
});
