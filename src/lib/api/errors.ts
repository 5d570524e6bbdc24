/**
 * One error type for every failure of an API call. 6amMart reports errors in
 * several shapes (see the reference, section 1.5); they all end up here.
 */

export interface ApiErrorItem {
  code: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure, timeout, bad request built locally). */
  readonly status: number;
  /** The server's code (e.g. 'auth-001', 'guest_id', 'product-001') or one of ours ('timeout', 'network', 'invalid_response', 'not_found', ...). */
  readonly code: string;
  readonly errors?: ApiErrorItem[];

  constructor(status: number, code: string, message: string, errors?: ApiErrorItem[]) {
    super(message);
    this.status = status;
    this.code = code;
    if (errors) this.errors = errors;
  }

  /** Plain data for crossing the server→island boundary (Error instances do not serialise). */
  toJSON(): { status: number; code: string; message: string; errors?: ApiErrorItem[] } {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * Logged out or the token is no longer valid. An expired token on cart/order
 * routes is not a 401: the guest middleware drops the user and the controller
 * then demands guest_id with a 403 (reference §6.15).
 * Note: a wrong password on login is also a 401 (code 'auth-001').
 */
export function isUnauthenticated(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.status === 401 || (err.status === 403 && err.code === 'guest_id');
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  419: 'session_expired',
  422: 'validation',
  429: 'rate_limited',
};

export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : `http_${status}`);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toItem(v: unknown): ApiErrorItem | undefined {
  if (!isRecord(v)) return undefined;
  const message = typeof v.message === 'string' ? v.message : '';
  const code = typeof v.code === 'string' || typeof v.code === 'number' ? String(v.code) : '';
  return code || message ? { code, message } : undefined;
}

/** The error list a body carries, or undefined when it carries none. */
export function errorItems(body: unknown): ApiErrorItem[] | undefined {
  if (!isRecord(body) || !('errors' in body)) return undefined;
  const { errors } = body;
  if (Array.isArray(errors)) {
    const items = errors.map(toItem).filter((e): e is ApiErrorItem => e !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof errors === 'string' && errors) return [{ code: '', message: errors }];
  const single = toItem(errors);
  return single ? [single] : undefined;
}

/**
 * Builds the ApiError for an error answer. Handles:
 * {errors:[{code,message}]}, {errors:{code,message}}, {errors:"Unauthorized"},
 * {message:"..."} (Laravel's own 401/404/405/429), [{}] (place-order catch-all),
 * and bodies that are not JSON at all (body undefined).
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  const fallbackCode = codeForStatus(status);
  const items = errorItems(body);
  if (items) {
    const [first] = items as [ApiErrorItem, ...ApiErrorItem[]];
    const code = first.code || (first.message === 'Unauthorized' ? 'unauthorized' : fallbackCode);
    const filled = items.map((item) => (item.code ? item : { ...item, code }));
    return new ApiError(status, code, first.message || defaultMessage(status), filled);
  }
  if (isRecord(body) && typeof body.message === 'string' && body.message) {
    return new ApiError(status, fallbackCode, body.message);
  }
  return new ApiError(status, fallbackCode, defaultMessage(status));
}

function defaultMessage(status: number): string {
  return status >= 500 ? `Server error (${status})` : `Request failed (${status})`;
}
