// Request pipeline: a page kept from a recent identical request (signed-out visitors only), else
// the session cookie opened (a forged, expired or signed-out one removed), language and
// preferences from the URL and cookies, and from them the language, translator and URL helpers
// pages read on Astro.locals, security headers on every answer, a method the route
// does not answer refused (405), then the same-origin rule for state-changing requests.
import { sequence } from 'astro:middleware';
import { locals } from './lib/server/locals.ts';
import { methodGuard } from './lib/server/methods.ts';
import { originCheck } from './lib/server/origin.ts';
import { pageCache } from './lib/server/page-cache.ts';
import { preferences } from './lib/server/preferences.ts';
import { requestIdMiddleware } from './lib/server/request-id.ts';
import { securityHeaders } from './lib/server/security.ts';
import { session } from './lib/server/session.ts';

export const onRequest = sequence(
  requestIdMiddleware,
  pageCache,
  session,
  preferences,
  locals,
  securityHeaders,
  methodGuard,
  originCheck,
);
