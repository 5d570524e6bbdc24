// Bodies are capped while they stream: an endless (or 512 MB) upload to any route is answered 413
// (or the route's refusal) long before it ends, the connection is closed, and the storefront's
// memory does not grow with it. Run against a storefront of its own (the flaky-API harness), so
// its process's memory can be read from /proc.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { flakyApi } from '../e2e/flaky-api.ts';

const api = flakyApi({ slowBody: '{}', wrongTypesBody: {} });

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** A real session of the demo customer (signing in changes no data). */
let signedIn: Record<string, string> = {};

test.beforeAll(async () => {
  await api.start();
  const response = await fetch(`${api.base}/api/session`, {
    method: 'POST',
    headers: { Origin: api.base, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_or_phone: 'customer@demo.test', password: 'demo12345', terms: true }),
  });
  const cookie = response.headers.getSetCookie().find((c) => /^[\w-]*session=/.test(c));
  if (!cookie) throw new Error(`no session after signing in: ${response.status}`);
  signedIn = { Cookie: cookie.split(';')[0]! };
});
test.afterAll(() => api.stop());

const MB = 1024 * 1024;
/**
 * What the client is ready to send: far more than any cap (the largest is 10 MB), so a route that
 * waited for the whole body would answer only at its end. Over loopback the client writes on
 * while the server reads up to its cap and then drains the rest (57 MB were written in the
 * 119 ms /update-profile took to answer on a busy machine), so the bytes written before the
 * answer measure the machine's speed; what the test holds to is an answer well before the end,
 * within a few seconds, and memory that does not grow.
 */
const ATTACK_BYTES = 512 * MB;
const ANSWER_WITHIN_MS = 5000;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

function rssBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error('no VmRSS for the storefront');
  return Number(kb) * 1024;
}

interface Outcome {
  status: number;
  /** Bytes of body the client had written when the answer came. */
  sentBeforeAnswer: number;
  connection: string | undefined;
  ms: number;
}

/** Sends a chunked body that does not end (up to ATTACK_BYTES) and reports the answer. */
function endlessUpload(path: string, headers: Record<string, string>): Promise<Outcome> {
  const url = new URL(path, api.base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, Origin: api.base, 'Transfer-Encoding': 'chunked' },
      agent: false,
    });
    req.on('response', (res) => {
      answered = true;
      const outcome = {
        status: res.statusCode ?? 0,
        sentBeforeAnswer: sent,
        connection: res.headers.connection,
        ms: Date.now() - started,
      };
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(outcome);
      });
    });
    // The server closing the connection mid-upload is expected once it has answered.
    req.on('error', (error) =>
      answered
        ? undefined
        : reject(new Error(`${path}: ${error.message} after ${sent} bytes sent, ${Date.now() - started} ms`)),
    );
    // One chunk per turn of the event loop, as a browser's upload does: an answer that has
    // arrived is read before the next write (which the closed connection would refuse).
    const pump = () => {
      if (answered) return;
      if (sent >= ATTACK_BYTES) return void req.end();
      sent += CHUNK.byteLength;
      if (req.write(CHUNK)) setImmediate(pump);
      else req.once('drain', () => setImmediate(pump));
    };
    pump();
  });
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };
const MULTIPART = { 'Content-Type': 'multipart/form-data; boundary=x' };

// The routes that need a session read the body only for a signed-in customer.
const TARGETS = (
  SIGNED_IN: Record<string, string>,
): Array<{ path: string; headers: Record<string, string>; status: number[] }> => [
  { path: '/api/session', headers: JSON_TYPE, status: [413] },
  { path: '/api/session/sign-up', headers: JSON_TYPE, status: [413] },
  { path: '/api/location', headers: JSON_TYPE, status: [413] },
  { path: '/api/module', headers: JSON_TYPE, status: [413] },
  { path: '/api/module', headers: FORM_TYPE, status: [413] },
  { path: '/api/session/sign-out', headers: FORM_TYPE, status: [413] },
  { path: '/login', headers: FORM_TYPE, status: [413] },
  { path: '/ar/login?next=/orders-lists', headers: FORM_TYPE, status: [413] },
  { path: '/tr/login', headers: MULTIPART, status: [413] },
  { path: '/api/profile', headers: { ...MULTIPART, ...SIGNED_IN }, status: [413] },
  { path: '/update-profile', headers: { ...MULTIPART, ...SIGNED_IN }, status: [413] },
  { path: '/api/v1/customer/cart/add', headers: { ...JSON_TYPE, ...SIGNED_IN }, status: [413] },
  { path: '/api/order', headers: { ...JSON_TYPE, ...SIGNED_IN }, status: [413] },
  // Routes that take no body answer without reading it.
  { path: '/', headers: FORM_TYPE, status: [405] },
  { path: '/img?src=x', headers: FORM_TYPE, status: [405] },
  { path: '/no-such-page', headers: FORM_TYPE, status: [404, 405] },
];

test('an endless body to any route is refused long before it ends, and memory stays flat', async () => {
  const pid = api.pid!;
  // Warm the routes up first, so that the baseline includes what they load once.
  const targets = TARGETS(signedIn);
  for (const { path } of targets) await fetch(new URL(path, api.base)).then((r) => r.arrayBuffer());
  const before = rssBytes(pid);
  for (const { path, headers, status } of targets) {
    const outcome = await endlessUpload(path, headers);
    expect(status, `${path} ${headers['Content-Type']}: ${JSON.stringify(outcome)}`).toContain(outcome.status);
    // Answered while the client was still sending, long before the end, and soon.
    expect(outcome.sentBeforeAnswer, `${path}: ${JSON.stringify(outcome)}`).toBeLessThan(ATTACK_BYTES / 2);
    expect(outcome.ms, `${path}: ${JSON.stringify(outcome)}`).toBeLessThan(ANSWER_WITHIN_MS);
    if (outcome.status === 413) expect(outcome.connection, `${path}: the connection closes after a 413`).toBe('close');
  }
  const grown = rssBytes(pid) - before;
  test.info().annotations.push({
    type: 'rss',
    description: `grew ${(grown / MB).toFixed(1)} MB from ${(before / MB).toFixed(0)} MB`,
  });
  expect(grown, `the storefront's RSS grew by ${(grown / MB).toFixed(1)} MB`).toBeLessThan(64 * MB);
  // And it still serves.
  expect((await fetch(`${api.base}/healthz`)).status).toBe(200);
});

test('a declared Content-Length over the cap is refused before a byte of it is read', async () => {
  for (const [path, size] of [
    ['/api/session', 70 * 1024],
    ['/login', 20 * 1024],
    ['/api/profile', 5 * MB],
    ['/api/location', 10 * MB],
  ] as const) {
    const outcome = await new Promise<number>((resolve, reject) => {
      const req = http.request(new URL(path, api.base), {
        method: 'POST',
        headers: { Origin: api.base, 'Content-Type': 'application/json', 'Content-Length': String(size), ...signedIn },
        agent: false,
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      // Only the headers are sent: the answer must not wait for the body.
      req.flushHeaders();
    });
    expect(outcome, path).toBe(413);
  }
});

test('a body just under a cap is still read and answered on its merits', async () => {
  const big = JSON.stringify({ email_or_phone: 'x'.repeat(60 * 1024), password: 'demo12345', terms: true });
  const res = await fetch(`${api.base}/api/session`, {
    method: 'POST',
    headers: { Origin: api.base, ...JSON_TYPE },
    body: big,
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: 'Some fields need attention.' });
});
