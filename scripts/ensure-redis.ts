// The attempt-limit tests start a real Redis (redis-server) to show counts shared across processes.
// Finds `redis-server` on the PATH; installs Debian's redis-server with apt-get when running as root.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function ensureRedis(): void {
  if (hasRedisServer()) return;
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    console.error(
      'error: redis-server not found: the attempt-limit tests need it (e.g. "sudo apt-get install -y redis-server").',
    );
    process.exit(1);
  }
  console.log("redis-server not found: installing Debian's redis-server with apt-get (one time)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'redis-server'],
  ]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-20).join('\n'));
      console.error(`\nerror: "apt-get ${args.join(' ')}" failed; install redis-server yourself.`);
      process.exit(1);
    }
  }
  if (!hasRedisServer()) {
    console.error('error: apt-get installed redis-server but `redis-server` is still not on the PATH.');
    process.exit(1);
  }
  console.log('Installed redis-server.');
}

// Run directly (npm run test:unit) rather than imported by test.ts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureRedis();
