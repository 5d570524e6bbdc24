// Same-origin proxy for the islands' calls to the marketplace API (see lib/proxy/proxy.server.ts).
import type { APIRoute } from 'astro';
import { proxy } from '../../../lib/proxy/proxy.server.ts';
import { clientKey } from '../../../lib/identity/rate-limit.server.ts';
import { isHttps } from '../../../lib/server/request/security.ts';

export const ALL: APIRoute = (context) => {
  const { request, params, url, locals, cookies } = context;
  // The raw path as sent (not decoded by the router), so encoded tricks cannot slip through.
  const rawPath = url.pathname.replace(/^\/(?:(?:en|ar|tr)\/)?api\/v1\//, '');
  void params;
  return proxy({
    request,
    rawPath,
    search: url.search,
    prefs: locals.prefs,
    cookies,
    secure: isHttps(context),
    client: clientKey(context),
  });
};
