// The image endpoint's pieces: URL building and width snapping (shared with islands; the short
// p= form is in image-paths.test.ts), the source allowlist (no SSRF, no path tricks), format
// negotiation and the query (the handler itself is in images-handler.test.ts).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_WIDTHS,
  defaultWidths,
  imageUrl,
  snapQuality,
  snapWidth,
  srcSet,
} from '../../src/lib/images/urls.ts';
import {
  ImageError,
  allowedImageOrigins,
  checkImageSource,
  negotiateFormat,
  avifEnabled,
  parseImageQuery,
  variantKey,
} from '../../src/lib/images/endpoint.server.ts';

const API = 'http://127.0.0.1:8787';
const PRODUCT = `${API}/storage/app/public/product/item-1-1.jpg`;

describe('width allowlist', () => {
  it('snaps up to the next allowed width, and caps at the largest', () => {
    expect(snapWidth(64)).toBe(64);
    expect(snapWidth(1)).toBe(64);
    expect(snapWidth(300)).toBe(320);
    expect(snapWidth(320)).toBe(320);
    expect(snapWidth(321)).toBe(384);
    expect(snapWidth(500)).toBe(640);
    expect(snapWidth(1600)).toBe(1600);
    expect(snapWidth(5000)).toBe(1600);
  });

  it('has no width for nonsense', () => {
    expect(snapWidth(0)).toBeNull();
    expect(snapWidth(-20)).toBeNull();
    expect(snapWidth(Number.NaN)).toBeNull();
    expect(snapWidth(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('is sorted and small enough to bound the cache', () => {
    expect([...IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
    expect(IMAGE_WIDTHS.length).toBeLessThanOrEqual(16);
  });

  it('snaps quality to the nearest allowed value', () => {
    expect(snapQuality(75)).toBe(75);
    expect(snapQuality(80)).toBe(75);
    expect(snapQuality(1)).toBe(50);
    expect(snapQuality(100)).toBe(90);
    expect(snapQuality(Number.NaN)).toBe(DEFAULT_IMAGE_QUALITY);
  });
});

describe('imageUrl and srcSet', () => {
  it('builds the endpoint URL with the source in the query and the width snapped', () => {
    // `:` and `/` may stand as they are in a query; `?`, `=`, `&` of the source stay escaped.
    expect(imageUrl(PRODUCT, 300)).toBe(`/img?src=${PRODUCT}&w=320`);
    expect(imageUrl(`${PRODUCT}?v=1&x=2`, 800)).toBe(`/img?src=${PRODUCT}%3Fv%3D1%26x%3D2&w=800`);
  });

  it('names a quality only when it is not the default', () => {
    expect(imageUrl(PRODUCT, 320, { quality: 75 })).toBe(`/img?src=${PRODUCT}&w=320`);
    expect(imageUrl(PRODUCT, 320, { quality: 92 })).toBe(`/img?src=${PRODUCT}&w=320&q=90`);
  });

  it('has no URL without a source', () => {
    expect(imageUrl(null, 320)).toBeNull();
    expect(imageUrl(undefined, 320)).toBeNull();
    expect(imageUrl('', 320)).toBeNull();
    expect(imageUrl('   ', 320)).toBeNull();
  });

  it('leaves sources it cannot resize as they are', () => {
    expect(imageUrl('/favicon.svg', 320)).toBe('/favicon.svg');
    expect(imageUrl('data:image/png;base64,AAAA', 320)).toBe('data:image/png;base64,AAAA');
    expect(srcSet('/favicon.svg', [320, 640])).toBe('');
  });

  it('lists each snapped width once, narrowest first', () => {
    const set = srcSet(PRODUCT, [640, 300, 320, 5000]);
    expect(set).toBe(
      `/img?src=${PRODUCT}&w=320 320w, /img?src=${PRODUCT}&w=640 640w, /img?src=${PRODUCT}&w=1600 1600w`,
    );
    expect(srcSet(null, [320])).toBe('');
    expect(srcSet(PRODUCT, [])).toBe('');
  });

  it('offers half, 1x, 1.5x and 2x of the display width by default', () => {
    expect(defaultWidths(320)).toEqual([160, 320, 480, 640]);
    expect(defaultWidths(56)).toEqual([64, 96, 128]);
    expect(defaultWidths(1200)).toEqual([640, 1200, 1600]);
  });
});

describe('source allowlist', () => {
  const origins = allowedImageOrigins(
    {
      API_PUBLIC_URL: 'https://images.example.com/some/path',
      IMAGE_HOSTS: 'https://cdn.example.net, https://bucket.s3.amazonaws.com  nonsense',
    },
    API,
  );

  it('allows the API origin, API_PUBLIC_URL and each IMAGE_HOSTS origin', () => {
    expect([...origins].sort()).toEqual([
      'http://127.0.0.1:8787',
      'https://bucket.s3.amazonaws.com',
      'https://cdn.example.net',
      'https://images.example.com',
    ]);
    expect(allowedImageOrigins({}, 'http://api.local:9000/')).toEqual(new Set(['http://api.local:9000']));
  });

  it('accepts a source on an allowed origin, dropping the fragment', () => {
    const ok = checkImageSource(`${PRODUCT}#top`, origins);
    expect(ok).toBeInstanceOf(URL);
    expect((ok as URL).href).toBe(PRODUCT);
    expect(checkImageSource('https://cdn.example.net/a/b.png?v=2', origins)).toBeInstanceOf(URL);
    // The default port is the same origin.
    expect(checkImageSource('https://cdn.example.net:443/a.png', origins)).toBeInstanceOf(URL);
  });

  it.each([
    ['another host', 'https://evil.example.com/a.jpg'],
    ['another port', 'http://127.0.0.1:8788/storage/a.jpg'],
    ['another scheme', 'https://127.0.0.1:8787/storage/a.jpg'],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the allowed host as user name', 'http://127.0.0.1:8787@evil.example.com/a.jpg'],
    ['a look-alike host', 'https://cdn.example.net.evil.com/a.jpg'],
  ])('refuses %s', (_name, src) => {
    expect(checkImageSource(src, origins)).toMatch(/not allowed|credentials/);
  });

  it.each([
    ['a relative path', '/storage/a.jpg'],
    ['a protocol-relative URL', '//127.0.0.1:8787/storage/a.jpg'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['javascript:', 'javascript:alert(1)'],
    ['ftp:', 'ftp://127.0.0.1:8787/a.jpg'],
    ['no host', 'http:///a.jpg'],
  ])('refuses %s', (_name, src) => {
    expect(typeof checkImageSource(src, origins)).toBe('string');
  });

  it.each([
    ['dot-dot segments', `${API}/storage/../api/v1/customer/info`],
    ['encoded dot-dot', `${API}/storage/%2e%2e/api/v1/config`],
    ['mixed encoded dot-dot', `${API}/storage/.%2E/api/v1/config`],
    ['a single dot segment', `${API}/storage/./a.jpg`],
    ['an encoded slash', `${API}/storage/..%2fapi/a.jpg`],
    ['an encoded backslash', `${API}/storage/a%5c..%5ca.jpg`],
    ['a backslash', `${API}\\storage\\a.jpg`],
    ['double encoding', `${API}/storage/%252e%252e/a.jpg`],
    ['an encoded NUL', `${API}/storage/a.jpg%00.png`],
    ['whitespace', `${API}/storage/a b.jpg`],
    ['a newline', `${API}/storage/a.jpg\nHost: evil`],
    ['credentials', 'http://user:pass@127.0.0.1:8787/a.jpg'],
  ])('refuses %s', (_name, src) => {
    expect(typeof checkImageSource(src, origins)).toBe('string');
  });

  it('refuses an over-long source', () => {
    expect(checkImageSource(`${API}/${'a'.repeat(3000)}.jpg`, origins)).toMatch(/longer/);
  });
});

describe('format negotiation', () => {
  it('prefers AVIF, then WebP, then JPEG/PNG', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(negotiateFormat(chrome, true)).toBe('avif');
    expect(negotiateFormat(chrome, false)).toBe('webp');
    expect(negotiateFormat('image/webp,*/*', true)).toBe('webp');
    expect(negotiateFormat('image/*,*/*;q=0.8', true)).toBe('legacy');
    expect(negotiateFormat('', true)).toBe('legacy');
    expect(negotiateFormat(null, true)).toBe('legacy');
  });

  it('offers AVIF only when IMAGE_AVIF is 1', () => {
    expect(avifEnabled({})).toBe(false);
    expect(avifEnabled({ IMAGE_AVIF: '0' })).toBe(false);
    expect(avifEnabled({ IMAGE_AVIF: '1' })).toBe(true);
  });

  it('ignores types refused with q=0', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp', true)).toBe('webp');
    expect(negotiateFormat('IMAGE/AVIF ; q=0.5', true)).toBe('avif');
  });
});

describe('query', () => {
  const origins = new Set([API]);
  const parse = (qs: string) => parseImageQuery(new URLSearchParams(qs), origins);
  const src = `src=${encodeURIComponent(PRODUCT)}`;

  it('snaps the width and the quality', () => {
    expect(parse(`${src}&w=500`)).toMatchObject({ width: 640, quality: DEFAULT_IMAGE_QUALITY });
    expect(parse(`${src}&w=99999&q=55`)).toMatchObject({ width: 1600, quality: 60 });
  });

  it.each([
    ['no src', 'w=320', /src is required/],
    ['an empty src', 'src=&w=320', /src is required/],
    ['two sources', `${src}&${src}&w=320`, /once/],
    ['a foreign src', `src=${encodeURIComponent('https://evil.example.com/a.jpg')}&w=320`, /not allowed/],
    ['no width', src, /w is required/],
    ['a zero width', `${src}&w=0`, /positive whole number/],
    ['a fractional width', `${src}&w=32.5`, /positive whole number/],
    ['a text width', `${src}&w=wide`, /positive whole number/],
    ['a text quality', `${src}&w=320&q=best`, /q must be/],
  ])('answers 400 for %s', (_name, qs, message) => {
    let error: unknown;
    try {
      parse(qs);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImageError);
    expect((error as ImageError).status).toBe(400);
    expect((error as ImageError).message).toMatch(message);
  });

  it('keys a variant by source, width, format and quality', () => {
    const key = variantKey(PRODUCT, 320, 'webp', 75);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(variantKey(PRODUCT, 320, 'webp', 75)).toBe(key);
    for (const other of [
      variantKey(`${PRODUCT}?v=2`, 320, 'webp', 75),
      variantKey(PRODUCT, 640, 'webp', 75),
      variantKey(PRODUCT, 320, 'avif', 75),
      variantKey(PRODUCT, 320, 'webp', 90),
    ]) {
      expect(other).not.toBe(key);
    }
  });
});
