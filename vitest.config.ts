import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/contract/global-setup.ts'],
    testTimeout: 30_000,
    // Contract tests start the reference API in a hook; its first run seeds the database and
    // generates images, which can take a minute or more on a slow machine.
    hookTimeout: 180_000,
  },
});
