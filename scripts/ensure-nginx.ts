// npm run cluster and its test run nginx and redis-server from Debian's packages. Finds them on
// the PATH (or in /usr/sbin); installs the packages with apt-get when running as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROGRAMS = [
  { command: 'nginx', pkg: 'nginx' },
  { command: 'redis-server', pkg: 'redis-server' },
] as const;

/** The program's path, or undefined; nginx lives in /usr/sbin, which a user's PATH may lack. */
export function findProgram(command: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin']) {
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The packages to install for what is missing (empty when nginx and redis-server are there). */
export function missingPackages(): string[] {
  return PROGRAMS.filter((p) => !findProgram(p.command)).map((p) => p.pkg);
}

/** Installs Debian's nginx and redis-server if missing and we are root; otherwise says which to install. */
export function ensureNginxAndRedis(): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() !== 0 || !hasApt) {
    console.error(
      `error: ${missing.join(' and ')} not found: the cluster needs Debian's packages (e.g. "sudo apt-get install -y ${missing.join(' ')}").`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' ')} with apt-get (one time, may take a minute)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-20).join('\n'));
      console.error(`\nerror: "apt-get ${args.join(' ')}" failed; install ${missing.join(' ')} yourself.`);
      process.exit(1);
    }
  }
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`error: apt-get installed ${still.join(' ')} but the programs are still not found.`);
    process.exit(1);
  }
  console.log(`Installed ${missing.join(' ')}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureNginxAndRedis();
