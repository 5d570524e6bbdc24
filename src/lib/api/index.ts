/**
 * Typed client of the 6amMart 3.1 customer API. Every function takes an
 * ApiContext first, resolves with zod-parsed data and rejects only with ApiError.
 *
 *   const ctx: ApiContext = { baseUrl: API_BASE_URL, lang: 'ar', moduleId, zoneIds, token };
 *   const { banners } = await getBanners(ctx);
 *
 * Server-only in practice (islands call the storefront's own endpoints); an
 * island that needs a shape should `import type` it so zod stays out of its bundle.
 */
export * from './context.ts';
export * from './errors.ts';
export {
  fetchRaw,
  callApi,
  request,
  assertOk,
  parseWith,
  type RawResponse,
  type CallOptions,
  type HttpMethod,
} from './http.ts';
export * from './schemas/index.ts';
export * from './settings.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './stores.ts';
export * from './items.ts';
export * from './reviews.ts';
export * from './cart.ts';
export * from './customer.ts';
export * from './orders.ts';
export * from './wishlist.ts';
export * from './brands.ts';
export * from './coupons.ts';
export * from './campaigns.ts';
