// The per-request context the typed client needs (base URL, language, module, zones, timeout).
import { DEFAULT_TIMEOUT_MS, type ApiContext } from '../../api/index.ts';
import { apiBaseUrl } from './api-base-url.ts';
import { chooseModule, isModuleRefusal } from './zone-and-module.ts';
import { forgetModules, zoneModules } from './modules.ts';
import { renderTimeLeft } from '../request/render-state.ts';
import type { Preferences } from '../request/preferences-type.ts';

/** How the request stores a corrected module (its cookie); set by the preferences middleware. */
const moduleStores = new WeakMap<Preferences, (moduleId: number) => void>();

export function onModuleCorrected(prefs: Preferences, store: (moduleId: number) => void): void {
  moduleStores.set(prefs, store);
}

/**
 * A fetch that treats 403 moduleId from the server as a stale choice, not an error: the module
 * list is read again, the request's module corrected (and stored), and the call made once more
 * with it. Only for calls made with the request's own module (a page asking for another module
 * on purpose, a product's say, gets the answer as it is).
 */
function moduleCorrectingFetch(prefs: Preferences): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.status !== 403) return response;
    const headers = new Headers(init?.headers);
    const sent = Number(headers.get('moduleId'));
    if (sent !== prefs.moduleId) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (!isModuleRefusal(response.status, body)) return response;
    forgetModules();
    const corrected = chooseModule(await zoneModules(prefs), null, sent);
    if (corrected === null) return response;
    prefs.moduleId = corrected;
    try {
      moduleStores.get(prefs)?.(corrected);
    } catch {
      // The answer's headers are already out: the next request corrects the cookie.
    }
    headers.set('moduleId', String(corrected));
    return fetch(input, { ...init, headers });
  };
}

/**
 * The request's context for the API. Made while a page renders, its calls end with the page's
 * budget (server/request/render-state.ts): a personal call (cart, orders, profile) is never cached, so a page
 * must not wait for it longer than for anything else.
 */
export function apiContext(prefs: Preferences, extra: Partial<ApiContext> = {}): ApiContext {
  const ctx: ApiContext = {
    baseUrl: apiBaseUrl(),
    lang: prefs.lang,
    moduleId: prefs.moduleId,
    zoneIds: prefs.zoneIds,
    fetch: moduleCorrectingFetch(prefs),
    ...extra,
  };
  const left = renderTimeLeft();
  if (left !== Infinity) ctx.timeoutMs = Math.max(1, Math.min(ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS, left));
  return ctx;
}
