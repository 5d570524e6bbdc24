// Request pipeline: a render state (the page's time budget, failed loads), an editor's preview
// cookie opened (every cache bypassed for that browser, content/preview.server.ts), the session cookie
// opened (a forged, expired or signed-out one removed), language and preferences from the URL and
// cookies, and from them the language, translator and URL helpers pages read on Astro.locals; the
// message a form post left for this page (flash.ts, taken before caching is decided); the
// page's Cache-Control and Vary (shared catalogue pages, cache-policy.ts), security headers on
// every answer, a method the route does not answer refused (405), then the same-origin rule for
// state-changing requests. Files written at build time (flags, the dialog's words) skip it all:
// no request, cookie or header is theirs, and the server serves them as static files.
import { defineMiddleware, sequence } from 'astro:middleware';
import { cachePolicy } from './lib/server/request/cache-policy.ts';
import { flashMessages } from './lib/server/request/flash.ts';
import { locals } from './lib/server/request/locals.ts';
import { methodGuard } from './lib/server/request/methods.ts';
import { originCheck } from './lib/server/request/origin.ts';
import { preferences } from './lib/server/request/preferences.ts';
import { previewMode } from './lib/content/preview.server.ts';
import { listenForRevalidation } from './lib/revalidate/revalidate.server.ts';
import { renderBudget } from './lib/server/request/render-state.ts';
import { requestIdMiddleware } from './lib/server/request/request-id.ts';
import { securityHeaders } from './lib/server/request/security.ts';
import { session } from './lib/identity/session.server.ts';

const pipeline = sequence(
  requestIdMiddleware,
  renderBudget,
  previewMode,
  session,
  preferences,
  locals,
  flashMessages,
  cachePolicy,
  securityHeaders,
  methodGuard,
  originCheck,
);

export const onRequest = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  // The first request joins the channel editors' changes are published on (REDIS_URL); not at
  // import, which the build does too.
  listenForRevalidation();
  return pipeline(context, next);
});
