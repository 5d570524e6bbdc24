// The production web server of the storefront: `node server/storefront.ts` after a build.
//
//   request ─▶ security headers ─▶ static file from dist/client (sirv: pre-compressed .br/.gz,
//              and request log      hashed /_astro/ assets cached for a year, others for an hour)
//                                 ─▶ otherwise Astro's SSR handler (@astrojs/node in middleware
//                                    mode) behind on-the-fly brotli/gzip compression
//
// Environment: HOST (127.0.0.1), PORT (4321), STOREFRONT_LOG (0 silences the request log),
// INSTANCE (the name in each log line; host:port unless set), SERVICE_WORKER (off: /sw.js answers
// the worker that removes itself, src/lib/pwa/service-worker.server.ts), and what the pages read
// (API_BASE_URL, ...). Logs are JSON lines on stdout (pino): one per request when it ends, and
// errors, each with the request's id (X-Request-Id, see src/lib/server/request/request-id.ts). SIGINT or SIGTERM: stops accepting connections, lets
// responses in flight finish for up to 5 seconds, and exits 0.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import pino from 'pino';
import sirv from 'sirv';
import { forwardedInfo, nodeHeaders, trustedProxies } from '../src/lib/server/request/forwarded.ts';
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from '../src/lib/server/request/request-id.ts';
import { STATIC_FILE_CSP, baseSecurityHeaders } from '../src/lib/server/request/security.ts';
import { SERVICE_WORKER_OFF_PATH, SERVICE_WORKER_PATH, serviceWorkerOn } from '../src/lib/pwa/service-worker.server.ts';
import { refusedAtTheDoor, refuseTunnel } from './request-limits.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => Promise<void> | void;

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const entryFile = path.join(root, 'dist/server/entry.mjs');
// Astro's build.assets folder: file names there carry a content hash, so they never change.
const ASSETS_PREFIX = '/_astro/';
const SHUTDOWN_GRACE_MS = 5000;

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
const logRequests = process.env.STOREFRONT_LOG !== '0';
const instance = process.env.INSTANCE?.trim() || `${host}:${port}`;

// JSON lines on stdout, written synchronously (no line lost when the process exits).
const log = pino({
  base: { instance },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`error: PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
try {
  trustedProxies();
} catch (error) {
  console.error(
    `error: TRUSTED_PROXIES must list addresses, ranges or loopback/linklocal/uniquelocal (${(error as Error).message})`,
  );
  process.exit(1);
}
try {
  // Loaded here rather than imported at the top, so that what it checks as it loads (REDIS_URL,
  // for the sign-in limits) is reported as a plain error line too.
  const { sessionKeys } = await import('../src/lib/identity/session.server.ts');
  // The session cookie's keys: SESSION_SECRET, or the one kept in SESSION_DIR (made now if need be).
  sessionKeys();
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}

// Libraries the build leaves in node_modules (React's server renderer among them) pick their
// production code from NODE_ENV when first loaded; their development builds render several
// times slower. Set before the build's entry is imported.
process.env.NODE_ENV ??= 'production';

// The build's entry, in middleware mode: it exports a Node handler and starts no server of its own.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
let astro: { handler: Handler; options?: { mode?: string } };
try {
  astro = await import(pathToFileURL(entryFile).href);
} catch (error) {
  console.error(`error: could not load the storefront build (${entryFile}); run \`npm run build\` first`);
  console.error(error);
  process.exit(1);
}
if (astro.options?.mode !== 'middleware') {
  console.error("error: the build is not in @astrojs/node's middleware mode; run `npm run build` again");
  process.exit(1);
}

const serveStatic = sirv(clientDir, {
  dev: false, // index the folder once at start-up: no file-system calls per request
  etag: true,
  brotli: true,
  gzip: true,
  extensions: [], // no /about -> /about.html guessing: pages are rendered by Astro
  dotfiles: false,
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith(ASSETS_PREFIX)
        ? 'public, max-age=31536000, immutable'
        : // The service worker: no cache in between may hold back a new version, or the one that removes it.
          pathname === SERVICE_WORKER_PATH || pathname === SERVICE_WORKER_OFF_PATH
          ? 'no-cache'
          : 'public, max-age=3600',
    );
    // A file opened on its own (an SVG, say) runs no script. Not on scripts: a worker script's
    // own response policy would govern the worker.
    if (!/\.m?js$/.test(pathname)) res.setHeader('Content-Security-Policy', STATIC_FILE_CSP);
  },
});

// SSR responses are small and unique: fast levels, and a flush after every write so that a
// streamed response (e.g. a proxied upstream body) reaches the browser as it comes. Responses
// that already have a Content-Encoding, or say Cache-Control: no-transform, pass untouched.
const compress = compression({
  threshold: 1024,
  level: 6,
  flush: zlib.constants.Z_SYNC_FLUSH,
  brotli: {
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  },
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

let stopping = false;

/** TLS here, or a trusted proxy's (TRUSTED_PROXIES) word for it. */
function isHttps(req: IncomingMessage): boolean {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  return forwardedInfo({ peer: req.socket.remoteAddress, encrypted, headers: nodeHeaders(req.headers) }).https;
}

const plainHeaders = baseSecurityHeaders(false);
const httpsHeaders = baseSecurityHeaders(true);

function renderWithAstro(req: IncomingMessage, res: ServerResponse): void {
  compress(req, res, () => {
    // Without `next`, Astro answers everything itself, unknown paths with its 404 page.
    Promise.resolve(astro.handler(req, res)).catch((error: unknown) => {
      log.error(
        { err: error, reqId: res.getHeader(REQUEST_ID_HEADER), path: loggablePath(req.url ?? '/') },
        'could not render',
      );
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      } else {
        res.destroy();
      }
    });
  });
}

function onRequest(req: IncomingMessage, res: ServerResponse): void {
  const id = requestIdFor({ peer: req.socket.remoteAddress, headers: nodeHeaders(req.headers) });
  res.setHeader(REQUEST_ID_HEADER, id);
  if (logRequests) logWhenDone(req, res, id);
  withRequestId(id, () => serve(req, res));
}

function serve(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(isHttps(req) ? httpsHeaders : plainHeaders)) res.setHeader(name, value);
  if (stopping) res.setHeader('Connection', 'close');
  if (refusedAtTheDoor(req, res)) return;
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (!serviceWorkerOn && req.url?.split('?')[0] === SERVICE_WORKER_PATH) req.url = SERVICE_WORKER_OFF_PATH;
    serveStatic(req, res, () => renderWithAstro(req, res));
  } else {
    renderWithAstro(req, res);
  }
}

// Query parameters whose values stay out of the log.
const SECRET_PARAM = /token|pass|secret|auth|key|code|otp|session|sig|email|phone|jwt/i;

function loggablePath(url: string): string {
  const q = url.indexOf('?');
  let out = url;
  if (q !== -1) {
    const params = new URLSearchParams(url.slice(q + 1));
    for (const key of new Set(params.keys())) if (SECRET_PARAM.test(key)) params.set(key, '-');
    out = `${url.slice(0, q)}?${params}`;
  }
  return out.length > 300 ? `${out.slice(0, 300)}...` : out;
}

function logWhenDone(req: IncomingMessage, res: ServerResponse, reqId: string): void {
  const started = performance.now();
  res.once('close', () => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { reqId, method: req.method, path: loggablePath(req.url ?? '/'), ms };
    // No status line sent: the client left (or timed out) before there was an answer.
    if (res.headersSent) log.info({ ...line, status: res.statusCode }, 'request');
    else log.info({ ...line, status: null }, 'closed before the response');
  });
}

const server = http.createServer(onRequest);
// Longer than the idle timeout of common proxies and load balancers (60 s), so that they close
// idle connections first and never send a request on a connection this server is closing.
server.keepAliveTimeout = 65_000;
// Slow clients (slowloris): headers within 20 s, the whole request (uploads) within 2 minutes.
server.headersTimeout = 20_000;
server.requestTimeout = 120_000;

// CONNECT (a proxy tunnel) is not a request this server answers.
server.on('connect', refuseTunnel);

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `error: port ${port} on ${host} is already in use; set PORT to another port`
      : `error: the storefront server failed: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  log.info(`Storefront server listening on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
});

function shutdown(): void {
  if (stopping) return;
  stopping = true;
  // Stop accepting, close idle keep-alive connections now, and exit once the responses in flight are done.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// sirv streams files it indexed at start-up without an error handler: a file removed since (a
// rebuild under a running server) would end the process. Such a request fails on its own; the
// server keeps serving everyone else. Any other uncaught error still stops the process.
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT' && error.syscall === 'open' && String(error.path ?? '').startsWith(clientDir)) {
    log.error(`a static file disappeared: ${error.path}`);
    return;
  }
  log.fatal({ err: error }, 'uncaught error');
  process.exit(1);
});
