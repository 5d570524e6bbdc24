// The servers from Debian's packages that npm run cluster and the tests run: nginx (the cluster
// and its test) and redis-server (the cluster, the attempt-limit tests). Finds them on the PATH
// (or in /usr/sbin); installs the missing packages with apt-get when running as root.
//
//   node scripts/ensure-servers.ts               # both
//   node scripts/ensure-servers.ts redis-server  # only this one
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The programs, each from the Debian package of the same name. */
export const SERVERS = ['nginx', 'redis-server'] as const;
export type Server = (typeof SERVERS)[number];

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

/** The packages to install for what is missing of `servers` (empty when all are there). */
export function missingPackages(servers: readonly Server[] = SERVERS): string[] {
  return servers.filter((command) => !findProgram(command));
}

/** Installs the missing ones of `servers` if we are root; otherwise says which to install. */
export function ensureServers(servers: readonly Server[] = SERVERS): void {
  const missing = missingPackages(servers);
  if (missing.length === 0) return;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() !== 0 || !hasApt) {
    console.error(
      `error: ${missing.join(' and ')} not found: install Debian's packages (e.g. "sudo apt-get install -y ${missing.join(' ')}").`,
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
  const still = missingPackages(servers);
  if (still.length > 0) {
    console.error(`error: apt-get installed ${still.join(' ')} but the programs are still not found.`);
    process.exit(1);
  }
  console.log(`Installed ${missing.join(' ')}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2).filter((a): a is Server => (SERVERS as readonly string[]).includes(a));
  ensureServers(asked.length ? asked : SERVERS);
}
