// Starts the reference API: opens or creates the database, makes sure the seed images exist,
// and serves on host:port (port 0 picks a free one).
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApp, type RequestLog } from './app.ts';
import { openDatabase } from './db/open.ts';
import { generateImages } from './seed/index.ts';

export interface ApiOptions {
  host?: string;
  port?: number;
  /** Folder for the database file; ':memory:' keeps the database in memory. */
  dataDir?: string;
  /** Folder for images (app/public/...); defaults to <dataDir>/storage. */
  storageDir?: string;
  /** What image URLs start with; defaults to http://host:port. */
  publicUrl?: string;
  timeZone?: string;
  now?: () => Date;
  /** Called once per request (method, path, status, ms, and the caller's X-Request-Id). */
  log?: RequestLog;
}

export interface RunningApi {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? 'data');
  const storageDir = resolve(options.storageDir ?? join(dataDir, 'storage'));
  mkdirSync(storageDir, { recursive: true });
  await generateImages(storageDir);
  const db = openDatabase(options.dataDir === ':memory:' ? ':memory:' : join(dataDir, 'marketplace.sqlite'));
  const deps = {
    db,
    storageDir,
    publicUrl: options.publicUrl ?? '',
    timeZone: options.timeZone ?? 'Africa/Cairo',
    now: options.now ?? (() => new Date()),
  };
  const app = createApp(deps, options.log);
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 8787 }, () => resolveServer(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!options.publicUrl) deps.publicUrl = url;
  return {
    url,
    port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          db.close();
          done();
        });
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
