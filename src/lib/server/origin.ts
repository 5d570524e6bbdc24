// State-changing requests must come from the storefront's own pages. Astro's checkOrigin covers
// form posts; this covers every method and content type, JSON included.
import type { MiddlewareHandler } from 'astro';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function siteOrigin(url: URL): string {
  return process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : url.origin;
}

/** True when the request says it comes from this site (Origin, else Sec-Fetch-Site). */
export function isSameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === siteOrigin(url) || origin === url.origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export const originCheck: MiddlewareHandler = (context, next) => {
  if (SAFE.has(context.request.method) || isSameOrigin(context.request, context.url)) return next();
  return Response.json({ error: 'Cross-site requests are not allowed.' }, { status: 403 });
};
