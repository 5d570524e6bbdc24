// plainFetch reads what fetch() cannot: a 407 answer (an expired coupon at 6amMart).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainFetch } from '../../src/lib/api/plain-fetch.ts';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(req.url === '/expired' ? 407 : 200, { 'content-type': 'application/json', 'x-seen': 'yes' });
      res.end(JSON.stringify({ method: req.method, type: req.headers['content-type'] ?? null, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('plainFetch', () => {
  it('hands back a 407 with its body, where fetch() fails', async () => {
    await expect(fetch(`${base}/expired`)).rejects.toThrow();
    const res = await plainFetch(`${base}/expired`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(407);
    expect(res.headers.get('x-seen')).toBe('yes');
    expect(await res.json()).toMatchObject({ method: 'GET', body: '' });
  });

  it('sends JSON and multipart bodies as fetch() would', async () => {
    const json = await plainFetch(`${base}/ok`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await json.json()).toEqual({ method: 'POST', type: 'application/json', body: '{"a":1}' });
    const form = new FormData();
    form.set('code', 'SAVE10');
    const multipart = await (await plainFetch(`${base}/ok`, { method: 'POST', body: form })).json();
    expect(multipart.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('SAVE10');
  });

  it('stops at the abort signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(plainFetch(`${base}/ok`, { signal: controller.signal })).rejects.toThrow();
  });
});
