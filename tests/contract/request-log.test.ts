// The reference API's request log: one line per request with the caller's X-Request-Id, and the
// same answers with or without the header (6amMart ignores it).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLog } from '../../api/app.ts';
import { startApi, type RunningApi } from '../../api/index.ts';
import { SHARED_STORAGE } from './harness.ts';

describe('reference API request log', () => {
  const lines: Parameters<RequestLog>[0][] = [];
  let api: RunningApi;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ref-api-'));
    api = await startApi({ port: 0, dataDir, storageDir: SHARED_STORAGE, log: (line) => lines.push(line) });
  });
  afterAll(() => api.close());

  it('logs the X-Request-Id it receives, and answers as without it', async () => {
    const plain = await fetch(`${api.url}/api/v1/config`);
    const tagged = await fetch(`${api.url}/api/v1/config`, { headers: { 'X-Request-Id': 'req-abc-123456' } });
    expect(tagged.status).toBe(plain.status);
    expect(await tagged.text()).toBe(await plain.text());
    expect(tagged.headers.get('x-request-id')).toBeNull();
    expect(lines.at(-2)).toMatchObject({ method: 'GET', path: '/api/v1/config', status: 200 });
    expect(lines.at(-2)?.reqId).toBeUndefined();
    expect(lines.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/config', status: 200, reqId: 'req-abc-123456' });
  });

  it('leaves a malformed id out of the log', async () => {
    await (await fetch(`${api.url}/api/v1/config`, { headers: { 'X-Request-Id': 'bad id' } })).text();
    expect(lines.at(-1)?.reqId).toBeUndefined();
  });
});
