// The request id: one per request, returned in X-Request-Id, written in the request's log line and
// sent to the marketplace API on every call made for the request, so that one id follows a
// request through the logs of every machine. An incoming X-Request-Id is kept only when a trusted
// proxy (TRUSTED_PROXIES) sent it and it is a safe token; anyone else gets a new id.
//
// The id travels with the request's async work in an AsyncLocalStorage. The production server
// (server/storefront.ts) loads this file itself while the pages load the build's copy of it: the
// storage is kept on globalThis so that both copies share one.
import type { MiddlewareHandler } from 'astro';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { forwardedInfo, type HeaderSource } from './forwarded.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id from outside must look like: no spaces, quotes or control characters, bounded. */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/);

const STORE_KEY = Symbol.for('marketplace-storefront.request-id');
type Store = AsyncLocalStorage<string>;
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
const storage: Store = holder[STORE_KEY] ?? new AsyncLocalStorage<string>();
holder[STORE_KEY] = storage;

interface Incoming {
  /** The address of the peer that connected. */
  peer: string | undefined;
  headers: HeaderSource;
}

type Trust = Parameters<typeof forwardedInfo>[1];

/** The request's id: a trusted proxy's safe X-Request-Id, else a new random one. */
export function requestIdFor(incoming: Incoming, trust?: Trust): string {
  const offered = incoming.headers.get(REQUEST_ID_HEADER);
  if (offered !== null) {
    const viaProxy = forwardedInfo(
      { peer: incoming.peer, encrypted: false, headers: incoming.headers },
      trust,
    ).viaProxy;
    const parsed = RequestIdSchema.safeParse(offered.trim());
    if (viaProxy && parsed.success) return parsed.data;
  }
  return randomUUID();
}

/** Runs `work` (and every async call it starts) as part of the request `id`. */
export function withRequestId<T>(id: string, work: () => T): T {
  return storage.run(id, work);
}

/** The id of the request being served; undefined outside of one. */
export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** The headers every call to the marketplace API carries for the current request. */
export function requestHeaders(): Record<string, string> {
  const id = storage.getStore();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

/**
 * The same for a request the production server did not take first (`astro dev`): an id made
 * here, returned in X-Request-Id. Under the production server the request already has its id.
 */
export const requestIdMiddleware: MiddlewareHandler = async (context, next) => {
  if (currentRequestId()) return next();
  let peer: string | undefined;
  try {
    peer = context.clientAddress;
  } catch {
    peer = undefined;
  }
  const id = requestIdFor({ peer, headers: context.request.headers });
  const response = await withRequestId(id, () => next());
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    // A response with immutable headers (a redirect made by Response.redirect) goes as it is.
  }
  return response;
};
