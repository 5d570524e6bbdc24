// Zone and module resolution against a server that numbers them its own way: the stub real
// server (tests/fixtures/sample-server.ts: modules 3, 1 and 4; zone 1 around its default
// location, zone 2 without stores), served in-process.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { AstroCookies } from 'astro';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStores } from '../../../src/lib/api/index.ts';
import {
  chooseModule,
  clearDefaultZone,
  configuredZoneIds,
  isModuleRefusal,
  serverConfig,
} from '../../../src/lib/server/marketplace/zone-and-module.ts';
import { forgetModules } from '../../../src/lib/server/marketplace/modules.ts';
import type { Preferences } from '../../../src/lib/server/request/preferences-type.ts';
import { readPreferences, resolveMarketplace } from '../../../src/lib/server/request/preferences.ts';
import { apiContext } from '../../../src/lib/server/marketplace/upstream.ts';
import { createSampleServer } from '../../fixtures/sample-server.ts';

const module = (id: number, module_type = 'grocery', status = true) => ({
  id,
  module_type,
  status,
  module_name: '',
  icon_full_url: null,
  thumbnail_full_url: null,
  stores_count: null,
});

describe('chooseModule', () => {
  const listed = [module(3, 'ecommerce'), module(5, 'parcel'), module(1), module(4)];
  it('keeps a stored module the zone lists', () => expect(chooseModule(listed, 4)).toBe(4));
  it('takes module 2 when the server has it, else the first non-parcel module', () => {
    expect(chooseModule([module(5, 'parcel'), module(1), module(2, 'food')], null)).toBe(2);
    expect(chooseModule([module(5, 'parcel'), ...listed], null)).toBe(3);
    expect(chooseModule(listed, 2)).toBe(3);
    expect(chooseModule(listed, 5)).toBe(3);
  });
  it('skips inactive modules and the one the server just refused; null when nothing is known', () => {
    expect(chooseModule([module(3, 'ecommerce', false), module(1)], null)).toBe(1);
    expect(chooseModule(listed, 3, 3)).toBe(1);
    expect(chooseModule([], 7)).toBeNull();
  });
});

describe('configuredZoneIds (DEFAULT_ZONE_IDS)', () => {
  it('reads a JSON list or comma-separated ids, else nothing', () => {
    expect(configuredZoneIds('[5,6]')).toEqual([5, 6]);
    expect(configuredZoneIds('7, 8,7')).toEqual([7, 8]);
    expect(configuredZoneIds('')).toBeNull();
    expect(configuredZoneIds('zone five')).toBeNull();
    expect(configuredZoneIds(undefined)).toBeNull();
  });
});

it('recognises a 403 moduleId answer, and only that', () => {
  expect(isModuleRefusal(403, { errors: [{ code: 'moduleId', message: 'Not found' }] })).toBe(true);
  expect(isModuleRefusal(403, { errors: [{ code: 'zoneId', message: 'Zone id required' }] })).toBe(false);
  expect(isModuleRefusal(404, { errors: [{ code: 'moduleId', message: 'Not found' }] })).toBe(false);
});

/** Astro's cookies, as far as the preferences read and write them. */
function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
  } as unknown as AstroCookies;
  return { cookies, jar };
}

async function resolved(initial: Record<string, string> = {}) {
  const { cookies, jar } = cookieJar(initial);
  const prefs = readPreferences(cookies, '/en', null);
  await resolveMarketplace(prefs, cookies, false);
  return { prefs, jar };
}

describe('against a server with modules 3, 1 and 4', () => {
  let server: ServerType;
  let app: ReturnType<typeof createSampleServer>;
  const saved = { base: process.env.API_BASE_URL, zones: process.env.DEFAULT_ZONE_IDS };

  beforeAll(async () => {
    await new Promise<void>((ready) => {
      server = serve({ fetch: (req) => app.fetch(req), hostname: '127.0.0.1', port: 0 }, () => ready());
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = createSampleServer(origin);
    process.env.API_BASE_URL = origin;
    delete process.env.DEFAULT_ZONE_IDS;
  });
  afterEach(() => {
    forgetModules();
    clearDefaultZone();
    process.env.DEFAULT_ZONE_IDS = '';
  });
  afterAll(() => {
    server.close();
    process.env.API_BASE_URL = saved.base;
    process.env.DEFAULT_ZONE_IDS = saved.zones;
  });

  it("a first visit browses the zone of the server's default location and its first module, storing nothing", async () => {
    const { prefs, jar } = await resolved();
    expect(prefs.zoneIds).toEqual([1]);
    expect(prefs.zoneChosen).toBe(false);
    expect(prefs.moduleId).toBe(3);
    expect(jar.has('module_id')).toBe(false);
  });

  it('DEFAULT_ZONE_IDS, when set, is the zone of visitors with no location', async () => {
    process.env.DEFAULT_ZONE_IDS = '2';
    const { prefs } = await resolved();
    expect(prefs.zoneIds).toEqual([2]);
  });

  it('keeps a stored module the server has, and corrects one it does not (cookie included)', async () => {
    expect((await resolved({ module_id: '4' })).prefs.moduleId).toBe(4);
    for (const stale of ['2', '99']) {
      const { prefs, jar } = await resolved({ module_id: stale });
      expect(prefs.moduleId).toBe(3);
      expect(jar.get('module_id')).toBe('3');
    }
  });

  it('keeps a stored zone', async () => {
    const { prefs } = await resolved({ zoneid: '[2]', module_id: '1' });
    expect(prefs.zoneIds).toEqual([2]);
    expect(prefs.moduleId).toBe(1);
  });

  it('a 403 moduleId while rendering corrects the module and the cookie, and the call succeeds', async () => {
    const { cookies, jar } = cookieJar();
    const prefs: Preferences = readPreferences(cookies, '/en', null);
    await resolveMarketplace(prefs, cookies, false);
    // The list said otherwise a moment ago: the page asks with a module the server refuses.
    prefs.moduleId = 2;
    const list = await getStores(apiContext(prefs), 'all');
    expect(list.stores.map((s) => s.name)).toEqual(['KK Fashion', 'Bicycle', 'Organic Market']);
    expect(prefs.moduleId).toBe(3);
    expect(jar.get('module_id')).toBe('3');
  });

  it("a call made for another module on purpose gets the server's answer as it is", async () => {
    const { prefs } = await resolved();
    await expect(getStores(apiContext(prefs, { moduleId: 99 }), 'all')).rejects.toMatchObject({ status: 403 });
    expect(prefs.moduleId).toBe(3);
  });
});

describe("the server's settings", () => {
  let server: ServerType;
  let garbage = true;
  const saved = process.env.API_BASE_URL;

  beforeAll(async () => {
    const { Hono } = await import('hono');
    const app = new Hono();
    // A proxy's error answer first (valid JSON, nothing of the settings), then the server again.
    app.get('/api/v1/config', (c) =>
      c.json(
        garbage
          ? { products: 'none', stores: 5, name: 42 }
          : { business_name: 'Shop', default_location: { lat: '30.05', lng: '31.24' } },
      ),
    );
    await new Promise<void>((ready) => {
      server = serve({ fetch: (req) => app.fetch(req), hostname: '127.0.0.1', port: 0 }, () => ready());
    });
    process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    clearDefaultZone();
  });
  afterAll(() => {
    server.close();
    process.env.API_BASE_URL = saved;
    clearDefaultZone();
  });

  it('an answer that is not the settings is not kept: the next request reads them again', async () => {
    expect(await serverConfig()).toBeNull();
    garbage = false;
    expect((await serverConfig())?.business_name).toBe('Shop');
  });
});
