// The same-origin door to the marketplace API for islands: only the calls the storefront makes,
// with the customer's token added from the httpOnly cookie. Path tricks are refused, bodies are
// capped, every call has a timeout, and an expired session signs the visitor out. Cart calls of a
// visitor go as the storefront's own guest (identity/guest.server.ts) when the marketplace allows guest checkout.
import type { AstroCookies } from 'astro';
import { z } from 'zod';
import { apiUrl, buildApiHeaders, CartSchema } from '../api/index.ts';
import { readCappedBody, unreadBodyResponse } from '../server/request/json-body.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import { rememberCartModule } from '../cart/marketplace-cart.server.ts';
import { checkCartRequest, isCartPath } from '../cart/bodies.server.ts';
import { clearGuest, guestAllowed, identity, TooManyGuests } from '../identity/guest.server.ts';
import { onlyTheCallers, publicError, rememberCustomerId } from './answers.server.ts';
import { translator } from '../i18n/index.ts';
import { clearSession, sessionToken } from '../identity/session.server.ts';
import { apiBaseUrl } from '../server/marketplace/api-base-url.ts';
import { requestHeaders } from '../server/request/request-id.ts';
import { AFTERCARE_ROUTES, guardAftercare } from './aftercare-routes.server.ts';
import { id, KB, PAGE_QUERY, type Route } from './params.server.ts';
import { WISHLIST_ROUTES } from './wishlist-routes.server.ts';

const NO_QUERY = z.strictObject({});
const ORDER_QUERY = z.strictObject({ order_id: id });

export const PROXY_ROUTES: Route[] = [
  { method: 'GET', path: /^customer\/cart\/list$/, auth: true, guest: true },
  { method: 'POST', path: /^customer\/cart\/add$/, auth: true, guest: true, maxBody: 16 * KB },
  { method: 'POST', path: /^customer\/cart\/update$/, auth: true, guest: true, maxBody: 16 * KB },
  {
    method: 'DELETE',
    path: /^customer\/cart\/remove-item$/,
    auth: true,
    guest: true,
    maxBody: 4 * KB,
    query: z.strictObject({ cart_id: id.optional() }),
  },
  { method: 'DELETE', path: /^customer\/cart\/remove$/, auth: true, guest: true, maxBody: 4 * KB },
  { method: 'GET', path: /^customer\/order\/(list|running-orders)$/, auth: true, query: PAGE_QUERY },
  { method: 'GET', path: /^customer\/order\/(details|track)$/, auth: true, query: ORDER_QUERY },
  { method: 'GET', path: /^customer\/info$/, auth: true },
  // customer/update-profile is not here: /api/profile sends it, after checking the photo's content.
  { method: 'DELETE', path: /^customer\/remove-account$/, auth: true },
  { method: 'GET', path: /^customer\/notifications$/, auth: true },
  { method: 'GET', path: /^stores\/details\/\d{1,10}$/, auth: false },
  ...AFTERCARE_ROUTES,
  ...WISHLIST_ROUTES,
];

const PROXY_TIMEOUT_MS = 8000;
const MAX_QUERY = 2048;

const json = (status: number, body: unknown) => Response.json(body, { status });

/** The route for a method and a path, or why not. Paths are matched as sent: no dots, no encoding. */
export function matchRoute(method: string, path: string): Route | 'not_allowed' | 'bad_path' {
  if (!/^[a-z0-9/-]{1,100}$/.test(path) || path.includes('//') || path.startsWith('/') || path.endsWith('/'))
    return 'bad_path';
  return PROXY_ROUTES.find((r) => r.method === method && r.path.test(path)) ?? 'not_allowed';
}

/** `?a=1&b=2` checked against the route's schema and written anew, or the 400 that says why not. */
function readQuery(search: string, schema: z.ZodType<Record<string, string>>): string | Response {
  const params = new URLSearchParams(search);
  const seen: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(seen, key)) return json(400, { error: `The query names ${key} twice.` });
    seen[key] = value;
  }
  const parsed = schema.safeParse(seen);
  if (!parsed.success) {
    const unknown = parsed.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
    return json(400, {
      error: unknown.length ? `This call takes no ${unknown.join(', ')}.` : 'The query is not valid for this call.',
    });
  }
  const rebuilt = new URLSearchParams(
    Object.entries(parsed.data).filter(([, v]) => v !== undefined) as Array<[string, string]>,
  ).toString();
  return rebuilt ? `?${rebuilt}` : '';
}

/** A JSON body checked against the route's schema and written anew, or the 400/415 that says why not. */
function checkBody(
  schema: z.ZodType<Record<string, unknown>>,
  body: ArrayBuffer | undefined,
  type: string | undefined,
): ArrayBuffer | Response {
  if (!body || !type?.startsWith('application/json')) return json(415, { error: 'Send JSON.' });
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return json(400, { error: 'The request body is not valid JSON.' });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
    return json(400, { error: 'The request is not valid for this call.', code: 'invalid_body', fields });
  }
  return new TextEncoder().encode(JSON.stringify(parsed.data)).buffer as ArrayBuffer;
}

/** The body, read while it streams and never past `max` (server/request/json-body.ts). */
async function readCapped(request: Request, max: number): Promise<ArrayBuffer | 'too_large' | 'unreadable'> {
  const read = await readCappedBody(request, max);
  // The reader's bytes fill their buffer exactly.
  return read.ok ? read.bytes.buffer : read.reason;
}

interface ProxyOptions {
  request: Request;
  rawPath: string;
  search: string;
  prefs: Preferences;
  cookies: AstroCookies;
  /** The request came over HTTPS (the guest and cart cookies are then Secure). */
  secure?: boolean;
  /** The client's address (identity/rate-limit.server.ts clientKey), by which new guests are counted. */
  client?: string;
}

/**
 * The call passed on, or refused. Personal answers (and every refusal) are never kept by the
 * browser or a cache: they change with the session, and a shared computer's Back must not show them.
 */
export async function proxy(options: ProxyOptions): Promise<Response> {
  const response = await forward(options);
  const route = matchRoute(options.request.method, options.rawPath);
  if (typeof route === 'string' || route.auth || !response.ok) {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.append('Vary', 'Cookie');
  }
  return response;
}

async function forward(options: ProxyOptions): Promise<Response> {
  const { request, rawPath, search, prefs, cookies } = options;
  const route = matchRoute(request.method, rawPath);
  if (route === 'bad_path') return json(400, { error: 'That address is not valid.' });
  if (route === 'not_allowed') return json(404, { error: 'There is no such call.' });
  if (search.length > MAX_QUERY) return json(414, { error: 'The query is too long.' });
  const token = sessionToken(cookies);
  let mayBeGuest = false;
  try {
    mayBeGuest = route.auth && !token && route.guest === true && (await guestAllowed(prefs, cookies));
  } catch {
    // The marketplace's settings could not be read: whether guests may order is not known.
    return json(502, { error: 'The marketplace is not reachable.' });
  }
  if (route.auth && !token && !mayBeGuest) return json(401, { error: 'Please sign in.', signIn: true });
  // The query is rebuilt from the parameters the call takes: the marketplace reads a `guest_id`
  // from any request whose token it does not know, so none typed by the browser goes through.
  const checkedQuery = readQuery(search, route.query ?? NO_QUERY);
  if (typeof checkedQuery !== 'string') return checkedQuery;
  let query = checkedQuery;
  let guest: number | undefined;
  if (mayBeGuest) {
    const who = await guestFor(rawPath, prefs, cookies, options.secure ?? false, options.client);
    if (who instanceof Response) return who;
    if (!who) return json(401, { error: 'Please sign in.', signIn: true });
    guest = who.guestId;
    // The storefront's own guest id, after the browser's query was checked (it may name none).
    query = `${query ? `${query}&` : '?'}guest_id=${guest}`;
  }

  // Carts belong to a module: islands name the item's module when it differs.
  const moduleHeader = Number(request.headers.get('x-module-id'));
  const moduleId =
    Number.isInteger(moduleHeader) && moduleHeader > 0 && moduleHeader < 1e6 ? moduleHeader : prefs.moduleId;
  const headers = buildApiHeaders({ lang: prefs.lang, moduleId, zoneIds: prefs.zoneIds, token: token ?? undefined });

  let body: ArrayBuffer | undefined;
  if (request.method !== 'GET') {
    const read = await readCapped(request, route.maxBody ?? 16 * KB);
    if (read === 'too_large' || read === 'unreadable') return unreadBodyResponse(read);
    if (read.byteLength > 0) {
      body = read;
      const type = request.headers.get('content-type') ?? '';
      if (!/^(application\/json|multipart\/form-data|application\/x-www-form-urlencoded)\b/.test(type)) {
        return json(415, { error: 'Send JSON or a form.' });
      }
      headers['Content-Type'] = type;
    }
  }

  if (route.body) {
    const checked = checkBody(route.body, body, headers['Content-Type']);
    if (checked instanceof Response) return checked;
    body = checked;
    headers['Content-Type'] = 'application/json';
  }
  const refused = await guardAftercare(rawPath, {
    baseUrl: apiBaseUrl(),
    lang: prefs.lang,
    moduleId,
    zoneIds: prefs.zoneIds,
    token: token ?? undefined,
  });
  if (refused) return refused;

  if (isCartPath(rawPath)) {
    // Cart changes: strict bodies, priced from the item's own data, held to its stock (cart/bodies.server.ts).
    const checked = await checkCartRequest({
      path: rawPath,
      search,
      body,
      contentType: headers['Content-Type'],
      ctx: {
        baseUrl: apiBaseUrl(),
        lang: prefs.lang,
        moduleId,
        zoneIds: prefs.zoneIds,
        token: token ?? undefined,
        guestId: guest,
      },
    });
    if (!checked.ok) {
      if (checked.signIn) forget(cookies, guest);
      return json(checked.status, {
        error: checked.error,
        code: checked.code,
        ...(checked.max === undefined ? {} : { max: checked.max }),
        ...(checked.signIn ? { signIn: true } : {}),
      });
    }
    body = checked.body;
    if (body) headers['Content-Type'] = 'application/json';
    else delete headers['Content-Type'];
  }

  let upstream: Response;
  try {
    upstream = await fetch(`${apiUrl(apiBaseUrl(), rawPath)}${query}`, {
      method: request.method,
      headers: { ...headers, ...requestHeaders() },
      body,
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
      redirect: 'manual',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return json(timedOut ? 504 : 502, {
      error: timedOut ? 'The marketplace took too long to answer.' : 'The marketplace is not reachable.',
    });
  }
  const text = await upstream.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    return json(502, { error: 'The marketplace sent an unreadable answer.' });
  }
  // An expired or revoked token: 401 on customer routes, 403 guest_id on cart and order routes.
  const guestIdAsked = upstream.status === 403 && JSON.stringify(data).includes('"guest_id"');
  if (route.auth && (upstream.status === 401 || guestIdAsked)) {
    forget(cookies, guest);
    return json(401, { error: 'Your session has ended. Please sign in again.', signIn: true });
  }
  if (upstream.status >= 300 && upstream.status < 400) return json(502, { error: 'The marketplace answered oddly.' });
  // The marketplace's own words for customers go through, never its insides (answers.server.ts).
  if (!upstream.ok) return json(upstream.status, publicError(upstream.status, data));
  if (route.auth) {
    if (rawPath === 'customer/info' && token && data && typeof data === 'object')
      rememberCustomerId(token, (data as { id?: unknown }).id);
    // Only the caller's own records: never a guest's order to a customer, nor another guest's.
    const own = await onlyTheCallers(
      rawPath,
      data,
      guest !== undefined ? { guestId: guest } : { token: token! },
      prefs,
    );
    if (!own.ok) return own.response;
    data = own.data;
  }
  // Remember which module holds the cart, so the next cart load looks there first.
  if (rawPath === 'customer/cart/add') rememberCartModule(cookies, moduleId, options.secure ?? false);
  // Cart answers reach the islands read with CartSchema, as every cart the storefront shows.
  if (isCartPath(rawPath) && Array.isArray(data)) data = CartSchema.parse(data);
  return Response.json(data, { status: upstream.status });
}

/** The guest a cart call is made for: the cookie's, or a new one for a first add; null: sign in. */
async function guestFor(
  rawPath: string,
  prefs: Preferences,
  cookies: AstroCookies,
  secure: boolean,
  client: string | undefined,
): Promise<{ guestId: number } | null | Response> {
  try {
    const who = await identity(prefs, cookies, { create: rawPath === 'customer/cart/add', secure, client });
    // No guest yet (only an add makes one): no cart to read or change, as for a signed-out visitor.
    return who && 'guestId' in who ? who : null;
  } catch (error) {
    if (error instanceof TooManyGuests) {
      return Response.json(
        { error: translator(prefs.lang)('cart.tooManyGuests'), code: 'too_many_guests', retryAfter: error.retryAfter },
        { status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
      );
    }
    return json(502, { error: 'The marketplace is not reachable.' });
  }
}

/** The marketplace refused the identity: the session ends, or the guest starts again. */
function forget(cookies: AstroCookies, guest: number | undefined) {
  if (guest === undefined) clearSession(cookies);
  else clearGuest(cookies);
}
