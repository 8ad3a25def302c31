import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { databaseFreeServerTests } from './scripts/vitest/database-free-tests.js';
import { responsiveImages } from './scripts/vite/responsive-images.js';

/**
 * Three projects: pure units (shared + client; client component tests opt into jsdom with a
 * `// @vitest-environment jsdom` docblock), the server suite on PGlite, and the same server
 * suite on PostgreSQL when TEST_DATABASE_URL is set (CI sets it in .ci/run).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl === undefined || postgresUrl === '') {
  console.warn('[vitest] TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is not included; the PGlite run still is.');
}

/** Tests named *.redis.* share rate-limit counters through the Redis of TEST_REDIS_URL (CI sets it in .ci/run). */
const redisUrl = process.env.TEST_REDIS_URL;
const withoutRedis = redisUrl === undefined || redisUrl === '' ? ['**/*.redis.*'] : [];
if (withoutRedis.length > 0) {
  console.warn('[vitest] TEST_REDIS_URL is not set: the Redis tests (*.redis.*: shared rate limits, scale-out) are skipped by environment.');
}

/**
 * `isolate`: false would let a worker run its test files on one module graph, so the in-memory
 * PGlite instances of src/server/test-support/test-database.ts served every file, not one each;
 * it stays true, since a file's module mocks then miss modules another file already loaded.
 */
const serverProject = (name: string, env: Record<string, string>, exclude: string[] = [], isolate = true) => ({
  test: {
    name,
    isolate,
    include: ['src/server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...withoutRedis, ...exclude],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which left a
    // core idle while the server tests wait on PGlite, sockets and child processes.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // The landing page's screenshots import their AVIF copies (`?responsive`).
        plugins: [responsiveImages()],
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      // *.postgres.test.ts need a server of their own to cut or share (outages, scale-out).
      serverProject('server-pglite', { TEST_DB_KIND: 'pglite' }, ['**/*.postgres.test.ts']),
      // The server tests that never reach the database run once, in the PGlite project.
      ...(postgresUrl
        ? [serverProject('server-postgres', { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: postgresUrl }, databaseFreeServerTests(import.meta.dirname))]
        : []),
    ],
  },
});
