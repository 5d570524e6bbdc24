// Browser tests run in Debian's Chromium (Playwright's own browser download cannot work here).
// Finds it at CHROME_PATH or /usr/bin/chromium; installs it with apt-get when running as root.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_PATH = '/usr/bin/chromium';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function ensureChromium(): void {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (executable(configured)) return;
    console.error(
      `error: CHROME_PATH=${configured} is not an executable file; point it at a Chromium or Chrome binary, or unset it to use ${DEFAULT_PATH}.`,
    );
    process.exit(1);
  }
  if (executable(DEFAULT_PATH)) return;

  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    console.error(
      `error: Chromium not found at ${DEFAULT_PATH}: install it (e.g. "sudo apt-get install -y chromium") or set CHROME_PATH to a Chromium/Chrome binary.`,
    );
    process.exit(1);
  }

  console.log(
    `Chromium not found at ${DEFAULT_PATH}: installing Debian's chromium with apt-get (one time, may take a minute)...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-20).join('\n'));
      console.error(`\nerror: "apt-get ${args.join(' ')}" failed; install Chromium yourself or set CHROME_PATH.`);
      process.exit(1);
    }
  }
  if (!executable(DEFAULT_PATH)) {
    console.error(`error: apt-get installed chromium but ${DEFAULT_PATH} is still missing; set CHROME_PATH.`);
    process.exit(1);
  }
  console.log(`Installed ${DEFAULT_PATH}.`);
}

// Run directly (npm run test:e2e) rather than imported by test.ts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureChromium();
