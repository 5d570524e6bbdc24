/** Test doubles: a recording fetch and fixture loading. */
import { readFileSync } from 'node:fs';
import type { ApiContext } from '../../../src/lib/api/index.ts';

export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  body: RequestInit['body'];
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function recordingFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: RecordedCall = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fixture(name: string): unknown {
  return JSON.parse(fixtureText(name));
}

export function fixtureText(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** A context answering every call with one body; `calls` records what was sent. */
export function answering(body: unknown, status = 200, overrides: Partial<ApiContext> = {}) {
  const rec = recordingFetch(() => jsonResponse(body, status));
  const ctx: ApiContext = { baseUrl: 'http://api.test', lang: 'en', fetch: rec.fetch, ...overrides };
  return { ctx, calls: rec.calls };
}

/** Resolves with the rejection (so a test can assert on the ApiError's fields). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject');
}
