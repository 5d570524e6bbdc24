// The request id: a trusted proxy's safe X-Request-Id is kept, anything else is replaced by a new
// one; the id follows the request's async work into the headers sent to the API.
import { describe, expect, it, vi } from 'vitest';
import { fetchRaw } from '../../src/lib/api/index.ts';
import { trustedProxies } from '../../src/lib/server/request/forwarded.ts';
import {
  currentRequestId,
  requestHeaders,
  requestIdFor,
  requestIdMiddleware,
  withRequestId,
} from '../../src/lib/server/request/request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const incoming = (peer: string, headers: Record<string, string> = {}) => ({ peer, headers: new Headers(headers) });

describe('requestIdFor', () => {
  const loopback = trustedProxies({});

  it('keeps a safe id a trusted proxy sends', () => {
    expect(requestIdFor(incoming('127.0.0.1', { 'x-request-id': 'edge-1234:abcd.EF_9' }), loopback)).toBe(
      'edge-1234:abcd.EF_9',
    );
  });

  it('replaces an id sent by a client that is not a trusted proxy', () => {
    const id = requestIdFor(incoming('198.51.100.7', { 'x-request-id': 'forged-0000000' }), loopback);
    expect(id).not.toBe('forged-0000000');
    expect(id).toMatch(UUID);
  });

  it('replaces a malformed id even from a trusted proxy', () => {
    for (const bad of [
      'short',
      'has space inside',
      'quote"inside',
      'a'.repeat(129),
      'semi;colon-12345',
      'slash/inside-1234',
    ]) {
      const id = requestIdFor(incoming('127.0.0.1', { 'x-request-id': bad }), loopback);
      expect(id).toMatch(UUID);
    }
  });

  it('makes a new, different id when none is sent', () => {
    const a = requestIdFor(incoming('127.0.0.1'), loopback);
    const b = requestIdFor(incoming('127.0.0.1'), loopback);
    expect(a).toMatch(UUID);
    expect(b).not.toBe(a);
  });

  it('trusts no one with TRUSTED_PROXIES=none', () => {
    const none = trustedProxies({ TRUSTED_PROXIES: 'none' });
    expect(requestIdFor(incoming('127.0.0.1', { 'x-request-id': 'edge-1234-abcd' }), none)).toMatch(UUID);
  });
});

describe('the request id in calls to the API', () => {
  it('is known in the async work of its request only', async () => {
    expect(currentRequestId()).toBeUndefined();
    expect(requestHeaders()).toEqual({});
    await withRequestId('req-00000001', async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(requestHeaders()).toEqual({ 'X-Request-Id': 'req-00000001' });
    });
    expect(currentRequestId()).toBeUndefined();
  });

  it('is sent by the typed client with its own headers', async () => {
    const fake = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json({ ok: true }));
    await withRequestId('req-00000002', () =>
      fetchRaw('http://api.test/api/v1/config', { headers: { Accept: 'application/json' } }, { fetch: fake }),
    );
    await fetchRaw('http://api.test/api/v1/config', { headers: { Accept: 'application/json' } }, { fetch: fake });
    expect(fake.mock.calls[0]?.[1]?.headers).toEqual({ 'X-Request-Id': 'req-00000002', Accept: 'application/json' });
    expect(fake.mock.calls[1]?.[1]?.headers).toEqual({ Accept: 'application/json' });
  });
});

describe('requestIdMiddleware (astro dev)', () => {
  const context = (headers: Record<string, string> = {}) =>
    ({ request: new Request('http://localhost/', { headers }), clientAddress: '203.0.113.9' }) as unknown as Parameters<
      typeof requestIdMiddleware
    >[0];

  it('gives a request its own id, for its work and its answer', async () => {
    let seen: string | undefined;
    const response = (await requestIdMiddleware(context({ 'x-request-id': 'forged-0000001' }), async () => {
      seen = currentRequestId();
      return new Response('ok');
    })) as Response;
    expect(seen).toMatch(UUID);
    expect(response.headers.get('x-request-id')).toBe(seen);
  });

  it('keeps the id the production server already gave the request', async () => {
    await withRequestId('server-id-0001', async () => {
      const response = (await requestIdMiddleware(context(), async () => new Response('ok'))) as Response;
      expect(currentRequestId()).toBe('server-id-0001');
      expect(response.headers.get('x-request-id')).toBeNull();
    });
  });
});
