import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { FLASH_COOKIE, setFlash, takeFlash } from '../../src/lib/server/request/flash.ts';
import { fakeCookies } from '../fixtures/fake-cookies.ts';

const asCookies = (jar: ReturnType<typeof fakeCookies>) => jar as unknown as AstroCookies;
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('flash messages', () => {
  it('are read once by the next page, with their parameters', () => {
    const jar = fakeCookies();
    setFlash(asCookies(jar), { key: 'cart.added', params: { name: 'Koshary' } }, true);
    expect(jar.jar.get(FLASH_COOKIE)?.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
    const next = fakeCookies({ [FLASH_COOKIE]: jar.jar.get(FLASH_COOKIE)!.value });
    expect(takeFlash(asCookies(next))).toEqual({ key: 'cart.added', tone: 'success', params: { name: 'Koshary' } });
    expect(next.deleted).toEqual([FLASH_COOKIE]);
    expect(takeFlash(asCookies(next))).toBeNull();
  });

  it('carry only the storefront’s own messages: an edited cookie shows nothing, and is removed', () => {
    for (const value of [
      encoded({ key: 'admin.secret' }),
      encoded({ key: 'cart.added', tone: 'shout' }),
      encoded({ key: 'cart.added', params: { name: 'x'.repeat(500) } }),
      'not base64 json',
      '',
    ]) {
      const jar = fakeCookies({ [FLASH_COOKIE]: value });
      expect(takeFlash(asCookies(jar)), value).toBeNull();
      expect(jar.deleted).toEqual([FLASH_COOKIE]);
    }
  });
});
