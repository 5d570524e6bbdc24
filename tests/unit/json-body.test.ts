// Bodies are read while they stream and never past their cap; JSON that is not what was asked
// for is a clear 400, never a throw.
import { describe, expect, it } from 'vitest';
import { readCappedBody, readFormBody, readJsonBody } from '../../src/lib/server/request/json-body.ts';

/** A body that never ends; `pulled` counts what was taken from it. */
function endless(chunk = 16 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(97));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const post = (body: BodyInit | ReadableStream, headers: Record<string, string> = {}) =>
  new Request('http://storefront.test/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readCappedBody', () => {
  it('stops an endless body just past the cap and cancels it', async () => {
    const { body, state } = endless();
    expect(await readCappedBody(post(body), 64 * 1024)).toEqual({ ok: false, reason: 'too_large' });
    expect(state.pulled).toBeLessThanOrEqual(128 * 1024);
    expect(state.cancelled).toBe(true);
  });

  it('refuses a declared length over the cap without reading', async () => {
    const { body, state } = endless();
    const request = post(body, { 'content-length': String(10 * 1024 * 1024) });
    expect(await readCappedBody(request, 1024)).toEqual({ ok: false, reason: 'too_large' });
    expect(state.pulled).toBeLessThanOrEqual(16 * 1024);
  });

  it('does not wait forever on a body that is one branch of a tee (a rewritten request)', async () => {
    const { body } = endless();
    const original = post(body);
    const rewritten = new Request('http://storefront.test/y', {
      method: 'POST',
      body: original.clone().body,
      duplex: 'half',
    } as RequestInit);
    expect(await readCappedBody(rewritten, 32 * 1024)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('reads a body within the cap whole', async () => {
    const read = await readCappedBody(post('a'.repeat(1000)), 1000);
    expect(read.ok && read.bytes.byteLength).toBe(1000);
  });
});

describe('readJsonBody', () => {
  it.each(['null', '[]', '"x"', '1', 'true'])('with object: true, %s is a 400 with a message', async (text) => {
    const read = await readJsonBody(post(text), 1024, { object: true });
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.response.status).toBe(400);
      expect(await read.response.json()).toEqual({ error: 'Send a JSON object with the fields named.' });
    }
  });

  it.each([
    ['', 'Send a JSON body.'],
    ['{', 'The request body is not valid JSON.'],
    ['\u00ff\u00fe', 'The request body is not valid JSON.'],
  ])('%j is a 400: %s', async (text, error) => {
    const read = await readJsonBody(post(text), 1024);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(await read.response.json()).toEqual({ error });
  });

  it('invalid UTF-8 is a 400', async () => {
    const read = await readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])), 1024);
    expect(!read.ok && read.response.status).toBe(400);
  });

  it('too large is a 413 that closes the connection', async () => {
    const read = await readJsonBody(post(JSON.stringify({ a: 'x'.repeat(2000) })), 1024);
    expect(!read.ok && read.response.status).toBe(413);
    expect(!read.ok && read.response.headers.get('connection')).toBe('close');
  });

  it('keeps __proto__ as a plain key, polluting nothing', async () => {
    const read = await readJsonBody(post('{"__proto__":{"polluted":1}}'), 1024, { object: true });
    expect(read.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('readFormBody', () => {
  it('reads a urlencoded form and refuses other types with a body', async () => {
    const form = await readFormBody(post('a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(form.ok && form.form.get('b')).toBe('2');
    expect(await readFormBody(post('{"a":1}', { 'content-type': 'application/json' }))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    expect(await readFormBody(post('--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=x' }))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
