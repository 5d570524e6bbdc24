import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS } from './scripts/chrome-flags.ts';
import { PREVIEW_SECRET } from './tests/e2e/preview-helpers.ts';
import { E2E_REVALIDATE_SECRET } from './tests/fixtures/revalidate.ts';

const port = Number(process.env.E2E_PORT || 4391);
const apiPort = Number(process.env.E2E_API_PORT || 8791);
const baseURL = `http://127.0.0.1:${port}`;
// A second storefront against a stub built from real servers' answers (tests/fixtures/sample-server.ts),
// for tests/e2e/real-server*.spec.ts: ports E2E_PORT + 10 and E2E_API_PORT + 10.
const samplePort = port + 10;
const sampleApiPort = apiPort + 10;

// The scripts are TypeScript run by the pinned Node 24, whichever Node runs Playwright itself.
const pinnedNode = path.resolve(import.meta.dirname, 'node_modules/.bin/node');
const node = existsSync(pinnedNode) ? pinnedNode : process.execPath;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS,
  },
};

export default defineConfig({
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers on the 2-core CI machine. A three-worker run (2026-11-28) was no faster, and made
  // timing tests (search's pause between keys) fail. E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // Time a test may take, not a speed check (speed is measured by `npm run bench`). On the 2-core
  // CI machine, with two workers and four servers sharing it, the longest flows (two guest orders
  // placed and followed, say) took 29.5 s of the default 30: twice that, and an assertion's wait
  // doubled too. Tests on a throttled CPU or with many scans mark themselves slow (three times).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The storefront's service worker would answer pages and files instead of the network that
    // tests route and count; the offline tests allow it (tests/e2e/offline*.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: chromium },
    // Attacks on the running storefront and reference API, sent as an outsider would.
    { name: 'security', testDir: 'tests/security', use: chromium },
  ],
  webServer: [
    {
      // Builds the storefront if it is stale, then starts the reference API and the storefront.
      command: `"${node}" scripts/start.ts`,
      url: baseURL,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        API_PORT: String(apiPort),
        API_DATA_DIR: process.env.E2E_API_DATA_DIR || 'data-test',
        // Tests always run against the reference API on its test port, never a configured one.
        API_BASE_URL: '',
        // Many tests sign in from the same address within a minute.
        SIGNIN_RATE_LIMIT: '1000',
        // ...and start guest carts from it (tests/unit/proxy-guards.test.ts checks the limit).
        GUEST_RATE_LIMIT: '1000',
        // Editors' preview links (tests/e2e/preview*.spec.ts).
        PREVIEW_SECRET,
        // POST /api/revalidate (tests/e2e/revalidate.spec.ts).
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      },
      // A fresh machine builds the storefront and seeds the database (with images) first.
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stderr: 'pipe',
      // SIGTERM to the process group lets start.ts stop both servers cleanly.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      // The stub "real server" (modules 3, 1 and 4; zone 1 around its default location).
      command: `"${node}" tests/fixtures/sample-server.ts`,
      url: `http://127.0.0.1:${sampleApiPort}/api/v1/config`,
      env: { HOST: '127.0.0.1', SAMPLE_API_PORT: String(sampleApiPort) },
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      stderr: 'pipe',
    },
    {
      // The same build (made by the first server) started alone against the stub (start.ts starts
      // no reference API when API_BASE_URL is set).
      command: `"${node}" scripts/start.ts`,
      url: `http://127.0.0.1:${samplePort}/healthz`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(samplePort),
        API_BASE_URL: `http://127.0.0.1:${sampleApiPort}`,
        API_PUBLIC_URL: '',
        DEFAULT_ZONE_IDS: '',
        SIGNIN_RATE_LIMIT: '1000',
      },
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
