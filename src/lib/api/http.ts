/**
 * Transport: timeout, JSON decoding, error mapping and schema parsing.
 * Every failure leaves here as an ApiError, never as a TypeError or ZodError.
 */
import type { z } from 'zod';
import { apiUrl, buildApiHeaders, DEFAULT_TIMEOUT_MS, guestQuery, type ApiContext, type Query } from './context.ts';
import { ApiError, errorFromBody, errorItems } from './errors.ts';
import { requestHeaders } from '../server/request/request-id.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RawResponse {
  status: number;
  /** Parsed JSON, or undefined when the body was empty or not JSON. */
  body: unknown;
  /** False when a non-empty body failed to parse as JSON (an HTML error page, say). */
  isJson: boolean;
}

interface TransportOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Fetches and reads the body under one deadline. The race (not just the
 * signal) guarantees the deadline even if a fetch implementation ignores
 * the AbortSignal.
 */
export async function fetchRaw(url: string, init: RequestInit, opts: TransportOptions = {}): Promise<RawResponse> {
  const doFetch = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError(0, 'timeout', `No answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const work = (async (): Promise<RawResponse> => {
    const res = await doFetch(url, { ...withRequestHeaders(init), signal: controller.signal });
    const text = await res.text();
    return { status: res.status, ...decode(text) };
  })();
  work.catch(() => undefined); // the loser of the race must not surface as an unhandled rejection
  try {
    return await Promise.race([work, deadline]);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (controller.signal.aborted) throw new ApiError(0, 'timeout', `No answer within ${timeoutMs} ms`);
    throw new ApiError(0, 'network', err instanceof Error ? err.message : 'Network error');
  } finally {
    clearTimeout(timer);
  }
}

/** The call with the current request's headers (its X-Request-Id) added, when serving one. */
function withRequestHeaders(init: RequestInit): RequestInit {
  const extra = requestHeaders();
  if (Object.keys(extra).length === 0) return init;
  const own =
    init.headers instanceof Headers || Array.isArray(init.headers)
      ? Object.fromEntries(new Headers(init.headers))
      : init.headers;
  return { ...init, headers: { ...extra, ...own } };
}

function decode(text: string): { body: unknown; isJson: boolean } {
  if (text.trim() === '') return { body: undefined, isJson: true };
  try {
    return { body: JSON.parse(text) as unknown, isJson: true };
  } catch {
    return { body: undefined, isJson: false };
  }
}

/** Throws the ApiError an answer stands for; 6amMart also reports errors with 2xx (203, 200 {errors}). */
export function assertOk(raw: RawResponse): unknown {
  if (raw.status < 200 || raw.status >= 300) throw errorFromBody(raw.status, raw.body);
  if (errorItems(raw.body)) throw errorFromBody(raw.status, raw.body);
  if (!raw.isJson)
    throw new ApiError(raw.status, 'invalid_response', 'The server answered with something other than JSON');
  return raw.body;
}

export function parseWith<S extends z.ZodType>(schema: S, body: unknown, status = 200): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new ApiError(status, 'invalid_response', `Unexpected answer shape${where}: ${issue?.message ?? 'invalid'}`);
}

export interface CallOptions {
  method?: HttpMethod;
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart; the runtime sets the boundary header. */
  form?: FormData;
}

/** One 6amMart call: builds URL and headers, sends, maps errors, returns the raw JSON body. */
export async function callApi(ctx: ApiContext, path: string, opts: CallOptions = {}): Promise<RawResponse> {
  const hasJson = opts.json !== undefined;
  const init: RequestInit = {
    method: opts.method ?? 'GET',
    headers: buildApiHeaders(ctx, { json: hasJson }),
  };
  if (hasJson) init.body = JSON.stringify(opts.json);
  else if (opts.form) init.body = opts.form;
  const transport: TransportOptions = {};
  if (ctx.fetch) transport.fetch = ctx.fetch;
  if (ctx.timeoutMs !== undefined) transport.timeoutMs = ctx.timeoutMs;
  const guest = guestQuery(ctx);
  return fetchRaw(apiUrl(ctx.baseUrl, path, guest ? { ...opts.query, ...guest } : opts.query), init, transport);
}

/** callApi + error mapping + schema parsing: what almost every endpoint function does. */
export async function request<S extends z.ZodType>(
  ctx: ApiContext,
  path: string,
  schema: S,
  opts: CallOptions = {},
): Promise<z.output<S>> {
  const raw = await callApi(ctx, path, opts);
  return parseWith(schema, assertOk(raw), raw.status);
}

/** Checks a caller's payload and applies its defaults; a bad payload is a bug, reported as status 0. */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(
    0,
    'invalid_request',
    `Invalid request${issue ? ` at ${issue.path.join('.') || '(root)'}: ${issue.message}` : ''}`,
  );
}
