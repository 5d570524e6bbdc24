// The HTML validator test runs the W3C Nu HTML Checker (the vnu-jar package), a Java program.
// Finds `java` on the PATH; installs Debian's default-jre-headless with apt-get when running as root.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function ensureJava(): void {
  if (hasJava()) return;
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    console.error(
      'error: java not found: the HTML validator test needs a Java runtime (e.g. "sudo apt-get install -y default-jre-headless").',
    );
    process.exit(1);
  }
  console.log("java not found: installing Debian's default-jre-headless with apt-get (one time, may take a minute)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'default-jre-headless'],
  ]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-20).join('\n'));
      console.error(`\nerror: "apt-get ${args.join(' ')}" failed; install a Java runtime yourself.`);
      process.exit(1);
    }
  }
  if (!hasJava()) {
    console.error('error: apt-get installed default-jre-headless but `java` is still not on the PATH.');
    process.exit(1);
  }
  console.log('Installed java.');
}

// Run directly (npm run test:e2e) rather than imported by test.ts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureJava();
