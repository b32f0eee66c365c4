import { defineConfig } from 'vitest/config';

// Integration tests run twice: once on the embedded database (PGlite) and once
// on the PostgreSQL server (a fresh database per run). Unit tests run once.
// The suite runs on the project's own Node (the npm package `node`, put first on
// PATH by npm scripts and npx); a system Node that slipped through is refused.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) throw new Error(`tests need Node 24 or newer, this is ${process.version}`);

export default defineConfig({
  test: {
    // Generous: CI runs three forks on two cores; no test asserts on time.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: Number(process.env.TEST_FORKS ?? 3),
    reporters: process.env.CI ? ['default'] : ['default'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['test/integration/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/setup/pglite-global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/integration/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/setup/postgres-global.ts'],
        },
      },
    ],
  },
});
