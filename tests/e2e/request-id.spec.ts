// The request id of the production server (server/storefront.ts): returned in X-Request-Id on
// every response, kept from a trusted proxy only, sent to the marketplace API with each of the
// page's calls, and written in the request's JSON log line. A storefront of its own runs behind a
// recorder that forwards to the reference API and notes the X-Request-Id of each call.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startStorefront } from '../fixtures/own-storefront.ts';

const api = { host: '127.0.0.1', port: Number(process.env.E2E_API_PORT || 8791) };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Call {
  path: string;
  requestId: string | undefined;
}

/** A storefront whose API calls and stdout are recorded. */
async function recordedStorefront(env: Record<string, string>) {
  const calls: Call[] = [];
  const recorder = http.createServer((req, res) => {
    const id = req.headers['x-request-id'];
    calls.push({ path: req.url ?? '', requestId: Array.isArray(id) ? id[0] : id });
    const forward = http.request({ ...api, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  const { base, process: storefront } = await startStorefront(
    {
      API_BASE_URL: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`,
      STOREFRONT_LOG: '1',
      ...env,
    },
    ['ignore', 'pipe', 'inherit'],
  );
  let stdout = '';
  storefront.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  return {
    base,
    calls,
    /** Every stdout line, each parsed as JSON (a line that is not JSON fails the parse). */
    logLines: () =>
      stdout
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop() {
      storefront.kill('SIGTERM');
      await new Promise<void>((resolve) => recorder.close(() => resolve()));
    },
  };
}

test.describe('X-Request-Id', () => {
  test('an outsider’s id is replaced, and the new one reaches the API and the log', async () => {
    const sf = await recordedStorefront({ TRUSTED_PROXIES: 'none', INSTANCE: 'web-test-1' });
    try {
      const page = await fetch(`${sf.base}/?secret_token=abc`, { headers: { 'X-Request-Id': 'forged-id-0001' } });
      expect(page.status).toBe(200);
      await page.text();
      const id = page.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);

      // The page's calls to the API carry its id; no call carries the forged one.
      const pageCalls = sf.calls.filter((c) => c.requestId === id);
      expect(pageCalls.length).toBeGreaterThan(0);
      expect(sf.calls.some((c) => c.requestId === 'forged-id-0001')).toBe(false);
      expect(sf.calls.every((c) => c.requestId && UUID.test(c.requestId))).toBe(true);

      // A static file has an id too.
      const icon = await fetch(`${sf.base}/favicon.svg`);
      await icon.arrayBuffer();
      const iconId = icon.headers.get('x-request-id') ?? '';
      expect(iconId).toMatch(UUID);
      expect(iconId).not.toBe(id);

      // One JSON line per request, with its id, the masked path and the instance.
      await expect
        .poll(() => sf.logLines().find((l) => l.reqId === iconId), { timeout: 5000 })
        .toMatchObject({ method: 'GET', path: '/favicon.svg', status: 200, instance: 'web-test-1' });
      const line = sf.logLines().find((l) => l.reqId === id);
      expect(line).toMatchObject({ method: 'GET', path: '/?secret_token=-', status: 200, instance: 'web-test-1' });
      expect(typeof line?.ms).toBe('number');
      expect(typeof line?.time).toBe('string');
    } finally {
      await sf.stop();
    }
  });

  test('a trusted proxy’s id is kept and passed on; a malformed one is not', async () => {
    const sf = await recordedStorefront({ TRUSTED_PROXIES: 'loopback' });
    try {
      const kept = await fetch(`${sf.base}/`, { headers: { 'X-Request-Id': 'edge-7f3a:0001' } });
      await kept.text();
      expect(kept.headers.get('x-request-id')).toBe('edge-7f3a:0001');
      expect(sf.calls.some((c) => c.requestId === 'edge-7f3a:0001')).toBe(true);

      const bad = await fetch(`${sf.base}/favicon.svg`, { headers: { 'X-Request-Id': 'bad id <script>' } });
      await bad.arrayBuffer();
      expect(bad.headers.get('x-request-id')).toMatch(UUID);
    } finally {
      await sf.stop();
    }
  });
});
