// Image URLs that name a file of the marketplace API's public storage by its path
// (/img?p=product/a.jpg&w=320): the builder writes them only for files under the storage root, and
// the endpoint resolves p to the very URL src= would name, through the same checks, to the same
// cache key. And the src= form: escaped only where a query needs it, read back unchanged.
import { describe, expect, it } from 'vitest';
import { imageUrl, isStoragePath, srcSet } from '../../src/lib/images/urls.ts';
import {
  ImageError,
  checkStoragePath,
  imageStorageRoot,
  parseImageQuery,
  variantKey,
} from '../../src/lib/images/endpoint.server.ts';

const API = 'http://127.0.0.1:8787';
const ROOT = `${API}/storage/app/public/`;
const PRODUCT = `${ROOT}product/item-1-1.jpg`;
const origins = new Set([API, 'https://cdn.example.net']);
const short = { storageRoot: ROOT };

/** What the server reads for `name` from an endpoint URL the builder wrote. */
function read(url: string | null, name: string): string | null {
  return new URLSearchParams(url?.slice(url.indexOf('?') + 1)).get(name);
}

/** The 400 message of an /img query, or the resolved source when it is accepted. */
function answer(query: string | URLSearchParams, root: string | undefined = ROOT): string {
  try {
    return parseImageQuery(new URLSearchParams(query), origins, root).src.href;
  } catch (error) {
    expect(error).toBeInstanceOf(ImageError);
    expect((error as ImageError).status).toBe(400);
    return `400: ${(error as ImageError).message}`;
  }
}

describe('storage root', () => {
  it("is the API's public origin, else the API's origin, with 6amMart's public disk", () => {
    expect(imageStorageRoot({}, `${API}/`)).toBe(ROOT);
    expect(imageStorageRoot({}, 'https://api.example.com/base')).toBe('https://api.example.com/storage/app/public/');
    expect(imageStorageRoot({ API_PUBLIC_URL: 'https://images.example.com/x/' }, API)).toBe(
      'https://images.example.com/storage/app/public/',
    );
    expect(imageStorageRoot({ API_PUBLIC_URL: ' ' }, API)).toBe(ROOT);
    expect(imageStorageRoot({}, 'not a url')).toBeUndefined();
  });
});

describe('short image URLs', () => {
  it('name a file under the storage root by its path', () => {
    expect(imageUrl(PRODUCT, 300, short)).toBe('/img?p=product/item-1-1.jpg&w=320');
    expect(imageUrl(PRODUCT, 300, { ...short, quality: 92 })).toBe('/img?p=product/item-1-1.jpg&w=320&q=90');
    expect(srcSet(PRODUCT, [320, 160], short)).toBe(
      '/img?p=product/item-1-1.jpg&w=160 160w, /img?p=product/item-1-1.jpg&w=320 320w',
    );
    // A percent-encoded file name keeps its escapes; the query escapes their `%`.
    expect(imageUrl(`${ROOT}product/caf%C3%A9.jpg`, 320, short)).toBe('/img?p=product/caf%25C3%25A9.jpg&w=320');
  });

  it.each([
    ['another origin', 'https://cdn.example.net/storage/app/public/product/a.jpg'],
    ['another folder of the API', `${API}/storage/app/private/a.jpg`],
    ['a query', `${PRODUCT}?v=2`],
    ['a fragment', `${PRODUCT}#x`],
    ['an empty segment', `${ROOT}product//a.jpg`],
    ['a plus', `${ROOT}product/a+b.jpg`],
    ['a space', `${ROOT}product/a b.jpg`],
    ['non-ASCII', `${ROOT}product/café.jpg`],
    ['a colon', `${ROOT}a:b.jpg`],
    ['the root itself', ROOT],
  ])('keep the src= form for %s', (_name, source) => {
    const url = imageUrl(source, 320, short);
    expect(url).toMatch(/^\/img\?src=/);
    expect(read(url, 'src')).toBe(source);
  });

  it('are not written without the storage root (in the browser)', () => {
    expect(imageUrl(PRODUCT, 320)).toBe(`/img?src=${PRODUCT}&w=320`);
    expect(srcSet(PRODUCT, [320])).toBe(`/img?src=${PRODUCT}&w=320 320w`);
  });

  it('resolve to the URL src= names, with the same query and cache key', () => {
    for (const source of [PRODUCT, `${ROOT}product/caf%C3%A9.jpg`, `${ROOT}store/cover/2024-01-01-a_b~c.png`]) {
      const byPath = imageUrl(source, 320, short) ?? '';
      const bySource = imageUrl(source, 320) ?? '';
      expect(byPath).toMatch(/^\/img\?p=/);
      const p = parseImageQuery(new URLSearchParams(byPath.slice(byPath.indexOf('?'))), origins, ROOT);
      const src = parseImageQuery(new URLSearchParams(bySource.slice(bySource.indexOf('?'))), origins, ROOT);
      expect(p.src.href).toBe(source);
      expect([p.src, p.width, p.quality]).toEqual([src.src, src.width, src.quality]);
      // Each is already its own canonical URL: no redirect either way.
      expect(p.canonical).toBe(byPath);
      expect(src.canonical).toBe(bySource);
      expect(variantKey(p.src.href, p.width, 'webp', p.quality)).toBe(
        variantKey(src.src.href, src.width, 'webp', src.quality),
      );
    }
  });

  it('accept exactly the paths the builder writes as p=', () => {
    for (const path of ['product/a.jpg', 'a.png', 'store/cover/2024-01-01-x.webp', 'x/caf%C3%A9.jpg'])
      expect(isStoragePath(path)).toBe(true);
    for (const path of [
      '',
      '/a.jpg',
      '//h/a.jpg',
      'a//b.jpg',
      'a/',
      'http://h/a.jpg',
      'a.jpg?x',
      'a.jpg#x',
      'a\\b',
      'a b',
    ])
      expect(isStoragePath(path)).toBe(false);
  });
});

describe('src= values', () => {
  it.each([
    ['a plain URL', PRODUCT],
    ['a query of its own', `${PRODUCT}?v=1&x=2#frag`],
    ['+, %, =, comma and ;', 'https://cdn.example.net/a+b%20c=d,e;f.jpg'],
    ['spaces and non-ASCII', 'https://cdn.example.net/a b/café ü.jpg'],
    ['quotes and brackets', `https://cdn.example.net/a"b'<c>[d].jpg`],
  ])('are read back unchanged: %s', (_name, source) => {
    const url = imageUrl(source, 320);
    expect(read(url, 'src')).toBe(source);
    expect(read(url, 'w')).toBe('320');
  });

  it('leave only : and / unescaped', () => {
    const url = imageUrl('https://cdn.example.net/a&b#c+d%e f?g=h', 320) ?? '';
    expect(url).toBe('/img?src=https://cdn.example.net/a%26b%23c%2Bd%25e%20f%3Fg%3Dh&w=320');
    // Nothing a srcset or an HTML attribute would split on, nothing outside printable ASCII.
    expect(url).toMatch(/^[\x21-\x7e]+$/);
    expect(url).not.toMatch(/[,"'<>]/);
  });
});

describe('p= attacks', () => {
  const p = (value: string) => new URLSearchParams({ p: value, w: '320' });

  it.each([
    ['dot-dot segments', '../../api/v1/config', /p has a path that is not allowed/],
    [
      'dot-dot escaping the storage root',
      'product/../../../../api/v1/customer/info',
      /p has a path that is not allowed/,
    ],
    ['a single dot segment', './a.jpg', /p has a path that is not allowed/],
    ['a lone dot-dot', '..', /p has a path that is not allowed/],
    ['encoded dot-dot', '%2e%2e/%2e%2e/api/v1/config', /p has a path that is not allowed/],
    ['mixed encoded dot-dot', '.%2E/api/v1/config', /p has a path that is not allowed/],
    ['an encoded slash', 'product/..%2f..%2fapi', /p has a path that is not allowed/],
    ['an encoded backslash', 'a%5c..%5ca.jpg', /p has a path that is not allowed/],
    ['double encoding', '%252e%252e/a.jpg', /p has a path that is not allowed/],
    ['an encoded NUL', 'a.jpg%00.png', /p has a path that is not allowed/],
    ['an absolute URL', 'http://evil.example.com/a.jpg', /p must be a path/],
    ['an allowed absolute URL', 'https://cdn.example.net/a.jpg', /p must be a path/],
    ['a scheme', 'javascript:alert(1)', /p must be a path/],
    ['//host', '//evil.example.com/a.jpg', /p must be a path/],
    ['a leading slash', '/etc/passwd', /p must be a path/],
    ['an empty segment', 'product//a.jpg', /p must be a path/],
    ['a backslash', 'product\\..\\a.jpg', /p must be a path/],
    ['a query', 'a.jpg?x=1', /p must be a path/],
    ['a fragment', 'a.jpg#x', /p must be a path/],
    ['credentials', 'user:pw@evil.example.com/a.jpg', /p must be a path/],
    ['whitespace', 'a b.jpg', /p must be a path/],
    ['a newline', 'a.jpg\nHost: evil', /p must be a path/],
    ['a NUL', 'a.jpg\u0000', /p must be a path/],
    ['a control character', 'a\u007f.jpg', /p must be a path/],
    ['non-ASCII', 'café.jpg', /p must be a path/],
    ['an over-long path', `${'a'.repeat(3000)}.jpg`, /p is longer than/],
  ])('answers 400 for %s', (_name, value, message) => {
    expect(answer(p(value))).toMatch(message);
  });

  it.each([
    ['src and p', `src=${encodeURIComponent(PRODUCT)}&p=product/a.jpg&w=320`, /either src or p/],
    ['p and src, p empty', `p=&src=${encodeURIComponent(PRODUCT)}&w=320`, /either src or p/],
    ['p twice', 'p=product/a.jpg&p=product/b.jpg&w=320', /give p once/],
    ['p twice, one empty', 'p=product/a.jpg&p=&w=320', /give p once/],
    ['an empty p', 'p=&w=320', /src is required/],
    ['a raw encoded dot-dot', 'p=%252e%252e%2F%252e%252e%2Fapi&w=320', /p has a path that is not allowed/],
    ['a raw encoded slash', 'p=product%252f..%252fa.jpg&w=320', /p has a path that is not allowed/],
    ['a raw encoded //host', 'p=%2F%2Fevil.example.com%2Fa.jpg&w=320', /p must be a path/],
    ['a p array', 'p[]=a.jpg&w=320', /src is required/],
  ])('answers 400 for %s', (_name, query, message) => {
    expect(answer(query)).toMatch(message);
  });

  it('answers 400 when the storage root is unknown or not an allowed origin', () => {
    expect(() => parseImageQuery(new URLSearchParams('p=product/a.jpg&w=320'), origins)).toThrow(
      /storage .* is not configured/,
    );
    expect(answer('p=product/a.jpg&w=320', 'http://127.0.0.1:9999/storage/app/public/')).toMatch(/not allowed/);
  });

  it('resolves a path under the root, and checks the result stays there', () => {
    expect(answer('p=product/a.jpg&w=320')).toBe(`${ROOT}product/a.jpg`);
    expect(answer('p=...%2Fa.jpg&w=320')).toBe(`${ROOT}.../a.jpg`);
    expect(checkStoragePath('product/a.jpg', origins, ROOT)).toBeInstanceOf(URL);
  });
});
