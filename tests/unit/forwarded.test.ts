// Reading forwarded headers: only from trusted proxies, and the client is the first hop they
// do not vouch for.
import { describe, expect, it } from 'vitest';
import { forwardedInfo, trustedProxies } from '../../src/lib/server/request/forwarded.ts';

const side = (peer: string, headers: Record<string, string>, encrypted = false) => ({
  peer,
  encrypted,
  headers: new Headers(headers),
});

describe('forwardedInfo', () => {
  const loopback = trustedProxies({});

  it('ignores every forwarded header from a peer that is not a trusted proxy', () => {
    const info = forwardedInfo(
      side('198.51.100.7', {
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=5.6.7.8;proto=https;host=evil.example',
      }),
      loopback,
    );
    expect(info).toEqual({ client: '198.51.100.7', https: false, host: null, viaProxy: false });
  });

  it('takes the client, scheme and host a trusted proxy forwards', () => {
    expect(
      forwardedInfo(
        side('127.0.0.1', {
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'Shop.Example',
        }),
        loopback,
      ),
    ).toEqual({
      client: '203.0.113.9',
      https: true,
      host: 'shop.example',
      viaProxy: true,
    });
    expect(
      forwardedInfo(side('::1', { forwarded: 'for="[2001:db8::7]:4711";proto=https;host=shop.example' }), loopback),
    ).toMatchObject({ client: '2001:db8::7', https: true, host: 'shop.example' });
  });

  it('stops at the first untrusted hop: addresses a client wrote further left are not believed', () => {
    const trust = trustedProxies({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    // The client wrote 6.6.6.6; the trusted proxy 10.0.0.2 appended the address it saw.
    expect(
      forwardedInfo(side('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }), trust).client,
    ).toBe('203.0.113.9');
    expect(
      forwardedInfo(
        side('127.0.0.1', { forwarded: 'for=6.6.6.6, for=203.0.113.9;proto=https, for=10.0.0.2;proto=http' }),
        trust,
      ),
    ).toMatchObject({ client: '203.0.113.9', https: true });
  });

  it('refuses hosts that are not a plain authority, and broken Forwarded headers', () => {
    for (const host of ['evil.example/path', 'a@evil.example', 'evil.example?x', 'evil example', '']) {
      expect(forwardedInfo(side('127.0.0.1', { 'x-forwarded-host': host }), loopback).host, host).toBeNull();
    }
    expect(forwardedInfo(side('127.0.0.1', { forwarded: 'for=;;;=' }), loopback)).toMatchObject({
      client: '127.0.0.1',
      host: null,
      https: false,
    });
  });

  it('trusts no one with `none`, and refuses an invalid list', () => {
    expect(
      forwardedInfo(side('127.0.0.1', { 'x-forwarded-for': '1.2.3.4' }), trustedProxies({ TRUSTED_PROXIES: 'none' }))
        .client,
    ).toBe('127.0.0.1');
    expect(() => trustedProxies({ TRUSTED_PROXIES: 'not-an-address' })).toThrow();
  });
});
