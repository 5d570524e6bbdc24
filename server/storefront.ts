// The production web server of the storefront: `node server/storefront.ts` after a build.
//
//   request ─▶ security headers ─▶ static file from dist/client (sirv: pre-compressed .br/.gz,
//              and request log      hashed /_astro/ assets cached for a year, others for an hour)
//                                 ─▶ otherwise Astro's SSR handler (@astrojs/node in middleware
//                                    mode) behind on-the-fly brotli/gzip compression
//
// Environment: HOST (127.0.0.1), PORT (4321), STOREFRONT_LOG (0 silences the request log), and
// what the pages read (API_BASE_URL, ...). SIGINT or SIGTERM: stops accepting connections, lets
// responses in flight finish for up to 5 seconds, and exits 0.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { STATIC_FILE_CSP, baseSecurityHeaders } from '../src/lib/server/security.ts';

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

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`error: PORT must be a port number, got "${process.env.PORT}"`);
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
    res.setHeader('Cache-Control', pathname.startsWith(ASSETS_PREFIX) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
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
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  },
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

let stopping = false;

function isHttps(req: IncomingMessage): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim().toLowerCase();
  return first === 'https';
}

const plainHeaders = baseSecurityHeaders(false);
const httpsHeaders = baseSecurityHeaders(true);

function renderWithAstro(req: IncomingMessage, res: ServerResponse): void {
  compress(req, res, () => {
    // Without `next`, Astro answers everything itself, unknown paths with its 404 page.
    Promise.resolve(astro.handler(req, res)).catch((error: unknown) => {
      console.error(`error: could not render ${req.url}`, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      } else {
        res.destroy();
      }
    });
  });
}

// Request bodies: no route reads more than this (the profile photo form is the largest, 4 MB);
// each route caps its own body lower while it streams (src/lib/server/json-body.ts). A body
// that says it is larger is refused before it is read; one that turns out larger (chunked) ends
// the request stream with BodyLimitExceeded, which the routes' readers answer with 413.
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;
// Methods some route answers; anything else (TRACE, PROPFIND, made-up ones) is 501 here, and a
// route's own unsupported method 405 (src/lib/server/methods.ts).
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ALLOW = [...KNOWN_METHODS].join(', ');

function refuse(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close', ...headers });
  res.end(JSON.stringify({ error }));
}

/**
 * The request body, ended with BodyLimitExceeded past `limit`. When the route stops reading (it
 * refused the body, or did not need it), the rest is discarded as it comes, never kept, until the
 * answer is sent and the connection closed; the request itself is not destroyed, which would
 * close the connection before the answer could be written.
 */
async function* cappedBody(req: IncomingMessage, limit: number): AsyncGenerator<Buffer> {
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await chunks.next();
      if (done) return;
      received += value.byteLength;
      if (received > limit) {
        const error = new Error(`the request body is larger than ${limit} bytes`);
        error.name = 'BodyLimitExceeded';
        throw error;
      }
      yield value;
    }
  } finally {
    if (!req.complete) {
      req.removeAllListeners('readable');
      req.resume();
    }
  }
}

/**
 * After an answer sent before its request's body was read to the end (a 413), the connection is
 * closed, but not at once: its rest is discarded for a moment more, so that the client, still
 * sending, reads the answer instead of a reset connection (as nginx's lingering close does).
 */
const LINGER_MS = 2000;

function closeAfterLingering(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return;
    const socket = req.socket;
    // Node ends the connection after a `Connection: close` answer and destroys it once that end
    // is written; the destroy waits for the lingering instead.
    socket.removeListener('finish', socket.destroy);
    if (!socket.writableEnded) socket.end();
    req.removeAllListeners('readable');
    req.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
  });
}

/** Refuses what no route can answer; true when it did. */
function refusedAtTheDoor(req: IncomingMessage, res: ServerResponse): boolean {
  if (!KNOWN_METHODS.has(req.method ?? '')) {
    refuse(res, 501, `The method ${req.method} is not supported.`, { Allow: ALLOW });
    return true;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
    closeAfterLingering(req, res);
    refuse(res, 413, 'The request body is too large.');
    return true;
  }
  // @astrojs/node reads the body from `req.body` when it is an async iterable.
  (req as IncomingMessage & { body?: AsyncIterable<Buffer> }).body = cappedBody(req, BODY_LIMIT_BYTES);
  closeAfterLingering(req, res);
  return false;
}

function onRequest(req: IncomingMessage, res: ServerResponse): void {
  if (logRequests) logWhenDone(req, res);
  for (const [name, value] of Object.entries(isHttps(req) ? httpsHeaders : plainHeaders)) res.setHeader(name, value);
  if (stopping) res.setHeader('Connection', 'close');
  if (refusedAtTheDoor(req, res)) return;
  if (req.method === 'GET' || req.method === 'HEAD') {
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

function logWhenDone(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  res.once('close', () => {
    const ms = (performance.now() - started).toFixed(1);
    // No status line sent: the client left (or timed out) before there was an answer.
    const [status, note] = res.headersSent ? [res.statusCode, ''] : ['-', ' (closed before the response)'];
    process.stdout.write(`${req.method} ${loggablePath(req.url ?? '/')} ${status} ${ms}ms${note}\n`);
  });
}

const server = http.createServer(onRequest);
// Longer than the idle timeout of common proxies and load balancers (60 s), so that they close
// idle connections first and never send a request on a connection this server is closing.
server.keepAliveTimeout = 65_000;
// Slow clients (slowloris): headers within 20 s, the whole request (uploads) within 2 minutes.
server.headersTimeout = 20_000;
server.requestTimeout = 120_000;

// CONNECT (a proxy tunnel) is not a request this server answers: 501, then the connection ends.
server.on('connect', (req: IncomingMessage, socket: import('node:net').Socket) => {
  socket.on('error', () => undefined);
  socket.end(`HTTP/1.1 501 Not Implemented\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `error: port ${port} on ${host} is already in use; set PORT to another port`
      : `error: the storefront server failed: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Storefront server listening on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
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
    console.error(`error: a static file disappeared: ${error.path}`);
    return;
  }
  console.error(error);
  process.exit(1);
});
