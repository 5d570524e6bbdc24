// Editors' preview: the sealed cookie (lifetime, forgery, another secret), the secret check, the
// paths a preview may start at or return to, that caches are bypassed under it, and the
// sanitiser's report of what it removed from a draft.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timedCache } from '../../src/lib/server/marketplace/cache.ts';
import { DraftSchema, DRAFT_MAX_BYTES } from '../../src/lib/content/draft.server.ts';
import {
  clockTime,
  clockZone,
  openPreview,
  PREVIEW_SECONDS,
  PreviewPath,
  sealPreview,
  secretMatches,
} from '../../src/lib/content/preview.server.ts';
import { enterPreview, renderBudget } from '../../src/lib/server/request/render-state.ts';
import { sanitizeRichText } from '../../src/lib/content/sanitize.server.ts';
import { sanitizeReport } from '../../src/lib/content/sanitize-report.server.ts';
import { openSession } from '../../src/lib/identity/session.server.ts';

const SECRET = 'editors-preview-secret';
const saved = { SESSION_DIR: process.env.SESSION_DIR, SESSION_SECRET: process.env.SESSION_SECRET };

beforeAll(() => {
  process.env.SESSION_DIR = mkdtempSync(path.join(tmpdir(), 'preview-test-'));
  delete process.env.SESSION_SECRET;
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the preview cookie', () => {
  it('opens for its lifetime, then no more', async () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const value = await sealPreview(SECRET, now);
    expect(await openPreview(value, SECRET, now + 1000)).toEqual({
      startedAt: now,
      expiresAt: now + PREVIEW_SECONDS * 1000,
    });
    expect(await openPreview(value, SECRET, now + (PREVIEW_SECONDS - 1) * 1000)).not.toBeNull();
    expect(await openPreview(value, SECRET, now + (PREVIEW_SECONDS + 1) * 1000)).toBeNull();
  });

  it('is refused when forged, tampered with, or issued under another preview secret', async () => {
    const value = await sealPreview(SECRET);
    const parts = value.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [parts.join('.'), 'x.y.z.w.v', randomBytes(40).toString('base64url'), '']) {
      expect(await openPreview(forged, SECRET), forged).toBeNull();
    }
    expect(await openPreview(value, 'a-new-preview-secret')).toBeNull();
  });

  it('is no session, and a session cookie is no preview (keys derived for each purpose)', async () => {
    expect(await openSession(await sealPreview(SECRET))).toBeNull();
  });
});

describe('the secret check', () => {
  it('accepts only the secret itself, whatever the length of the guess', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    for (const guess of [null, undefined, '', 'editors', `${SECRET} `, SECRET.toUpperCase(), 'x'.repeat(10_000)]) {
      expect(secretMatches(guess, SECRET), String(guess)).toBe(false);
    }
  });
});

describe('the path to preview or return to', () => {
  it('is a path on this site, in any language', () => {
    for (const ok of ['/', '/privacy-policy', '/ar/privacy-policy', '/tr/store/3?x=1#top', '/search?q=s%C3%BCt']) {
      expect(PreviewPath.safeParse(ok).success, ok).toBe(true);
    }
    expect(PreviewPath.parse('/ar/privacy-policy')).toBe('/ar/privacy-policy');
  });

  it('is never another site, a scheme, a protocol-relative or backslashed path', () => {
    for (const bad of [
      '',
      'privacy-policy',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/a//b',
      '/%2F%2Fevil.example',
      '/\t/evil.example',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(PreviewPath.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('caches in a preview', () => {
  it('are neither read nor filled, while customers keep the cached value', async () => {
    const cache = timedCache<string>(30_000);
    let version = 'old';
    const load = async () => version;
    expect(await cache.get('k', load)).toBe('old');
    version = 'new';
    const request = new Request('http://shop.test/en/privacy-policy');
    const inPreview = await new Promise<string>((resolve, reject) => {
      void (
        renderBudget(
          { request, url: new URL(request.url) } as never,
          (async () => {
            enterPreview();
            resolve(await cache.get('k', load));
            return new Response('');
          }) as never,
        ) as Promise<Response>
      ).catch(reject);
    });
    expect(inPreview).toBe('new');
    expect(await cache.get('k', load)).toBe('old');
  });
});

describe('the time the bar shows', () => {
  it('is HH:MM:SS', () => {
    expect(clockTime(new Date(2026, 0, 1, 9, 5, 7).getTime())).toBe('09:05:07');
    // The zone of that clock is named beside it: a server's local time is not the editor's.
    expect(clockZone(Date.UTC(2026, 0, 1, 9), 'UTC')).toBe('UTC');
    expect(clockZone(Date.UTC(2026, 0, 1, 9), 'Africa/Cairo')).toBe('GMT+2');
  });
});

describe('the draft', () => {
  it('is one of the six pages, at most 200 KB', () => {
    expect(DraftSchema.safeParse({ kind: 'privacy-policy', html: '<p>x</p>' }).success).toBe(true);
    expect(DraftSchema.safeParse({ kind: 'admin', html: '' }).success).toBe(false);
    expect(DraftSchema.safeParse({ kind: 'about-us', html: 'é'.repeat(DRAFT_MAX_BYTES / 2 + 1) }).success).toBe(false);
  });
});

describe('the sanitiser report', () => {
  const draft = [
    '<h2 onclick="steal()" style="color:red">Title</h2>',
    '<script>alert(1)</script>',
    '<iframe src="https://evil.example"></iframe>',
    '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a> <a href="/here">here</a></p>',
    '<img src="/relative.png"><img src="https://example.com/a.png" alt="A">',
    '<font color="red">kept text</font><p class="x">text</p>',
  ].join('');

  it('lists each removal and change with its reason, in document order', () => {
    expect(sanitizeReport(draft)).toEqual([
      { reason: 'handler', tag: 'h2', attr: 'onclick' },
      { reason: 'styleAttr', tag: 'h2', attr: 'style' },
      { reason: 'script', tag: 'script' },
      { reason: 'frame', tag: 'iframe' },
      { reason: 'scheme', tag: 'a', attr: 'href', scheme: 'javascript' },
      { reason: 'rel', tag: 'a' },
      { reason: 'image', tag: 'img' },
      { reason: 'tag', tag: 'font' },
      { reason: 'attr', tag: 'p', attr: 'class' },
    ]);
  });

  it('agrees with the sanitiser: what it lists is gone from the output, and nothing for a clean text', () => {
    const output = sanitizeRichText(draft);
    for (const gone of ['onclick', 'style=', '<script', '<iframe', 'javascript:', 'relative.png', '<font', 'class=']) {
      expect(output, gone).not.toContain(gone);
    }
    expect(output).toContain('kept text');
    expect(
      sanitizeReport('<h2>Title</h2><p>Text with <a href="/about">a link</a> and <strong>bold</strong>.</p>'),
    ).toEqual([]);
  });

  it('sees through whitespace and case in a URL scheme, and protocol-relative links', () => {
    expect(sanitizeReport('<a href=" JaVa\tScript:x">a</a><a href="//evil.example">b</a>')).toEqual([
      { reason: 'scheme', tag: 'a', attr: 'href', scheme: 'javascript' },
      { reason: 'relative', tag: 'a', attr: 'href' },
    ]);
  });
});
