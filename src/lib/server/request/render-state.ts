// What a page's render knows about itself while it runs, kept in an AsyncLocalStorage:
//   - its time budget: every page (a GET that is no endpoint or file) stops waiting for upstream
//     data PAGE_BUDGET_MS after the request came in (renderTimeLeft), so a slow API costs a page
//     at most that, and the page shows what did not come in time as an error with a retry;
//   - whether it is degraded: an upstream load failed while it rendered (markDegraded), so a
//     block shows an error state or a fallback; or whether it showed data past its freshness
//     while a refresh runs (markStale). Neither is offered to shared caches (cache-policy.ts),
//     so the next load shows it whole and current;
//   - whether it is a preview (an editor's browser, content/preview.server.ts): every cache is bypassed and the
//     answer is never shared (server/marketplace/cache.ts, cache-policy.ts);
//   - the loads that already failed, so a second reader in the same render (the layout after the
//     page) is told at once instead of waiting again.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'astro';
import { isApiError } from '../../api/index.ts';

const BYPASS_PATHS = /^\/(?:api|img|healthz)(?:\/|$)/;
/**
 * How long a page waits for upstream data in all, from the request's arrival. A healthy API
 * answers in ~50 ms, so only a slow or failing one meets it; the rest of 3 s is for rendering
 * on a busy machine.
 */
export const PAGE_BUDGET_MS = 2000;

interface RenderState {
  degraded: boolean;
  stale: boolean;
  /** Loads that failed during this render: a second reader (the layout after the page) is told at once. */
  failed: Map<string, unknown>;
  /** When the page stops waiting for upstream data (ms since the epoch); none for endpoints. */
  deadline: number;
  /** An editor's preview: data is loaded fresh for this render, never read from or kept in a cache. */
  preview: boolean;
}

const renderState = new AsyncLocalStorage<RenderState>();

/** How long the page being rendered may still wait for upstream data, in ms; Infinity outside a page. */
export function renderTimeLeft(): number {
  const deadline = renderState.getStore()?.deadline ?? Infinity;
  return deadline === Infinity ? Infinity : Math.max(0, deadline - Date.now());
}

/**
 * Runs `work` as no page's: a load shared by several renders, which may outlive the one that
 * started it, neither uses that page's budget nor reports to it.
 */
export function outsideRender<T>(work: () => T): T {
  return renderState.exit(work);
}

/** The error a load of `key` already failed with while this page rendered, if it did. */
export function failedInThisRender(key: string): { error: unknown } | undefined {
  const failed = renderState.getStore()?.failed;
  return failed?.has(key) ? { error: failed.get(key) } : undefined;
}

export function rememberFailure(key: string, error: unknown): void {
  renderState.getStore()?.failed.set(key, error);
}

/**
 * An upstream load failed while a page rendered (timedCache reports every failed load, so every
 * block that falls back to an error state or a default is covered). A 404 is an answer, not a
 * failure.
 */
export function markDegraded(error?: unknown): void {
  if (isApiError(error) && error.status === 404) return;
  const state = renderState.getStore();
  if (state) state.degraded = true;
}

/** Data older than its cache's period was shown while a refresh runs: whole, but not current. */
export function markStale(): void {
  const state = renderState.getStore();
  if (state) state.stale = true;
}

/** Whether the render running here has met a failed upstream load so far. */
export function isDegraded(): boolean {
  return renderState.getStore()?.degraded ?? false;
}

/** Whether the render running here has shown data past its freshness so far. */
export function isStale(): boolean {
  return renderState.getStore()?.stale ?? false;
}

/** This request is an editor's preview (the preview middleware step opened its cookie). */
export function enterPreview(): void {
  const state = renderState.getStore();
  if (state) state.preview = true;
}

/** Whether the request running here is an editor's preview: caches are neither read nor filled. */
export function inPreview(): boolean {
  return renderState.getStore()?.preview ?? false;
}

/** Whether a request is for a page (rendered HTML) rather than an endpoint or a file. */
export function isPageRequest(method: string, pathname: string): boolean {
  return method === 'GET' && !BYPASS_PATHS.test(pathname) && !/\.\w+$/.test(pathname);
}

/** The middleware: every request runs in a render state of its own; pages get their budget. */
export const renderBudget: MiddlewareHandler = (context, next) => {
  // Astro.rewrite() runs the middleware again inside the page's render: the outer state holds.
  if (renderState.getStore()) return next();
  const { request, url } = context;
  // Files (sitemap.xml, qr.png...) are no pages: they keep their own timeouts.
  const deadline = isPageRequest(request.method, url.pathname) ? Date.now() + PAGE_BUDGET_MS : Infinity;
  return renderState.run({ degraded: false, stale: false, failed: new Map(), deadline, preview: false }, () => next());
};
