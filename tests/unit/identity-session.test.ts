// The sealed session cookie: what opens it, what does not, and how long it lives.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptJWT } from 'jose';
import { fakeCookies } from '../fixtures/fake-cookies.ts';

const saved = { SESSION_DIR: process.env.SESSION_DIR, SESSION_SECRET: process.env.SESSION_SECRET };
beforeAll(() => {
  process.env.SESSION_DIR = mkdtempSync(path.join(tmpdir(), 'session-test-'));
  delete process.env.SESSION_SECRET;
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const DAY = 24 * 60 * 60 * 1000;

describe('sealed sessions', async () => {
  const session = await import('../../src/lib/identity/session.server.ts');

  it('opens what it sealed, and nothing else', async () => {
    const sealed = await session.sealSession('marketplace-token', { remember: true });
    expect(sealed).not.toContain('marketplace-token');
    expect(await session.openSession(sealed)).toMatchObject({ token: 'marketplace-token', remember: true });
    for (const forged of [
      'marketplace-token',
      'null',
      '',
      'a.b.c.d.e',
      `${sealed.slice(0, -2)}AA`,
      sealed.replace(/\.[^.]+\./, '.AAAA.'),
    ]) {
      expect(await session.openSession(forged), forged).toBeNull();
    }
  });

  it('refuses a cookie sealed under another key, even a well-formed one', async () => {
    const other = new Uint8Array(32).fill(7);
    const now = Math.floor(Date.now() / 1000);
    const foreign = await new EncryptJWT({ tok: 't', rem: true })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setJti('abcdefghijklmnopqrstuv')
      .setExpirationTime(now + 3600)
      .encrypt(other);
    expect(await session.openSession(foreign)).toBeNull();
  });

  it('ends a remembered session after 30 days and another after a day, whatever the browser keeps', async () => {
    const now = Date.now();
    const remembered = await session.sealSession('t', { remember: true, now });
    expect(await session.openSession(remembered, now + 29 * DAY)).not.toBeNull();
    expect(await session.openSession(remembered, now + 30 * DAY + 1000)).toBeNull();
    const browser = await session.sealSession('t', { remember: false, now });
    expect(await session.openSession(browser, now + DAY - 1000)).not.toBeNull();
    expect(await session.openSession(browser, now + DAY + 1000)).toBeNull();
  });

  it('keeps a revoked session refused, and removes its cookie under both names', async () => {
    const value = await session.sealSession('t-revoked', { remember: true });
    const first = fakeCookies({ session: value });
    expect(await session.loadSession(first as never)).not.toBeNull();
    expect(session.sessionToken(first as never)).toBe('t-revoked');
    await session.signOut(first as never);
    expect(first.deleted).toEqual(expect.arrayContaining(['session', '__Host-session']));
    expect(session.sessionToken(first as never)).toBeNull();

    const replay = fakeCookies({ session: value });
    expect(await session.loadSession(replay as never)).toBeNull();
    expect(session.sessionToken(replay as never)).toBeNull();
    expect(replay.deleted).toEqual(expect.arrayContaining(['session', '__Host-session']));
  });

  it('knows no token before the session is loaded (fails closed)', async () => {
    const cookies = fakeCookies({ session: await session.sealSession('t', { remember: false }) });
    expect(session.sessionToken(cookies as never)).toBeNull();
  });

  it('sets __Host-session over HTTPS and session over HTTP, persistent only when remembered', async () => {
    const secure = fakeCookies({ session: 'older' });
    await session.setSession(secure as never, 't', { remember: true, secure: true });
    expect(secure.jar.get('__Host-session')!.options).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(secure.deleted).toContain('session');
    const plain = fakeCookies();
    await session.setSession(plain as never, 't', { remember: false, secure: false });
    expect(plain.jar.get('session')!.options).toMatchObject({ secure: false, httpOnly: true, maxAge: undefined });
  });

  it('opens cookies of every SESSION_SECRET and seals with the first (rotation)', async () => {
    process.env.SESSION_SECRET = 'old-secret-old-secret-old-secret-0';
    const old = await session.sealSession('t', { remember: true });
    process.env.SESSION_SECRET = 'new-secret-new-secret-new-secret-1,old-secret-old-secret-old-secret-0';
    expect(await session.openSession(old)).not.toBeNull();
    process.env.SESSION_SECRET = 'new-secret-new-secret-new-secret-1';
    expect(await session.openSession(old)).toBeNull();
    process.env.SESSION_SECRET = 'short';
    await expect(session.sealSession('t', { remember: true })).rejects.toThrow(/at least 32/);
    delete process.env.SESSION_SECRET;
  });
});
