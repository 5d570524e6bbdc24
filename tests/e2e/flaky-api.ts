// A storefront of its own behind an API that fails as real networks do: between it and the
// reference API sits a server that forwards ('proxy') or, by mode, drops the connection
// ('down'), never answers ('slow'), answers a proxy's HTML page ('html') or JSON of the wrong
// shape ('wrong-types'), or forwards after `delayMs` ('delay': a slow but working API). Specs add
// failures of their own with `custom`.
// Orders: 'place-late' lets the API place an order and holds its answer until after the
// storefront gave up on it; 'place-lost' places it and then drops the connection unanswered.
// Every other call goes through as in 'proxy'. `api` points the harness at another API.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStorefront } from '../fixtures/own-storefront.ts';

export type Failure = 'proxy' | 'down' | 'slow' | 'html' | 'wrong-types' | 'delay' | 'place-late' | 'place-lost';

const PLACE = /^\/api\/v1\/customer\/order\/place(?:\?|$)/;

interface Options {
  /** What the slow API answers after 30 s, when nobody waits any more. */
  slowBody: string;
  wrongTypesBody: unknown;
  /** Handles a request in a mode of the spec's own; true when it did. */
  custom?: (mode: string, req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  env?: Record<string, string>;
  /** How long 'place-late' holds the answer of a placed order (default 25 s). */
  placeLateMs?: number;
  /** Told each order placed in the 'place-*' modes, before its answer is held or dropped. */
  onPlaced?: (orderId: number) => void;
  /** The API behind the harness (default: the test API on E2E_API_PORT). */
  api?: { host: string; port: number };
  /** How long the 'delay' mode holds each call before forwarding it (5 s unless told). */
  delayMs?: number;
}

const REAL_API = { host: '127.0.0.1', port: Number(process.env.E2E_API_PORT || 8791) };

export function flakyApi<Mode extends string = Failure>(options: Options) {
  let mode: string = 'proxy';
  let storefront: ChildProcess | undefined;
  let base = '';
  const target = options.api ?? REAL_API;
  /** Order placements the API answered (in the 'place-*' modes, the answers held or dropped). */
  const placed: number[] = [];
  let delayMs = options.delayMs ?? 5000;

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const late = mode === 'place-late' || mode === 'place-lost';
    const request = http.request({ ...target, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      if (late && PLACE.test(req.url ?? '')) return holdPlacement(mode, answer, res);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    request.on('error', () => res.destroy());
    req.pipe(request);
  };

  const upstream = http.createServer((req, res) => {
    if (options.custom?.(mode, req, res)) return;
    if (mode === 'down') return req.socket.destroy();
    if (mode === 'slow') {
      const timer = setTimeout(() => res.end(options.slowBody), 30_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Gateway</title><h1>Bad gateway</h1>');
    }
    if (mode === 'wrong-types') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(options.wrongTypesBody));
    }
    if (mode === 'delay') {
      // The whole call (its body too) is held, then forwarded as it came.
      req.pause();
      const timer = setTimeout(() => forward(req, res), delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    forward(req, res);
  });

  /** The order is in the API's database: its answer comes late, or never. */
  function holdPlacement(how: string, answer: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    answer.on('data', (c: Buffer) => chunks.push(c));
    answer.on('end', () => {
      const body = Buffer.concat(chunks);
      let orderId: unknown;
      try {
        orderId = JSON.parse(body.toString()).order_id;
      } catch {
        // Not a placement (a refusal): nothing to count.
      }
      if (typeof orderId === 'number') {
        placed.push(orderId);
        options.onPlaced?.(orderId);
      }
      if (how === 'place-lost') return res.socket?.destroy();
      const timer = setTimeout(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(body);
      }, options.placeLateMs ?? 25_000);
      res.on('close', () => clearTimeout(timer));
    });
  }

  return {
    /** The storefront's origin, once started. */
    get base() {
      return base;
    },
    /** The storefront's process id, once started (e.g. to read its memory in /proc). */
    get pid() {
      return storefront?.pid;
    },
    set mode(next: Failure | Mode) {
      mode = next;
    },
    /** The ids of the orders placed in the 'place-*' modes. */
    get placedOrders(): readonly number[] {
      return placed;
    },
    /** The hold of the 'delay' mode, in ms. */
    set delayMs(ms: number) {
      delayMs = ms;
    },
    async start() {
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      const started = await startStorefront({
        API_BASE_URL: upstreamUrl,
        STOREFRONT_LOG: '0',
        ...options.env,
      });
      base = started.base;
      storefront = started.process;
    },
    async stop() {
      storefront?.kill('SIGTERM');
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    },
  };
}
