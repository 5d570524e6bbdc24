// The reference marketplace API: 6amMart 3.1's customer routes under /api/v1, its images under
// /storage, and a reverse geocoder.
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import type { AppEnv, Deps } from './env.ts';
import { error } from './lib/errors.ts';
import { moduleCheck } from './middleware.ts';
import { authRoutes } from './routes/auth.ts';
import { brandRoutes } from './routes/brands.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { cartRoutes } from './routes/cart.ts';
import { categoryRoutes } from './routes/categories.ts';
import { configRoutes } from './routes/config.ts';
import { couponRoutes } from './routes/coupons.ts';
import { customerRoutes } from './routes/customer.ts';
import { homeRoutes } from './routes/home.ts';
import { itemRoutes } from './routes/items.ts';
import { orderPlaceRoutes } from './routes/order-place.ts';
import { orderPrescriptionRoutes } from './routes/order-prescription.ts';
import { orderRoutes } from './routes/orders.ts';
import { orderCancelRoutes } from './routes/order-cancel.ts';
import { addressRoutes } from './routes/addresses.ts';
import { reverseRoutes } from './routes/reverse.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { storeRoutes } from './routes/stores.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { visitAgainRoutes } from './routes/visit-again.ts';

/** Routes of the module-check group (api.php:336 onwards); the middleware knows its exceptions. */
const MODULE_CHECKED = [
  '/stores/popular',
  '/stores/latest',
  '/stores/discounted',
  '/stores/top-rated',
  '/stores/get-stores/*',
  '/stores/popular-items/*',
  '/items/*',
  '/categories',
  '/categories/*',
  '/banners',
  '/brand',
  '/brand/*',
  '/campaigns/*',
  '/customer/*',
  '/coupon/*',
];

/** One line per request, with the caller's X-Request-Id when it sent one. */
export type RequestLog = (line: { method: string; path: string; status: number; ms: number; reqId?: string }) => void;

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function createApp(deps: Deps, log?: RequestLog): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (log) {
    // Read only: the answers stay those of 6amMart, which ignores the header.
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      const id = c.req.header('x-request-id');
      log({
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(id && SAFE_REQUEST_ID.test(id) ? { reqId: id } : {}),
      });
    });
  }
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    c.set('guestId', null);
    await next();
  });

  const v1 = new Hono<AppEnv>();
  for (const path of MODULE_CHECKED) v1.use(path, moduleCheck);
  for (const routes of [
    configRoutes,
    authRoutes,
    homeRoutes,
    campaignRoutes,
    storeRoutes,
    reviewRoutes,
    couponRoutes,
    itemRoutes,
    categoryRoutes,
    brandRoutes,
    cartRoutes,
    customerRoutes,
    visitAgainRoutes,
    // Before orderRoutes: its apiGuestCheck on /customer/order/* must not gate the public reasons list.
    orderCancelRoutes,
    orderRoutes,
    orderPlaceRoutes,
    orderPrescriptionRoutes,
    addressRoutes,
    wishlistRoutes,
  ]) {
    v1.route('/', routes);
  }
  app.route('/api/v1', v1);
  app.route('/', reverseRoutes);

  app.get('/authentication-failed', (c) => error(c, 401, 'auth-001', 'Unauthenticated.'));
  app.use(
    '/storage/*',
    serveStatic({
      root: relative(process.cwd(), deps.storageDir) || '.',
      rewriteRequestPath: (path) => path.replace(/^\/storage/, ''),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400'),
    }),
  );
  app.get('/', (c) => c.json({ name: 'Reference marketplace API', api: '/api/v1' }));
  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError((err, c) => {
    console.error(err);
    return c.json({ message: 'Server Error' }, 500);
  });
  return app;
}
