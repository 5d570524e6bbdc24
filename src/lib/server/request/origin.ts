// State-changing requests must come from the storefront's own pages, whatever their method and
// content type (JSON included; Astro's own checkOrigin is off because it compares with the
// address the server was reached at, which behind a TLS proxy is not the one the browser used).
import type { MiddlewareHandler } from 'astro';
import { REVALIDATE_ROUTE } from '../../revalidate/plan.server.ts';
import { configuredOrigin, publicOriginOf, requestInfo } from './forwarded.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RequestContext {
  request: Request;
  url: URL;
  clientAddress?: string;
}

/**
 * The origins a request may say it comes from: the public origin (SITE_URL, or a trusted proxy's
 * forwarded host, or the server's HOST:PORT) and, when SITE_URL is unset, the host the browser
 * addressed (its Host header, with the scheme the connection or a trusted proxy gives), so that a
 * storefront reached by a LAN address still accepts its own forms. A browser never lets a page of
 * another site write either header.
 */
export function allowedOrigins(
  context: RequestContext,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const info = requestInfo(context);
  const origins = [publicOriginOf(info, env)];
  if (!configuredOrigin(env)) {
    const host = context.request.headers.get('host');
    if (host && URL.canParse(`http://${host}`))
      origins.push(new URL(`${info.https ? 'https' : 'http'}://${host}`).origin);
  }
  return origins;
}

/** True when the request says it comes from this site (Origin, else Sec-Fetch-Site). */
export function isSameOrigin(context: RequestContext, env: Record<string, string | undefined> = process.env): boolean {
  const origin = context.request.headers.get('origin');
  if (origin) return allowedOrigins(context, env).includes(origin.toLowerCase());
  return context.request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * Posts that no page makes: an admin panel's save hook posts server to server, with no Origin
 * header, and proves itself with a bearer secret the route checks (src/pages/api/revalidate.ts).
 * A browser cannot add that secret to a cross-site post, so the rule has nothing to protect there.
 */
const SERVER_TO_SERVER = new Set([REVALIDATE_ROUTE]);

export const originCheck: MiddlewareHandler = (context, next) => {
  if (SAFE.has(context.request.method) || isSameOrigin(context)) return next();
  if (context.request.method === 'POST' && SERVER_TO_SERVER.has(context.routePattern)) return next();
  return Response.json({ error: 'Cross-site requests are not allowed.' }, { status: 403 });
};
