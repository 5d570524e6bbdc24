// Islands talk only to the storefront's own origin (session endpoints and the API proxy).
// Every failure becomes a ClientError with the message to show.
import { errorFromBody } from '../api/errors.ts';

export class ClientError extends Error {
  override readonly name = 'ClientError';
  readonly status: number;
  readonly code: string | null;
  /** Field → message key or server message. */
  readonly fields: Record<string, string>;
  /** The session is missing or over: offer sign-in. */
  readonly signIn: boolean;

  constructor(
    status: number,
    message: string,
    code: string | null = null,
    fields: Record<string, string> = {},
    signIn = false,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.signIn = signIn;
  }
}

/** A 4xx answer carries the server's own reason; anything else gets the caller's generic message. */
export function serverReason(error: unknown, fallback: string): string {
  return error instanceof ClientError && error.status > 0 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** The module whose cart or order this is, when it is not the selected one. */
  moduleId?: number | null;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function storefrontFetch<T>(path: string, options: FetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (options.moduleId) headers['X-Module-Id'] = String(options.moduleId);
  // The page's language, for the storefront's own messages (an /ar page's call is answered in
  // Arabic even before the visitor has chosen a language, which is what the `lang` cookie keeps).
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers['Accept-Language'] = lang;
  const signal = options.signal ?? AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    const aborted = error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
    throw new ClientError(
      0,
      aborted ? 'The request took too long.' : 'You seem to be offline.',
      aborted ? 'timeout' : 'network',
    );
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ClientError(response.status || 502, 'The answer could not be read.', 'invalid_response');
  }
  const upstreamError = response.ok && response.status !== 203 ? null : errorFromBody(response.status, body);
  if (!response.ok || response.status === 203) {
    const own =
      body && typeof body === 'object' && 'error' in body
        ? (body as { error: string; fields?: Record<string, string>; signIn?: boolean; code?: string })
        : null;
    throw new ClientError(
      response.status,
      own?.error ?? upstreamError?.message ?? 'Something went wrong.',
      own?.code ?? upstreamError?.code ?? null,
      own?.fields ?? {},
      own?.signIn === true || response.status === 401,
    );
  }
  return body as T;
}
