// What the Node server refuses before any route sees a request: methods no route answers (501),
// bodies over BODY_LIMIT_BYTES (413), and CONNECT tunnels (501). Every other body reaches the
// routes capped, and a connection whose body was not read to its end is closed after the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// Request bodies: no route reads more than this (the profile photo form is the largest, 4 MB);
// each route caps its own body lower while it streams (src/lib/server/request/json-body.ts). A body
// that says it is larger is refused before it is read; one that turns out larger (chunked) ends
// the request stream with BodyLimitExceeded, which the routes' readers answer with 413.
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;
// Methods some route answers; anything else (TRACE, PROPFIND, made-up ones) is 501 here, and a
// route's own unsupported method 405 (src/lib/server/request/methods.ts).
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ALLOW = [...KNOWN_METHODS].join(', ');

function refuse(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...headers,
  });
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
export function refusedAtTheDoor(req: IncomingMessage, res: ServerResponse): boolean {
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

/** CONNECT: 501, then the connection ends. */
export function refuseTunnel(_req: IncomingMessage, socket: Socket): void {
  socket.on('error', () => undefined);
  socket.end(`HTTP/1.1 501 Not Implemented\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}
