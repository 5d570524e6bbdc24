// On-demand revalidation (POST /api/revalidate): the body an admin panel's hook sends, its
// secret, what a page's path means in the caches, tags emptying every cache of theirs, nginx's
// cache files found by their key, and plans reaching another process through a real Redis.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisBroadcast } from '../../src/lib/revalidate/broadcast.server.ts';
import { cacheFileKey, keyPage, purgeNginxCache } from '../../src/lib/revalidate/nginx-cache.server.ts';
import { ALL_PAGES, pagePath, parseRevalidateBody, type Plan, planFor } from '../../src/lib/revalidate/plan.server.ts';
import { dropLocally } from '../../src/lib/revalidate/revalidate.server.ts';
import { bearerMatches, revalidateSecret } from '../../src/lib/revalidate/secret.server.ts';
import { clearTag, timedCache } from '../../src/lib/server/marketplace/cache.ts';
import { type RedisServer, startRedis } from '../fixtures/redis-server.ts';

describe('the body', () => {
  it('takes paths, tags or both', () => {
    for (const body of [
      { paths: ['/privacy-policy'] },
      { paths: ['/ar/privacy-policy', '/en', '/'] },
      { tags: ['policies', 'settings'] },
      { paths: ['/store/3'], tags: ['catalog'] },
    ])
      expect(parseRevalidateBody(body).ok, JSON.stringify(body)).toBe(true);
  });

  it('refuses what is not a page path or a known tag, with the reason', () => {
    const refusals: Array<[unknown, RegExp]> = [
      [{}, /at least one path or tag/],
      [{ paths: [], tags: [] }, /at least one path or tag/],
      [{ paths: ['privacy-policy'] }, /^paths\.0: .*single "\/"/],
      [{ paths: ['//evil.example/x'] }, /single "\/"/],
      [{ paths: ['/privacy-policy?x=1'] }, /no query/],
      [{ paths: ['/a b'] }, /space/],
      [{ paths: [`/${'a'.repeat(400)}`] }, /at most 300 characters/],
      [{ paths: Array.from({ length: 51 }, (_, i) => `/p${i}`) }, /At most 50 paths/],
      [{ tags: ['everything'] }, /^tags\.0: A tag is one of policies, settings/],
      [{ paths: '/privacy-policy' }, /^paths: /],
      [{ path: ['/privacy-policy'] }, /path/],
    ];
    for (const [body, reason] of refusals) {
      const parsed = parseRevalidateBody(body);
      expect(parsed.ok, JSON.stringify(body).slice(0, 80)).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error).toMatch(/"paths".*"tags"/);
        expect(parsed.issues.join('\n')).toMatch(reason);
      }
    }
  });
});

describe('the secret', () => {
  it('is off when unset or blank', () => {
    expect(revalidateSecret({})).toBeUndefined();
    expect(revalidateSecret({ REVALIDATE_SECRET: '  ' })).toBeUndefined();
    expect(revalidateSecret({ REVALIDATE_SECRET: ' s3cret ' })).toBe('s3cret');
  });

  it('matches only the exact bearer token', () => {
    const secret = 'a-long-revalidation-secret';
    expect(bearerMatches(`Bearer ${secret}`, secret)).toBe(true);
    expect(bearerMatches(`bearer ${secret}`, secret)).toBe(true);
    for (const header of [
      null,
      '',
      'Bearer',
      'Bearer ',
      `Basic ${secret}`,
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(1)}`,
      secret,
    ])
      expect(bearerMatches(header, secret), String(header)).toBe(false);
  });
});

describe('paths and tags', () => {
  it('reads a page in any language as the same page', () => {
    expect(pagePath('/ar/privacy-policy')).toBe('/privacy-policy');
    expect(pagePath('/tr/privacy-policy/')).toBe('/privacy-policy');
    expect(pagePath('/en')).toBe('/');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/entries')).toBe('/entries');
  });

  it('maps a policy page to its text in every language', () => {
    expect(planFor({ paths: ['/privacy-policy', '/ar/privacy-policy'] })).toEqual({
      paths: ['/privacy-policy'],
      tags: [],
      keys: ['en', 'ar', 'tr'].map((lang) => ({ tag: 'policies', key: `privacy-policy:${lang}` })),
    });
    expect(planFor({ paths: ['/tr/cancellation-policy'] }).keys.map((k) => k.key)).toEqual([
      'cancelation:en',
      'cancelation:ar',
      'cancelation:tr',
    ]);
  });

  it('maps the about page to its text and the settings, whose about text describes the site', () => {
    const plan = planFor({ paths: ['/about'] });
    expect(plan.tags).toEqual(['settings']);
    expect(plan.keys.map((k) => k.key)).toEqual(['about-us:en', 'about-us:ar', 'about-us:tr']);
  });

  it('maps catalogue pages to the catalogue, and other pages to nothing but their shared copies', () => {
    expect(planFor({ paths: ['/en'] }).tags).toEqual(['catalog', 'modules']);
    expect(planFor({ paths: ['/store/3', '/single-product/9', '/ar/categories/2'] }).tags).toEqual(['catalog']);
    expect(planFor({ paths: ['/sitemap.xml'] }).tags).toEqual(['sitemap']);
    expect(planFor({ paths: ['/login'] })).toEqual({ paths: ['/login'], tags: [], keys: [] });
  });

  it('needs no single drops in a tag emptied whole', () => {
    expect(planFor({ paths: ['/privacy-policy'], tags: ['policies'] })).toEqual({
      paths: [
        '/privacy-policy',
        '/about',
        '/terms-conditions',
        '/refund-policy',
        '/shipping-policy',
        '/cancellation-policy',
      ],
      tags: ['policies'],
      keys: [],
    });
  });

  it("names the pages showing a tag's data, for shared caches: every page for the frame's", () => {
    expect(planFor({ tags: ['sitemap'] }).paths).toEqual(['/sitemap.xml']);
    expect(planFor({ tags: ['policies'] }).paths).toHaveLength(6);
    expect(planFor({ paths: ['/privacy-policy'], tags: ['settings'] }).paths).toEqual([ALL_PAGES]);
    expect(planFor({ tags: ['catalog'] }).paths).toEqual([ALL_PAGES]);
  });
});

describe('the registry of tagged caches', () => {
  it('empties every cache of a tag, drops single keys, and leaves other tags alone', async () => {
    const texts = timedCache<string>(60_000, 10, { tag: 'policies' });
    const more = timedCache<string>(60_000, 10, { tag: 'policies' });
    const settings = timedCache<string>(60_000, 10, { tag: 'settings' });
    const fill = async () => {
      for (const [cache, key] of [
        [texts, 'privacy-policy:en'],
        [texts, 'privacy-policy:ar'],
        [more, 'refund-policy:en'],
        [settings, 'en'],
      ] as const)
        await cache.get(key, async () => `old ${key}`);
    };
    const read = (cache: typeof texts, key: string) => cache.get(key, async () => `new ${key}`);
    await fill();

    expect(dropLocally(planFor({ paths: ['/privacy-policy'] }))).toEqual({ caches: 0, entries: 2 });
    expect(await read(texts, 'privacy-policy:en')).toBe('new privacy-policy:en');
    expect(await read(texts, 'privacy-policy:ar')).toBe('new privacy-policy:ar');
    expect(await read(more, 'refund-policy:en')).toBe('old refund-policy:en');
    expect(await read(settings, 'en')).toBe('old en');

    // Other modules' caches of the tag are counted too; these two are among them.
    expect(clearTag('policies')).toBeGreaterThanOrEqual(2);
    expect(await read(more, 'refund-policy:en')).toBe('new refund-policy:en');
    expect(await read(settings, 'en')).toBe('old en');
  });

  it('does not keep a load that was under way when its key was dropped', async () => {
    const cache = timedCache<string>(60_000, 10, { tag: 'policies' });
    let finish!: (text: string) => void;
    const loading = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    cache.delete('k');
    finish('read before the change');
    expect(await loading).toBe('read before the change');
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });
});

describe("nginx's cache files", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'nginx-cache-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A file as nginx writes it (levels=1:2): a binary header, the KEY line, the HTTP answer. */
  function cacheFile(name: string, key: string): string {
    const folder = path.join(dir, name.slice(-1), name.slice(-3, -1));
    mkdirSync(folder, { recursive: true });
    const header = Buffer.alloc(0x150, 0);
    header.write('\u0005\u0000\u0000\u0000', 0, 'latin1');
    writeFileSync(
      path.join(folder, name),
      Buffer.concat([
        header,
        Buffer.from(`\nKEY: ${key}\nHTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p>old</p>`),
      ]),
    );
    return name;
  }
  const files = () => readdirSync(dir, { recursive: true }).map((f) => path.basename(String(f)));

  it('reads the page of a key', () => {
    expect(keyPage('http127.0.0.1:8460/en/privacy-policy?run=1|||')).toBe('/privacy-policy');
    expect(keyPage('httpsshop.example/privacy-policy|ar|2|[5]')).toBe('/privacy-policy');
    expect(keyPage('http127.0.0.1:8460/|tr||')).toBe('/');
    expect(keyPage('http127.0.0.1:8460/tr|||')).toBe('/');
    expect(keyPage('not a key')).toBeNull();
    expect(cacheFileKey(Buffer.from('\u0000\u0001binary\nKEY: httpx/a|||\nHTTP/1.1 200'))).toBe('httpx/a|||');
    expect(cacheFileKey(Buffer.from('no key here'))).toBeNull();
  });

  it('removes every variant of the pages named, and nothing else', async () => {
    const hex = (n: number) => n.toString(16).padStart(32, '0');
    const gone = [
      cacheFile(hex(1), 'http127.0.0.1:8460/privacy-policy|en||'),
      cacheFile(hex(2), 'http127.0.0.1:8460/ar/privacy-policy|||'),
      cacheFile(hex(3), 'httpsshop.example/tr/privacy-policy?utm=x|||[5]'),
      cacheFile(hex(4), 'http127.0.0.1:8460/en/about|||'),
    ];
    const kept = [
      cacheFile(hex(5), 'http127.0.0.1:8460/privacy-policy-old|||'),
      cacheFile(hex(6), 'http127.0.0.1:8460/en/refund-policy|||'),
      cacheFile(hex(7), 'http127.0.0.1:8460/_astro/privacy-policy.css|||'),
    ];
    // A temporary file nginx is still writing is never touched.
    const writing = `${hex(8)}.0000000001`;
    cacheFile(writing, 'http127.0.0.1:8460/privacy-policy|||');

    const purged = await purgeNginxCache(dir, planFor({ paths: ['/en/privacy-policy', '/about'] }).paths);
    expect(purged.scanned).toBe(7);
    expect(purged.removed).toHaveLength(4);
    expect(files().sort()).toEqual(expect.arrayContaining([...kept, writing]));
    for (const name of gone) expect(files()).not.toContain(name);
  });

  it('removes every page and no static file for all pages', async () => {
    const hex = (n: number) => (0xa0 + n).toString(16).padStart(32, '0');
    const pages = [
      cacheFile(hex(1), 'http127.0.0.1:8460/en|||'),
      cacheFile(hex(2), 'http127.0.0.1:8460/ar/store/2?sort=price|||'),
      cacheFile(hex(3), 'http127.0.0.1:8460/sitemap.xml|||'),
    ];
    const assets = [
      cacheFile(hex(4), 'http127.0.0.1:8460/_astro/BaseLayout.css|||'),
      cacheFile(hex(5), 'http127.0.0.1:8460/img?p=product/item-1-1.jpg&w=320|||'),
      cacheFile(hex(6), 'http127.0.0.1:8460/flags/eg.svg|||'),
      cacheFile(hex(7), 'http127.0.0.1:8460/favicon.svg|||'),
    ];
    await purgeNginxCache(dir, [ALL_PAGES]);
    for (const name of pages) expect(files()).not.toContain(name);
    expect(files()).toEqual(expect.arrayContaining(assets));
  });

  it('finds nothing in a folder nginx has not made yet', async () => {
    expect(await purgeNginxCache(path.join(dir, 'missing'), ['/'])).toEqual({ scanned: 0, removed: [] });
  });
});

describe('plans through Redis', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reach the other process, not the one that published', async () => {
    const channel = `revalidate-test-${Date.now()}`;
    const heardByA: Plan[] = [];
    const heardByB: Plan[] = [];
    const a = redisBroadcast(server.url, (plan) => void heardByA.push(plan), channel);
    const b = redisBroadcast(
      server.url,
      async (plan) => {
        // A process that takes a while (a large nginx cache to scan) is waited for.
        await new Promise((resolve) => setTimeout(resolve, 50));
        heardByB.push(plan);
      },
      channel,
    );
    try {
      await Promise.all([a.listening, b.listening]);
      const plan = planFor({ paths: ['/privacy-policy'] });
      // The publisher answers once the other process has carried the plan out.
      expect(await a.publish(plan)).toEqual({ notified: 1, done: 1 });
      expect(heardByB).toEqual([plan]);
      expect(await b.publish(planFor({ tags: ['settings'] }))).toEqual({ notified: 1, done: 1 });
      expect(heardByA.map((p) => p.tags)).toEqual([['settings']]);
      expect(heardByB).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('says when Redis did not answer', async () => {
    const dead = redisBroadcast('redis://127.0.0.1:1', () => undefined, 'nobody');
    try {
      expect(await dead.publish(planFor({ tags: ['policies'] }))).toBeNull();
    } finally {
      await dead.close();
    }
  });
});
