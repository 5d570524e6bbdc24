// Shared by start.ts, dev.ts and cluster.ts: settings from the environment, the build when it is
// out of date, child processes that never outlive this one, and readiness checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServiceWorker } from './build-sw.ts';
import { describe, precompress } from './precompress.ts';

export const root = path.resolve(import.meta.dirname, '..');

export interface Settings {
  host: string;
  port: number;
  apiPort: number;
  /** Set when the storefront should use an existing API instead of starting the reference one. */
  externalApi: string | undefined;
}

export function readSettings(): Settings {
  return {
    host: process.env.HOST || '127.0.0.1',
    port: readPort('PORT', 4321),
    apiPort: readPort('API_PORT', 8787),
    externalApi: process.env.API_BASE_URL?.replace(/\/+$/, '') || undefined,
  };
}

/** A port number from the environment variable `name`, or `fallback` when it is unset. */
export function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** The address to connect to for a listen address: a wildcard host is reached through loopback. */
export function connectHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '::1';
  return host;
}

export function httpUrl(host: string, port: number): string {
  const h = connectHost(host);
  return `http://${h.includes(':') && !h.startsWith('[') ? `[${h}]` : h}:${port}`;
}

export function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

export async function portInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: connectHost(host).replace(/^\[|\]$/g, ''), port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function assertPortFree(host: string, port: number, variable: string): Promise<void> {
  if (await portInUse(host, port)) {
    fail(
      `port ${port} on ${host} is already in use (another instance still running?); set ${variable} to another port`,
    );
  }
}

// Everything that goes into the build; public/ is copied into dist/client.
const BUILD_INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json'];
const BUILD_ENTRY = path.join(root, 'dist/server/entry.mjs');

/**
 * Builds the storefront (astro build, then its service worker) when dist/ is missing or older than
 * its sources, then, as
 * `npm run build` does, writes .br and .gz next to the static files (only those that lack them).
 * A failed build stops everything with exit code 1.
 */
export async function buildIfNeeded(supervisor: Supervisor): Promise<void> {
  const stale = needsBuild();
  if (stale) {
    console.log('Building the storefront (astro build)...');
    const code = await supervisor.run('astro build', [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      ASTRO_TELEMETRY_DISABLED: process.env.ASTRO_TELEMETRY_DISABLED ?? '1',
    });
    if (supervisor.isStopping) await supervisor.halted();
    if (code !== 0) {
      console.error('error: the storefront build failed');
      await supervisor.stop(1);
    }
  }
  // The service worker names the build it belongs to (scripts/build-sw.ts).
  if (stale || !existsSync(path.join(root, 'dist/client/sw.js'))) await buildServiceWorker();
  const compressed = await precompress(path.join(root, 'dist/client'));
  if (compressed.files > 0) console.log(describe(compressed));
}

function needsBuild(): boolean {
  let built: number;
  try {
    built = statSync(BUILD_ENTRY).mtimeMs;
  } catch {
    return true;
  }
  return newestMtime(BUILD_INPUTS) > built;
}

/** Newest modification time (ms) among the given files and everything under the given folders. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const p of paths) visit(path.resolve(root, p));
  return newest;
}

/** Child processes run by the pinned Node; a signal or a dead child stops them all. */
export class Supervisor {
  private children = new Map<string, ChildProcess>();
  private stopping = false;
  private exitCode = 0;

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        if (!this.stopping) console.log(`\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping...`);
        void this.stop(0);
      });
    }
    // npm does not pass on a SIGTERM sent to it alone: it exits and this script is re-parented.
    // Under npm, notice that and stop rather than run on with nobody to stop us.
    if (process.env.npm_lifecycle_event) {
      const parent = process.ppid;
      setInterval(() => {
        if (process.ppid !== parent && !this.stopping) {
          console.log('npm exited: stopping...');
          void this.stop(0);
        }
      }, 1000).unref();
    }
    // Last resort (an exception in this script): never leave a child behind.
    process.on('exit', () => {
      for (const child of this.children.values())
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** For the main flow once a stop is under way: waits until stop() exits the process. */
  halted(): Promise<never> {
    return new Promise<never>(() => {});
  }

  /** Runs `node args...` and resolves with its exit code; used for one-off steps such as a build. */
  run(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
    const child = this.spawn(name, args, env, false);
    return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  }

  /** Starts a long-running `node args...`; if it exits while we are not stopping, everything stops with exit code 1. */
  start(name: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
    return this.spawn(name, args, env, true);
  }

  /** As start(), for a program other than Node (nginx, redis-server). */
  startProgram(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
    return this.spawn(name, args, env, true, command);
  }

  /**
   * A long-running `node args...` that is started again a second after it dies, rather than
   * stopping everything: one of several interchangeable instances behind a load balancer.
   */
  keep(name: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
    const child = this.spawn(name, args, env, false);
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      console.error(`${name} exited (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => {
        if (!this.stopping) this.keep(name, args, env);
      }, 1000);
    });
    return child;
  }

  private spawn(
    name: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    longRunning: boolean,
    command = process.execPath,
  ): ChildProcess {
    if (this.stopping) throw new Error('stopping');
    // Not detached: a Ctrl-C in the terminal or a process-group kill (Playwright's webServer)
    // reaches the children too, so nothing can be orphaned by killing this script's group.
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    this.children.set(name, child);
    child.once('exit', (code, signal) => {
      this.children.delete(name);
      if (!longRunning || this.stopping) return;
      // A group-wide signal can reach the child before our own handler runs: give it a moment,
      // so that a requested stop is not reported as a crash.
      setTimeout(() => {
        if (this.stopping) return;
        console.error(`error: ${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping`);
        void this.stop(1);
      }, 300);
    });
    return child;
  }

  async stop(code: number): Promise<never> {
    if (!this.stopping) {
      this.stopping = true;
      this.exitCode = code;
      const waits = [...this.children.values()].map((child) => stopChild(child));
      await Promise.all(waits);
      process.exit(this.exitCode);
    }
    return new Promise<never>(() => {});
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls `url` until it answers (with `ok` status if `requireOk`), the child dies, or the timeout passes. */
export async function waitForHttp(
  url: string,
  options: { child: ChildProcess; timeoutMs: number; requireOk: boolean; onSlow?: () => void; slowAfterMs?: number },
): Promise<boolean> {
  const started = Date.now();
  let warned = false;
  while (Date.now() - started < options.timeoutMs) {
    if (options.child.exitCode !== null || options.child.signalCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.body?.cancel();
      if (!options.requireOk || res.ok) return true;
    } catch {
      // not listening yet
    }
    if (!warned && options.onSlow && Date.now() - started > (options.slowAfterMs ?? 3000)) {
      warned = true;
      options.onSlow();
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** Starts the reference API and waits until it answers GET /api/v1/config. Returns its origin. */
export async function startReferenceApi(supervisor: Supervisor, settings: Settings): Promise<string> {
  await assertPortFree(settings.host, settings.apiPort, 'API_PORT');
  const origin = httpUrl(settings.host, settings.apiPort);
  const api = supervisor.start('reference API', ['api/server.ts'], {
    HOST: settings.host,
    API_PORT: String(settings.apiPort),
  });
  const ready = await waitForHttp(`${origin}/api/v1/config`, {
    child: api,
    timeoutMs: 120_000,
    requireOk: true,
    slowAfterMs: 4000,
    onSlow: () =>
      console.log(
        `Waiting for the reference API at ${origin} (the first run seeds its database and generates images; up to a minute)...`,
      ),
  });
  if (!ready && !supervisor.isStopping) {
    const died = api.exitCode !== null || api.signalCode !== null;
    console.error(
      `error: the reference API ${died ? 'exited before it was ready' : `did not answer ${origin}/api/v1/config within 120 s`}`,
    );
    await supervisor.stop(1);
  }
  return origin;
}
