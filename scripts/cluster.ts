// npm run cluster: the storefront as it runs on several machines, on this one. Builds if needed,
// then starts the reference API (unless API_BASE_URL is set), Redis (redis-server, no
// persistence), two storefront instances (a and b) sharing a session secret, Redis, the image
// cache folder and the path of nginx's cache (POST /api/revalidate removes pages there), and nginx
// in front of them (deploy/nginx.conf: load balancing and the HTTP cache). An instance that dies
// is started again; Ctrl-C stops them all.
//
// Ports: CLUSTER_PORT (nginx, 8080), PORT and PORT + 1 (the instances, 4321 and 4322), API_PORT
// (8787), REDIS_PORT (6392). Missing nginx or redis-server: says which Debian packages to install.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findProgram, missingPackages } from './ensure-servers.ts';
import {
  Supervisor,
  assertPortFree,
  buildIfNeeded,
  fail,
  httpUrl,
  portInUse,
  readPort,
  readSettings,
  root,
  startReferenceApi,
  waitForHttp,
} from './processes.ts';

const server = path.join(root, 'server/storefront.ts');
const stateDir = path.join(root, '.cache');
const nginxDir = path.join(stateDir, 'nginx');
const nginxCacheDir = path.join(nginxDir, 'cache');

const settings = readSettings();
const nginxPort = readPort('CLUSTER_PORT', 8080);
const redisPort = readPort('REDIS_PORT', 6392);
const instances = [
  { name: 'a', port: settings.port },
  { name: 'b', port: settings.port + 1 },
];

const missing = missingPackages();
if (missing.length > 0) {
  fail(
    `${missing.join(' and ')} not found: npm run cluster needs Debian's packages (as root: "apt-get install -y ${missing.join(' ')}", or "node scripts/ensure-servers.ts")`,
  );
}
const nginx = findProgram('nginx') as string;
const redisServer = findProgram('redis-server') as string;

for (const instance of instances) await assertPortFree(settings.host, instance.port, 'PORT');
await assertPortFree('127.0.0.1', nginxPort, 'CLUSTER_PORT');
await assertPortFree('127.0.0.1', redisPort, 'REDIS_PORT');

const supervisor = new Supervisor();

await buildIfNeeded(supervisor);

const apiOrigin = settings.externalApi ?? (await startReferenceApi(supervisor, settings));
if (supervisor.isStopping) await supervisor.halted();

// Redis: memory only (the limits and caches it holds are worth nothing after a restart).
const redisDir = path.join(stateDir, 'redis');
mkdirSync(redisDir, { recursive: true });
const redis = supervisor.startProgram('redis-server', redisServer, [
  '--bind',
  '127.0.0.1',
  '--port',
  String(redisPort),
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  redisDir,
  '--loglevel',
  'warning',
]);
if (!(await waitForPort(redisPort, () => redis.exitCode !== null || redis.signalCode !== null))) {
  if (supervisor.isStopping) await supervisor.halted();
  console.error(`error: redis-server did not start on port ${redisPort}`);
  await supervisor.stop(1);
}

// The instances share what makes them interchangeable: the session key, Redis and the image cache.
const shared = {
  HOST: settings.host,
  API_BASE_URL: apiOrigin,
  SESSION_SECRET: process.env.SESSION_SECRET || sessionSecret(),
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  IMAGE_CACHE_DIR: process.env.IMAGE_CACHE_DIR || path.join(stateDir, 'img'),
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || 'loopback',
  // nginx's cache folder: POST /api/revalidate removes the copies of the pages it names there.
  NGINX_CACHE_DIR: nginxCacheDir,
};
const STOREFRONT_NODE_FLAGS = ['--max-semi-space-size=32'];
const pids = new Map<string, number>();
for (const instance of instances) {
  // A dead instance is started again: nginx sends its requests to the other one meanwhile.
  const child = supervisor.keep(`storefront ${instance.name}`, [...STOREFRONT_NODE_FLAGS, server], {
    ...shared,
    PORT: String(instance.port),
    INSTANCE: instance.name,
  });
  const url = httpUrl(settings.host, instance.port);
  const up = await waitForHttp(`${url}/healthz`, { child, timeoutMs: 30_000, requireOk: false });
  if (supervisor.isStopping) await supervisor.halted();
  if (!up) {
    console.error(`error: storefront ${instance.name} did not start at ${url}`);
    await supervisor.stop(1);
  }
  pids.set(instance.name, child.pid ?? 0);
}

const nginxConf = writeNginxConf();
const proxy = supervisor.startProgram('nginx', nginx, [
  '-p',
  nginxDir,
  '-c',
  nginxConf,
  '-e',
  'stderr',
  '-g',
  'daemon off;',
]);
const clusterUrl = `http://127.0.0.1:${nginxPort}`;
const proxyUp = await waitForHttp(`${clusterUrl}/healthz`, { child: proxy, timeoutMs: 15_000, requireOk: true });
if (supervisor.isStopping) await supervisor.halted();
if (!proxyUp) {
  console.error(`error: nginx did not start at ${clusterUrl}`);
  await supervisor.stop(1);
}

console.log(
  [
    '',
    `  Storefront (nginx):  ${clusterUrl}/`,
    ...instances.map(
      (i) => `  Instance ${i.name}:          ${httpUrl(settings.host, i.port)}/  (pid ${pids.get(i.name)})`,
    ),
    `  Redis:               ${shared.REDIS_URL}`,
    `  API:                 ${apiOrigin}/api/v1  (${settings.externalApi ? 'API_BASE_URL' : 'reference API'})`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

/** One secret for every instance, made on the first run and kept (a restart signs nobody out). */
function sessionSecret(): string {
  const file = path.join(stateDir, 'cluster-session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(stateDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** deploy/nginx.conf with this machine's ports and folders, written under .cache/nginx. */
function writeNginxConf(): string {
  const runDir = path.join(nginxDir, 'run');
  mkdirSync(runDir, { recursive: true });
  mkdirSync(nginxCacheDir, { recursive: true });
  const upstream = (port: number) => `${httpUrl(settings.host, port).replace('http://', '')}`;
  const fields: Record<string, string> = {
    NGINX_LISTEN: `127.0.0.1:${nginxPort}`,
    NGINX_RUN_DIR: runDir,
    NGINX_CACHE_DIR: nginxCacheDir,
    STOREFRONT_A: upstream(instances[0].port),
    STOREFRONT_B: upstream(instances[1].port),
  };
  const template = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const conf = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => fields[name] ?? whole);
  const file = path.join(nginxDir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

async function waitForPort(port: number, died: () => boolean): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (died()) return false;
    if (await portInUse('127.0.0.1', port)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
