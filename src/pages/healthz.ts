// GET /healthz: liveness of this storefront instance, with the marketplace API's state inside.
// Always 200 while the storefront can answer (its pages render their error states when the API
// is down, so a load balancer should keep routing to it); `upstream.status` says whether the API
// answered GET /api/v1/config within 1.5 s: 'ok', 'error' (it answered with an HTTP error) or
// 'unreachable' (no answer, or too slow). One probe serves all checks made within 5 seconds.
// The X-Instance header names the instance that answered (INSTANCE, else HOST:PORT), so that
// behind a load balancer one can see which one did.
import type { APIRoute } from 'astro';
import { apiBaseUrl } from '../lib/server/marketplace/api-base-url.ts';
import { requestHeaders } from '../lib/server/request/request-id.ts';

export const prerender = false;

const PROBE_TIMEOUT_MS = 1500;
const PROBE_REUSE_MS = 5000;
const INSTANCE = process.env.INSTANCE?.trim() || `${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 4321}`;

interface Upstream {
  status: 'ok' | 'error' | 'unreachable';
  httpStatus?: number;
  latencyMs: number;
  checkedAt: string;
}

let last: { at: number; result: Promise<Upstream> } | undefined;

async function probe(): Promise<Upstream> {
  const started = performance.now();
  const done = (status: Upstream['status'], httpStatus?: number): Upstream => ({
    status,
    ...(httpStatus === undefined ? {} : { httpStatus }),
    latencyMs: Math.round(performance.now() - started),
    checkedAt: new Date().toISOString(),
  });
  try {
    const res = await fetch(`${apiBaseUrl()}/api/v1/config`, {
      headers: { Accept: 'application/json', ...requestHeaders() },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    // The status is enough: do not download the whole configuration.
    await res.body?.cancel().catch(() => {});
    return done(res.ok ? 'ok' : 'error', res.status);
  } catch {
    return done('unreachable');
  }
}

export const GET: APIRoute = async () => {
  const now = Date.now();
  if (!last || now - last.at > PROBE_REUSE_MS) last = { at: now, result: probe() };
  const upstream = await last.result;
  return Response.json(
    { status: 'ok', uptime: Math.round(process.uptime()), upstream },
    { headers: { 'Cache-Control': 'no-store', 'X-Instance': INSTANCE } },
  );
};
