// npm test: unit and contract tests (vitest), then browser tests (Playwright in Chromium).
// Both runners also write JSON reports, summed into one last line:
//   tests: N passed, N failed[, N skipped]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { ensureJava } from './ensure-java.ts';
import { ensureServers } from './ensure-servers.ts';
import { root } from './processes.ts';

const reportDir = path.join(root, 'test-reports');
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

let interrupted = false;
let current: ChildProcess | undefined;
// Ctrl-C reaches the runner through the terminal's process group; a SIGTERM sent to this
// script alone is passed on. Either way the runner shuts down its own servers.
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  current?.kill('SIGTERM');
});

ensureChromium();
ensureJava();
// redis-server for the attempt-limit tests, nginx for the cluster's.
ensureServers();

mkdirSync(reportDir, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

// Children run on the pinned Node, and so does anything they start by the name `node`.
const env = {
  ...process.env,
  PATH: [path.dirname(process.execPath), path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
};

const vitestCode = await run([
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = countVitest(vitestCode);

// The browser tests place orders, and orders use up the seeded stock: each run starts from a
// freshly seeded database, so a second run on the same checkout finds what the first one did.
// Only the default folder is removed; one named by E2E_API_DATA_DIR is the caller's.
if (!process.env.E2E_API_DATA_DIR) rmSync(path.join(root, 'data-test'), { recursive: true, force: true });

const playwrightCode = interrupted
  ? 130
  : await run([path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
    });
const playwright = countPlaywright(playwrightCode);

const total: Counts = {
  passed: vitest.passed + playwright.passed,
  failed: vitest.failed + playwright.failed,
  skipped: vitest.skipped + playwright.skipped,
};
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 || vitestCode !== 0 || playwrightCode !== 0 ? 1 : 0);

function run(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
    current = child;
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A runner that failed without a failed test (crash, bad config, server did not start) counts as one failure. */
function atLeastOneFailureIfExitFailed(counts: Counts, code: number, runner: string): Counts {
  if (code !== 0 && counts.failed === 0) {
    console.error(`${runner} exited with code ${code} without a failed test: counted as 1 failure`);
    return { ...counts, failed: 1 };
  }
  return counts;
}

function countVitest(code: number): Counts {
  const report = readJson(vitestReport) as
    | {
        numPassedTests?: number;
        numFailedTests?: number;
        numPendingTests?: number;
        numTodoTests?: number;
        testResults?: { status: string; assertionResults: { status: string }[] }[];
      }
    | undefined;
  // A file that fails to load or whose beforeAll throws has no failed test: count it as one.
  const brokenFiles = (report?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const counts = {
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + brokenFiles,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
  return atLeastOneFailureIfExitFailed(counts, code, 'vitest');
}

function countPlaywright(code: number): Counts {
  const report = readJson(playwrightReport) as
    | { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } }
    | undefined;
  const stats = report?.stats ?? {};
  const counts = {
    // A flaky test failed first and then passed on retry.
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
  return atLeastOneFailureIfExitFailed(counts, code, 'playwright');
}
